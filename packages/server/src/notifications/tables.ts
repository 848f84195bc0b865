import {
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
import { users } from '../auth/tables.js';
import { orders } from '../orders/tables.js';

export const notificationTokens = pgTable(
  'notification_tokens',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.token] })],
);

/**
 * The push outbox: one row per update the shopper is told about (an order's update, or a product option
 * back in stock, which has no order), written in the same transaction as the change, with a
 * push_deliveries row for every push token the shopper had saved then (notifications/outbox.ts).
 */
export const orderOutbox = pgTable('order_outbox', {
  id: serial('id').primaryKey(),
  /** Null for an event about no order (BackInStock). */
  orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  link: text('link').notNull(),
  payload: jsonb('payload').$type<Record<string, string>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One push per outbox event and token: pending until sent (sentAt) or given up (failedAt). A sender
 * claims due rows with FOR UPDATE SKIP LOCKED, so several servers never send one twice.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => orderOutbox.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    token: text('token').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    uniqueIndex('push_deliveries_event_token_idx').on(t.eventId, t.token),
    index('push_deliveries_due_idx').on(t.nextAttemptAt),
  ],
);
