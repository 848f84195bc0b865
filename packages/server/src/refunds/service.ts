/**
 * Refunds: the shopper's own list, details and requests (one open request per order at a time), and order
 * cancellation, which returns every rupee the shopper put in: the wallet hold of an unpaid order is
 * released; a paid order is refunded into the wallet, or to the original payment method, with a refund
 * record.
 */
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { ReplyOf } from '@storefront/sdk';
import {
  DEFAULT_LOCALE,
  formatPaise,
  refundStatusesWhere,
  type Locale,
  type OrderEventRecord,
  type RefundDestination,
  type RefundReasonRecord,
} from '@storefront/sdk/core';
import type { Database, Transaction } from '../db/index.js';
import { releaseSeat } from '../orders/slot-holds.js';
import { releaseForOrder, returnPackedUnits } from '../inventory/stock.js';
import { watchReleaseOf } from '../restock/availability.js';
import { storedRefundReason } from '../i18n/records.js';
import { textsIn } from '../i18n/texts.js';
import { type CancelOutcome, addOrderEvent, lockOwnOrder } from '../orders/model.js';
import { canCancelAt, canRequestRefund, orderNumber } from '../orders/rules.js';
import { orders } from '../orders/tables.js';
import {
  gatewayPaymentLeft,
  recordSourceRefund,
  refundReasonColumns,
} from '../payments/refunds.js';
import { paymentAttempts, refunds } from '../payments/tables.js';
import { enqueueOrderUpdate } from '../notifications/outbox.js';
import { moneyOf, record, refundEntry } from '../orders/ledger.js';
import { lockWallet, moveWallet } from '../wallet/service.js';

export const REFUND_PAGE_SIZE = 10;
export type Refund = ReplyOf<'createRefund'>['Refund'];
type RefundRow = typeof refunds.$inferSelect;

const refundColumns = { refund: refunds, orderId: orders.id, orderCreatedAt: orders.createdAt };

function toRefund(
  row: { refund: RefundRow; orderId: number; orderCreatedAt: Date },
  locale: Locale,
): Refund {
  const { reasonKind, reasonValues } = row.refund;
  return {
    RefundId: row.refund.id,
    OrderId: row.orderId,
    OrderNumber: orderNumber(row.orderId, row.orderCreatedAt),
    Amount: row.refund.amount,
    Status: row.refund.status,
    Reason: storedRefundReason(row.refund, { locale }),
    ...(reasonKind && { ReasonKind: reasonKind, ReasonValues: reasonValues ?? {} }),
    Destination: row.refund.destination,
    CreatedAt: row.refund.createdAt.toISOString(),
    ProcessedAt: row.refund.processedAt?.toISOString() ?? null,
  };
}

export async function refundsPage(db: Database, userId: number, pageNo: number, locale: Locale) {
  const [totals] = await db.select({ n: count() }).from(refunds).where(eq(refunds.userId, userId));
  const rows = await db
    .select(refundColumns)
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(eq(refunds.userId, userId))
    .orderBy(desc(refunds.id))
    .limit(REFUND_PAGE_SIZE)
    .offset((pageNo - 1) * REFUND_PAGE_SIZE);
  return { total: totals?.n ?? 0, refunds: rows.map((row) => toRefund(row, locale)) };
}

export async function lastRefund(
  db: Database,
  userId: number,
  locale: Locale,
): Promise<Refund | null> {
  const [row] = await db
    .select(refundColumns)
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(eq(refunds.userId, userId))
    .orderBy(desc(refunds.id))
    .limit(1);
  return row ? toRefund(row, locale) : null;
}

export async function ownRefund(
  db: Database,
  userId: number,
  refundId: number,
  locale: Locale,
): Promise<Refund | null> {
  const [row] = await db
    .select(refundColumns)
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(and(eq(refunds.id, refundId), eq(refunds.userId, userId)));
  return row ? toRefund(row, locale) : null;
}

export type CreateRefundOutcome = Refund | 'noOrder' | 'notRefundable' | 'alreadyRequested';

export interface CancelRequest {
  userId: number;
  orderId: number;
  reason: string;
  /** Where a paid order's money goes; Source applies to the part paid online. */
  destination: RefundDestination;
  /** The server's clock, for the free-cancellation deadline. */
  now: Date;
  /** The language of the reply's Message. */
  locale: Locale;
}

/**
 * A refund request for what is left of a paid order (its total minus what went back already: weight
 * credits, line refunds, completed refunds). It waits as Requested, to go back to the online payment once
 * the store accepts it, or to the wallet when the order was not paid online.
 */
export async function createRefund(
  db: Database,
  userId: number,
  orderId: number,
  reason: string,
): Promise<CreateRefundOutcome> {
  return db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, userId, orderId);
    if (!order) return 'noOrder';
    const [open] = await tx
      .select({ n: count() })
      .from(refunds)
      .where(
        and(
          eq(refunds.orderId, order.id),
          inArray(refunds.status, [...refundStatusesWhere('open')]),
        ),
      );
    if ((open?.n ?? 0) > 0) return 'alreadyRequested';
    const money = await moneyOf(tx, order.id);
    if (!canRequestRefund(order.paymentStatus, money.Paid, money.Refunded)) return 'notRefundable';
    const online = await gatewayPaymentLeft(tx, order.id);
    const [refund] = await tx
      .insert(refunds)
      .values({
        orderId: order.id,
        userId,
        amount: money.Refundable,
        status: 'Requested',
        reason,
        // Back to the online payment while it has money left; an order paid at the door (cash or UPI to the
        // rider) or from the wallet has no source to go back to.
        destination: online && online.left > 0 ? 'Source' : 'Wallet',
      })
      .returning();
    // The shopper's own words: shown as typed in every language.
    return toRefund(
      { refund: refund!, orderId: order.id, orderCreatedAt: order.createdAt },
      DEFAULT_LOCALE,
    );
  });
}

type OrderRow = typeof orders.$inferSelect;
type CommerceTexts = ReturnType<typeof textsIn>['commerceMessages'];

/**
 * Marks the order cancelled (a paid one as refunded), closes its open payment attempt, gives its slot
 * seat and its stock back (what it held, and what was packed for it back on the hub's shelf), and adds
 * the timeline entry (`event`) and the push to the shopper's devices.
 */
async function markCancelled(
  tx: Transaction,
  order: OrderRow,
  event: OrderEventRecord,
  now: Date,
): Promise<void> {
  const wasPaid = order.paymentStatus === 'Paid';
  await tx
    .update(orders)
    .set({
      status: 'Cancelled',
      paymentStatus: wasPaid ? 'Refunded' : order.paymentStatus,
      paymentDueBy: null,
      updatedAt: now,
    })
    .where(eq(orders.id, order.id));
  if (order.currentAttemptId !== null) {
    await tx
      .update(paymentAttempts)
      .set({ status: 'Cancelled' })
      .where(
        and(
          eq(paymentAttempts.id, order.currentAttemptId),
          inArray(paymentAttempts.status, ['Created', 'Failed']),
        ),
      );
  }
  await releaseSeat(tx, order);
  const announce = await watchReleaseOf(tx, order);
  await releaseForOrder(tx, order.id);
  await returnPackedUnits(tx, order.id);
  await announce();
  await addOrderEvent(tx, order.id, 'Cancelled', event);
  // The shopper's other devices hear of it too (operations/push.ts sends it).
  await enqueueOrderUpdate(tx, order, { kind: 'Cancelled' });
}

/**
 * Ends the refund requests not decided yet (the cancellation refunds what is left at once; a refund
 * already Processing is money on its way, counted as gone back, and goes on) and records the
 * cancellation in the ledger. Answers what the shopper paid and did not get back yet: what goes back now.
 */
async function closeOrderLedger(tx: Transaction, orderId: number, now: Date): Promise<number> {
  await tx
    .update(refunds)
    .set({ status: 'Rejected', processedAt: now })
    .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'Requested')));
  const { Owed: owed, Refundable: refundable } = await moneyOf(tx, orderId);
  await record(tx, orderId, [{ kind: 'Cancellation', amount: owed }]);
  return refundable;
}

/** What a cancelled order's refund needs to know. */
interface CancelRefund {
  userId: number;
  reason: string;
  storeReason?: RefundReasonRecord | undefined;
  destination: RefundDestination;
  /** What goes back now (closeOrderLedger). */
  refundable: number;
  now: Date;
  texts: CommerceTexts;
}

/** A cancellation's reason when no one typed one: the store's own, else "Order cancelled", as data. */
const cancellationReason = (refund: CancelRefund): RefundReasonRecord | undefined =>
  refund.storeReason ?? (refund.reason ? undefined : { kind: 'OrderCancelled', values: {} });

/** A paid order's wallet part: a completed refund record, its ledger entry, the credit and the timeline. */
async function refundPartToWallet(
  tx: Transaction,
  order: OrderRow,
  refund: CancelRefund,
  amounts: { toWallet: number; toSource: number },
): Promise<number> {
  const { userId, now } = refund;
  const { toWallet, toSource } = amounts;
  const number = orderNumber(order.id, order.createdAt);
  const [row] = await tx
    .insert(refunds)
    .values({
      orderId: order.id,
      userId,
      amount: toWallet,
      status: 'Completed',
      ...refundReasonColumns(refund.reason, cancellationReason(refund)),
      destination: 'Wallet',
      processedAt: now,
    })
    .returning();
  const walletRefundId = row!.id;
  await record(tx, order.id, [refundEntry('Wallet', toWallet, walletRefundId)]);
  await moveWallet(tx, {
    userId,
    type: 'Credit',
    amount: toWallet,
    entry: {
      kind: toSource > 0 ? 'CancelledOrderWalletPart' : 'CancelledOrderRefund',
      values: { order: number },
    },
    orderId: order.id,
    refundId: walletRefundId,
  });
  await addOrderEvent(tx, order.id, 'Refunded', {
    kind: 'RefundedToWallet',
    values: { amount: toWallet },
  });
  return walletRefundId;
}

/** The cancellation's reply, and the refund to send to the source once the transaction has committed. */
export interface Cancellation {
  outcome: CancelOutcome;
  sourceRefundId: number | null;
}

/**
 * Refunds a cancelled paid order: to the original payment method what it has left when the shopper
 * chose it (gatewayPaymentLeft), the rest to the wallet.
 */
async function refundPaidOrder(
  tx: Transaction,
  order: OrderRow,
  refund: CancelRefund,
): Promise<Cancellation> {
  const { refundable, texts } = refund;
  const source = refund.destination === 'Source' ? await gatewayPaymentLeft(tx, order.id) : null;
  const toSource = source ? Math.min(refundable, Math.max(0, source.left)) : 0;
  const toWallet = refundable - toSource;
  let walletRefundId: number | null = null;
  if (toWallet > 0)
    walletRefundId = await refundPartToWallet(tx, order, refund, { toWallet, toSource });
  if (source && toSource > 0) {
    const sourceRefund = await recordSourceRefund(tx, order, {
      paymentId: source.paymentId,
      amount: toSource,
      reason: refund.reason,
      storeReason: cancellationReason(refund),
    });
    await record(tx, order.id, [refundEntry('Source', toSource, sourceRefund.id)]);
    return {
      outcome: {
        Success: true,
        Error: false,
        Message: texts.order.cancelledRefundedToSource(
          formatPaise(toSource),
          toWallet > 0 ? formatPaise(toWallet) : null,
        ),
        RefundId: sourceRefund.id,
      },
      sourceRefundId: sourceRefund.id,
    };
  }
  return {
    outcome: {
      Success: true,
      Error: false,
      Message: texts.order.cancelledRefunded(formatPaise(refundable)),
      RefundId: walletRefundId,
    },
    sourceRefundId: null,
  };
}

/** An unpaid order's wallet hold goes back to the wallet. */
async function returnWalletHold(
  tx: Transaction,
  order: OrderRow,
  userId: number,
  refundable: number,
): Promise<void> {
  const number = orderNumber(order.id, order.createdAt);
  await record(tx, order.id, [refundEntry('Wallet', refundable)]);
  await moveWallet(tx, {
    userId,
    type: 'Credit',
    amount: refundable,
    entry: { kind: 'CancelledOrderWalletReturned', values: { order: number } },
    orderId: order.id,
  });
}

/** How a cancellation is told and where its money goes. */
export interface CancelHow {
  /** The shopper's reason as typed (kept with the refund; '' for none). */
  reason: string;
  /** The store's own reason, kept as data (a return to the store); none: the shopper cancelled. */
  storeReason?: RefundReasonRecord;
  /** The timeline's entry. */
  event: OrderEventRecord;
  destination: RefundDestination;
  /** The reply's words, in the language of whoever asked. */
  texts: CommerceTexts;
}

/**
 * Cancels an order whose row the caller has locked, and gives every rupee back at once: a paid order's
 * refund to the wallet, or, for destination Source, the part paid online back to it and only the wallet
 * part to the wallet; an unpaid order's wallet hold back to the wallet. The shopper's cancellation and an
 * admin's return to store (operations/moves/return-to-store.ts) both end here. Answers the reply and the
 * refund to send to the source once the transaction has committed.
 */
export async function cancelLockedOrder(
  tx: Transaction,
  order: OrderRow,
  how: CancelHow,
): Promise<Cancellation> {
  const { userId } = order;
  const { reason, storeReason, destination, texts } = how;
  await lockWallet(tx, userId);
  const now = new Date();
  await markCancelled(tx, order, how.event, now);
  const refundable = await closeOrderLedger(tx, order.id, now);
  if (order.paymentStatus === 'Paid' && refundable > 0)
    return refundPaidOrder(tx, order, {
      userId,
      reason,
      storeReason,
      destination,
      refundable,
      now,
      texts,
    });
  // Not paid yet: the wallet part it held goes back.
  if (refundable > 0) await returnWalletHold(tx, order, userId, refundable);
  return {
    outcome: { Success: true, Error: false, Message: texts.order.cancelled, RefundId: null },
    sourceRefundId: null,
  };
}

/**
 * Cancels the shopper's order inside its free-cancellation window and gives every rupee back at once: a
 * paid order's refund goes to the wallet, or, when the shopper chose the original payment method, the
 * part paid online goes back to it (gatewayPaymentLeft) and only the wallet part to the wallet. The
 * refund to the source is sent once the transaction has committed (`onSourceRefund`). The order row is
 * locked, so a double submit cancels (and refunds) once; the second finds it cancelled.
 */
export async function cancelOrder(
  db: Database,
  request: CancelRequest,
  onSourceRefund: (refundId: number) => void,
): Promise<CancelOutcome | null> {
  const { userId, orderId, reason, destination } = request;
  // The reply's Message is in the shopper's language; what is stored with the order is data.
  const { commerceMessages: texts, messages } = textsIn(request.locale);
  const cancellation = await db.transaction(async (tx): Promise<Cancellation | null> => {
    const order = await lockOwnOrder(tx, userId, orderId);
    if (!order) return null;
    // After the free-cancellation deadline the spec's cancel error answers, as for a status past cancelling.
    if (!canCancelAt(order.status, order.cancelDeadline, request.now)) {
      const cannotCancel = `${texts.order.cannotCancel} ${messages.unableToProcess}`;
      return {
        outcome: { Success: false, Error: true, Message: cannotCancel, RefundId: null },
        sourceRefundId: null,
      };
    }
    const event = { kind: 'CancelledByShopper', values: { reason } } as const;
    return cancelLockedOrder(tx, order, { reason, event, destination, texts });
  });
  if (cancellation && cancellation.sourceRefundId !== null)
    onSourceRefund(cancellation.sourceRefundId);
  return cancellation?.outcome ?? null;
}
