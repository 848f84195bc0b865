import {
  GATEWAY_PAYMENT_METHODS,
  PAYMENT_GATEWAYS,
  REFUND_DESTINATIONS,
  REFUND_REASON_KINDS,
  REFUND_STATUSES,
  type RecordValues,
} from '@storefront/sdk/core';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/tables.js';
import { orders } from '../orders/tables.js';

/**
 * One gateway order per payment attempt. Only the order's current attempt may settle it; a revised
 * attempt supersedes the previous one; an attempt still unpaid when the order's payment time ran out is
 * Expired (payments/expiry.ts). Amount is paise.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    gateway: text('gateway', { enum: PAYMENT_GATEWAYS }).notNull(),
    gatewayOrderId: text('gateway_order_id').notNull().unique(),
    amount: integer('amount').notNull(),
    status: text('status', {
      enum: ['Created', 'Paid', 'Failed', 'Superseded', 'Cancelled', 'Expired'],
    }).notNull(),
    paymentId: text('payment_id'),
    /** How the shopper paid, as the gateway reported it (once paid). */
    method: text('method', { enum: GATEWAY_PAYMENT_METHODS }),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [index('payment_attempts_order_idx').on(t.orderId)],
);

/** Gateway webhook events already handled, by the gateway's event id: duplicates are dropped. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The sandbox gateway's own record of payments made on its page (sandbox mode only). */
export const sandboxPayments = pgTable('sandbox_payments', {
  paymentId: text('payment_id').primaryKey(),
  gatewayOrderId: text('gateway_order_id').notNull(),
  amount: integer('amount').notNull(),
  status: text('status', { enum: ['captured', 'failed'] }).notNull(),
  /** The way the shopper chose on the sandbox page. */
  method: text('method', { enum: GATEWAY_PAYMENT_METHODS }).notNull().default('upi'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Money going back to a shopper (paise). Wallet refunds complete at once; a refund to the original
 * payment method (destination Source) is Processing until the gateway says it is processed
 * (payments/refunds.ts): it keeps the gateway payment it returns, and the gateway's refund id once the
 * gateway took it. Other requests wait as Requested. The payments domain keeps this table because it
 * moves the money; the refunds domain answers the shopper's calls about it.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull(),
    /** As typed by a person; for the store's own reason, its English sentence (staff, older servers). */
    reason: text('reason').notNull(),
    /** The store's own reason as data (docs/i18n.md), written in the reader's language; null: typed. */
    reasonKind: text('reason_kind', { enum: REFUND_REASON_KINDS }),
    reasonValues: jsonb('reason_values').$type<RecordValues>(),
    destination: text('destination', { enum: REFUND_DESTINATIONS }).notNull(),
    /** Source refunds: the gateway payment the money goes back to, and the gateway's refund id. */
    /**
     * A staff line refund's line (operations/moves/refund-line.ts): that money is counted in its line's
     * packed_lines.refunded too. Null for a refund of the order (cancellation, a shopper's request).
     */
    orderLineId: integer('order_line_id'),
    gatewayPaymentId: text('gateway_payment_id'),
    gatewayRefundId: text('gateway_refund_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    index('refunds_user_idx').on(t.userId, t.id),
    index('refunds_order_idx').on(t.orderId),
    uniqueIndex('refunds_gateway_refund_idx')
      .on(t.gatewayRefundId)
      .where(sql`${t.gatewayRefundId} is not null`),
    // The sweep's work list: source refunds the gateway has not taken yet.
    index('refunds_unsent_idx')
      .on(t.id)
      .where(
        sql`${t.destination} = 'Source' and ${t.status} = 'Processing' and ${t.gatewayRefundId} is null`,
      ),
  ],
);

/**
 * The sandbox gateway's own record of refunds (sandbox mode only), shown at /sandbox. The idempotency
 * key is the store's (one per refund row), so a repeated call answers the first refund.
 */
export const sandboxRefunds = pgTable('sandbox_refunds', {
  refundId: text('refund_id').primaryKey(),
  paymentId: text('payment_id').notNull(),
  amount: integer('amount').notNull(),
  status: text('status', { enum: ['processed'] }).notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
