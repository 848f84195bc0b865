import { DEFAULT_LOCALE, LOCALES, type RecordValues } from '@storefront/sdk/core';
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

/** A device's push token, with the language of the app that saved it (its pushes are written in it). */
export const notificationTokens = pgTable(
  'notification_tokens',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    locale: text('locale', { enum: LOCALES }).notNull().default(DEFAULT_LOCALE),
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
  /** The push in English (staff logs); each token's push is written in its language (push_deliveries). */
  title: text('title').notNull(),
  body: text('body').notNull(),
  link: text('link').notNull(),
  /** The push's data as sent to the device (kind, orderId…). */
  payload: jsonb('payload').$type<Record<string, string>>().notNull(),
  /** The kind's values (PUSH_KINDS in the SDK core); null for an event written before them. */
  values: jsonb('values').$type<RecordValues>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One push per outbox event and token, in the token's language: pending until sent (sentAt) or given up (failedAt). A sender
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
    /**
     * The push as sent to this token, in its language (written with the event); null for a row written
     * before per-token texts: the event's title and body are sent.
     */
    locale: text('locale', { enum: LOCALES }),
    title: text('title'),
    body: text('body'),
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
