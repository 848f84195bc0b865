/**
 * Orders that wait too long for their online payment are cancelled as payment failed (docs/delivery.md):
 * each payment attempt gives the order PENDING_PAYMENT_TTL_MINUTES (orders.payment_due_by); past it the
 * order gives its slot seat back, its wallet part returns to the wallet, its coupon use stops counting and
 * the shopper is told (a push to each device, operations/push.ts).
 *
 * Any number of stateless app servers may do this at the same time: an order is claimed with
 * FOR UPDATE SKIP LOCKED (two servers never take the same one; one being paid right now is skipped) and
 * changed with a conditional update (still awaiting payment, still due), so it is expired once. Capacity
 * reads expire the due orders of the slots they show before counting (so a slot is not shown full
 * because of a checkout abandoned an hour ago), and a sweep on every server expires the rest and sends
 * refunds the gateway has not taken yet. A payment verified after the expiry revives the order or is
 * refunded (payments/service.ts, settleAttempt).
 */
import { and, asc, eq, inArray, lte, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { serverNow } from '../clock.js';
import type { Database, Transaction } from '../db/index.js';
import type { Config } from '../env.js';
import { enqueueOrderUpdate } from '../notifications/outbox.js';
import { addOrderEvent, type OrderRow } from '../orders/model.js';
import { awaitingPaymentStatuses, orderNumber } from '../orders/rules.js';
import { releaseSeat } from '../orders/slot-holds.js';
import { releaseForOrder } from '../inventory/stock.js';
import { watchReleaseOf } from '../restock/availability.js';
import { stockReservations } from '../inventory/tables.js';
import { orders } from '../orders/tables.js';
import { lockWallet, moveWallet } from '../wallet/service.js';
import { sendUnsentSourceRefunds } from './refunds.js';
import { cancelCharge } from '../orders/ledger.js';
import { paymentAttempts } from './tables.js';

/** How often each server sweeps (expired orders, unsent refunds). */
export const PAYMENT_SWEEP_INTERVAL_MS = 60_000;

/** When an attempt started now must be paid by. */
export function paymentDueBy(config: Config, now: Date): Date {
  return new Date(now.getTime() + config.payment.pendingTtlMinutes * 60_000);
}

/** Cancels one claimed order whose payment time ran out (the caller holds its row lock). */
async function expireOrder(tx: Transaction, config: Config, order: OrderRow, now: Date) {
  const [expired] = await tx
    .update(orders)
    .set({ status: 'Cancelled', paymentStatus: 'Failed', paymentDueBy: null, updatedAt: now })
    .where(
      and(
        eq(orders.id, order.id),
        inArray(orders.status, [...awaitingPaymentStatuses]),
        lte(orders.paymentDueBy, now),
      ),
    )
    .returning({ id: orders.id });
  if (!expired) return false;
  if (order.currentAttemptId !== null)
    await tx
      .update(paymentAttempts)
      .set({ status: 'Expired' })
      .where(
        and(
          eq(paymentAttempts.id, order.currentAttemptId),
          inArray(paymentAttempts.status, ['Created', 'Failed']),
        ),
      );
  // The ledger says what the shopper paid of it: the wallet part, back to the wallet.
  const { toWallet } = await cancelCharge(tx, order.id);
  if (toWallet > 0) {
    await lockWallet(tx, order.userId);
    await moveWallet(tx, {
      userId: order.userId,
      type: 'Credit',
      amount: toWallet,
      entry: {
        kind: 'ExpiredOrderWalletReturned',
        values: { order: orderNumber(order.id, order.createdAt) },
      },
      orderId: order.id,
    });
  }
  await releaseSeat(tx, order);
  const announce = await watchReleaseOf(tx, order);
  await releaseForOrder(tx, order.id);
  await announce();
  await addOrderEvent(tx, order.id, 'Cancelled', {
    kind: 'PaymentExpired',
    values: { minutes: config.payment.pendingTtlMinutes },
  });
  // The shopper may have left the payment page long ago: their other devices hear of it too.
  await enqueueOrderUpdate(tx, order, { kind: 'PaymentExpired' });
  return true;
}

/** Which due orders to expire: all, or those holding a seat in some slots of one method. */
export interface ExpiryScope {
  deliveryMethodId: number;
  slotIds: string[];
}

function dueCondition(now: Date, scope?: ExpiryScope): SQL {
  const due = and(
    inArray(orders.status, [...awaitingPaymentStatuses]),
    lte(orders.paymentDueBy, now),
  )!;
  if (!scope) return due;
  return and(
    due,
    eq(orders.slotHeld, true),
    eq(orders.deliveryMethodId, scope.deliveryMethodId),
    inArray(orders.slotId, scope.slotIds),
  )!;
}

/**
 * Expires up to `limit` due orders, one short transaction each; answers how many. Safe to run on every
 * server at once.
 */
export async function expireUnpaidOrders(
  db: Database,
  config: Config,
  now: Date,
  scope?: ExpiryScope,
  limit = 50,
): Promise<number> {
  if (scope?.slotIds.length === 0) return 0;
  let count = 0;
  for (let tries = 0; tries < limit; tries += 1) {
    const claimed = await db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(dueCondition(now, scope))
        .orderBy(asc(orders.paymentDueBy))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!order) return 'none';
      return (await expireOrder(tx, config, order, now)) ? 'expired' : 'skipped';
    });
    if (claimed === 'none') break;
    if (claimed === 'expired') count += 1;
  }
  return count;
}

/**
 * Before a capacity read: gives back the seats of these slots held by orders whose payment time ran
 * out. One indexed look first, so a read with nothing due writes nothing.
 */
export async function expireDueSeats(
  db: Database,
  config: Config,
  scope: ExpiryScope,
  now: Date,
): Promise<void> {
  if (scope.slotIds.length === 0) return;
  const [due] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(dueCondition(now, scope))
    .limit(1);
  if (due) await expireUnpaidOrders(db, config, now, scope);
}

/**
 * When a checkout or a bill finds too few units: expires the due orders that still hold counted stock, so
 * units held by a checkout abandoned past its payment time are sold again at once, not at the next sweep.
 * One look first, so nothing is written when nothing is due. Answers whether any order was expired.
 */
export async function expireDueStockHolds(
  db: Database,
  config: Config,
  now: Date,
): Promise<boolean> {
  const [due] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(
      stockReservations,
      and(eq(stockReservations.orderId, orders.id), eq(stockReservations.status, 'Held')),
    )
    .where(dueCondition(now))
    .limit(1);
  return due !== undefined && (await expireUnpaidOrders(db, config, now)) > 0;
}

/** One sweep: expire every due order, then send the refunds the gateway has not taken yet. */
export async function sweepPayments(
  db: Database,
  config: Config,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<{ expired: number; refundsSent: number }> {
  let expired = 0;
  for (;;) {
    const batch = await expireUnpaidOrders(db, config, serverNow(config));
    expired += batch;
    if (batch === 0) break;
  }
  const refundsSent = await sendUnsentSourceRefunds(db, config, log);
  return { expired, refundsSent };
}
