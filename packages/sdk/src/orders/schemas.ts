import * as z from 'zod/mini';
import { Id, Paise, PageInfo, Timestamp } from '../common/schemas.js';
import {
  Bill,
  DeliveryInstructions,
  OrderStatus,
  PaymentStatus,
  GatewayPayment,
} from '../checkout/schemas.js';
import { Address } from '../addresses/schemas.js';
import { SelectedOption } from '../cart/schemas.js';
import { DeliveryWindow } from '../delivery/schemas.js';
import { OrderRider } from './rider-schemas.js';
import {
  IF_SHORT_CHOICES,
  REFUND_DESTINATIONS,
  SLOT_ID_PATTERN,
  type OrderMoney as CoreOrderMoney,
} from '../core/index.js';

/**
 * Beyond the spec: every figure of the order's money, derived from its ledger by the SDK core's
 * `orderMoney` (docs/money.md): the figures the server enforces, for every screen to show as they are.
 */
export const OrderMoney = z.object({
  Charged: Paise,
  Credited: Paise,
  Owed: Paise,
  Paid: Paise,
  Refunded: Paise,
  Due: Paise,
  Refundable: Paise,
}) satisfies z.ZodMiniType<CoreOrderMoney>;
export type OrderMoney = z.infer<typeof OrderMoney>;

export const OrderSummary = z.object({
  OrderId: Id,
  OrderNumber: z.string(),
  Status: OrderStatus,
  PaymentStatus,
  Total: Paise,
  /**
   * Beyond the spec: what is left to pay after the wallet (a pay-on-delivery order's amount to pay at the
   * door, lowered by its weight settlement; docs/operations.md).
   */
  AmountPayable: z.optional(Paise),
  ItemCount: z.int().check(z.nonnegative()),
  FirstItemName: z.string(),
  CreatedAt: Timestamp,
  /** The promised delivery window (null for a method without slots). */
  DeliveryWindow: z.optional(z.nullable(DeliveryWindow)),
  Money: z.optional(OrderMoney),
});
export type OrderSummary = z.infer<typeof OrderSummary>;

/** GET /order-history?pageNo (bearer) */
export const OrderHistoryReply = z.object({
  NoOrders: z.boolean(),
  CountTotalOrders: z.int().check(z.nonnegative()),
  CountPlacedOrders: z.int().check(z.nonnegative()),
  Orders: z.array(OrderSummary),
  ...PageInfo,
});
export type OrderHistoryReply = z.infer<typeof OrderHistoryReply>;

export const OrderIdQuery = z.strictObject({
  orderId: z.coerce.number().check(z.int(), z.positive()),
});
export type OrderIdQuery = z.input<typeof OrderIdQuery>;

/** GET /order-history-by-id?orderId (bearer): one history row, e.g. to refresh it after payment. */
export const OrderHistoryByIdReply = z.object({
  NoOrder: z.boolean(),
  Order: z.nullable(OrderSummary),
});
export type OrderHistoryByIdReply = z.infer<typeof OrderHistoryByIdReply>;

export const OrderLine = z.object({
  /** Beyond the spec: the line's id, which a complaint names (POST /report-problem). */
  LineId: z.optional(Id),
  ProductId: Id,
  ProductName: z.string(),
  ImageUrl: z.string(),
  UnitPrice: Paise,
  Qty: z.int().check(z.minimum(1)),
  LineTotal: Paise,
  SelectedOptions: z.record(z.string(), SelectedOption),
  /**
   * Beyond the spec (catch weight, docs/operations.md): the net grams ordered (null for a line sold by
   * the piece), what the store packed (null until packed, or for a short line), the pieces packed, whether
   * the line was out of stock, and the paise credited back to the wallet for it at packing.
   */
  OrderedGrams: z.optional(z.nullable(z.int().check(z.nonnegative()))),
  PackedGrams: z.optional(z.nullable(z.int().check(z.nonnegative()))),
  PackedPieces: z.optional(z.nullable(z.int().check(z.nonnegative()))),
  Short: z.optional(z.boolean()),
  WeightCredit: z.optional(Paise),
  /**
   * Beyond the spec: the shopper received the line (its order was delivered; the line was not out of
   * stock, not packed empty, not refunded whole). Only such a line's product may be reviewed.
   */
  Received: z.optional(z.boolean()),
  /**
   * Beyond the spec (docs/after-the-order.md): what the shopper asked for should the cut run out, and the
   * similar cut packed instead (null when none).
   */
  IfShort: z.optional(z.enum(IF_SHORT_CHOICES)),
  Replacement: z.optional(z.nullable(z.object({ ProductName: z.string(), UnitPrice: Paise }))),
});
export type OrderLine = z.infer<typeof OrderLine>;

/**
 * What a record carries besides its sentence (docs/i18n.md, "Records hold data, not sentences"): its
 * values by name, plain JSON (paise, ISO times, ids, names as written): RecordValues in the core.
 */
export const RecordValuesSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.null()]),
);

/**
 * A timeline entry. Note is its sentence in the request's language. Kind (one of ORDER_EVENT_KINDS in the
 * core; a string, so a kind added later still reads) and Values (OrderEventValues) say the same as data,
 * for an app that writes its own words; absent for an entry written before kinds, and from older servers.
 */
export const OrderEvent = z.object({
  Status: z.string(),
  At: Timestamp,
  Note: z.string(),
  Kind: z.optional(z.string()),
  Values: z.optional(RecordValuesSchema),
});
export type OrderEvent = z.infer<typeof OrderEvent>;

export const OrderDetails = z.object({
  OrderId: Id,
  OrderNumber: z.string(),
  Status: OrderStatus,
  PaymentStatus,
  CreatedAt: Timestamp,
  Items: z.array(OrderLine),
  Bill,
  CouponCode: z.nullable(z.string()),
  DeliveryMethod: z.string(),
  PaymentMethod: z.string(),
  Address: z.omit(Address, { IsDefault: true }),
  CanCancel: z.boolean(),
  /** Until when cancelling is free (null: no deadline beyond the order's status). CanCancel turns false after it. */
  CancelDeadline: z.optional(z.nullable(Timestamp)),
  DeliveryWindow: z.optional(z.nullable(DeliveryWindow)),
  /**
   * Beyond the spec (rescheduling, docs/after-the-order.md): the delivery method and the hub that delivers
   * the order (null: none recorded), the query of the slots it may move to (GET /get-delivery-slots).
   */
  DeliveryMethodId: z.optional(Id),
  HubSlug: z.optional(z.nullable(z.string())),
  /**
   * Beyond the spec: whether the shopper may move the order to another slot now (POST /reschedule-order),
   * and until when (its slot's cut-off; null when its status or method does not allow it).
   */
  CanReschedule: z.optional(z.boolean()),
  RescheduleDeadline: z.optional(z.nullable(Timestamp)),
  CanRetryPayment: z.boolean(),
  Payment: z.nullable(GatewayPayment),
  Timeline: z.array(OrderEvent),
  /** Beyond the spec: the order's weight settlement, the sum of its lines' WeightCredit (paise). */
  WeightCredit: z.optional(Paise),
  /**
   * Beyond the spec: paise of the weight settlement and line refunds taken off Bill.AmountPayable instead
   * of going to the wallet (a pay-on-delivery order not paid yet): Bill.Total − Bill.WalletUsed −
   * DeductedFromPayable = Bill.AmountPayable.
   */
  DeductedFromPayable: z.optional(Paise),
  Money: z.optional(OrderMoney),
  /** Beyond the spec: what the shopper asked at checkout for the handover (null: nothing). */
  DeliveryInstructions: z.optional(z.nullable(DeliveryInstructions)),
  /**
   * Beyond the spec (docs/after-the-order.md): the rider, their distance and ETA while the order is out
   * for delivery (null otherwise); once delivered, whether it was handed over without contact and the
   * signed address of the rider's photo at the door (null: none, or deleted after DOOR_PHOTO_DAYS).
   */
  Rider: z.optional(z.nullable(OrderRider)),
  DeliveredWithoutContact: z.optional(z.boolean()),
  DoorPhotoUrl: z.optional(z.nullable(z.string())),
});
export type OrderDetails = z.infer<typeof OrderDetails>;

/** GET /order-details?orderId (bearer): NoOrder when it does not exist or is another shopper's. */
export const OrderDetailsReply = z.object({
  NoOrder: z.boolean(),
  OrderDetails: z.nullable(OrderDetails),
});
export type OrderDetailsReply = z.infer<typeof OrderDetailsReply>;

/** POST /cancel-order (bearer). When cancelling is not allowed the reply has Error: true. */
export const CancelOrderRequest = z.strictObject({
  orderId: Id,
  reason: z._default(z.string().check(z.trim(), z.maxLength(300)), ''),
  /**
   * Beyond the spec: where a paid order's refund goes. Absent: the wallet, at once. 'Source': the part
   * paid online goes back to the original payment method; a part paid from the wallet always returns
   * to the wallet.
   */
  destination: z.optional(z.enum(REFUND_DESTINATIONS)),
});
export type CancelOrderRequest = z.input<typeof CancelOrderRequest>;

export const CancelOrderReply = z.object({
  Success: z.boolean(),
  Error: z.boolean(),
  Message: z.string(),
  RefundId: z.nullable(Id),
});
export type CancelOrderReply = z.infer<typeof CancelOrderReply>;

/**
 * POST /reschedule-order (bearer, Idempotency-Key; beyond the spec): moves a slot order to another slot of
 * its hub until its slot's cut-off. Answers the order's details as GET /order-details does; 404 when the
 * order is not the shopper's, 409 when it can no longer move, 400 when the slot cannot take it.
 */
export const RescheduleOrderRequest = z.strictObject({
  orderId: Id,
  /** A SlotId from GET /get-delivery-slots?hub=<HubSlug> of the order's method. */
  slotId: z.string().check(z.regex(SLOT_ID_PATTERN)),
});
export type RescheduleOrderRequest = z.input<typeof RescheduleOrderRequest>;
