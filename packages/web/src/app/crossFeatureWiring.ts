/**
 * The app's side of lib/crossFeature.ts: which feature answers each cross-feature action, and the
 * follow-ups of sign-in and logout across slices (spec section 4). Feature code loads on demand, so none of
 * it joins the first page's scripts.
 */
import { wireCrossFeature } from '../lib/crossFeature';
import { whenIdle } from '../lib/tasks';
import { resetShopperData } from './shopperData';

/** Spec section 9: the shopper's data is reset 2 s after logout. */
export const LOGOUT_RESET_DELAY_MS = 2000;

/**
 * Spec section 4's optional reload after logout: a store that wants nothing of the last shopper left in
 * memory (a shared device, a kiosk) builds with VITE_RELOAD_AFTER_LOGOUT=true (docs/architecture.md).
 */
export function reloadsAfterLogout(): boolean {
  return import.meta.env.VITE_RELOAD_AFTER_LOGOUT === 'true';
}

/** Push notifications: loaded only once a shopper is signed in. */
const pushNotifications = () => import('../features/notifications/store/push');

let resetTimer: ReturnType<typeof setTimeout> | undefined;

wireCrossFeature({
  logout: () => import('../features/auth/store/auth').then((auth) => auth.logout()),
  payOrder: (order) =>
    import('../features/checkout/store/checkout').then((checkout) => checkout.payOrder(order)),
  orderPaid: (order) =>
    import('../features/checkout/store/paid').then((paid) => void paid.settleCartOrder(order)),
  // Not before the page's own first content: once the main thread is idle (1.5 s at the latest).
  signedIn: () => whenIdle(() => void pushNotifications().then((push) => push.startPushSync())),
  loggedOut: () => {
    void pushNotifications().then((push) => push.unsubscribeOnLogout());
    clearTimeout(resetTimer);
    resetTimer = setTimeout(() => {
      void resetShopperData().then(() => {
        if (reloadsAfterLogout()) location.reload();
      });
    }, LOGOUT_RESET_DELAY_MS);
  },
});
