/**
 * The order lifecycle after payment, driven by staff: the moves, where each may start and who may make it
 * are the SDK's lifecycle table (`ORDER_MOVES` in `@storefront/sdk/core`, core/lifecycle.ts), which the
 * operations API's roles per call (`opsEndpoints`) are built from too. Every other move is refused (409).
 */
import {
  ORDER_MOVES,
  canMove,
  orderStatusesWhere,
  type OrderMove,
  type OrderStatus,
  type PaymentStatus,
} from '@storefront/sdk/core';

/** The staff moves (from, to, roles): the SDK's table under the name the server's callers know. */
export const TRANSITIONS = ORDER_MOVES;

export type TransitionName = OrderMove;

/** Given the payment status too, a pay-on-delivery order is delivered once its money is recorded. */
export function canTransition(
  action: TransitionName,
  status: OrderStatus,
  paymentStatus?: PaymentStatus,
): boolean {
  return canMove(action, status, paymentStatus);
}

/** Lines of delivered orders only are refunded by staff (a complaint about what arrived). */
export const refundableStatuses: readonly OrderStatus[] = orderStatusesWhere('lineRefundable');
