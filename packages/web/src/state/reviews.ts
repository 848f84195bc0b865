/**
 * The shopper's own reviews (spec section 3: isUserAlreadyPostedReview and postedRating of the product-details
 * slice), shared by the product page and the order details. Keyed by shopper and product, so another
 * shopper signing in on this device never sees them. A post (which edits an earlier review of the same
 * product, docs/api.md) tells the listeners, which drop the product's cached entries (spec section 4).
 */
import type { ReplyOf, RequestOf } from '@storefront/sdk';
import { withApi } from '../lib/api';
import { describeFailure, type ErrorDescription } from '../lib/errors';
import { isSignedIn, session } from '../lib/session';
import { dropCachedProductReads } from '../lib/freshReads';
import { createSlice } from '../lib/slice';

export type OwnReview = ReplyOf<'postReview'>['Review'];
export type PostedReview = ReplyOf<'postReview'>;

export const reviews = createSlice({
  isUserAlreadyPostedReview: {} as Record<string, boolean>,
  postedRating: {} as Record<string, number>,
  review: {} as Record<string, OwnReview>,
});

/** The key of one shopper's review of one product; undefined when signed out. */
export function reviewKeyOf(productId: number, userId = session.userId): string | undefined {
  return userId === undefined ? undefined : `${userId}:${productId}`;
}

type PostedListener = (productId: number, reply: PostedReview) => void;
const listeners = new Set<PostedListener>();

/** Called after every successful post; answers the unsubscribe. */
export function onReviewPosted(listener: PostedListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function remember(key: string, review: OwnReview): void {
  reviews.state.isUserAlreadyPostedReview[key] = true;
  reviews.state.postedRating[key] = review.Rating;
  reviews.state.review[key] = review;
}

/** Whether the signed-in shopper reviewed the product (asked once per shopper and product). */
export async function loadMyReview(productId: number): Promise<void> {
  const key = reviewKeyOf(productId);
  if (!key || !isSignedIn() || key in reviews.state.isUserAlreadyPostedReview) return;
  reviews.state.loading = true;
  try {
    const reply = await withApi((api) => api.catalog.myReview({ productId }));
    if (reply.Review) remember(key, reply.Review);
    else reviews.state.isUserAlreadyPostedReview[key] = false;
  } catch {
    // Not known: the form is still offered, and a post of a reviewed product edits that review.
  } finally {
    reviews.state.loading = false;
  }
}

export type PostResult = { ok: true; reply: PostedReview } | { ok: false; error: ErrorDescription };

/** Posts (or edits) the shopper's review; the failure is described with the spec's texts (section 8). */
export async function postReview(request: RequestOf<'postReview'>): Promise<PostResult> {
  let reply: PostedReview;
  try {
    reply = await withApi((api) => api.catalog.postReview(request));
  } catch (error) {
    return { ok: false, error: await describeFailure(error) };
  }
  const key = reviewKeyOf(request.productId);
  if (key) remember(key, reply.Review);
  // Before the listeners load them again: the kept copies from before the post are not used.
  await dropCachedProductReads(request.productId).catch(() => undefined);
  for (const listener of [...listeners]) listener(request.productId, reply);
  return { ok: true, reply };
}
