import { PAYMENT_GATEWAYS } from '@storefront/sdk/core';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from '../orders/tables.js';

/**
 * One gateway order per payment attempt. Only the order's current attempt may settle it; a revised
 * attempt supersedes the previous one. Amount is paise.
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
      enum: ['Created', 'Paid', 'Failed', 'Superseded', 'Cancelled'],
    }).notNull(),
    paymentId: text('payment_id'),
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
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
