/**
 * Issuing and reading an order's tax documents (docs/invoices.md). Each function that issues runs in the
 * caller's transaction with the order's row locked (the deliver move's, a refund's, or its own): a document
 * takes its number from its series' counter row in that transaction, so numbers are gap-free and never
 * taken twice, and a document once written is never changed (a trigger refuses it).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { products } from '../catalog/tables.js';
import type { Database, Transaction } from '../db/index.js';
import type { Config } from '../env.js';
import { orderNumber } from '../orders/rules.js';
import { orderLedger, orderLines, orders } from '../orders/tables.js';
import {
  creditNoteContent,
  creditsAfter,
  invoiceContent,
  type LedgerRow,
  type Seller,
} from './content.js';
import { documentNumber, seriesOf } from './gst.js';
import { taxDocumentSeries, taxDocuments } from './tables.js';

type Db = Database | Transaction;
type OrderRow = typeof orders.$inferSelect;
export type TaxDocumentRow = typeof taxDocuments.$inferSelect;

/** The store's details as its documents print them, from its configuration. */
export const sellerOf = (config: Pick<Config, 'invoicing'>): Seller => ({
  ...config.invoicing,
});

/** The next number of a series, in the caller's transaction (its counter row stays locked until then). */
async function takeNumber(tx: Transaction, prefix: string, at: Date) {
  const series = seriesOf(prefix, at);
  const [row] = await tx
    .insert(taxDocumentSeries)
    .values({ series, next: 2 })
    .onConflictDoUpdate({
      target: taxDocumentSeries.series,
      set: { next: sql`${taxDocumentSeries.next} + 1` },
    })
    .returning({ next: taxDocumentSeries.next });
  const seq = row!.next - 1;
  return { series, seq, number: documentNumber(series, seq) };
}

async function ledgerRows(db: Db, orderId: number): Promise<LedgerRow[]> {
  const rows = await db
    .select()
    .from(orderLedger)
    .where(eq(orderLedger.orderId, orderId))
    .orderBy(asc(orderLedger.id));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    amount: row.amount,
    lineId: row.orderLineId,
  }));
}

/** The order's documents, the invoice first, then its credit notes in the order they were issued. */
export async function documentsOfOrder(db: Db, orderId: number): Promise<TaxDocumentRow[]> {
  const rows = await db
    .select()
    .from(taxDocuments)
    .where(eq(taxDocuments.orderId, orderId))
    .orderBy(asc(taxDocuments.id));
  return [
    ...rows.filter((row) => row.kind === 'Invoice'),
    ...rows.filter((row) => row.kind === 'CreditNote'),
  ];
}

export async function findOrder(db: Db, orderId: number): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return order;
}

export async function documentById(db: Db, id: number): Promise<TaxDocumentRow | undefined> {
  const [row] = await db.select().from(taxDocuments).where(eq(taxDocuments.id, id));
  return row;
}

/**
 * The invoice of a delivered order, issued now in the caller's transaction (which holds the order's row
 * lock: the deliver move's), from the order's whole ledger; an order invoiced already keeps its invoice.
 */
export async function issueInvoice(
  tx: Transaction,
  order: OrderRow,
  issuer: { now: Date; seller: Seller },
): Promise<TaxDocumentRow> {
  const [existing] = await tx
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, order.id), eq(taxDocuments.kind, 'Invoice')));
  if (existing) return existing;
  const ledger = await ledgerRows(tx, order.id);
  const lines = await tx
    .select({
      id: orderLines.id,
      productName: orderLines.productName,
      selectedOptions: orderLines.selectedOptions,
      qty: orderLines.qty,
      hsnCode: products.hsnCode,
      gstRateBp: products.gstRateBp,
    })
    .from(orderLines)
    .leftJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.position), asc(orderLines.id));
  const { series, seq, number } = await takeNumber(tx, issuer.seller.invoicePrefix, issuer.now);
  const content = invoiceContent({
    number,
    issuedAt: issuer.now,
    order: {
      orderNumber: orderNumber(order.id, order.createdAt),
      createdAt: order.createdAt,
      address: order.address,
      deliveryMethodName: order.deliveryMethodName,
    },
    lines: lines.map((line) => ({
      id: line.id,
      productName: line.productName,
      options: Object.values(line.selectedOptions).map((option) => option.Label),
      qty: line.qty,
      // A product deleted since is printed as fresh poultry, the catalogue's default (docs/invoices.md).
      hsnCode: line.hsnCode ?? '0207',
      gstRateBp: line.gstRateBp ?? 0,
    })),
    ledger,
    seller: issuer.seller,
  });
  const [row] = await tx
    .insert(taxDocuments)
    .values({
      orderId: order.id,
      kind: 'Invoice',
      series,
      seq,
      number,
      invoiceId: null,
      issuedAt: issuer.now,
      ledgerThroughId: ledger.at(-1)?.id ?? 0,
      total: content.totals.total,
      content,
    })
    .returning();
  return row!;
}

/**
 * The credit note of the credits written on an invoiced order since its last document (a line refund, an
 * accepted refund request), issued in the caller's transaction, which holds the order's row lock (the
 * refund's own). Nothing when the order has no invoice yet (its credits are in the invoice when it comes)
 * or no credit since. Dated `now`, never before its invoice.
 */
export async function issueCreditNote(
  tx: Transaction,
  orderId: number,
  now: Date,
): Promise<TaxDocumentRow | null> {
  const documents = await documentsOfOrder(tx, orderId);
  const invoice = documents.find((row) => row.kind === 'Invoice');
  if (!invoice) return null;
  const throughId = Math.max(...documents.map((row) => row.ledgerThroughId));
  const ledger = await ledgerRows(tx, orderId);
  const credits = creditsAfter(ledger, throughId);
  if (credits.length === 0) return null;
  const issuedAt = now < invoice.issuedAt ? invoice.issuedAt : now;
  // The series the invoice named for its credit notes when it was issued.
  const prefix = invoice.content.creditNotePrefix ?? 'SFC';
  const { series, seq, number } = await takeNumber(tx, prefix, issuedAt);
  const content = creditNoteContent({
    number,
    issuedAt,
    invoice: invoice.content,
    earlier: documents.filter((row) => row.kind === 'CreditNote').map((row) => row.content),
    credits,
  });
  const [row] = await tx
    .insert(taxDocuments)
    .values({
      orderId,
      kind: 'CreditNote',
      series,
      seq,
      number,
      invoiceId: invoice.id,
      issuedAt,
      ledgerThroughId: credits.at(-1)!.id,
      total: content.totals.total,
      content,
    })
    .returning();
  return row!;
}
