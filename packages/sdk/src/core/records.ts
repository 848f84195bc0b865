/**
 * What the server records about a shopper's order and wallet, and tells their devices, as data: a kind and
 * the values it carries, never a sentence (docs/i18n.md, "Records hold data, not sentences"). Whoever shows
 * a record writes its sentence from these in the reader's language: the server for its replies (the order
 * timeline's `Note`, a wallet entry's `Description`, a push's title and body), an app from `Kind` and
 * `Values` if it wants its own words.
 *
 * Values are plain JSON: amounts are integer paise (format them with `formatPaise`), times ISO 8601 (show
 * them in the reader's language, in IST), an order is named by its number (`SF-…`), a product by its id
 * with its English name as it was written (`productId`, `product`: read the name in the reader's language
 * by the id; the saved name is the fallback, e.g. for a product deleted since). Free text a person typed
 * (a shopper's cancel reason, a rider's failed-delivery reason) is a value too, shown as typed.
 */

import type { DeliveryCollectionMethod } from './enums.js';

/** One value of a record: a number (paise, grams, minutes, an id), a string, or a flag. */
export type RecordValue = string | number | boolean | null;
/** The values of a record, by name. */
export type RecordValues = Readonly<Record<string, RecordValue>>;

/** A product a record is about: its id, and its English name when the record was written. */
export type ProductValues = {
  productId: number;
  product: string;
};

/** The similar cut packed for one that ran out: its id and English name, as `ProductValues`. */
export type ReplacementValues = {
  replacementId: number;
  replacement: string;
};

/** An amount in paise. */
export type AmountValues = {
  amount: number;
};

/** The order a record is about, by its number (`SF-2026-000123`). */
export type OrderValues = {
  order: string;
};

type None = Record<string, never>;

/**
 * An order timeline entry's kind and the values it carries (`order_events.kind`, `.values`). The entry's
 * `Status` stays what it was (the order's status, or an event of its own such as `Rescheduled`).
 */
export interface OrderEventValues {
  /** Checkout: the wallet paid it all. */
  PlacedPaidFromWallet: None;
  /** Checkout: to be paid at the door. */
  PlacedPayOnDelivery: None;
  /** Checkout: waiting for the online payment. */
  AwaitingPayment: None;
  /** The gateway's payment of the order's current attempt arrived. */
  PaymentReceived: None;
  /** The current attempt's payment failed. */
  PaymentFailed: None;
  /** The shopper started a new payment attempt after a failure. */
  PaymentRetried: None;
  /** A payment arrived after the order expired, and the order is placed again. */
  PlacedAfterLatePayment: None;
  /** A payment the order could not take went to the wallet. */
  LatePaymentReturnedToWallet: AmountValues;
  /** The order expired unpaid: its payment did not arrive within `minutes`. */
  PaymentExpired: { minutes: number };
  /** The shopper cancelled it; `reason` as they typed it ('' when none). */
  CancelledByShopper: { reason: string };
  /** An admin gave up on it after a failed delivery: back on the shelf, cancelled, refunded. */
  ReturnedToStore: None;
  /** A cancellation's refund to the wallet. */
  RefundedToWallet: AmountValues;
  /** A refund on its way to the original payment method (a cancellation, a late payment). */
  RefundSentToSource: AmountValues;
  /** The gateway confirmed a refund to the original payment method. */
  RefundProcessedAtSource: AmountValues;
  /** The original payment method refused a refund: it went to the wallet instead. */
  RefundFellBackToWallet: AmountValues;
  /** Staff moves (the status names the move). */
  Confirmed: None;
  Packing: None;
  Packed: None;
  OutForDelivery: None;
  Delivered: None;
  /** The rider could not deliver; `reason` as the rider typed it. */
  DeliveryFailed: { reason: string };
  /** Left at the door without contact; `photo`: the rider took a photo of it. */
  DeliveredWithoutContact: { photo: boolean };
  /** A pay-on-delivery order's money collected at the door: `method` Cash or UPI, `reference` ('' when none). */
  PaidOnDelivery: { method: DeliveryCollectionMethod; reference: string };
  /** A line refunded to the wallet. */
  LineRefundedToWallet: AmountValues & ProductValues;
  /** A line being refunded to the original payment method. */
  LineRefundedToSource: AmountValues & ProductValues;
  /** A line refund of an unpaid pay-on-delivery order, taken off what the rider collects. */
  LineRefundedOffPayable: AmountValues & ProductValues;
  /** An accepted refund request: its wallet part. */
  RefundRequestToWallet: AmountValues;
  /** An accepted refund request: its part back to the original payment method. */
  RefundRequestToSource: AmountValues;
  /** A declined refund request; `reason` as the admin typed it. */
  RefundRequestDeclined: { reason: string };
  /** The shopper moved the order to another slot: its window, ISO. */
  Rescheduled: { start: string; end: string };
  /** At packing, a cut that ran out replaced by a similar one, as the shopper asked. */
  Replaced: ProductValues & ReplacementValues;
  /** The shopper reported a problem with a line. */
  ProblemReported: ProductValues;
  /** An admin settled a complaint with a refund of `amount`. */
  ComplaintRefunded: AmountValues & ProductValues;
  /** An admin answered a complaint in words. */
  ComplaintAnswered: ProductValues;
}

export const ORDER_EVENT_KINDS = [
  'PlacedPaidFromWallet',
  'PlacedPayOnDelivery',
  'AwaitingPayment',
  'PaymentReceived',
  'PaymentFailed',
  'PaymentRetried',
  'PlacedAfterLatePayment',
  'LatePaymentReturnedToWallet',
  'PaymentExpired',
  'CancelledByShopper',
  'ReturnedToStore',
  'RefundedToWallet',
  'RefundSentToSource',
  'RefundProcessedAtSource',
  'RefundFellBackToWallet',
  'Confirmed',
  'Packing',
  'Packed',
  'OutForDelivery',
  'Delivered',
  'DeliveryFailed',
  'DeliveredWithoutContact',
  'PaidOnDelivery',
  'LineRefundedToWallet',
  'LineRefundedToSource',
  'LineRefundedOffPayable',
  'RefundRequestToWallet',
  'RefundRequestToSource',
  'RefundRequestDeclined',
  'Rescheduled',
  'Replaced',
  'ProblemReported',
  'ComplaintRefunded',
  'ComplaintAnswered',
] as const satisfies readonly (keyof OrderEventValues)[];
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/** A wallet entry's kind and the values it carries (`wallet_transactions.kind`, `.values`). */
export interface WalletEntryValues {
  /** Debit: the wallet part of an order's payment (checkout, or an order placed again). */
  OrderPayment: OrderValues;
  /** A cancelled paid order refunded to the wallet. */
  CancelledOrderRefund: OrderValues;
  /** A cancelled paid order's wallet part (the rest went back to the original payment method). */
  CancelledOrderWalletPart: OrderValues;
  /** A cancelled unpaid order's wallet hold given back. */
  CancelledOrderWalletReturned: OrderValues;
  /** An order that expired unpaid: its wallet hold given back. */
  ExpiredOrderWalletReturned: OrderValues;
  /** A payment the order could not take (cancelled, paid already), by the gateway's payment id. */
  PaymentReturned: OrderValues & { paymentId: string };
  /** Packed under the weight ordered: `missingGrams` of `orderedGrams`. */
  UnderWeight: OrderValues & ProductValues & { missingGrams: number; orderedGrams: number };
  /** A line out of stock at packing. */
  OutOfStock: OrderValues & ProductValues;
  /** A line sold by the piece packed short: `packed` of `ordered` pieces. */
  MissingPieces: OrderValues & ProductValues & { packed: number; ordered: number };
  /** The price difference of a similar cut packed instead. */
  ReplacementDifference: OrderValues & ProductValues & ReplacementValues;
  /** A line refunded (by staff, or a complaint settled with a refund). */
  LineRefund: OrderValues & ProductValues;
  /** An accepted refund request's wallet part. */
  RefundRequest: OrderValues;
  /** A refund the original payment method could not take. */
  SourceRefundFellBack: OrderValues;
  /** A credit from the store that is about no order. */
  StoreCredit: None;
}

export const WALLET_ENTRY_KINDS = [
  'OrderPayment',
  'CancelledOrderRefund',
  'CancelledOrderWalletPart',
  'CancelledOrderWalletReturned',
  'ExpiredOrderWalletReturned',
  'PaymentReturned',
  'UnderWeight',
  'OutOfStock',
  'MissingPieces',
  'ReplacementDifference',
  'LineRefund',
  'RefundRequest',
  'SourceRefundFellBack',
  'StoreCredit',
] as const satisfies readonly (keyof WalletEntryValues)[];
export type WalletEntryKind = (typeof WALLET_ENTRY_KINDS)[number];

/** A push's kind and the values it carries (`order_outbox.kind`, `.values`; also the push's `kind` data). */
export interface PushValues {
  /** Staff moves. */
  Confirmed: OrderValues;
  Packed: OrderValues;
  OutForDelivery: OrderValues;
  Delivered: OrderValues;
  DeliveryFailed: OrderValues;
  /** Cancelled by the shopper (on another device) or returned to the store. */
  Cancelled: OrderValues;
  /** Packing credited `amount` to the wallet (weight, pieces, a line short). */
  WeightCredit: OrderValues & AmountValues;
  /** `amount` refunded to the wallet. */
  Refunded: OrderValues & AmountValues;
  /** `amount` on its way to the original payment method. */
  RefundedToSource: OrderValues & AmountValues;
  RefundDeclined: OrderValues;
  /** Cancelled: its payment did not arrive in time. */
  PaymentExpired: OrderValues;
  /** `amount` taken off what is paid at the door. */
  DeductedFromPayable: OrderValues & AmountValues;
  /** The order moved to the slot `start`–`end` (ISO). */
  Rescheduled: OrderValues & { start: string; end: string };
  Replaced: OrderValues & ProductValues & ReplacementValues;
  ComplaintAnswered: OrderValues & ProductValues;
  /** `photo`: the rider's photo of the door is on the order's page. */
  DeliveredWithoutContact: OrderValues & { photo: boolean };
  /**
   * An option the shopper waited for is back: `optionKey` names it (its option rows), `options` its English
   * labels when written ('' for a product without options).
   */
  BackInStock: ProductValues & { optionKey: string; options: string };
}

export const PUSH_KINDS = [
  'Confirmed',
  'Packed',
  'OutForDelivery',
  'Delivered',
  'DeliveryFailed',
  'Cancelled',
  'WeightCredit',
  'Refunded',
  'RefundedToSource',
  'RefundDeclined',
  'PaymentExpired',
  'DeductedFromPayable',
  'Rescheduled',
  'Replaced',
  'ComplaintAnswered',
  'DeliveredWithoutContact',
  'BackInStock',
] as const satisfies readonly (keyof PushValues)[];
export type PushKind = (typeof PUSH_KINDS)[number];

/**
 * The reason of a refund the store itself made (`refunds.reason_kind`, `.reason_values`). A reason a person
 * typed (a shopper's cancel or refund request, a staff member's line refund) has no kind: it is shown as
 * typed.
 */
export interface RefundReasonValues {
  /** The shopper cancelled without giving a reason. */
  OrderCancelled: None;
  /** A payment that arrived after the order expired went back (`amount`). */
  LatePayment: AmountValues;
  /** Staff returned the order to the store. */
  ReturnedToStore: None;
}

export const REFUND_REASON_KINDS = [
  'OrderCancelled',
  'LatePayment',
  'ReturnedToStore',
] as const satisfies readonly (keyof RefundReasonValues)[];
export type RefundReasonKind = (typeof REFUND_REASON_KINDS)[number];

/** A record of one kind with its values: `{ kind: 'Refunded', values: { order, amount } }`. */
export type KindWithValues<V> = { [K in keyof V]: { kind: K; values: V[K] } }[keyof V];
export type OrderEventRecord = KindWithValues<OrderEventValues>;
export type WalletEntryRecord = KindWithValues<WalletEntryValues>;
export type PushRecord = KindWithValues<PushValues>;
export type RefundReasonRecord = KindWithValues<RefundReasonValues>;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
/** A compile-time check: each list names every kind its values declare, and no other. */
export type RecordKindListsComplete = [
  Assert<Same<OrderEventKind, keyof OrderEventValues>>,
  Assert<Same<WalletEntryKind, keyof WalletEntryValues>>,
  Assert<Same<PushKind, keyof PushValues>>,
  Assert<Same<RefundReasonKind, keyof RefundReasonValues>>,
];
