/**
 * The order ledger: every movement of an order's money is one append-only entry (integer paise, never
 * negative), and every amount shown anywhere is derived from the entries by `orderMoney`, the same function
 * on the server (which enforces it), in the web app and in the console. docs/money.md explains each entry.
 *
 * Two balances move:
 *  - owed: what the order costs now. Charges raise it (lines, fees, a revived order); credits lower it
 *    (the coupon, weight credits, short lines, line refunds, an accepted refund request, a cancellation).
 *  - held: what the store holds of the shopper's money for the order. Payments raise it (wallet, online,
 *    at the door); refunds lower it (to the wallet or the original payment method). A refund to the
 *    payment method that the gateway refused comes back (SourceRefundFailed) before it goes to the wallet.
 *
 * A credit is taken off what is still due first; only the part the shopper has already paid goes back
 * (`splitCredit`). So the order is always settled by: due = owed − held ≥ 0, and never held > owed.
 */

/** Each kind and how it moves the two balances (+1 raises, −1 lowers, 0 leaves it). */
export const LEDGER_ENTRY_KINDS = {
  LinesCharged: { owed: 1, held: 0 },
  ShippingFee: { owed: 1, held: 0 },
  DeliveryCharge: { owed: 1, held: 0 },
  PlatformFee: { owed: 1, held: 0 },
  /** A cancelled order placed again (its payment arrived after it expired, and its promise still stood). */
  Reinstated: { owed: 1, held: 0 },
  CouponDiscount: { owed: -1, held: 0 },
  WeightCredit: { owed: -1, held: 0 },
  ShortLine: { owed: -1, held: 0 },
  LineRefund: { owed: -1, held: 0 },
  RefundAccepted: { owed: -1, held: 0 },
  Cancellation: { owed: -1, held: 0 },
  PaidFromWallet: { owed: 0, held: 1 },
  PaidOnline: { owed: 0, held: 1 },
  PaidAtDoor: { owed: 0, held: 1 },
  RefundToWallet: { owed: 0, held: -1 },
  RefundToSource: { owed: 0, held: -1 },
  SourceRefundFailed: { owed: 0, held: 1 },
} as const satisfies Record<string, { owed: -1 | 0 | 1; held: -1 | 0 | 1 }>;

export type LedgerEntryKind = keyof typeof LEDGER_ENTRY_KINDS;
export const LEDGER_KIND_NAMES = /* @__PURE__ */ Object.keys(LEDGER_ENTRY_KINDS) as [
  LedgerEntryKind,
  ...LedgerEntryKind[],
];

/** Credits a line can carry (its order_line_id is set): never more than the line's own value. */
export const LINE_CREDIT_KINDS = [
  'WeightCredit',
  'ShortLine',
  'LineRefund',
] as const satisfies readonly LedgerEntryKind[];

const PAYMENT_KINDS = ['PaidFromWallet', 'PaidOnline', 'PaidAtDoor'] as const;
const CHARGE_KINDS = [
  'LinesCharged',
  'ShippingFee',
  'DeliveryCharge',
  'PlatformFee',
  'Reinstated',
] as const;

export interface LedgerEntry {
  kind: LedgerEntryKind;
  /** Paise, ≥ 0; the kind gives the direction. */
  amount: number;
  /** The order line a line's charge or credit belongs to. */
  lineId?: number | null;
}

/** Every figure of an order's money, in paise. */
export interface OrderMoney {
  /** What the order was charged: lines and fees less the coupon (plus a revival). */
  Charged: number;
  /** Credits since: weight, short lines, line refunds, accepted requests, a cancellation. */
  Credited: number;
  /** What the order costs now: Charged − Credited. */
  Owed: number;
  /** Everything the shopper paid for it: wallet, online, at the door. */
  Paid: number;
  /** Everything that went back (or is on its way): to the wallet or the payment method. */
  Refunded: number;
  /** What is still to pay (online, or collected by the rider at the door). */
  Due: number;
  /** What can still go back to the shopper: what the store holds of their money. */
  Refundable: number;
}

const sumOf = (entries: readonly LedgerEntry[], kinds: readonly LedgerEntryKind[]) =>
  entries.reduce((sum, entry) => (kinds.includes(entry.kind) ? sum + entry.amount : sum), 0);

/** The one derivation of every amount of an order from its ledger. */
export function orderMoney(entries: readonly LedgerEntry[]): OrderMoney {
  let owed = 0;
  let held = 0;
  for (const entry of entries) {
    const effect = LEDGER_ENTRY_KINDS[entry.kind];
    owed += effect.owed * entry.amount;
    held += effect.held * entry.amount;
  }
  const charged = sumOf(entries, CHARGE_KINDS) - sumOf(entries, ['CouponDiscount']);
  const paid = sumOf(entries, PAYMENT_KINDS);
  return {
    Charged: charged,
    Credited: charged - owed,
    Owed: owed,
    Paid: paid,
    Refunded: paid - held,
    Due: Math.max(0, owed - held),
    Refundable: Math.max(0, Math.min(held, owed)),
  };
}

/** What has been credited on one line already (weight, short, line refunds). */
export function lineCredited(entries: readonly LedgerEntry[], lineId: number): number {
  return entries.reduce(
    (sum, entry) =>
      entry.lineId === lineId && (LINE_CREDIT_KINDS as readonly string[]).includes(entry.kind)
        ? sum + entry.amount
        : sum,
    0,
  );
}

/**
 * Spreads a discount over the lines in proportion to their totals (largest remainder, so the shares add
 * up to the discount exactly): what each line really cost the shopper after the coupon.
 */
export function allocateDiscount(lineTotals: readonly number[], discount: number): number[] {
  const total = lineTotals.reduce((sum, value) => sum + value, 0);
  if (total <= 0 || discount <= 0) return lineTotals.map(() => 0);
  const exact = lineTotals.map((value) => (value * Math.min(discount, total)) / total);
  const shares = exact.map(Math.floor);
  let left = Math.min(discount, total) - shares.reduce((sum, value) => sum + value, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/**
 * How a credit of `amount` settles against the order as it stands: first off what is still due, the rest
 * back to the shopper (what they paid beyond what the order now costs).
 */
export function splitCredit(
  money: Pick<OrderMoney, 'Owed' | 'Due'>,
  amount: number,
): {
  offDue: number;
  toShopper: number;
} {
  const credit = Math.max(0, Math.min(amount, money.Owed));
  const offDue = Math.min(credit, money.Due);
  return { offDue, toShopper: credit - offDue };
}

/** The rules every ledger keeps after every write; the broken ones, empty when it holds. */
export function ledgerViolations(entries: readonly LedgerEntry[]): string[] {
  const broken: string[] = [];
  if (entries.some((entry) => !Number.isInteger(entry.amount) || entry.amount < 0))
    broken.push('an entry is not a whole, non-negative number of paise');
  const money = orderMoney(entries);
  if (money.Refunded > money.Paid) broken.push('more went back than was paid');
  if (money.Owed < 0) broken.push('more was credited than was charged');
  if (money.Paid - money.Refunded > money.Owed)
    broken.push('the store holds more than the order costs');
  return broken;
}
