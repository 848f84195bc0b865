/** Spec constants and the SDK's own limits and timeouts, as plain numbers. */

/** maxAllowedQtyPerProduct when the product configuration has not said otherwise (spec section 9). */
export const DEFAULT_MAX_QTY = 10;

/** Lines in one cart request (price check, coupon, bill, checkout). */
export const MAX_CART_LINES = 100;
/** The quantity one cart request line may carry, whatever the product configuration says. */
export const MAX_LINE_QTY = 100;
/** Chosen options (configPriceIds) on one cart request line. */
export const MAX_OPTIONS_PER_LINE = 10;

/** Review ratings run from 1 to 5 stars. */
export const MIN_RATING = 1;
export const MAX_RATING = 5;
/** A review's comment: optional, at most this many characters after trimming. */
export const MAX_REVIEW_COMMENT_LENGTH = 1000;

/** Spec section 9: the hosted session check polls every 500 ms and gives up after 7 s. */
export const HOSTED_POLL_INTERVAL_MS = 500;
export const HOSTED_SESSION_TIMEOUT_MS = 7_000;

/** Per-attempt request timeout when the client is not given one. */
export const DEFAULT_TIMEOUT_MS = 15_000;
/** The session renews its token this long before it expires. */
export const SESSION_REFRESH_MARGIN_MS = 30_000;
/** Paged iteration stops after this many pages, whatever the server says. */
export const MAX_PAGES = 1000;

/** Statuses worth another attempt: rate limiting and server-side failures. */
export const RETRY_STATUSES: readonly number[] = [
  429,
  ...Array.from({ length: 100 }, (_, index) => 500 + index),
];

/**
 * Statuses retried only on a call that carries an Idempotency-Key, and only when the reply says when
 * (Retry-After): 409 "the same request is still being processed". Any other 409 is a refusal.
 */
export const RETRY_AFTER_STATUSES: readonly number[] = [409];

/** Indian postal code: 6 digits, not starting with 0. */
export const POSTAL_CODE_PATTERN = /^[1-9][0-9]{5}$/;
/**
 * Indian mobile number: 10 digits starting 6-9, optionally prefixed +91. What the API takes; a number as the
 * shopper types it (spaces, dashes, +91, 91, a leading 0) is read by `normalizeMobileNumber` first.
 */
export const PHONE_NUMBER_PATTERN = /^(\+91)?[6-9][0-9]{9}$/;
