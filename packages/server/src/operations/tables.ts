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
 * The outbox: one row per order update the shopper is told about, written in the same transaction as
 * the change, with a push_deliveries row for every push token the shopper had saved then.
 */
export const orderOutbox = pgTable('order_outbox', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
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

/** What the sandbox push sender "sent": shown at /sandbox, read by tests. */
export const sandboxPushes = pgTable('sandbox_pushes', {
  id: serial('id').primaryKey(),
  deliveryId: integer('delivery_id').notNull(),
  token: text('token').notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  link: text('link').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});
