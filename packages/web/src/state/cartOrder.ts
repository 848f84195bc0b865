/**
 * Which order the cart in this browser waits on (issue 25, payment truth). The cart is emptied exactly when
 * the order bought with it is paid, wherever that is learned: the signature's verification, the order read
 * again after a failed one, the order's page and its live poll, a push while the store is open. While the
 * checkout flow holds the order, the flow says which one it is. A failed verification clears the order from
 * the flow (spec section 4), but its money may still reach the store (the gateway's webhook), so its id is
 * kept here until it is paid, or another order is made from the cart. The clearing itself is one function,
 * the checkout's `settleCartOrder`, reached through crossFeature.orderPaid; this module only tells whether a piece
 * of news concerns the cart, without loading the flow machine.
 */
import type { OrderStatus, PaymentStatus } from '@storefront/sdk/core';
import { withApi } from '../lib/api';
import { crossFeature } from '../lib/crossFeature';
import { session } from '../lib/session';
import { orderProcess } from './orderProcess';

export const CART_ORDER_STORAGE_KEY = 'cartOrder';

/** What any reply about an order tells of its payment (order details, a history row, a flow's order). */
export interface OrderPaymentNews {
  OrderId: number;
  Status: OrderStatus;
  PaymentStatus: PaymentStatus;
}

interface CartOrderRecord {
  userId: number;
  orderId: number;
}

function readRecord(): CartOrderRecord | undefined {
  try {
    const value = JSON.parse(localStorage.getItem(CART_ORDER_STORAGE_KEY) ?? 'null') as unknown;
    if (typeof value !== 'object' || value === null) return undefined;
    const { userId, orderId } = value as Partial<CartOrderRecord>;
    return typeof userId === 'number' && typeof orderId === 'number'
      ? { userId, orderId }
      : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the order the cart was bought with once the flow lets go of it unpaid. */
export function rememberCartOrder(orderId: number): void {
  const userId = session.userId;
  if (userId === undefined) return;
  try {
    localStorage.setItem(CART_ORDER_STORAGE_KEY, JSON.stringify({ userId, orderId }));
  } catch {
    // Storage full or blocked: the order's page still shows it paid; only the cart stays.
  }
}

export function forgetCartOrder(): void {
  try {
    localStorage.removeItem(CART_ORDER_STORAGE_KEY);
  } catch {
    // Nothing was kept.
  }
}

/** The remembered order of the signed-in shopper, if any. */
export function rememberedCartOrder(): number | undefined {
  const record = readRecord();
  return record && record.userId === session.userId ? record.orderId : undefined;
}

/** The checkout flow's order while it is neither placed nor cancelled. */
export function openFlowOrder(): number | undefined {
  const flow = orderProcess.state;
  return flow.orderData && !flow.placedOrder && !flow.orderCanceled
    ? flow.orderData.OrderId
    : undefined;
}

/** Whether this news is the payment the cart waits for (a paid order of the flow or the remembered one). */
export function paysForCart(order: OrderPaymentNews): boolean {
  return (
    order.PaymentStatus === 'Paid' &&
    (order.OrderId === openFlowOrder() || order.OrderId === rememberedCartOrder())
  );
}

/** Any order the app read: when it is the cart's order, paid, the checkout settles it (once). */
export function noticeOrderPayment(order: OrderPaymentNews): void {
  if (paysForCart(order)) crossFeature.orderPaid(order);
}

/**
 * Reads the order the cart waits on again (a push arrived, the checkout opens): a payment that reached the
 * store meanwhile empties the cart before it can be bought a second time. Quiet: a failed read waits for
 * the next occasion.
 */
export async function recheckCartOrder(): Promise<void> {
  const orderId = rememberedCartOrder() ?? openFlowOrder();
  if (orderId === undefined) return;
  try {
    const order = (await withApi((api) => api.orders.details({ orderId }))).OrderDetails;
    if (order) noticeOrderPayment(order);
  } catch {
    // Asked again on the next push, page or visit.
  }
}
