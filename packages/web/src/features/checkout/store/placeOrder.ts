/**
 * Placing the order (spec section 8): once per checkout, with the action's persisted idempotency key, then
 * the gateway's page; an open order already processed is paid, never created again.
 */
import { describeError } from '@storefront/sdk';
import { getApi } from '../../../lib/api';
import { showError } from '../../../lib/dialogs';
import { cart, cartStoreReady } from '../../../state/cart';
import { forgetCartOrder } from '../../../state/cartOrder';
import { orderProcess } from '../../../state/orderProcess';
import { calculateBill, pricedLines, repriceCart } from './bill';
import { currentFlow, dispatch, keyFor } from './flow';
import { instructionsToSend, withIfShort } from './instructions';
import { openPaymentPage, placed } from './paymentPage';
import { chosenSlot } from './slots';
import { checkout, isRefusal } from './state';

let placing: Promise<'confirmed' | 'redirect' | 'refused'> | undefined;

/**
 * The pay button. One order per checkout: an order already processed and still open is paid, never
 * created again; a new one is created with the action's persisted key (a double click or a reload reuses it).
 */
export function placeOrder(): Promise<'confirmed' | 'redirect' | 'refused'> {
  placing ??= doPlaceOrder().finally(() => {
    placing = undefined;
  });
  return placing;
}

async function doPlaceOrder(): Promise<'confirmed' | 'redirect' | 'refused'> {
  checkout.busy = true;
  checkout.error = undefined;
  try {
    const open = currentFlow();
    if (open.orderData && !open.placedOrder && !open.orderCanceled && open.orderData.Payment) {
      dispatch({ type: 'paymentStarted' });
      openPaymentPage(open.orderData);
      return 'redirect';
    }
    const module = await cartStoreReady();
    if (await module.validatePrices()) return 'refused';
    const addressId = orderProcess.state.selectedAddress?.AddressId;
    const { deliveryMethodId, paymentMethodId } = checkout;
    if (!addressId || !deliveryMethodId || !paymentMethodId || cart.items.length === 0) {
      return 'refused';
    }
    const key = keyFor('checkout');
    const api = await getApi();
    let reply;
    try {
      reply = await api.checkout.placeOrder(
        {
          addressId,
          deliveryMethodId,
          ...chosenSlot(),
          paymentMethodId,
          useWallet: checkout.useWallet,
          products: withIfShort(pricedLines()),
          ...instructionsToSend(),
        },
        { idempotencyKey: key },
      );
    } catch (error) {
      const described = describeError(error, 'checkout');
      if (isRefusal(error)) dispatch({ type: 'actionCompleted', action: 'checkout' });
      if (described.checkout?.PriceUpdated && (await repriceCart())) {
        // The dialog tells the shopper; the bill is calculated again for the new prices.
        void calculateBill();
        return 'refused';
      }
      checkout.error = described;
      if (!described.checkout?.UnAvailableItems && !described.checkout?.MissingFields?.length) {
        showError(described);
      }
      return 'refused';
    }
    dispatch({ type: 'orderProcessed', orderData: reply.OrderData });
    // The cart is this order's now, not an earlier one's whose verification failed.
    forgetCartOrder();
    if (!reply.OrderData.Payment) {
      placed(reply.OrderData);
      return 'confirmed';
    }
    dispatch({ type: 'paymentStarted' });
    openPaymentPage(reply.OrderData);
    return 'redirect';
  } finally {
    checkout.busy = false;
  }
}
