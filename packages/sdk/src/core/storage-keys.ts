/** The keys the SDK reads and writes in the app's storage (localStorage in the browser). */

/** The cart (spec section 3), in an integrity envelope. */
export const CART_STORAGE_KEY = 'storefront.cart';

/** The order-process slice (spec section 3): the order/payment flow state, so a reload resumes a payment. */
export const FLOW_STORAGE_KEY = 'primary';

/** What a reload needs to know who was signed in; the token itself is never stored. */
export const SESSION_STORAGE_KEYS = {
  user: 'storefront.user',
  defaultAddress: 'storefront.defaultAddress',
  loggedInNotice: 'storefront.loggedInNotice',
} as const;
