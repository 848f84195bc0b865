/**
 * An order's GST tax documents (beyond the spec; docs/invoices.md): the tax invoice of a delivered order
 * and the credit notes of refunds after delivery. The reply lists them with short-lived signed addresses of
 * their PDFs, since a download link cannot send the bearer token.
 */
import * as z from 'zod/mini';
import { Id, Paise, Timestamp } from '../common/schemas.js';
import { TAX_DOCUMENT_KINDS } from '../core/index.js';

export const TaxDocumentKind = z.enum(TAX_DOCUMENT_KINDS);
export type TaxDocumentKind = z.infer<typeof TaxDocumentKind>;

export const TaxDocument = z.object({
  DocumentId: Id,
  Kind: TaxDocumentKind,
  /** From a gap-free series per financial year, e.g. SF/26-27/000001 (a credit note: SFC/26-27/000001). */
  Number: z.string(),
  IssuedAt: Timestamp,
  /** The document's total in paise (tax included). */
  Total: Paise,
  /** The invoice a credit note corrects (null for the invoice itself). */
  InvoiceNumber: z.nullable(z.string()),
  /** The PDF's file name, e.g. SF-26-27-000001.pdf. */
  FileName: z.string(),
  /** The PDF's signed address under the API (GET, no bearer needed), valid for about an hour. */
  DownloadUrl: z.string(),
});
export type TaxDocument = z.infer<typeof TaxDocument>;

/**
 * GET /order-documents?orderId (bearer): the order's invoice first, then its credit notes, oldest first;
 * empty until the order is delivered. Another shopper's order answers 404.
 */
export const OrderDocumentsReply = z.object({ Documents: z.array(TaxDocument) });
export type OrderDocumentsReply = z.infer<typeof OrderDocumentsReply>;
