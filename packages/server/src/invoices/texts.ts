/**
 * The words printed on a tax document (docs/invoices.md). A GST invoice is a legal record kept in English,
 * the language of the store's books, whatever language the shopper uses; names and addresses print as the
 * shopper wrote them, in any script (pdf.ts picks the font).
 */
import type { TaxDocumentKind } from '@storefront/sdk/core';

export const pdfTexts = {
  title: { Invoice: 'Tax Invoice', CreditNote: 'Credit Note' } satisfies Record<
    TaxDocumentKind,
    string
  >,
  subject: (order: string) => `Order ${order}`,
  inclusive: 'Prices include GST',
  seller: 'Supplier',
  buyer: 'Bill to / Ship to',
  phone: (phone: string) => `Phone: ${phone}`,
  gstin: (gstin: string) => `GSTIN: ${gstin}`,
  state: (state: string, code: string | null) =>
    code ? `State: ${state} (code ${code})` : `State: ${state}`,
  number: (kind: TaxDocumentKind, number: string) =>
    kind === 'Invoice' ? `Invoice No.: ${number}` : `Credit Note No.: ${number}`,
  date: (date: string) => `Date: ${date}`,
  financialYear: (year: string) => `Financial year: ${year}`,
  order: (order: string, date: string) => `Order: ${order} of ${date}`,
  placeOfSupply: (state: string, code: string | null) =>
    code ? `Place of supply: ${state} (${code})` : `Place of supply: ${state}`,
  reverseCharge: 'Tax payable on reverse charge: No',
  againstInvoice: (number: string, date: string) => `Against invoice: ${number} of ${date}`,
  reason: (reason: string) => `Reason: ${reason}`,
  description: 'Description',
  hsnSac: 'HSN/SAC',
  qty: 'Qty',
  taxableValue: 'Taxable value',
  rate: 'GST rate',
  cgst: 'CGST',
  sgst: 'SGST',
  igst: 'IGST',
  amount: 'Amount',
  totalTaxable: 'Total taxable value',
  totalTax: 'Total tax',
  total: { Invoice: 'Invoice total', CreditNote: 'Credit note total' } satisfies Record<
    TaxDocumentKind,
    string
  >,
  inWords: (words: string) => `Amount in words: ${words}`,
  exempt:
    'Fresh and chilled meat, fish and eggs are exempt from GST (0%). Each amount includes its GST: taxable value = amount × 100 / (100 + rate), to the paisa.',
  services:
    'Shipping and delivery charges: SAC 9968 (delivery services); platform fee: SAC 9985 (support services); both at 18%.',
  computerGenerated: 'This is a computer-generated document and needs no signature.',
};
