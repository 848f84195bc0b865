/**
 * The open order after a failed or dismissed payment: paid again through /revise-payment (also from its
 * details page), or cancelled.
 */
import { describeCancelOrderReply, describeError, type OrderData } from '@storefront/sdk';
import { getApi } from '../../../lib/api';
import { showError } from '../../../lib/dialogs';
import { sayOnce } from '../../../state/refusals';
import { currentFlow, dispatch, keyFor } from './flow';
import { openPaymentPage, placed } from './paymentPage';
import { checkout, isRefusal } from './state';

/** Retry after a failed or dismissed payment: a new attempt through /revise-payment, then the payment page. */
export async function retryPayment(): Promise<void> {
  const open = currentFlow().orderData;
  if (!open || checkout.busy) return;
  checkout.busy = true;
  try {
    const api = await getApi();
    const key = keyFor('revisePayment');
    const reply = await api.payments.revise({ orderId: open.OrderId }, { idempotencyKey: key });
    dispatch({ type: 'actionCompleted', action: 'revisePayment' });
    dispatch({ type: 'orderProcessed', orderData: reply.OrderData });
    if (!reply.OrderData.Payment) {
      placed(reply.OrderData);
      return;
    }
    dispatch({ type: 'paymentStarted' });
    openPaymentPage(reply.OrderData);
  } catch (error) {
    if (isRefusal(error)) dispatch({ type: 'actionCompleted', action: 'revisePayment' });
    showError(describeError(error));
  } finally {
    checkout.busy = false;
  }
}

/** Pays an unpaid order from its details page: it becomes the open order of the flow, then a new attempt. */
export async function payOrder(order: OrderData): Promise<void> {
  const open = currentFlow().orderData;
  if (open?.OrderId !== order.OrderId) {
    dispatch({ type: 'reset' });
    dispatch({ type: 'orderProcessed', orderData: order });
  }
  await retryPayment();
}

/** Cancels the open order whose payment failed or was dismissed (after the shopper confirmed it). */
export async function cancelOpenOrder(reason = ''): Promise<void> {
  const open = currentFlow().orderData;
  if (!open) return;
  try {
    const api = await getApi();
    const reply = await api.orders.cancel(
      { orderId: open.OrderId, reason: reason.trim() || 'Cancelled at checkout' },
      { idempotencyKey: keyFor('cancelOrder') },
    );
    dispatch({ type: 'actionCompleted', action: 'cancelOrder' });
    const refused = describeCancelOrderReply(reply);
    if (refused) {
      showError(sayOnce({ title: reply.Message, description: refused.description }));
      return;
    }
    dispatch({ type: 'orderCancelled' });
    dispatch({ type: 'reset' });
  } catch (error) {
    if (isRefusal(error)) dispatch({ type: 'actionCompleted', action: 'cancelOrder' });
    showError(sayOnce(describeError(error, 'cancelOrder')));
  }
}
