import {
  IF_SHORT_CHOICES,
  LEDGER_KIND_NAMES,
  ORDER_EVENT_KINDS,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  REFUND_DESTINATIONS,
} from '@storefront/sdk/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ReplyOf } from '@storefront/sdk';
import type { RecordValues } from '@storefront/sdk/core';
import { users } from '../auth/tables.js';
import { hubs } from '../hubs/tables.js';

type OrderDetails = NonNullable<ReplyOf<'orderDetails'>['OrderDetails']>;
export type AddressSnapshot = OrderDetails['Address'];
export type SelectedOptions = OrderDetails['Items'][number]['SelectedOptions'];
export type DeliveryInstructionsSnapshot = NonNullable<OrderDetails['DeliveryInstructions']>;

/**
 * An order with its bill (paise) as computed at checkout, and snapshots of what the shopper chose, so
 * later edits to addresses, methods or products do not rewrite history. checkoutKey is the
 * Idempotency-Key of the checkout call: unique per shopper, so concurrent duplicates create one order.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    checkoutKey: text('checkout_key'),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull(),
    address: jsonb('address').$type<AddressSnapshot>().notNull(),
    deliveryMethodId: integer('delivery_method_id').notNull(),
    deliveryMethodName: text('delivery_method_name').notNull(),
    paymentMethodId: integer('payment_method_id').notNull(),
    paymentMethodName: text('payment_method_name').notNull(),
    couponId: integer('coupon_id'),
    couponCode: text('coupon_code'),
    itemsTotal: integer('items_total').notNull(),
    couponDiscount: integer('coupon_discount').notNull(),
    shippingFee: integer('shipping_fee').notNull(),
    deliveryCharge: integer('delivery_charge').notNull(),
    platformFee: integer('platform_fee').notNull(),
    total: integer('total').notNull(),
    walletUsed: integer('wallet_used').notNull(),
    /**
     * What is left to pay after the wallet: online at checkout, or at the door for a pay-on-delivery
     * order, where it is lowered by deductedFromPayable.
     */
    amountPayable: integer('amount_payable').notNull(),
    /**
     * Paise taken off amountPayable after checkout instead of going to the wallet: the weight credits and
     * line refunds of a pay-on-delivery order while nothing was collected yet (operations/settlement.ts).
     */
    deductedFromPayable: integer('deducted_from_payable').notNull().default(0),
    /** The payment attempt whose gateway order may settle this order (payment_attempts.id). */
    currentAttemptId: integer('current_attempt_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The promised slot (null for a method without slots); slotHeld while it counts against capacity. */
    slotId: text('slot_id'),
    slotStartsAt: timestamp('slot_starts_at', { withTimezone: true }),
    slotEndsAt: timestamp('slot_ends_at', { withTimezone: true }),
    slotHeld: boolean('slot_held').notNull().default(false),
    /** The hub the quote chose at checkout (docs/inventory.md): its stock, its staff, its route. */
    hubId: integer('hub_id').references(() => hubs.id),
    /** Free cancellation ends here (null: only the status decides). */
    cancelDeadline: timestamp('cancel_deadline', { withTimezone: true }),
    /**
     * An order waiting for its online payment is cancelled (payment failed) once this passes: set when a
     * payment attempt starts, PENDING_PAYMENT_TTL_MINUTES ahead (payments/expiry.ts).
     */
    paymentDueBy: timestamp('payment_due_by', { withTimezone: true }),
    /** The shopper's quick choices and note for the handover, set at checkout only (null: none). */
    deliveryInstructions: jsonb('delivery_instructions').$type<DeliveryInstructionsSnapshot>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_user_checkout_key_idx')
      .on(t.userId, t.checkoutKey)
      .where(sql`${t.checkoutKey} is not null`),
    index('orders_user_created_idx').on(t.userId, t.id),
    // The expiry's work list: orders still waiting for their money.
    index('orders_payment_due_idx')
      .on(t.paymentDueBy)
      .where(sql`${t.status} in ('PendingPayment', 'PaymentFailed')`),
  ],
);

/** A line as sold: unit price = product price + option deltas at checkout time. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    productName: text('product_name').notNull(),
    imageUrl: text('image_url').notNull(),
    configPriceIds: jsonb('config_price_ids').$type<number[]>().notNull(),
    selectedOptions: jsonb('selected_options').$type<SelectedOptions>().notNull(),
    unitPrice: integer('unit_price').notNull(),
    qty: integer('qty').notNull(),
    lineTotal: integer('line_total').notNull(),
    position: integer('position').notNull().default(0),
    /** What the shopper asked for should the cut run out at packing (docs/after-the-order.md). */
    ifShort: text('if_short', { enum: IF_SHORT_CHOICES }).notNull().default('Refund'),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

/**
 * The order's timeline, oldest first. What happened is data: kind and its values (ORDER_EVENT_KINDS in
 * the SDK core), written in the reader's language when read (i18n/records.ts). note is the entry's English
 * sentence: the only words of an entry written before kinds (kind null), and for a new entry its English
 * rendering for staff logs and older servers. source is for staff only (which
 * channel reported it: the gateway's webhook, the shopper's app, and the gateway's own reason). An entry
 * of a payment attempt names it (attemptId), and the unique key writes such an entry once per attempt and
 * status: a failure reported by both the app and the webhook, or twice by the webhook, is one entry.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    note: text('note').notNull(),
    /** Null for an entry written before kinds: its note is all it says. */
    kind: text('kind', { enum: ORDER_EVENT_KINDS }),
    values: jsonb('values').$type<RecordValues>(),
    source: text('source'),
    attemptId: integer('attempt_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId),
    // NULL attempt ids are distinct: entries of no attempt are never held back by it.
    uniqueIndex('order_events_attempt_once_idx').on(t.orderId, t.status, t.attemptId),
  ],
);

/**
 * Orders holding each slot of a method. The row is created on the first hold; a hold is one conditional
 * update (booked < capacity), so concurrent checkouts cannot overfill a slot.
 */
export const deliverySlotHolds = pgTable(
  'delivery_slot_holds',
  {
    /** Each hub has its own riders, so its own seats in each slot (docs/inventory.md). */
    hubId: integer('hub_id')
      .notNull()
      .references(() => hubs.id, { onDelete: 'cascade' }),
    deliveryMethodId: integer('delivery_method_id').notNull(),
    slotId: text('slot_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    booked: integer('booked').notNull().default(0),
    /** The slot capacity (the hub's, else the method's) at the latest hold (a payment retry re-holds against it). */
    capacity: integer('capacity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.hubId, t.deliveryMethodId, t.slotId] })],
);

/**
 * What the packer packed per order line, with the weight settlement made at packing: orderedGrams is
 * the net weight sold (null for lines sold by the piece), weightCredit the paise credited to the wallet
 * (under weight beyond the tolerance, or short), refunded what an admin refunded later.
 */
export const packedLines = pgTable(
  'packed_lines',
  {
    orderLineId: integer('order_line_id')
      .primaryKey()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderedGrams: integer('ordered_grams'),
    packedGrams: integer('packed_grams'),
    packedPieces: integer('packed_pieces'),
    short: boolean('short').notNull().default(false),
    weightCredit: integer('weight_credit').notNull().default(0),
    refunded: integer('refunded').notNull().default(0),
    /**
     * The similar cut packed instead of one that ran out, when the shopper asked for a replacement: its
     * product, name and unit price then (never above the line's); the difference is credited at packing.
     */
    replacementProductId: integer('replacement_product_id'),
    replacementName: text('replacement_name'),
    replacementUnitPrice: integer('replacement_unit_price'),
  },
  (t) => [index('packed_lines_order_idx').on(t.orderId)],
);

/**
 * The order ledger (docs/money.md): one row per movement of an order's money, written in the transaction
 * of the change that causes it. Append-only: a trigger (migration 0014) refuses every UPDATE and every
 * DELETE but the cascade of an order's own deletion; a correction is a new entry. Amount is paise, ≥ 0;
 * the kind gives the direction (LEDGER_ENTRY_KINDS in the SDK's core).
 */
export const orderLedger = pgTable(
  'order_ledger',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LEDGER_KIND_NAMES }).notNull(),
    amount: integer('amount').notNull(),
    /** A line's charge or credit. */
    orderLineId: integer('order_line_id').references(() => orderLines.id, { onDelete: 'cascade' }),
    /** The refund row a refund entry belongs to (refunds.id). */
    refundId: integer('refund_id'),
    /** Where a refund went (Wallet, Source); null for other kinds. */
    destination: text('destination', { enum: REFUND_DESTINATIONS }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_ledger_order_idx').on(t.orderId, t.id)],
);
