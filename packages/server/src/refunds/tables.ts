import { REFUND_DESTINATIONS, REFUND_STATUSES } from '@storefront/sdk/core';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables.js';
import { orders } from '../orders/tables.js';

/** Amount is paise. Wallet refunds complete at once; other requests wait as Requested. */
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
    reason: text('reason').notNull(),
    destination: text('destination', { enum: REFUND_DESTINATIONS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [index('refunds_user_idx').on(t.userId, t.id), index('refunds_order_idx').on(t.orderId)],
);
