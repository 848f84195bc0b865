import { TAX_DOCUMENT_KINDS } from '@storefront/sdk/core';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { orders } from '../orders/tables.js';
import type { DocumentContent } from './content.js';

/**
 * One counter per series of document numbers (docs/invoices.md): `series` is the prefix and financial year
 * ("SF/26-27"), `next` the number the next document takes. A document takes its number with one
 * `INSERT … ON CONFLICT DO UPDATE SET next = next + 1 RETURNING` in the transaction that issues it: the row
 * stays locked until that transaction ends, so two issuers never take one number, and a transaction that
 * rolls back gives its number back with it (no gap).
 */
export const taxDocumentSeries = pgTable('tax_document_series', {
  series: text('series').primaryKey(),
  next: integer('next').notNull(),
});

/**
 * The tax documents of the store (docs/invoices.md): one invoice per delivered order and the credit notes
 * of refunds after delivery, each with its number and everything printed on it, snapshotted when it was
 * issued (`content`). A document never changes: a trigger (migration 0027) refuses every UPDATE, and every
 * DELETE but the cascade of its order's own deletion. `ledgerThroughId` is the last order_ledger entry
 * the document accounts for: an invoice the whole ledger at delivery, a credit note the credits since the
 * document before it.
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: TAX_DOCUMENT_KINDS }).notNull(),
    /** The series ("SF/26-27") and the place in it (1, 2, …); number is both, printed. */
    series: text('series').notNull(),
    seq: integer('seq').notNull(),
    number: text('number').notNull(),
    /** The invoice a credit note corrects (null for an invoice). */
    invoiceId: integer('invoice_id').references((): AnyPgColumn => taxDocuments.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    ledgerThroughId: integer('ledger_through_id').notNull(),
    /** Paise, tax included: what the document charges (an invoice) or gives back (a credit note). */
    total: integer('total').notNull(),
    content: jsonb('content').$type<DocumentContent>().notNull(),
  },
  (t) => [
    uniqueIndex('tax_documents_number_idx').on(t.number),
    uniqueIndex('tax_documents_series_seq_idx').on(t.series, t.seq),
    // One invoice per order.
    uniqueIndex('tax_documents_one_invoice_idx')
      .on(t.orderId)
      .where(sql`${t.kind} = 'Invoice'`),
    index('tax_documents_order_idx').on(t.orderId, t.id),
    check('tax_documents_invoice_check', sql`(${t.kind} = 'Invoice') = (${t.invoiceId} is null)`),
    check('tax_documents_total_check', sql`${t.total} >= 0`),
  ],
);
