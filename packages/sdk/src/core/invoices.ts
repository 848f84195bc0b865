/**
 * GST tax documents (docs/invoices.md): every delivered order has a tax invoice, and every credit after
 * delivery a credit note. The rates an admin may give a product and the shape of an HSN code live here so
 * the console's editor and the server check the same values.
 */

/** The two kinds of tax document: the invoice of a delivered order and a credit note of a later refund. */
export const TAX_DOCUMENT_KINDS = ['Invoice', 'CreditNote'] as const;
export type TaxDocumentKind = (typeof TAX_DOCUMENT_KINDS)[number];

/**
 * The GST rates a product may carry, in basis points (5 % = 500): exempt (fresh meat, fish and eggs), the
 * special rates 0.25 % and 3 %, and the slabs 5, 12, 18, 28 and 40 %.
 */
export const GST_RATES_BP = [0, 25, 300, 500, 1200, 1800, 2800, 4000] as const;
export type GstRateBp = (typeof GST_RATES_BP)[number];

/** An HSN code: 4, 6 or 8 digits (chapter, heading, sub-heading, tariff item). */
export const HSN_CODE_PATTERN = /^[0-9]{4}([0-9]{2}){0,2}$/;

/** A rate in basis points as people read it: 500 → "5%", 25 → "0.25%". */
export function formatGstRate(rateBp: number): string {
  return `${(rateBp / 100).toString()}%`;
}

const GSTIN_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The check character of a GSTIN's first 14 characters (base 36, weights 1 and 2 in turn). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARACTERS.indexOf(first14[i] ?? '') * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARACTERS[(36 - (sum % 36)) % 36]!;
}

/**
 * A well-formed GSTIN: a state code (01–38, or 97 for other territory), a PAN, the entity's number, Z and
 * a check character that matches.
 */
export function isValidGstin(gstin: string): boolean {
  if (!/^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(gstin)) return false;
  const state = Number(gstin.slice(0, 2));
  if (!((state >= 1 && state <= 38) || state === 97)) return false;
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14];
}
