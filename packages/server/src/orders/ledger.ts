/**
 * Writing and reading the order ledger (docs/money.md). Every change of an order's money appends its
 * entries here in the change's own transaction, with the order row locked; the database checks the whole
 * ledger of each order written when the transaction commits (a write that would pay back more than was
 * paid, credit more than was charged or keep more than the order costs fails, and everything the
 * transaction did rolls back).
 */
import {
  allocateDiscount,
  lineCredited,
  orderMoney,
  type LedgerEntry,
  type LedgerEntryKind,
  type OrderMoney,
  type RefundDestination,
} from '@storefront/sdk/core';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../db/index.js';
import { orderLedger, orderLines } from './tables.js';

type Db = Database | Transaction;

export interface NewLedgerEntry {
  kind: LedgerEntryKind;
  amount: number;
  lineId?: number | null;
  refundId?: number | null;
  destination?: RefundDestination | null;
}

/** A write that would break the ledger's rules: a defect, never the shopper's doing (500, rolled back). */
export class LedgerViolation extends Error {
  constructor(orderId: number, broken: string[]) {
    super(`order ${orderId}: ${broken.join('; ')}`);
    this.name = 'LedgerViolation';
  }
}

const toEntry = (row: typeof orderLedger.$inferSelect): LedgerEntry => ({
  kind: row.kind,
  amount: row.amount,
  lineId: row.orderLineId,
});

/** The order's entries, oldest first. */
export async function ledgerOf(db: Db, orderId: number): Promise<LedgerEntry[]> {
  const rows = await db
    .select()
    .from(orderLedger)
    .where(eq(orderLedger.orderId, orderId))
    .orderBy(asc(orderLedger.id));
  return rows.map(toEntry);
}

/** The money of each order, in one query (a page of the history or of the board). */
export async function moneyOfOrders(db: Db, orderIds: number[]): Promise<Map<number, OrderMoney>> {
  const byOrder = new Map<number, LedgerEntry[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length > 0) {
    const rows = await db
      .select()
      .from(orderLedger)
      .where(inArray(orderLedger.orderId, orderIds))
      .orderBy(asc(orderLedger.id));
    for (const row of rows) byOrder.get(row.orderId)?.push(toEntry(row));
  }
  return new Map([...byOrder].map(([id, entries]) => [id, orderMoney(entries)]));
}

export async function moneyOf(db: Db, orderId: number): Promise<OrderMoney> {
  return orderMoney(await ledgerOf(db, orderId));
}

/**
 * Appends entries (zero amounts are skipped). The caller holds the order's row lock. The database checks
 * the ledger's rules when the transaction commits (migration 0014, order_ledger_balanced): entries of one
 * change may be written in several calls, and a change that breaks a rule rolls back whole.
 */
export async function record(
  tx: Transaction,
  orderId: number,
  entries: readonly NewLedgerEntry[],
): Promise<void> {
  const rows = entries.filter((entry) => entry.amount > 0);
  if (rows.length === 0) return;
  await tx.insert(orderLedger).values(
    rows.map((entry) => ({
      orderId,
      kind: entry.kind,
      amount: entry.amount,
      orderLineId: entry.lineId ?? null,
      refundId: entry.refundId ?? null,
      destination: entry.destination ?? null,
    })),
  );
}

/** The refund entry of money going back to the shopper. */
export const refundEntry = (
  destination: RefundDestination,
  amount: number,
  refundId: number | null = null,
): NewLedgerEntry => ({
  kind: destination === 'Source' ? 'RefundToSource' : 'RefundToWallet',
  amount,
  destination,
  refundId,
});

/**
 * What is left to credit on a line: its value after its share of the coupon, less what it was credited
 * already (weight, short, line refunds), and never more than the order still costs.
 */
export async function lineCreditLeft(
  tx: Db,
  order: { id: number; couponDiscount: number },
  lineId: number,
): Promise<{ left: number; money: OrderMoney }> {
  const lines = await tx
    .select({ id: orderLines.id, lineTotal: orderLines.lineTotal })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.position), asc(orderLines.id));
  const shares = allocateDiscount(
    lines.map((line) => line.lineTotal),
    order.couponDiscount,
  );
  const index = lines.findIndex((line) => line.id === lineId);
  const ledger = await ledgerOf(tx, order.id);
  const money = orderMoney(ledger);
  if (index < 0) return { left: 0, money };
  const value = lines[index]!.lineTotal - shares[index]!;
  const left = Math.max(0, Math.min(value - lineCredited(ledger, lineId), money.Owed));
  return { left, money };
}

/**
 * The charge of a new order: each line, the fees, the coupon, and the wallet part paid at once. Its lines,
 * discount and fees must add up to the bill's total, or the checkout rolls back.
 */
export async function chargeOrder(
  tx: Transaction,
  orderId: number,
  lines: readonly { id: number; lineTotal: number }[],
  bill: {
    ItemsTotal: number;
    CouponDiscount: number;
    ShippingFee: number;
    DeliveryCharge: number;
    PlatformFee: number;
    Total: number;
    WalletUsed: number;
  },
): Promise<OrderMoney> {
  const entries: NewLedgerEntry[] = [
    ...lines.map((line) => ({
      kind: 'LinesCharged' as const,
      amount: line.lineTotal,
      lineId: line.id,
    })),
    { kind: 'ShippingFee', amount: bill.ShippingFee },
    { kind: 'DeliveryCharge', amount: bill.DeliveryCharge },
    { kind: 'PlatformFee', amount: bill.PlatformFee },
    { kind: 'CouponDiscount', amount: bill.CouponDiscount },
    { kind: 'PaidFromWallet', amount: bill.WalletUsed },
  ];
  await record(tx, orderId, entries);
  // A new order: these entries are its whole ledger.
  const money = orderMoney(entries);
  const linesTotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  if (money.Charged !== bill.Total || linesTotal !== bill.ItemsTotal)
    throw new LedgerViolation(orderId, [
      `the lines, coupon and fees add up to ${money.Charged}, the bill to ${bill.Total}`,
    ]);
  return money;
}

/**
 * An unpaid order cancelled (by its shopper, or because its payment did not arrive in time): what it
 * still costs is credited, and what the shopper paid of it (the wallet part) goes back to the wallet. The
 * caller moves the wallet.
 */
export async function cancelCharge(
  tx: Transaction,
  orderId: number,
): Promise<{ toWallet: number }> {
  const money = await moneyOf(tx, orderId);
  await record(tx, orderId, [
    { kind: 'Cancellation', amount: money.Owed },
    refundEntry('Wallet', money.Refundable),
  ]);
  return { toWallet: money.Refundable };
}
