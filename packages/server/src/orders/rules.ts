/**
 * Order and payment status rules, read from the SDK's lifecycle table (`@storefront/sdk/core`,
 * core/lifecycle.ts): which statuses wait for a payment, may be cancelled, count as placed or release
 * their coupon is declared there once, next to the staff moves (operations/rules.ts).
 *
 * An order paid entirely from the wallet starts as Placed. From Placed on, the store's staff move it
 * (Confirmed → Packing → Packed → OutForDelivery → Delivered or DeliveryFailed).
 */
import type { ReplyOf } from '@storefront/sdk';
import { SLOT_CUTOFF_MINUTES, orderStatusIs, orderStatusesWhere } from '@storefront/sdk/core';

export type OrderData = ReplyOf<'checkout'>['OrderData'];
export type OrderStatus = OrderData['Status'];
export type PaymentStatus = OrderData['PaymentStatus'];

/** Statuses of an order the shopper really placed: it counts for first-order coupons and CountPlacedOrders. */
export const placedStatuses: readonly OrderStatus[] = orderStatusesWhere('placed');
/** Statuses whose coupon use no longer counts against the shopper's limit. */
export const releasedStatuses: readonly OrderStatus[] = orderStatusesWhere('releasesCoupon');
/** Statuses of an order still waiting for its online payment (expired by payments/expiry.ts). */
export const awaitingPaymentStatuses: readonly OrderStatus[] =
  orderStatusesWhere('awaitingPayment');

export function canCancel(status: OrderStatus): boolean {
  return orderStatusIs(status, 'cancellable');
}

/** An order with a free-cancellation deadline (a slot or express order) can be cancelled until it passes. */
export function canCancelAt(status: OrderStatus, cancelDeadline: Date | null, now: Date): boolean {
  if (cancelDeadline !== null && now.getTime() > cancelDeadline.getTime()) return false;
  return canCancel(status);
}

/**
 * Until when a slot order may move to another slot: its slot's cut-off, while its status allows it (placed,
 * not dispatched); null for a slot-less order or a status past rescheduling.
 */
export function rescheduleDeadline(order: {
  status: OrderStatus;
  slotId: string | null;
  slotStartsAt: Date | null;
  hubId: number | null;
}): Date | null {
  if (order.slotId === null || order.slotStartsAt === null || order.hubId === null) return null;
  if (!orderStatusIs(order.status, 'reschedulable')) return null;
  return new Date(order.slotStartsAt.getTime() - SLOT_CUTOFF_MINUTES * 60_000);
}

/** A new gateway attempt may start only while the order waits for its money. */
export function canRetryPayment(status: OrderStatus, paymentStatus: PaymentStatus): boolean {
  return orderStatusIs(status, 'awaitingPayment') && paymentStatus !== 'Paid';
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
