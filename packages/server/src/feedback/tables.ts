/**
 * What shoppers say after delivery (docs/after-the-order.md): a rating per order, complaints per line with
 * their photos, settled by an admin with a line refund (through the order's ledger) or a reply.
 */
import { COMPLAINT_REASONS, COMPLAINT_STATUSES } from '@storefront/sdk/core';
import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/tables.js';
import { orderLines, orders } from '../orders/tables.js';
import { staffMembers } from '../staff/tables.js';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** One rating per order; rating again replaces it. */
export const orderRatings = pgTable('order_ratings', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  stars: integer('stars').notNull(),
  words: text('words').notNull().default(''),
  ratedAt: timestamp('rated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A problem with one delivered line. At most one open complaint per line (a partial unique index). */
export const complaints = pgTable(
  'complaints',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: COMPLAINT_REASONS }).notNull(),
    words: text('words').notNull().default(''),
    status: text('status', { enum: COMPLAINT_STATUSES }).notNull().default('Open'),
    reply: text('reply'),
    /** Paise the line refund gave back (0 for a reply only). */
    refunded: integer('refunded').notNull().default(0),
    resolvedBy: integer('resolved_by').references(() => staffMembers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    index('complaints_order_idx').on(t.orderId),
    index('complaints_status_idx').on(t.status, t.id),
    uniqueIndex('complaints_open_line_idx')
      .on(t.orderLineId)
      .where(sql`${t.status} = 'Open'`),
  ],
);

/**
 * Photos the server stored, re-encoded (JPEG, no metadata): a complaint's, or a rider's proof of a
 * no-contact delivery. Deleted once expiresAt passes (maintenance.ts).
 */
export const photos = pgTable(
  'photos',
  {
    id: serial('id').primaryKey(),
    complaintId: integer('complaint_id').references(() => complaints.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    bytes: bytea('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('photos_order_idx').on(t.orderId), index('photos_expiry_idx').on(t.expiresAt)],
);
