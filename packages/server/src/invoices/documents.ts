/**
 * An order's documents as the shopper and the console get them (docs/invoices.md): each with a
 * short-lived signed address of its PDF, since a download link cannot send the bearer token. A delivered
 * order missing its invoice (delivered before invoices were issued, or moved there without the deliver
 * move) gets it here, in a transaction of its own with the order locked, as do credits after the invoice
 * that no credit note carries yet.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TaxDocument } from '@storefront/sdk';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/index.js';
import type { Config } from '../env.js';
import { serverNow } from '../clock.js';
import { orderLedger, orders } from '../orders/tables.js';
import { creditsAfter } from './content.js';
import { fileNameOf } from './gst.js';
import { renderDocument } from './pdf.js';
import {
  documentById,
  documentsOfOrder,
  issueCreditNote,
  issueInvoice,
  sellerOf,
  type TaxDocumentRow,
} from './service.js';

type OrderRow = typeof orders.$inferSelect;

/** How long a signed address lets its PDF be read. */
const URL_LIFETIME_SECONDS = 60 * 60;

function signature(config: Config, id: number, expires: number): string {
  return createHmac('sha256', config.sessionSecret)
    .update(`tax-document:${id}:${expires}`)
    .digest('base64url')
    .slice(0, 32);
}

/** The PDF's address under the API, readable for an hour or two (rounded so replies stay stable). */
export function documentUrl(config: Config, id: number, now: Date): string {
  const hour = Math.floor(now.getTime() / 1000 / URL_LIFETIME_SECONDS) * URL_LIFETIME_SECONDS;
  const expires = hour + 2 * URL_LIFETIME_SECONDS;
  return `${TAX_DOCUMENTS_PATH}/${id}?exp=${expires}&sig=${signature(config, id, expires)}`;
}

function validSignature(config: Config, id: number, expires: number, given: string): boolean {
  const expected = Buffer.from(signature(config, id, expires));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Whether the order lacks a document it should have: its invoice, or a credit note of later credits. */
async function missingDocuments(db: Database, order: OrderRow): Promise<boolean> {
  if (order.status !== 'Delivered') return false;
  const documents = await documentsOfOrder(db, order.id);
  if (!documents.some((row) => row.kind === 'Invoice')) return true;
  const throughId = Math.max(...documents.map((row) => row.ledgerThroughId));
  const ledger = await db
    .select({ id: orderLedger.id, kind: orderLedger.kind, amount: orderLedger.amount })
    .from(orderLedger)
    .where(eq(orderLedger.orderId, order.id));
  return creditsAfter(ledger, throughId).length > 0;
}

/** Issues what a delivered order lacks, under the order's lock (the deliver move's order of locks). */
async function issueMissing(db: Database, config: Config, orderId: number, now: Date) {
  await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (order?.status !== 'Delivered') return;
    await issueInvoice(tx, order, { now, seller: sellerOf(config) });
    await issueCreditNote(tx, order.id, now);
  });
}

const toDocument = (
  config: Config,
  row: TaxDocumentRow,
  invoices: TaxDocumentRow[],
  now: Date,
): TaxDocument => ({
  DocumentId: row.id,
  Kind: row.kind,
  Number: row.number,
  IssuedAt: row.issuedAt.toISOString(),
  Total: row.total,
  InvoiceNumber: invoices.find((invoice) => invoice.id === row.invoiceId)?.number ?? null,
  FileName: fileNameOf(row.number),
  DownloadUrl: documentUrl(config, row.id, now),
});

/** The order's documents (the invoice, then its credit notes), issuing any it lacks first. */
export async function orderDocuments(
  db: Database,
  config: Config,
  order: OrderRow,
  now: Date,
): Promise<TaxDocument[]> {
  if (await missingDocuments(db, order)) await issueMissing(db, config, order.id, now);
  const rows = await documentsOfOrder(db, order.id);
  return rows.map((row) => toDocument(config, row, rows, now));
}

/** Where the PDFs are read, beside the API's calls (its full path: registered at the app's root). */
export const TAX_DOCUMENTS_PATH = '/v1/tax-documents';

/**
 * GET /v1/tax-documents/:id?exp&sig: the document's PDF while the address is valid, as an attachment named
 * after its number; else 404. A plugin of its own, registered at the app's root (app.ts), since it is no
 * call of the endpoint table.
 */
export async function taxDocumentsPlugin(app: FastifyInstance): Promise<void> {
  const now = () => serverNow(app.config);
  app.get<{ Params: { id: string }; Querystring: { exp?: string; sig?: string } }>(
    '/v1/tax-documents/:id',
    async (request, reply) => {
      const id = Number(request.params.id);
      const expires = Number(request.query.exp);
      const ok =
        Number.isSafeInteger(id) &&
        id > 0 &&
        Number.isSafeInteger(expires) &&
        expires * 1000 > now().getTime() &&
        validSignature(app.config, id, expires, request.query.sig ?? '');
      const row = ok ? await documentById(app.db, id) : undefined;
      if (!row) return reply.code(404).header('cache-control', 'no-store').send();
      const pdf = await renderDocument(row.content);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileNameOf(row.number)}"`)
        .header('cache-control', 'private, max-age=3600, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(pdf);
    },
  );
}
