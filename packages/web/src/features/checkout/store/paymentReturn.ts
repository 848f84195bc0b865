/**
 * The payment page's redirect back, and a reload in the middle of a payment: the order placed once the
 * server knows it is paid, a failure recorded, a dismissal left with its retry.
 */
import {
  confirmPayment,
  describeError,
  isApiError,
  SignatureErrorReply,
  type OrderData,
} from '@storefront/sdk';
import { getApi } from '../../../lib/api';
import { showError } from '../../../lib/dialogs';
import { rememberCartOrder } from '../../../state/cartOrder';
import { currentFlow, dispatch, keyFor } from './flow';
import { placed } from './paymentPage';
import { checkout, isRefusal } from './state';

export type ReturnOutcome = 'none' | 'confirmed' | 'failed' | 'dismissed' | 'error';

type Api = Awaited<ReturnType<typeof getApi>>;
type Flow = ReturnType<typeof currentFlow>;

/** The payment stopped (failed or dismissed), from a flow that may not have recorded its start. */
function paymentStopped(isPaymentFailed: boolean): void {
  if (!dispatch({ type: 'paymentStopped', isPaymentFailed })) {
    dispatch({ type: 'paymentStarted' });
    dispatch({ type: 'paymentStopped', isPaymentFailed });
  }
}

/** Paid at the gateway: the signature validated, then the order is placed. */
async function confirmReturn(
  api: Api,
  open: OrderData,
  paymentId: string,
  signature: string,
): Promise<ReturnOutcome> {
  checkout.phase = 'confirming';
  dispatch({ type: 'paymentEnded' });
  try {
    // A failed verification is believed only once the order, read again, is not paid.
    const confirmation = await confirmPayment(
      api,
      { orderId: open.OrderId, paymentId, signature },
      { idempotencyKey: keyFor('validateSignature') },
    );
    placed(
      confirmation.kind === 'verified'
        ? confirmation.orderData
        : { ...open, Status: confirmation.order.Status, PaymentStatus: 'Paid' },
    );
    return 'confirmed';
  } catch (error) {
    if (isApiError(error) && error.bodyAs(SignatureErrorReply)?.ClearOrder) {
      // The server says this order can no longer be settled: it leaves the flow (the cart stays,
      // kept for this order should its payment still reach the store).
      rememberCartOrder(open.OrderId);
      dispatch({ type: 'signatureFailed' });
      dispatch({ type: 'reset' });
    }
    throw error;
  }
}

/** Back without a redirect (a reload, the back button): the server knows whether it was paid. */
async function recheckAfterReload(open: OrderData, flow: Flow): Promise<ReturnOutcome> {
  checkout.phase = 'confirming';
  const order = await serverSideOf(open.OrderId, flow.stage === 'paymentEnded');
  if (order && order.PaymentStatus === 'Paid') {
    placed({ ...open, Status: order.Status, PaymentStatus: order.PaymentStatus });
    return 'confirmed';
  }
  if (order?.Status === 'Cancelled') {
    dispatch({ type: 'orderCancelled' });
    return 'none';
  }
  paymentStopped(false);
  return 'dismissed';
}

/**
 * The payment page's redirect back: paid (validate the signature, then the order is placed), failed
 * (recorded with /payment-failed) or dismissed. Without a redirect, a flow left in the middle of a payment
 * (a reload) asks the server how the order stands. Idempotency keys make every step safe to repeat.
 */
export async function handlePaymentReturn(search: string): Promise<ReturnOutcome> {
  const params = new URLSearchParams(search);
  const flow = currentFlow();
  const open = flow.orderData;
  const gatewayOrderId = params.get('gateway_order_id');
  if (!open || flow.placedOrder || flow.orderCanceled) return 'none';
  if (gatewayOrderId && open.Payment && gatewayOrderId !== open.Payment.GatewayOrderId)
    return 'none';
  const api = await getApi();
  const paymentId = params.get('payment_id');
  const signature = params.get('signature');
  const status = params.get('payment_status');
  try {
    if (gatewayOrderId && paymentId && signature) {
      return await confirmReturn(api, open, paymentId, signature);
    }
    if (gatewayOrderId && status === 'failed') {
      await api.payments.failed(
        { orderId: open.OrderId, reason: params.get('reason') ?? '' },
        { idempotencyKey: keyFor('paymentFailed') },
      );
      dispatch({ type: 'actionCompleted', action: 'paymentFailed' });
      paymentStopped(true);
      return 'failed';
    }
    if (gatewayOrderId && status === 'dismissed') {
      paymentStopped(false);
      return 'dismissed';
    }
    if (flow.paymentProcessing || flow.stage === 'paymentEnded') {
      return await recheckAfterReload(open, flow);
    }
    return 'none';
  } catch (error) {
    if (isRefusal(error)) {
      dispatch({ type: 'actionCompleted', action: 'validateSignature' });
    }
    showError(describeError(error));
    return 'error';
  } finally {
    checkout.phase = 'idle';
  }
}

/**
 * How long a reload after the gateway said "paid" (its signature came back, but the confirmation never
 * reached the server) waits for the gateway's own word to reach the server (its webhook, within seconds)
 * before the order counts as not paid.
 */
export const PAYMENT_CONFIRM_WAIT_MS = 10_000;
const PAYMENT_CONFIRM_EVERY_MS = 1_000;

/** The order as the server has it; when the gateway said paid, asked again until it is, for a while. */
async function serverSideOf(orderId: number, paidAtGateway: boolean) {
  const api = await getApi();
  const deadline = Date.now() + (paidAtGateway ? PAYMENT_CONFIRM_WAIT_MS : 0);
  for (;;) {
    const order = (await api.orders.details({ orderId })).OrderDetails;
    const settled = !order || order.PaymentStatus === 'Paid' || order.Status === 'Cancelled';
    if (settled || Date.now() >= deadline) return order;
    await new Promise((resolve) => setTimeout(resolve, PAYMENT_CONFIRM_EVERY_MS));
  }
}
