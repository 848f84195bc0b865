/**
 * What the checkout form offers: the delivery and payment methods (the first of each chosen for the
 * shopper), the chosen method's windows and the shopper's addresses.
 */
import { earlyLoadable } from '../../../lib/earlyLoad';
import { loadAddresses } from '../../../state/addressCalls';
import { orderData } from '../../../state/orderData';
import { runRead } from '../../../state/reads';
import { loadSlots } from './slots';
import { checkout } from './state';

/**
 * The delivery and payment methods, together (the form needs both): kept from the last good read, with a
 * failure the page shows in place with its retry, and reads again when the connection returns.
 */
export async function loadCheckoutConfigs(): Promise<void> {
  const state = orderData.state;
  await runRead(
    state,
    state.checkoutOptionsRead,
    (api) => Promise.all([api.checkout.deliveryMethods(), api.checkout.paymentMethods()]),
    ([delivery, payment]) => {
      state.deliveryMethods = delivery.DeliveryMethods;
      checkout.deliveryMethodId ??= delivery.DeliveryMethods[0]?.DeliveryMethodId;
      state.paymentMethods = payment.PaymentMethods;
      checkout.paymentMethodId ??= payment.PaymentMethods[0]?.PaymentMethodId;
    },
  );
}

/**
 * What the checkout form lists (the methods, the first method's windows, the addresses): the form shows once
 * all of it has arrived, so nothing above the pay button moves while it lands. Started before the page
 * renders when a visit opens at checkout (app/routes.ts).
 */
export const loadCheckoutInputs = earlyLoadable(() =>
  Promise.allSettled([loadCheckoutConfigs().then(() => loadSlots()), loadAddresses()]),
);

/** The methods again after they failed to load (a retry, the connection back), then the chosen method's windows. */
export async function reloadCheckoutOptions(): Promise<void> {
  await loadCheckoutConfigs();
  await loadSlots();
}
