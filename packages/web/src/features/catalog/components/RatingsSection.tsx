/**
 * The product page's ratings summary, paged reviews and the shopper's own review (the review panel). Loaded
 * after the page's first render: it is below the fold.
 */
import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { session } from '../../../lib/session';
import { messages } from '../../../messages/catalogPages';
import { onReviewPosted, reviewKeyOf, reviews } from '../../../state/reviews';
import { dropReviewedProduct, loadReviews, productDetails } from '../store/productDetails';
import { RatingsSummary, ReviewList } from './Ratings';

// Registered with this section, which every product page renders: a post from the product page or from an
// order's details drops the product's cached entries (spec section 4) once any product has been shown.
onReviewPosted((productId, reply) => dropReviewedProduct(productId, reply.Ratings));

const ReviewPanel = lazy(() =>
  import('../../../components/ReviewPanel').then((module) => ({ default: module.ReviewPanel })),
);

/**
 * The ratings summary and the paged reviews. They subscribe to the slice on their own, so the ratings,
 * the reviews and their loading flags arriving one after the other re-render this section only, not the
 * whole page.
 */
export default function RatingsSection({
  productId,
  productName,
}: {
  productId: number;
  productName: string;
}) {
  const snap = useSnapshot(productDetails.state);
  const ratings = snap.ProductRatings[productId];
  const { userId } = useSnapshot(session);
  const ownKey = reviewKeyOf(productId, userId);
  const own = useSnapshot(reviews.state).review;
  const ownId = ownKey ? own[ownKey]?.ReviewId : undefined;
  // The shopper's own review is shown first by the review panel, so not again among everyone's.
  const others = (snap.ProductReviews[productId] ?? []).filter(
    (review) => review.ReviewId !== ownId,
  );
  const reviewPages = snap.TotalReviewPages[productId] ?? 0;
  const reviewPage = snap.loadedReviewPageNo[productId] ?? 0;
  return (
    <section className="section below-fold" id="ratings" aria-labelledby="product-ratings">
      <h2 className="section-title" id="product-ratings">
        {messages.catalog.ratings}
      </h2>
      {ratings ? <RatingsSummary ratings={ratings} /> : null}
      <Suspense fallback={null}>
        <ReviewPanel productId={productId} productName={productName} />
      </Suspense>
      <ReviewList
        reviews={others}
        hideEmpty={ownId !== undefined}
        hasMore={reviewPage < reviewPages}
        loading={snap.loading}
        onMore={() => void loadReviews(productId)}
      />
    </section>
  );
}
