/**
 * The order lifecycle after payment, driven by staff:
 *
 *   Placed ─confirm─▶ Confirmed ─startPacking─▶ Packing ─pack─▶ Packed ─dispatch─▶ OutForDelivery
 *                                                                  ▲                   │   │
 *                                                                  │            deliver│   │deliveryFailed
 *                                                                  │                   ▼   ▼
 *                                                                  └─dispatch── DeliveryFailed   Delivered
 *
 * Every other move is refused (409). Who may do what is the SDK's opsEndpoints table (roles per call).
 */
import type { OrderStatus } from '@storefront/sdk/core';

export const TRANSITIONS = {
  confirm: { from: ['Placed'], to: 'Confirmed' },
  startPacking: { from: ['Confirmed'], to: 'Packing' },
  pack: { from: ['Packing'], to: 'Packed' },
  // An order back from a failed delivery is sent out again.
  dispatch: { from: ['Packed', 'DeliveryFailed'], to: 'OutForDelivery' },
  deliver: { from: ['OutForDelivery'], to: 'Delivered' },
  deliveryFailed: { from: ['OutForDelivery'], to: 'DeliveryFailed' },
} as const satisfies Record<string, { from: readonly OrderStatus[]; to: OrderStatus }>;

export type TransitionName = keyof typeof TRANSITIONS;

export function canTransition(action: TransitionName, status: OrderStatus): boolean {
  return (TRANSITIONS[action].from as readonly OrderStatus[]).includes(status);
}

/** Lines of delivered orders only are refunded by staff (a complaint about what arrived). */
export const refundableStatuses: readonly OrderStatus[] = ['Delivered'];
