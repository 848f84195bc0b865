/**
 * The product-details slice (spec section 3): details, ratings and paged reviews cached by product slug /
 * id. Details are asked for the hub serving the shopper's area (issue 28: its availability, "Only 3 left").
 */
import type { ReplyOf } from '@storefront/sdk';
import type { ErrorDescription } from '../../../lib/errors';
import { createSlice, runRequest } from '../../../lib/slice';
import { deliveryArea } from '../../../state/deliveryArea';
import { onLocaleChange } from '../../../state/locale';

type Details = ReplyOf<'productDetails'>['ProductDetails'];
type Ratings = ReplyOf<'productRatings'>;
type Review = ReplyOf<'productReviews'>['ProductReviews'][number];

export const productDetails = createSlice({
  /** Keyed by product slug. */
  ProductDetails: {} as Record<string, Details>,
  /** The hub each slug's details were asked for (another area's hub asks again). */
  hubOf: {} as Record<string, string | undefined>,
  /** Slugs the server does not know. */
  notFound: {} as Record<string, boolean>,
  /** Slugs whose details failed to load (offline, a server error): the page offers to try again. */
  failed: {} as Record<string, ErrorDescription>,
  /** Keyed by product id. */
  ProductRatings: {} as Record<number, Ratings>,
  ProductReviews: {} as Record<number, Review[]>,
  TotalReviews: {} as Record<number, number>,
  TotalReviewPages: {} as Record<number, number>,
  loadedReviewPageNo: {} as Record<number, number>,
});

// Held in the shopper's language: dropped on a switch (the page mounts again and loads it in the new one).
onLocaleChange(() => productDetails.reset());

/** Reads a product's details for the serving hub (none set: the server's main hub); kept until replaced. */
function readProduct(slug: string) {
  const state = productDetails.state;
  const hub = deliveryArea.hub;
  state.hubOf[slug] = hub;
  return runRequest(
    state,
    (api) => api.catalog.product({ productSlug: slug, hub }),
    (reply) => {
      state.ProductDetails[slug] = reply.ProductDetails;
    },
    { showDialog: false },
  );
}

export function loadProduct(slug: string): Promise<unknown> {
  const state = productDetails.state;
  if (
    (state.ProductDetails[slug] && state.hubOf[slug] === deliveryArea.hub) ||
    state.notFound[slug]
  )
    return Promise.resolve(state.ProductDetails[slug]);
  state.failed = Object.fromEntries(Object.entries(state.failed).filter(([key]) => key !== slug));
  return readProduct(slug).then((reply) => {
    if (!reply && state.error?.status === 404) state.notFound[slug] = true;
    else if (!reply && state.error) state.failed[slug] = state.error;
    return reply;
  });
}

export function loadRatings(productId: number): Promise<unknown> {
  const state = productDetails.state;
  if (state.ProductRatings[productId]) return Promise.resolve(state.ProductRatings[productId]);
  return runRequest(
    state,
    (api) => api.catalog.ratings({ productId }),
    (reply) => {
      state.ProductRatings[productId] = reply;
    },
    { showDialog: false },
  );
}

/** The next page of reviews (page 1 first); no-op once every page is in. */
export function loadReviews(productId: number): Promise<unknown> {
  const state = productDetails.state;
  const loaded = state.loadedReviewPageNo[productId] ?? 0;
  const pages = state.TotalReviewPages[productId];
  if (pages !== undefined && loaded >= pages) return Promise.resolve(undefined);
  return runRequest(
    state,
    (api) => api.catalog.reviews({ productId, pageNo: loaded + 1 }),
    (reply) => {
      const known = new Set(state.ProductReviews[productId]?.map((review) => review.ReviewId));
      state.ProductReviews[productId] = [
        ...(state.ProductReviews[productId] ?? []),
        ...reply.ProductReviews.filter((review) => !known.has(review.ReviewId)),
      ];
      state.TotalReviews[productId] = reply.TotalReviews;
      state.TotalReviewPages[productId] = reply.TotalPages;
      state.loadedReviewPageNo[productId] = reply.PageNo;
    },
    { showDialog: false },
  );
}

/**
 * Spec section 4, review post: the product's cached details, ratings, reviews and review pages are dropped
 * and loaded again. The ratings are the post's reply (the server's counts after it), so the summary changes
 * at once: a GET sent now could still be answered by the browser's HTTP cache (public, max-age 5 s) or the
 * service worker with the counts from before.
 */
export function dropReviewedProduct(productId: number, ratings: Ratings): void {
  const state = productDetails.state;
  const hadReviews = state.loadedReviewPageNo[productId] !== undefined;
  for (const byProduct of [
    state.ProductReviews,
    state.TotalReviews,
    state.TotalReviewPages,
    state.loadedReviewPageNo,
  ])
    Reflect.deleteProperty(byProduct, productId);
  state.ProductRatings[productId] = ratings;
  const slugs = Object.entries(state.ProductDetails)
    .filter(([, details]) => details.ProductId === productId)
    .map(([slug]) => slug);
  // The details stay on screen until their fresh copy replaces them (dropping them would unmount the page).
  for (const slug of slugs) void readProduct(slug);
  if (hadReviews) void loadReviews(productId);
}
