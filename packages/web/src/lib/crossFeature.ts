/**
 * What one feature asks of another. Features never import each other: they call these, and the app
 * (app/crossFeatureWiring.ts) connects each to the feature that does the work. The wiring itself loads on
 * the first call (main.tsx says how to load it), so it is not among the first page's scripts.
 */
import type { OrderData } from '@storefront/sdk';
import type { OrderPaymentNews } from '../state/cartOrder';

export interface CrossFeatureActions {
  /** Signs the shopper out through the login service (auth). */
  logout: () => Promise<void>;
  /** Opens the payment of a placed but unpaid order again (checkout). */
  payOrder: (order: OrderData) => Promise<void>;
  /**
   * The cart's order is paid, learned outside checkout (its page, its live poll, a push): the checkout
   * places its flow and empties the cart, once (state/cartOrder.ts).
   */
  orderPaid: (order: OrderPaymentNews) => void;
  /** After a sign-in, or a session restored at start-up: what other slices and features follow up with. */
  signedIn: () => void;
  /** After logout: what other slices and features follow up with. */
  loggedOut: () => void;
}

let wired: CrossFeatureActions | undefined;
let loadWiring: () => Promise<unknown> = () => Promise.reject(new Error('No feature is wired'));
let loading: Promise<unknown> | undefined;

/** The app says how to load its wiring (a dynamic import); it runs on the first cross-feature call. */
export function wireCrossFeatureOnDemand(load: () => Promise<unknown>): void {
  loadWiring = load;
}

export function wireCrossFeature(actions: CrossFeatureActions): void {
  wired = actions;
}

/** Runs an action once the wiring has loaded; a failed load (a network blip) is tried again next time. */
async function run<T>(use: (actions: CrossFeatureActions) => T | Promise<T>): Promise<T> {
  if (!wired)
    await (loading ??= loadWiring().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return use(wired!);
}

/** Follow-ups nobody awaits: a failure is logged, never an unhandled rejection. */
const logFailure = (error: unknown) => console.error('cross-feature follow-up failed', error);

export const crossFeature: CrossFeatureActions = {
  logout: () => run((actions) => actions.logout()),
  payOrder: (order) => run((actions) => actions.payOrder(order)),
  orderPaid: (order) => void run((actions) => actions.orderPaid(order)).catch(logFailure),
  signedIn: () => void run((actions) => actions.signedIn()).catch(logFailure),
  loggedOut: () => void run((actions) => actions.loggedOut()).catch(logFailure),
};
