/**
 * The shopper's return from the gateway with a payment id and signature (spec section 4, "payment ended"):
 * the server validates the signature and answers the paid order. When it answers a failure instead, the
 * order is read again before the failure is believed: the gateway may have the money all the same (the
 * server settles from the gateway's own word, and its webhook may settle the order meanwhile), and a
 * shopper told "Payment verification failed" about a paid order buys it a second time.
 */
import type { OrderData } from '../checkout/schemas.js';
import type { StorefrontClient, CallOptions } from '../client.js';
import type { RequestOf } from '../endpoints.js';
import { isAbortedError } from '../errors/index.js';
import type { OrderDetails } from '../orders/schemas.js';

/** The calls confirmPayment makes (a StorefrontClient has them). */
export interface PaymentConfirmationClient {
  payments: Pick<StorefrontClient['payments'], 'validateSignature'>;
  orders: Pick<StorefrontClient['orders'], 'details'>;
}

/**
 * A paid order: `verified` with the server's reply to the signature, or `paidPerOrder` when the signature's
 * check failed but the order, read again, is paid.
 */
export type PaymentConfirmation =
  { kind: 'verified'; orderData: OrderData } | { kind: 'paidPerOrder'; order: OrderDetails };

/** The order when the server has it paid; null when it does not or cannot be read now. */
async function paidOrder(
  client: PaymentConfirmationClient,
  orderId: number,
): Promise<OrderDetails | null> {
  try {
    const order = (await client.orders.details({ orderId })).OrderDetails;
    return order?.PaymentStatus === 'Paid' ? order : null;
  } catch {
    return null;
  }
}

/**
 * Validates the gateway's signature; a failure (a refusal, a server or network error) is rethrown only once
 * the order, read again, is not paid. An aborted call is rethrown at once.
 * @example
 * const confirmation = await confirmPayment(client, { orderId, paymentId, signature }, { idempotencyKey });
 * // paid either way: place the flow's order, clear the cart
 */
export async function confirmPayment(
  client: PaymentConfirmationClient,
  request: RequestOf<'validatePaymentSignature'>,
  options?: CallOptions,
): Promise<PaymentConfirmation> {
  try {
    const reply = await client.payments.validateSignature(request, options);
    return { kind: 'verified', orderData: reply.OrderData };
  } catch (error) {
    if (isAbortedError(error)) throw error;
    const order = await paidOrder(client, request.orderId);
    if (order) return { kind: 'paidPerOrder', order };
    throw error;
  }
}
