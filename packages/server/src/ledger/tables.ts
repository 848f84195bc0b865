import { LEDGER_KIND_NAMES, REFUND_DESTINATIONS } from '@storefront/sdk/core';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orderLines, orders } from '../orders/tables.js';

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
