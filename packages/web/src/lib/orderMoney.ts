/**
 * An order's money after checkout, for every screen that shows it (order history, order details, the
 * console's order): the figures the server derived from the order's ledger (`Money`, docs/money.md), shown
 * as they are and never recomputed beside them.
 *
 * An older server sends no `Money`: its fields (Bill, AmountPayable, DeductedFromPayable, WeightCredit,
 * PaymentStatus) are then written as the ledger entries they stand for and derived by the same function
 * as on the server, the SDK core's `orderMoney`, so every screen reads the same figures either way.
 */
import {
  PAYMENT_STATUS_TRAITS,
  orderMoney,
  type LedgerEntry,
  type OrderMoney,
  type OrderStatus,
  type PaymentStatus,
} from '@storefront/sdk/core';
import type { Bill } from '@storefront/sdk';

export type { OrderMoney };

/** What every order reply carries (a history row, the console's order). */
interface OrderLike {
  Status: OrderStatus;
  PaymentStatus: PaymentStatus;
  Money?: OrderMoney | undefined;
}

/** A history row (or the console's order): its total and what was left to pay after the wallet. */
interface SummaryLike extends OrderLike {
  Total: number;
  AmountPayable?: number | undefined;
}

/** The order details: the bill at checkout and what changed it since. */
interface DetailsLike extends OrderLike {
  Bill: Bill;
  WeightCredit?: number | undefined;
  DeductedFromPayable?: number | undefined;
}

export type OrderMoneySource = SummaryLike | DetailsLike;

/** The money went back on an older server: a cancelled order, or one whose payment was refunded. */
const wentBack = (order: OrderLike) =>
  order.Status === 'Cancelled' || order.PaymentStatus === 'Refunded';

/** Paid in full at the gateway or the door (or paid, then refunded) on an older server. */
const wasPaid = (order: OrderLike) =>
  PAYMENT_STATUS_TRAITS[order.PaymentStatus].paid || order.PaymentStatus === 'Refunded';

/** A cancelled or refunded order's ledger closes: what it still costs is credited, what is held goes back. */
function closed(entries: LedgerEntry[]): LedgerEntry[] {
  const money = orderMoney(entries);
  return [
    ...entries,
    { kind: 'Cancellation', amount: money.Owed },
    { kind: 'RefundToWallet', amount: money.Refundable },
  ];
}

/**
 * The order details of an older server as ledger entries: the bill's charges and wallet part; the credits
 * taken off the amount to pay (DeductedFromPayable: weight credits first, then line refunds); the weight
 * credit's rest, which went back to the wallet; the amount paid beyond the wallet once paid
 * (Bill.AmountPayable = Total − WalletUsed − DeductedFromPayable).
 */
function detailsEntries(order: DetailsLike): LedgerEntry[] {
  const { Bill: bill } = order;
  const deducted = order.DeductedFromPayable ?? 0;
  const weight = order.WeightCredit ?? 0;
  const weightOffDue = Math.min(weight, deducted);
  const weightToWallet = weight - weightOffDue;
  const entries: LedgerEntry[] = [
    { kind: 'LinesCharged', amount: bill.ItemsTotal },
    { kind: 'ShippingFee', amount: bill.ShippingFee },
    { kind: 'DeliveryCharge', amount: bill.DeliveryCharge },
    { kind: 'PlatformFee', amount: bill.PlatformFee },
    { kind: 'CouponDiscount', amount: bill.CouponDiscount },
    { kind: 'PaidFromWallet', amount: bill.WalletUsed },
    { kind: 'WeightCredit', amount: weightOffDue },
    { kind: 'LineRefund', amount: deducted - weightOffDue },
  ];
  if (wasPaid(order)) entries.push({ kind: 'PaidOnline', amount: bill.AmountPayable });
  entries.push(
    { kind: 'WeightCredit', amount: weightToWallet },
    { kind: 'RefundToWallet', amount: weightToWallet },
  );
  return wentBack(order) ? closed(entries) : entries;
}

/**
 * A history row of an older server as ledger entries: its total; once paid, all of it; before, all but
 * what was left to pay (the wallet part, or credits taken off: either way not due).
 */
function summaryEntries(order: SummaryLike): LedgerEntry[] {
  const payable = Math.min(order.AmountPayable ?? order.Total, order.Total);
  const entries: LedgerEntry[] = [
    { kind: 'LinesCharged', amount: order.Total },
    wasPaid(order)
      ? { kind: 'PaidOnline', amount: order.Total }
      : { kind: 'PaidFromWallet', amount: order.Total - payable },
  ];
  return wentBack(order) ? closed(entries) : entries;
}

/** Every figure of an order's money: the server's `Money`, or (an older server) the same from its fields. */
export function moneyOf(order: OrderMoneySource): OrderMoney {
  if (order.Money) return order.Money;
  return orderMoney('Bill' in order ? detailsEntries(order) : summaryEntries(order));
}

/**
 * Where an order's money stands, in one line (the history card): what is still to pay; else what was paid
 * (and what of it went back); else all of it went back; else nothing moved (its total).
 */
export type MoneyStanding =
  | { kind: 'due'; amount: number; onDelivery: boolean }
  | { kind: 'paid'; paid: number; refunded: number }
  | { kind: 'refunded'; refunded: number }
  | { kind: 'none'; total: number };

export function moneyStanding(order: OrderMoneySource): MoneyStanding {
  const money = moneyOf(order);
  if (money.Due > 0 && order.Status !== 'Cancelled')
    return {
      kind: 'due',
      amount: money.Due,
      onDelivery: order.PaymentStatus === 'DueOnDelivery',
    };
  if (money.Paid - money.Refunded > 0)
    return { kind: 'paid', paid: money.Paid, refunded: money.Refunded };
  if (money.Refunded > 0) return { kind: 'refunded', refunded: money.Refunded };
  return { kind: 'none', total: money.Charged };
}
