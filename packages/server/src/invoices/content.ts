/**
 * What a tax document says (docs/invoices.md), worked out from the order's ledger, pure: the invoice of a
 * delivered order (each line at what the ledger says the shopper paid for it, after its share of the
 * coupon and its credits, and the fees) and the credit note of the credits written since. The result is
 * snapshotted in the document's row and printed as it is.
 */
import {
  LEDGER_ENTRY_KINDS,
  allocateDiscount,
  lineCredited,
  orderMoney,
  type LedgerEntry,
  type LedgerEntryKind,
  type TaxDocumentKind,
} from '@storefront/sdk/core';
import {
  amountInWords,
  financialYearOf,
  formatIstDate,
  splitInclusive,
  stateCodeOf,
  taxParts,
  GST_STATES,
} from './gst.js';

/** The fees of an order, each a service line: its SAC and the GST rate (docs/invoices.md). */
export const FEE_LINES = {
  ShippingFee: { sac: '9968', rateBp: 1800 },
  DeliveryCharge: { sac: '9968', rateBp: 1800 },
  PlatformFee: { sac: '9985', rateBp: 1800 },
} as const satisfies Partial<Record<LedgerEntryKind, { sac: string; rateBp: number }>>;
export type FeeKind = keyof typeof FEE_LINES;
const FEE_KINDS = Object.keys(FEE_LINES) as FeeKind[];

/** Credits that lower what the order costs, each part of a credit note once the order is invoiced. */
const CREDIT_KINDS = (Object.keys(LEDGER_ENTRY_KINDS) as LedgerEntryKind[]).filter(
  (kind) => LEDGER_ENTRY_KINDS[kind].owed < 0 && kind !== 'CouponDiscount',
);

export interface Party {
  name: string;
  /** The address, one printed line each. */
  address: string[];
  phone: string | null;
  gstin: string | null;
  /** The state as written and its GST code (null: a state the table does not know). */
  state: string;
  stateCode: string | null;
}

export interface DocumentLine {
  /** Which line of the invoice: `line:<order line id>` or `fee:<ledger kind>`; a credit note's line names it. */
  key: string;
  description: string;
  kind: 'Goods' | 'Service';
  /** HSN code (goods) or SAC (services). */
  code: string;
  qty: number | null;
  rateBp: number;
  /** Paise, tax included. */
  amount: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

export interface DocumentTotals {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  tax: number;
  total: number;
}

/** Everything printed on a document, snapshotted when it is issued. */
export interface DocumentContent {
  version: 1;
  kind: TaxDocumentKind;
  number: string;
  issuedAt: string;
  /** DD-MM-YYYY in India. */
  date: string;
  financialYear: string;
  orderNumber: string;
  orderDate: string;
  seller: Party;
  buyer: Party;
  placeOfSupply: { state: string; code: string | null };
  interState: boolean;
  lines: DocumentLine[];
  totals: DocumentTotals;
  totalInWords: string;
  /** A credit note's invoice. */
  invoice: { number: string; date: string } | null;
  /** A credit note's reasons (the kinds of the credits it carries, in words). */
  reasons: string[];
  /** An invoice's: the prefix of the series its credit notes take (null on a credit note). */
  creditNotePrefix: string | null;
}

/** The store, as configured (env.ts: STORE_LEGAL_NAME, STORE_ADDRESS, STORE_GSTIN). */
export interface Seller {
  legalName: string;
  address: string[];
  gstin: string;
  invoicePrefix: string;
  creditNotePrefix: string;
}

export interface LedgerRow extends LedgerEntry {
  id: number;
}

/** An order line with its product's HSN code and rate as they are when the invoice is issued. */
export interface InvoiceLineSource {
  id: number;
  productName: string;
  options: string[];
  qty: number;
  hsnCode: string;
  gstRateBp: number;
}

export interface AddressSnapshotLike {
  fullName: string;
  phoneNumber: string;
  addressLine1: string;
  addressLine2: string;
  landmark: string;
  city: string;
  state: string;
  postalCode: string;
}

export interface OrderFacts {
  orderNumber: string;
  createdAt: Date;
  address: AddressSnapshotLike;
  deliveryMethodName: string;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** The seller as printed: its state from the GSTIN's first two digits. */
export function sellerParty(seller: Seller): Party {
  const code = seller.gstin.slice(0, 2);
  return {
    name: seller.legalName,
    address: seller.address,
    phone: null,
    gstin: seller.gstin,
    state: GST_STATES[code]?.name ?? code,
    stateCode: GST_STATES[code] ? code : null,
  };
}

/** The shopper as printed, from the order's address snapshot. */
export function buyerParty(address: AddressSnapshotLike): Party {
  return {
    name: address.fullName,
    address: [
      address.addressLine1,
      address.addressLine2,
      address.landmark,
      `${address.city}, ${address.state} ${address.postalCode}`,
    ].filter((line) => line.trim() !== ''),
    phone: address.phoneNumber,
    gstin: null,
    state: address.state,
    stateCode: stateCodeOf(address.state),
  };
}

/** A line at `amount` (tax included), its tax split as the supply goes. */
function taxedLine(
  base: Omit<DocumentLine, 'amount' | 'taxable' | 'cgst' | 'sgst' | 'igst'>,
  amount: number,
  interState: boolean,
): DocumentLine {
  const { taxable, tax } = splitInclusive(amount, base.rateBp);
  return { ...base, amount, taxable, ...taxParts(tax, interState) };
}

function totalsOf(lines: readonly DocumentLine[]): DocumentTotals {
  const taxable = sum(lines.map((line) => line.taxable));
  const cgst = sum(lines.map((line) => line.cgst));
  const sgst = sum(lines.map((line) => line.sgst));
  const igst = sum(lines.map((line) => line.igst));
  return {
    taxable,
    cgst,
    sgst,
    igst,
    tax: cgst + sgst + igst,
    total: taxable + cgst + sgst + igst,
  };
}

/**
 * Moves `delta` paise (positive or negative) over `values` in proportion to them, largest remainder first
 * (the ledger's allocateDiscount), so the results add up to the values' sum plus delta.
 */
function spread(values: readonly number[], delta: number): number[] {
  if (delta === 0) return [...values];
  const shares = allocateDiscount(values, Math.abs(delta));
  return values.map((value, i) => value + Math.sign(delta) * shares[i]!);
}

/** The supply's place and whether it crosses a state line (an unknown state: within the store's). */
function supplyOf(seller: Party, buyer: Party) {
  const code = buyer.stateCode ?? seller.stateCode;
  return {
    placeOfSupply: {
      state: buyer.stateCode ? (GST_STATES[buyer.stateCode]?.name ?? buyer.state) : buyer.state,
      code,
    },
    interState: code !== seller.stateCode,
  };
}

/**
 * The invoice of a delivered order from its whole ledger: each line at what the shopper paid for it (its
 * charge less its share of the coupon, as allocateDiscount spreads it, less its own credits: weight, short,
 * line refunds), each fee as charged, and any order-wide change before delivery (an accepted refund
 * request, a cancellation and its revival) spread over them in proportion, so the invoice's total is the
 * ledger's Owed. Lines at nothing (a cut out of stock) are left off.
 */
export function invoiceContent(input: {
  number: string;
  issuedAt: Date;
  order: OrderFacts;
  lines: readonly InvoiceLineSource[];
  ledger: readonly LedgerRow[];
  seller: Seller;
}): DocumentContent {
  const { ledger, lines } = input;
  const charged = lines.map((line) =>
    sum(
      ledger
        .filter((entry) => entry.kind === 'LinesCharged' && entry.lineId === line.id)
        .map((entry) => entry.amount),
    ),
  );
  const coupon = sum(
    ledger.filter((entry) => entry.kind === 'CouponDiscount').map((entry) => entry.amount),
  );
  const shares = allocateDiscount(charged, coupon);
  const goods = lines.map((line, i) =>
    Math.max(0, charged[i]! - shares[i]! - lineCredited(ledger, line.id)),
  );
  const fees = FEE_KINDS.map((kind) =>
    sum(ledger.filter((entry) => entry.kind === kind).map((entry) => entry.amount)),
  );
  const before = [...goods, ...fees];
  const amounts = spread(before, orderMoney(ledger).Owed - sum(before));
  const seller = sellerParty(input.seller);
  const buyer = buyerParty(input.order.address);
  const { placeOfSupply, interState } = supplyOf(seller, buyer);
  const documentLines: DocumentLine[] = [
    ...lines.map((line, i) =>
      taxedLine(
        {
          key: `line:${line.id}`,
          description:
            line.options.length > 0
              ? `${line.productName} (${line.options.join(', ')})`
              : line.productName,
          kind: 'Goods',
          code: line.hsnCode,
          qty: line.qty,
          rateBp: line.gstRateBp,
        },
        amounts[i]!,
        interState,
      ),
    ),
    ...FEE_KINDS.map((kind, i) =>
      taxedLine(
        {
          key: `fee:${kind}`,
          description: feeDescription(kind, input.order.deliveryMethodName),
          kind: 'Service',
          code: FEE_LINES[kind].sac,
          qty: null,
          rateBp: FEE_LINES[kind].rateBp,
        },
        amounts[lines.length + i]!,
        interState,
      ),
    ),
  ].filter((line) => line.amount > 0);
  return document({
    kind: 'Invoice',
    number: input.number,
    issuedAt: input.issuedAt,
    order: input.order,
    seller,
    buyer,
    placeOfSupply,
    interState,
    lines: documentLines,
    invoice: null,
    reasons: [],
    creditNotePrefix: input.seller.creditNotePrefix,
  });
}

function feeDescription(kind: FeeKind, deliveryMethod: string): string {
  if (kind === 'ShippingFee') return 'Shipping fee';
  if (kind === 'DeliveryCharge') return `Delivery charge (${deliveryMethod})`;
  return 'Platform fee';
}

const REASONS: Partial<Record<LedgerEntryKind, string>> = {
  LineRefund: 'Refund of a line after delivery',
  RefundAccepted: 'Refund accepted after delivery',
  WeightCredit: 'Weight credit',
  ShortLine: 'Line not supplied',
  Cancellation: 'Cancellation',
};

/** The credits of the ledger a credit note after `throughId` would carry. */
export function creditsAfter(ledger: readonly LedgerRow[], throughId: number): LedgerRow[] {
  return ledger.filter((entry) => entry.id > throughId && CREDIT_KINDS.includes(entry.kind));
}

/**
 * The credit note of `credits` against `invoice`, given what earlier credit notes took off each line: a
 * line's own credit (a line refund) comes off that line as far as it has value left, and the rest and
 * every order-wide credit (an accepted refund request) off all the lines in proportion to what is left of
 * each, each part taxed at its line's rate.
 */
export function creditNoteContent(input: {
  number: string;
  issuedAt: Date;
  invoice: DocumentContent;
  earlier: readonly DocumentContent[];
  credits: readonly LedgerRow[];
}): DocumentContent {
  const { invoice } = input;
  const left = invoice.lines.map(
    (line) =>
      line.amount -
      sum(
        input.earlier.flatMap((note) =>
          note.lines.filter((l) => l.key === line.key).map((l) => l.amount),
        ),
      ),
  );
  const credited = invoice.lines.map(() => 0);
  let pool = 0;
  for (const credit of input.credits) {
    const index =
      credit.lineId != null
        ? invoice.lines.findIndex((l) => l.key === `line:${credit.lineId}`)
        : -1;
    if (index < 0) {
      pool += credit.amount;
      continue;
    }
    const here = Math.min(credit.amount, left[index]! - credited[index]!);
    credited[index]! += here;
    pool += credit.amount - here;
  }
  const rest = left.map((value, i) => value - credited[i]!);
  const spreadPool = allocateDiscount(rest, pool);
  const lines = invoice.lines
    .map((line, i) =>
      taxedLine(
        {
          key: line.key,
          description: line.description,
          kind: line.kind,
          code: line.code,
          qty: line.qty,
          rateBp: line.rateBp,
        },
        credited[i]! + spreadPool[i]!,
        invoice.interState,
      ),
    )
    .filter((line) => line.amount > 0);
  return document({
    kind: 'CreditNote',
    number: input.number,
    issuedAt: input.issuedAt,
    order: { orderNumber: invoice.orderNumber, orderDate: invoice.orderDate },
    seller: invoice.seller,
    buyer: invoice.buyer,
    placeOfSupply: invoice.placeOfSupply,
    interState: invoice.interState,
    lines,
    invoice: { number: invoice.number, date: invoice.date },
    reasons: [...new Set(input.credits.map((credit) => REASONS[credit.kind] ?? credit.kind))],
    creditNotePrefix: null,
  });
}

function document(input: {
  kind: TaxDocumentKind;
  number: string;
  issuedAt: Date;
  order: OrderFacts | { orderNumber: string; orderDate: string };
  seller: Party;
  buyer: Party;
  placeOfSupply: DocumentContent['placeOfSupply'];
  interState: boolean;
  lines: DocumentLine[];
  invoice: DocumentContent['invoice'];
  reasons: string[];
  creditNotePrefix: string | null;
}): DocumentContent {
  const totals = totalsOf(input.lines);
  return {
    version: 1,
    kind: input.kind,
    number: input.number,
    issuedAt: input.issuedAt.toISOString(),
    date: formatIstDate(input.issuedAt),
    financialYear: financialYearOf(input.issuedAt).label,
    orderNumber: input.order.orderNumber,
    orderDate:
      'createdAt' in input.order ? formatIstDate(input.order.createdAt) : input.order.orderDate,
    seller: input.seller,
    buyer: input.buyer,
    placeOfSupply: input.placeOfSupply,
    interState: input.interState,
    lines: input.lines,
    totals,
    totalInWords: amountInWords(totals.total),
    invoice: input.invoice,
    reasons: input.reasons,
    creditNotePrefix: input.creditNotePrefix,
  };
}
