/**
 * The order's lifecycle, declared once: what each order, payment and refund status means, and the staff
 * moves between order statuses with the roles allowed to make each. The server's transitions, its capacity
 * counts and coupon rules, the console's buttons and the contracts' templates are all built from these
 * tables; `scripts/checks/single-source.test.ts` fails when any other module lists statuses itself.
 *
 *   PendingPayment ─paid─▶ Placed ─confirm─▶ Confirmed ─startPacking─▶ Packing ─pack─▶ Packed
 *     │     ▲                │                 │                                         │ dispatch
 *   failed  revise-payment   └──── cancel ─────┴─▶ Cancelled                             ▼
 *     ▼     │                                                     DeliveryFailed ◀── OutForDelivery ──▶ Delivered
 *   PaymentFailed ─cancel─▶ Cancelled                                   └── dispatch ──▲
 *                                                  DeliveryFailed ─returnToStore─▶ Cancelled (units back, money back)
 *
 * The shopper's words for each status live in the web app's messages module, keyed by OrderStatus (so a
 * status added here fails to compile until it has its words).
 */
import type { PaymentStatus, RefundStatus, StaffRole } from './enums.js';
import { PAYMENT_STATUSES, REFUND_STATUSES } from './enums.js';

export interface OrderStatusTraits {
  /** The order waits for its online payment (a new attempt may start, a payment may settle it). */
  awaitingPayment: boolean;
  /** The shopper may cancel it (within the free-cancellation deadline, when it has one). */
  cancellable: boolean;
  /** The shopper really placed it: it counts for first-order coupons and the placed-orders count. */
  placed: boolean;
  /** Its coupon use no longer counts against the shopper's limit. */
  releasesCoupon: boolean;
  /** It takes a seat of its slot and of express capacity (the store still has to deliver it). */
  holdsCapacity: boolean;
  /** Placed and not dispatched yet: the shopper may move it to another slot (until its slot's cut-off). */
  reschedulable: boolean;
  /** Staff may refund its lines (a complaint about what arrived). */
  lineRefundable: boolean;
  /** The shopper has what was packed of it: its lines received may be reviewed. */
  received: boolean;
  /** Nothing more happens to it. */
  done: boolean;
}

const t = (traits: Partial<OrderStatusTraits>): OrderStatusTraits => ({
  awaitingPayment: false,
  cancellable: false,
  placed: false,
  releasesCoupon: false,
  holdsCapacity: false,
  reschedulable: false,
  lineRefundable: false,
  received: false,
  done: false,
  ...traits,
});

/**
 * Every order status with its traits: the one place a status is declared. Its keys are ORDER_STATUSES, in
 * this order (the API's enum, the reference and the pacts' patterns list them so).
 */
export const ORDER_STATUS_TRAITS = {
  PendingPayment: /* @__PURE__ */ t({
    awaitingPayment: true,
    cancellable: true,
    holdsCapacity: true,
  }),
  Placed: /* @__PURE__ */ t({
    cancellable: true,
    placed: true,
    holdsCapacity: true,
    reschedulable: true,
  }),
  Confirmed: /* @__PURE__ */ t({
    cancellable: true,
    placed: true,
    holdsCapacity: true,
    reschedulable: true,
  }),
  Packing: /* @__PURE__ */ t({ placed: true, holdsCapacity: true, reschedulable: true }),
  Packed: /* @__PURE__ */ t({ placed: true, holdsCapacity: true, reschedulable: true }),
  OutForDelivery: /* @__PURE__ */ t({ placed: true, holdsCapacity: true }),
  Delivered: /* @__PURE__ */ t({
    placed: true,
    lineRefundable: true,
    received: true,
    done: true,
  }),
  DeliveryFailed: /* @__PURE__ */ t({ placed: true, holdsCapacity: true }),
  Cancelled: /* @__PURE__ */ t({ releasesCoupon: true, done: true }),
  PaymentFailed: /* @__PURE__ */ t({
    awaitingPayment: true,
    cancellable: true,
    releasesCoupon: true,
  }),
} as const satisfies Record<string, OrderStatusTraits>;

export type OrderStatus = keyof typeof ORDER_STATUS_TRAITS;

/** A table's keys in its order, as a non-empty list (the values of zod's and drizzle's enums must be one). */
const keysOf = <K extends string>(table: Record<K, unknown>) => Object.keys(table) as [K, ...K[]];

export const ORDER_STATUSES: readonly [OrderStatus, ...OrderStatus[]] =
  /* @__PURE__ */ keysOf(ORDER_STATUS_TRAITS);

/** The order statuses with a trait, in ORDER_STATUSES order. */
export function orderStatusesWhere(trait: keyof OrderStatusTraits): readonly OrderStatus[] {
  return ORDER_STATUSES.filter((status) => ORDER_STATUS_TRAITS[status][trait]);
}

/** Whether the status has the trait. */
export function orderStatusIs(status: OrderStatus, trait: keyof OrderStatusTraits): boolean {
  return ORDER_STATUS_TRAITS[status][trait];
}

/**
 * The staff moves: from which statuses, to which, and who may make them (an admin may make every move).
 * A move marked collectFirst also waits while the order's money is due at the door (a pay-on-delivery
 * order is delivered once the rider has recorded the payment). Every other move is refused (409).
 */
export const ORDER_MOVES = {
  confirm: { from: ['Placed'], to: 'Confirmed', roles: ['admin', 'packer'] },
  startPacking: { from: ['Confirmed'], to: 'Packing', roles: ['admin', 'packer'] },
  pack: { from: ['Packing'], to: 'Packed', roles: ['admin', 'packer'] },
  // An order back from a failed delivery is sent out again.
  dispatch: { from: ['Packed', 'DeliveryFailed'], to: 'OutForDelivery', roles: ['admin', 'rider'] },
  deliver: {
    from: ['OutForDelivery'],
    to: 'Delivered',
    roles: ['admin', 'rider'],
    collectFirst: true,
  },
  deliveryFailed: { from: ['OutForDelivery'], to: 'DeliveryFailed', roles: ['admin', 'rider'] },
  // An order back from a failed delivery that will not go out again: its units go back on the hub's
  // shelf and the shopper gets back what they paid, as for a cancellation (docs/inventory.md).
  returnToStore: { from: ['DeliveryFailed'], to: 'Cancelled', roles: ['admin'] },
} as const satisfies Record<
  string,
  {
    from: readonly OrderStatus[];
    to: OrderStatus;
    roles: readonly StaffRole[];
    collectFirst?: true;
  }
>;

export type OrderMove = keyof typeof ORDER_MOVES;
export const ORDER_MOVE_NAMES = /* @__PURE__ */ Object.keys(ORDER_MOVES) as OrderMove[];

/** Whether the move waits for the money due at the door to be collected first (deliver, pay on delivery). */
export function waitsForCollection(move: OrderMove, paymentStatus: PaymentStatus): boolean {
  return 'collectFirst' in ORDER_MOVES[move] && PAYMENT_STATUS_TRAITS[paymentStatus].dueAtDoor;
}

/**
 * Whether the move may be made from the status (by anyone); given the order's payment status too, a move
 * that collects first is refused while the money is due at the door.
 */
export function canMove(
  move: OrderMove,
  status: OrderStatus,
  paymentStatus?: PaymentStatus,
): boolean {
  if (!(ORDER_MOVES[move].from as readonly OrderStatus[]).includes(status)) return false;
  return paymentStatus === undefined || !waitsForCollection(move, paymentStatus);
}

/**
 * The moves a role may make from a status (and payment status, when given), in the table's order (the
 * console's buttons).
 */
export function movesFor(
  role: StaffRole,
  status: OrderStatus,
  paymentStatus?: PaymentStatus,
): OrderMove[] {
  return ORDER_MOVE_NAMES.filter(
    (move) =>
      canMove(move, status, paymentStatus) &&
      (ORDER_MOVES[move].roles as readonly StaffRole[]).includes(role),
  );
}

export interface PaymentStatusTraits {
  /** The order's money is in (online, at the door, or from the wallet). */
  paid: boolean;
  /** Money is still expected: online (Pending, Failed) or at the door (DueOnDelivery). */
  awaitingMoney: boolean;
  /** The rider still collects it at the door (pay on delivery, not recorded yet). */
  dueAtDoor: boolean;
}

export const PAYMENT_STATUS_TRAITS = {
  Pending: { paid: false, awaitingMoney: true, dueAtDoor: false },
  Failed: { paid: false, awaitingMoney: true, dueAtDoor: false },
  DueOnDelivery: { paid: false, awaitingMoney: true, dueAtDoor: true },
  Paid: { paid: true, awaitingMoney: false, dueAtDoor: false },
  Refunded: { paid: false, awaitingMoney: false, dueAtDoor: false },
} as const satisfies Record<PaymentStatus, PaymentStatusTraits>;

export function paymentStatusesWhere(trait: keyof PaymentStatusTraits): readonly PaymentStatus[] {
  return PAYMENT_STATUSES.filter((status) => PAYMENT_STATUS_TRAITS[status][trait]);
}

export interface RefundStatusTraits {
  /** Not decided or not finished yet: one such refund per order at a time. */
  open: boolean;
  /** The money is going back or went back (it counts in what the order returned). */
  moving: boolean;
}

export const REFUND_STATUS_TRAITS = {
  Requested: { open: true, moving: false },
  Processing: { open: true, moving: true },
  Completed: { open: false, moving: true },
  Rejected: { open: false, moving: false },
} as const satisfies Record<RefundStatus, RefundStatusTraits>;

export function refundStatusesWhere(trait: keyof RefundStatusTraits): readonly RefundStatus[] {
  return REFUND_STATUSES.filter((status) => REFUND_STATUS_TRAITS[status][trait]);
}
