/**
 * Order and payment status rules in one place.
 *
 *   PendingPayment ──paid──▶ Placed ──▶ Confirmed ──▶ OutForDelivery ──▶ Delivered
 *        │  ▲                  │            │
 *   failed  revise-payment     └──cancel────┴──▶ Cancelled (paid money back to the wallet)
 *        ▼  │
 *   PaymentFailed ──cancel──▶ Cancelled (wallet hold released)
 *
 * An order paid entirely from the wallet starts as Placed. From Placed on, the store's staff move it
 * (Confirmed → Packing → Packed → OutForDelivery → Delivered or DeliveryFailed): operations/rules.ts.
 */
import type { ReplyOf } from '@storefront/sdk';

export type OrderData = ReplyOf<'checkout'>['OrderData'];
export type OrderStatus = OrderData['Status'];
export type PaymentStatus = OrderData['PaymentStatus'];

const cancellable: readonly OrderStatus[] = [
  'PendingPayment',
  'PaymentFailed',
  'Placed',
  'Confirmed',
];
const awaitingPayment: readonly OrderStatus[] = ['PendingPayment', 'PaymentFailed'];
/** Statuses of an order the shopper really placed: it counts for first-order coupons and CountPlacedOrders. */
export const placedStatuses: readonly OrderStatus[] = [
  'Placed',
  'Confirmed',
  'Packing',
  'Packed',
  'OutForDelivery',
  'Delivered',
  'DeliveryFailed',
];
/** Statuses whose coupon use no longer counts against the shopper's limit. */
export const releasedStatuses: readonly OrderStatus[] = ['Cancelled', 'PaymentFailed'];

export function canCancel(status: OrderStatus): boolean {
  return cancellable.includes(status);
}

/** An order with a free-cancellation deadline (a slot or express order) can be cancelled until it passes. */
export function canCancelAt(status: OrderStatus, cancelDeadline: Date | null, now: Date): boolean {
  if (cancelDeadline !== null && now.getTime() > cancelDeadline.getTime()) return false;
  return canCancel(status);
}

/** A new gateway attempt may start only while the order waits for its money. */
export function canRetryPayment(status: OrderStatus, paymentStatus: PaymentStatus): boolean {
  return awaitingPayment.includes(status) && paymentStatus !== 'Paid';
}

/** A payment may settle the order only while it waits for its money (exactly once). */
export function canSettle(status: OrderStatus, paymentStatus: PaymentStatus): boolean {
  return canRetryPayment(status, paymentStatus);
}

/** Refunds are requested for money actually paid, until all of it is back. */
export function canRequestRefund(
  paymentStatus: PaymentStatus,
  paidTotal: number,
  refundedTotal: number,
): boolean {
  return paymentStatus === 'Paid' && refundedTotal < paidTotal;
}

/** A readable order number, e.g. SF-20261122-00042, derived from the id and the day it was placed (IST). */
export function orderNumber(orderId: number, createdAt: Date): string {
  const ist = new Date(createdAt.getTime() + 330 * 60_000);
  const day = ist.toISOString().slice(0, 10).replaceAll('-', '');
  return `SF-${day}-${String(orderId).padStart(5, '0')}`;
}
