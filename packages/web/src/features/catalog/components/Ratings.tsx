/** The ratings summary (AverageRating and FiveStar..OneStar bars) and the paged reviews. */
import type { ReplyOf } from '@storefront/sdk';
import { Button } from '../../../components/Button';
import { Star } from '../../../components/Icon';
import { messages } from '../../../messages/catalogPages';

type Ratings = ReplyOf<'productRatings'>;
type Review = ReplyOf<'productReviews'>['ProductReviews'][number];

export function Stars({ rating }: { rating: number }) {
  return (
    <span className="stars" role="img" aria-label={messages.catalog.rated(rating.toFixed(1))}>
      {[1, 2, 3, 4, 5].map((position) => (
        <Star key={position} fill={Math.max(0, Math.min(1, rating - position + 1))} />
      ))}
    </span>
  );
}

const bars = [
  { key: 'FiveStar', stars: 5 },
  { key: 'FourStar', stars: 4 },
  { key: 'ThreeStar', stars: 3 },
  { key: 'TwoStar', stars: 2 },
  { key: 'OneStar', stars: 1 },
] as const;

export function RatingsSummary({ ratings }: { ratings: Ratings }) {
  const total = Math.max(1, ratings.TotalRatings);
  return (
    <div className="ratings">
      <div className="rating-big">
        <strong>{ratings.AverageRating.toFixed(1)}</strong>
        <Stars rating={ratings.AverageRating} />
        <span className="muted">{messages.catalog.ratingsCount(ratings.TotalRatings)}</span>
      </div>
      <dl className="rating-bars">
        {bars.map((bar) => {
          const count = ratings[bar.key];
          return (
            <div key={bar.key} className="rating-bar">
              <dt>{messages.catalog.starLabel(bar.stars)}</dt>
              <dd>
                <span className="rating-track" aria-hidden="true">
                  <span className="rating-fill" style={{ width: `${(count / total) * 100}%` }} />
                </span>
                <span>{count}</span>
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

export function ReviewList({
  reviews,
  hasMore,
  loading,
  onMore,
  hideEmpty = false,
}: {
  reviews: readonly Review[];
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
  /** Say nothing when there is no review to list (the shopper's own is shown elsewhere). */
  hideEmpty?: boolean;
}) {
  if (reviews.length === 0 && !hasMore)
    return hideEmpty ? null : <p className="muted">{messages.catalog.noReviews}</p>;
  return (
    <>
      <ul className="review-list">
        {reviews.map((review) => (
          <li key={review.ReviewId} className="card review">
            <div className="review-head">
              <span>{review.Username}</span>
              <Stars rating={review.Rating} />
              <time dateTime={review.CreatedAt}>
                {dateFormat.format(new Date(review.CreatedAt))}
              </time>
            </div>
            {review.Comment ? <p>{review.Comment}</p> : null}
          </li>
        ))}
      </ul>
      {hasMore ? (
        <Button variant="secondary" onClick={onMore} disabled={loading}>
          {messages.catalog.moreReviews}
        </Button>
      ) : null}
    </>
  );
}
