/**
 * Settling payments exactly once. The browser callback (/validate-payment-signature) and the gateway
 * webhook both end in `settleAttempt`, which locks the order, accepts only its current attempt, checks
 * the amount and flips the order to paid with a conditional update: whichever comes first settles, the
 * other finds it settled and answers the same.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Config } from '../env.js';
import type { Database, Transaction } from '../db/index.js';
import { addOrderEvent, lockOwnOrder, type OrderRow } from '../orders/model.js';
import { canSettle, type OrderData } from '../orders/rules.js';
import { orders } from '../orders/tables.js';
import { gatewayFor } from './gateway.js';
import { type AttemptRow, startPaymentAttempt, toOrderData } from './model.js';
import { isValidPaymentSignature } from './signature.js';
import { releaseSeat, retakeSeat } from '../orders/slot-holds.js';
import { serverNow } from '../clock.js';
import { SLOT_CUTOFF_MINUTES } from '@storefront/sdk/core';
import { paymentAttempts } from './tables.js';

export type SettleOutcome =
  | { kind: 'settled' | 'alreadySettled'; order: OrderRow }
  | { kind: 'refused'; reason: 'notCurrent' | 'notPayable' | 'amountMismatch' };

async function lockOrderById(tx: Transaction, orderId: number) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order;
}

/** Marks the order paid by this attempt's payment, once. Call inside a transaction. */
export async function settleAttempt(
  tx: Transaction,
  attempt: AttemptRow,
  payment: { paymentId: string; amount: number },
  via: string,
): Promise<SettleOutcome> {
  const order = await lockOrderById(tx, attempt.orderId);
  if (!order) return { kind: 'refused', reason: 'notPayable' };
  const [fresh] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.id, attempt.id));
  if (fresh?.status === 'Paid') {
    return fresh.paymentId === payment.paymentId
      ? { kind: 'alreadySettled', order }
      : { kind: 'refused', reason: 'notPayable' };
  }
  if (
    order.currentAttemptId !== attempt.id ||
    !fresh ||
    !['Created', 'Failed'].includes(fresh.status)
  ) {
    return { kind: 'refused', reason: 'notCurrent' };
  }
  if (!canSettle(order.status, order.paymentStatus))
    return { kind: 'refused', reason: 'notPayable' };
  if (payment.amount !== attempt.amount || attempt.amount !== order.amountPayable) {
    return { kind: 'refused', reason: 'amountMismatch' };
  }
  const now = new Date();
  const [settled] = await tx
    .update(orders)
    .set({ status: 'Placed', paymentStatus: 'Paid', paidAt: now, updatedAt: now })
    .where(
      and(
        eq(orders.id, order.id),
        inArray(orders.status, ['PendingPayment', 'PaymentFailed']),
        eq(orders.currentAttemptId, attempt.id),
      ),
    )
    .returning();
  if (!settled) return { kind: 'refused', reason: 'notPayable' };
  await tx
    .update(paymentAttempts)
    .set({ status: 'Paid', paymentId: payment.paymentId, settledAt: now, failureReason: null })
    .where(eq(paymentAttempts.id, attempt.id));
  await addOrderEvent(tx, order.id, 'Placed', `Payment received (${via})`);
  return { kind: 'settled', order: settled };
}

/** Records a failed payment of the order's current attempt; the order can start a new attempt. */
export async function failAttempt(tx: Transaction, attempt: AttemptRow, reason: string) {
  const order = await lockOrderById(tx, attempt.orderId);
  if (!order || order.currentAttemptId !== attempt.id) return;
  if (!canSettle(order.status, order.paymentStatus)) return;
  await tx
    .update(paymentAttempts)
    .set({ status: 'Failed', failureReason: reason || 'Payment failed' })
    .where(and(eq(paymentAttempts.id, attempt.id), eq(paymentAttempts.status, 'Created')));
  await tx
    .update(orders)
    .set({ status: 'PaymentFailed', paymentStatus: 'Failed', updatedAt: new Date() })
    .where(eq(orders.id, order.id));
  // A failed payment gives the slot's seat back; a new attempt takes it again if the slot still has room.
  await releaseSeat(tx, order);
  await addOrderEvent(
    tx,
    order.id,
    'PaymentFailed',
    reason ? `Payment failed: ${reason}` : 'Payment failed',
  );
}

export async function attemptByGatewayOrderId(db: Database | Transaction, gatewayOrderId: string) {
  const [attempt] = await db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.gatewayOrderId, gatewayOrderId));
  return attempt;
}

export type SignatureOutcome =
  | { ok: true; orderData: OrderData }
  | { ok: false; error: 'noOrder' | 'notPayable' | 'signature' | 'amount' };

/**
 * /validate-payment-signature: the signature is checked against the gateway order id stored for the
 * order's current attempt, the payment is looked up at the gateway and its amount compared with the
 * order's. A forged signature marks the attempt and the order as failed (the client clears the order).
 */
export async function validatePaymentSignature(
  db: Database,
  config: Config,
  userId: number,
  input: { orderId: number; paymentId: string; signature: string },
): Promise<SignatureOutcome> {
  return db.transaction(async (tx): Promise<SignatureOutcome> => {
    const order = await lockOwnOrder(tx, userId, input.orderId);
    if (!order) return { ok: false, error: 'noOrder' };
    const [attempt] =
      order.currentAttemptId === null
        ? []
        : await tx
            .select()
            .from(paymentAttempts)
            .where(eq(paymentAttempts.id, order.currentAttemptId));
    if (!attempt) return { ok: false, error: 'notPayable' };
    const signed = isValidPaymentSignature(
      config.payment.keySecret,
      attempt.gatewayOrderId,
      input.paymentId,
      input.signature,
    );
    if (!signed) {
      await failAttempt(tx, attempt, 'Payment signature did not match');
      return { ok: false, error: 'signature' };
    }
    const payment = await gatewayFor(config).fetchPayment(tx, input.paymentId);
    if (
      !payment ||
      payment.gatewayOrderId !== attempt.gatewayOrderId ||
      payment.status !== 'captured'
    ) {
      return { ok: false, error: 'amount' };
    }
    const outcome = await settleAttempt(tx, attempt, payment, 'payment confirmed by the shopper');
    if (outcome.kind === 'refused') {
      return { ok: false, error: outcome.reason === 'amountMismatch' ? 'amount' : 'notPayable' };
    }
    return { ok: true, orderData: await toOrderData(tx, config, outcome.order) };
  });
}

/** /payment-failed: records the failure reported by the client for the order's current attempt. */
export async function reportPaymentFailed(
  db: Database,
  userId: number,
  orderId: number,
  reason: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, userId, orderId);
    if (!order) return false;
    if (order.currentAttemptId === null) return true;
    const [attempt] = await tx
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, order.currentAttemptId));
    if (attempt) await failAttempt(tx, attempt, reason);
    return true;
  });
}

/**
 * /revise-payment: a new gateway attempt for an unpaid order; the previous attempt is superseded and can
 * no longer settle the order. Null when the order is not the shopper's or cannot take a payment.
 */
export async function revisePayment(
  db: Database,
  config: Config,
  userId: number,
  orderId: number,
): Promise<OrderData | 'noOrder' | 'notPayable' | 'slotGone'> {
  const now = serverNow(config);
  return db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, userId, orderId);
    if (!order) return 'noOrder';
    if (!canSettle(order.status, order.paymentStatus) || order.amountPayable === 0)
      return 'notPayable';
    const cutOffPassed =
      order.slotStartsAt !== null &&
      now.getTime() >= order.slotStartsAt.getTime() - SLOT_CUTOFF_MINUTES * 60_000;
    if (!(await retakeSeat(tx, order, cutOffPassed))) return 'slotGone';
    if (order.currentAttemptId !== null) {
      await tx
        .update(paymentAttempts)
        .set({ status: 'Superseded' })
        .where(
          and(
            eq(paymentAttempts.id, order.currentAttemptId),
            inArray(paymentAttempts.status, ['Created', 'Failed']),
          ),
        );
    }
    const attempt = await startPaymentAttempt(tx, config, order);
    const [updated] = await tx
      .update(orders)
      .set({ status: 'PendingPayment', paymentStatus: 'Pending', updatedAt: new Date() })
      .where(eq(orders.id, order.id))
      .returning();
    await addOrderEvent(tx, order.id, 'PendingPayment', 'New payment attempt started');
    return toOrderData(tx, config, { ...updated!, currentAttemptId: attempt.id });
  });
}
