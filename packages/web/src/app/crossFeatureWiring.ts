/**
 * The app's side of lib/crossFeature.ts: which feature answers each cross-feature action, and the
 * follow-ups of sign-in and logout across slices (spec section 4). Feature code loads on demand, so none of
 * it joins the first page's scripts.
 */
import { wireCrossFeature } from '../lib/crossFeature';
import { resetShopperData } from './shopperData';

/** Spec section 9: the shopper's data is reset 2 s after logout. */
export const LOGOUT_RESET_DELAY_MS = 2000;

/** Push notifications: loaded only once a shopper is signed in. */
const pushNotifications = () => import('../features/notifications/store/push');

let resetTimer: ReturnType<typeof setTimeout> | undefined;

wireCrossFeature({
  logout: () => import('../features/auth/store/auth').then((auth) => auth.logout()),
  payOrder: (order) =>
    import('../features/checkout/store/checkout').then((checkout) => checkout.payOrder(order)),
  signedIn: () => void pushNotifications().then((push) => push.startPushSync()),
  loggedOut: () => {
    void pushNotifications().then((push) => push.unsubscribeOnLogout());
    clearTimeout(resetTimer);
    resetTimer = setTimeout(() => void resetShopperData(), LOGOUT_RESET_DELAY_MS);
  },
});
