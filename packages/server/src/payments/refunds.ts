/**
 * Refunds to the original payment method (destination Source). A refund is first a row, written in the
 * transaction that decides it (a cancellation, a staff line refund, a payment that came too late), as
 * Processing with the gateway payment it returns. Once that commits, `sendSourceRefund` claims the row
 * (FOR UPDATE SKIP LOCKED, so one server sends it) and asks the gateway with an idempotency key made from
 * the row id, so a lost reply or a second sender never refunds twice. The gateway's answer completes the
 * row (processed), leaves it Processing until its webhook says so (pending), or, when the payment cannot
 * take it, sends the money to the wallet instead. A row whose send failed for a passing reason (network,
 * 5xx) is sent again by the sweep (payments/expiry.ts runs both).
 */
import {
  refundStatusesWhere,
  type OrderEventRecord,
  type RefundReasonRecord,
} from '@storefront/sdk/core';
import { and, asc, desc, eq, inArray, isNotNull, isNull, sum } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Database, Transaction } from '../db/index.js';
import type { Config } from '../env.js';
import { afterCommit } from '../http/after-commit.js';
import { refundReasonSentence } from '../i18n/records.js';
import { addOrderEvent, type OrderRow } from '../orders/model.js';
import { orderNumber } from '../orders/rules.js';
import { orders } from '../orders/tables.js';
import { moveWallet } from '../wallet/service.js';
import { gatewayFor } from './gateway.js';
import { record, refundEntry } from '../orders/ledger.js';
import { paymentAttempts, refunds } from './tables.js';

export type RefundRow = typeof refunds.$inferSelect;
type Db = Database | Transaction;

/** The gateway idempotency key of a refund row: the same for every try of it. */
export const refundIdempotencyKey = (refundId: number) => `storefront-refund-${refundId}`;
const KEY_PATTERN = /^storefront-refund-(\d+)$/;

/**
 * The order's captured gateway payment and how much of it has not gone back to it yet (refunds to the
 * source that are processing or done); null when nothing of the order was paid online.
 */
export async function gatewayPaymentLeft(
  tx: Db,
  orderId: number,
): Promise<{ paymentId: string; left: number } | null> {
  const [paid] = await tx
    .select({ paymentId: paymentAttempts.paymentId, amount: paymentAttempts.amount })
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.orderId, orderId),
        eq(paymentAttempts.status, 'Paid'),
        isNotNull(paymentAttempts.paymentId),
      ),
    )
    .orderBy(desc(paymentAttempts.id))
    .limit(1);
  if (!paid?.paymentId) return null;
  const [sent] = await tx
    .select({ amount: sum(refunds.amount) })
    .from(refunds)
    .where(
      and(
        eq(refunds.orderId, orderId),
        eq(refunds.destination, 'Source'),
        eq(refunds.gatewayPaymentId, paid.paymentId),
        inArray(refunds.status, [...refundStatusesWhere('moving')]),
      ),
    );
  return { paymentId: paid.paymentId, left: paid.amount - Number(sent?.amount ?? 0) };
}

/**
 * Writes a refund to the original payment method as Processing, with a timeline entry; send it with
 * `sendSourceRefund` once the transaction has committed.
 */
/**
 * A refund's reason columns: the store's own reason as data (its English sentence in `reason`, for staff
 * and older servers), else the words a person typed, as typed (docs/i18n.md).
 */
export function refundReasonColumns(typed: string, storeReason?: RefundReasonRecord) {
  if (!storeReason) return { reason: typed, reasonKind: null, reasonValues: null };
  return {
    reason: refundReasonSentence(storeReason, { locale: 'en' }),
    reasonKind: storeReason.kind,
    reasonValues: storeReason.values,
  };
}

export async function recordSourceRefund(
  tx: Transaction,
  order: Pick<OrderRow, 'id' | 'userId'>,
  refund: {
    paymentId: string;
    amount: number;
    /** As a person typed it ('' with storeReason). */
    reason: string;
    storeReason?: RefundReasonRecord | undefined;
    orderLineId?: number;
  },
  event: OrderEventRecord = { kind: 'RefundSentToSource', values: { amount: refund.amount } },
): Promise<RefundRow> {
  const [row] = await tx
    .insert(refunds)
    .values({
      orderId: order.id,
      userId: order.userId,
      amount: refund.amount,
      status: 'Processing',
      ...refundReasonColumns(refund.reason, refund.storeReason),
      destination: 'Source',
      gatewayPaymentId: refund.paymentId,
      orderLineId: refund.orderLineId ?? null,
    })
    .returning();
  await addOrderEvent(tx, order.id, 'Refunded', event);
  return row!;
}

/** Locks an order's row (the first lock of every change of an order's money; docs/money.md). */
async function lockOrderRow(tx: Transaction, orderId: number) {
  const [order] = await tx
    .select({ id: orders.id, createdAt: orders.createdAt })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return order;
}

/** The refund is done at the gateway: Completed, with the time. */
async function complete(tx: Transaction, row: RefundRow, now: Date): Promise<void> {
  const [done] = await tx
    .update(refunds)
    .set({ status: 'Completed', processedAt: now })
    .where(and(eq(refunds.id, row.id), eq(refunds.status, 'Processing')))
    .returning({ id: refunds.id });
  if (done)
    await addOrderEvent(tx, row.orderId, 'Refunded', {
      kind: 'RefundProcessedAtSource',
      values: { amount: row.amount },
    });
}

/**
 * The payment could not take the money back (refused, or the bank failed the refund): the shopper gets it
 * in the wallet at once instead, and the row says so (destination Wallet, Completed). Never twice: only a
 * Processing row of destination Source changes.
 */
async function fallBackToWallet(tx: Transaction, row: RefundRow, now: Date): Promise<void> {
  const [moved] = await tx
    .update(refunds)
    .set({ destination: 'Wallet', status: 'Completed', processedAt: now })
    .where(
      and(
        eq(refunds.id, row.id),
        eq(refunds.status, 'Processing'),
        eq(refunds.destination, 'Source'),
      ),
    )
    .returning({ id: refunds.id });
  if (!moved) return;
  const [order] = await tx
    .select({ id: orders.id, createdAt: orders.createdAt })
    .from(orders)
    .where(eq(orders.id, row.orderId));
  // The payment method gave it back; the wallet takes it (a correction, never an edit of the ledger).
  await record(tx, row.orderId, [
    { kind: 'SourceRefundFailed', amount: row.amount, refundId: row.id, destination: 'Source' },
    refundEntry('Wallet', row.amount, row.id),
  ]);
  await moveWallet(tx, {
    userId: row.userId,
    type: 'Credit',
    amount: row.amount,
    entry: {
      kind: 'SourceRefundFellBack',
      values: { order: order ? orderNumber(order.id, order.createdAt) : '' },
    },
    orderId: row.orderId,
    refundId: row.id,
  });
  await addOrderEvent(tx, row.orderId, 'Refunded', {
    kind: 'RefundFellBackToWallet',
    values: { amount: row.amount },
  });
}

export type SendOutcome = 'processed' | 'pending' | 'toWallet' | 'notDue';

/**
 * Sends one refund row to the gateway, once. 'notDue' when it is not waiting to be sent (sent already,
 * or another server holds it right now). Throws when the gateway could not be reached or answered an
 * error that may pass: the row stays as it was and the sweep tries again with the same key.
 */
export async function sendSourceRefund(
  db: Database,
  config: Config,
  refundId: number,
  now: Date = new Date(),
): Promise<SendOutcome> {
  return db.transaction(async (tx): Promise<SendOutcome> => {
    const unsent = and(
      eq(refunds.id, refundId),
      eq(refunds.destination, 'Source'),
      eq(refunds.status, 'Processing'),
      isNull(refunds.gatewayRefundId),
    );
    const [due] = await tx.select({ orderId: refunds.orderId }).from(refunds).where(unsent);
    if (!due) return 'notDue';
    // The order first, then its refund: every path that changes an order's money locks in this order.
    const order = await lockOrderRow(tx, due.orderId);
    const [row] = await tx.select().from(refunds).where(unsent).for('update', { skipLocked: true });
    if (!row?.gatewayPaymentId) return 'notDue';
    const result = await gatewayFor(config).refund(tx, {
      paymentId: row.gatewayPaymentId,
      amount: row.amount,
      idempotencyKey: refundIdempotencyKey(row.id),
      receipt: order ? orderNumber(order.id, order.createdAt) : String(row.orderId),
    });
    if (result.kind === 'refused') {
      await fallBackToWallet(tx, row, now);
      return 'toWallet';
    }
    await tx
      .update(refunds)
      .set({ gatewayRefundId: result.refundId })
      .where(eq(refunds.id, row.id));
    if (result.status === 'processed') {
      await complete(tx, row, now);
      return 'processed';
    }
    return 'pending';
  });
}

/** Sends a refund whose transaction has committed; a failure is logged and left to the sweep. */
export async function sendSourceRefundSoon(
  db: Database,
  config: Config,
  refundId: number,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  await sendSourceRefund(db, config, refundId).catch((err: unknown) =>
    log.warn({ err, refundId }, 'refund to the original payment method not sent yet'),
  );
}

/** Sends a refund the request decided once the request's transaction has committed (http/after-commit.ts). */
export function sendAfterCommit(request: FastifyRequest, refundId: number): void {
  afterCommit(request, () =>
    sendSourceRefundSoon(request.server.db, request.server.config, refundId, request.log),
  );
}

/** The sweep's part: every source refund not yet taken by the gateway, oldest first. */
export async function sendUnsentSourceRefunds(
  db: Database,
  config: Config,
  log: Pick<FastifyBaseLogger, 'warn'>,
  limit = 20,
): Promise<number> {
  const due = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        eq(refunds.destination, 'Source'),
        eq(refunds.status, 'Processing'),
        isNull(refunds.gatewayRefundId),
      ),
    )
    .orderBy(asc(refunds.id))
    .limit(limit);
  let sent = 0;
  for (const { id } of due) {
    try {
      if ((await sendSourceRefund(db, config, id)) !== 'notDue') sent += 1;
    } catch (err) {
      log.warn({ err, refundId: id }, 'refund to the original payment method not sent yet');
    }
  }
  return sent;
}

/**
 * The gateway's word on a refund it took (webhook refund.processed or refund.failed). The row is found
 * by the gateway's refund id, or by the idempotency key carried in the refund's notes when the event
 * overtakes the sender's commit (the row lock then waits for it). Repeated events change nothing.
 */
export async function applyRefundEvent(
  tx: Transaction,
  event: {
    gatewayRefundId: string;
    idempotencyKey: string | undefined;
    outcome: 'processed' | 'failed';
  },
  now: Date,
): Promise<void> {
  const byKey = event.idempotencyKey ? KEY_PATTERN.exec(event.idempotencyKey) : null;
  const which = byKey
    ? eq(refunds.id, Number(byKey[1]))
    : eq(refunds.gatewayRefundId, event.gatewayRefundId);
  const [found] = await tx.select({ orderId: refunds.orderId }).from(refunds).where(which);
  if (!found) return;
  // The order first, then its refund (the one lock order; see sendSourceRefund).
  await lockOrderRow(tx, found.orderId);
  const [row] = await tx.select().from(refunds).where(which).for('update');
  if (!row || row.destination !== 'Source' || row.status !== 'Processing') return;
  if (row.gatewayRefundId !== null && row.gatewayRefundId !== event.gatewayRefundId) return;
  if (row.gatewayRefundId === null)
    await tx
      .update(refunds)
      .set({ gatewayRefundId: event.gatewayRefundId })
      .where(eq(refunds.id, row.id));
  if (event.outcome === 'processed') await complete(tx, row, now);
  else await fallBackToWallet(tx, row, now);
}
