/**
 * The gateway's page (Razorpay Checkout in the page, or the sandbox gateway's page) and the order placed
 * once it is paid or to be paid at the door.
 */
import { describeError, type OrderData } from '@storefront/sdk';
import { brand } from '../../../lib/brand';
import { showError } from '../../../lib/dialogs';
import { session } from '../../../lib/session';
import { user } from '../../../state/user';
import { dispatch } from './flow';
import { settleCartOrder } from './paid';
import { checkout } from './state';

/** The path the payment page sends the shopper back to. */
export const PAYMENT_RETURN_PATH = '/order/checkout';

/**
 * The gateway's checkout: Razorpay Checkout opened in the page, or the sandbox gateway's page. Both come
 * back to PAYMENT_RETURN_PATH with the same parameters (handlePaymentReturn).
 */
export function openPaymentPage(data: OrderData): void {
  const payment = data.Payment;
  if (!payment) return;
  checkout.phase = 'redirecting';
  if (payment.Gateway === 'razorpay') {
    const profile = user.state.profile;
    void import('./razorpay')
      .then(({ openRazorpayCheckout }) =>
        openRazorpayCheckout({
          payment,
          storeName: brand.name,
          returnPath: PAYMENT_RETURN_PATH,
          prefill: {
            name: session.username,
            email: profile?.Email || undefined,
            contact: profile?.PhoneNumber || undefined,
          },
        }),
      )
      .catch((error: unknown) => {
        // Nothing was paid: the order waits with a retry, and the shopper is told why.
        checkout.phase = 'idle';
        dispatch({ type: 'paymentStopped', isPaymentFailed: false });
        showError(describeError(error));
      });
    return;
  }
  const url = new URL(payment.CheckoutUrl, location.origin);
  url.searchParams.set('return', PAYMENT_RETURN_PATH);
  location.assign(url.toString());
}

/** The order is placed (paid, or to be paid at the door): the flow is placed, the cart cleared, once. */
export function placed(data: OrderData): void {
  settleCartOrder(data, data);
  checkout.bill = undefined;
}
