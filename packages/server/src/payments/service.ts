/**
 * Settling payments exactly once. The browser callback (/validate-payment-signature) and the gateway
 * webhook both end in `settleAttempt`, which locks the order, accepts only its current attempt, checks
 * the amount and flips the order to paid with a conditional update: whichever comes first settles, the
 * other finds it settled and answers the same.
 */
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Config } from '../env.js';
import type { Database, Transaction } from '../db/index.js';
import {
  SLOT_CUTOFF_MINUTES,
  type GatewayPaymentMethod,
  type RefundDestination,
} from '@storefront/sdk/core';
import { opsMessages } from '../messages.js';
import { addOrderEvent, lockOwnOrder, type OrderRow } from '../orders/model.js';
import {
  awaitingPaymentStatuses,
  canSettle,
  orderNumber,
  releasedStatuses,
  type OrderData,
} from '../orders/rules.js';
import { orders } from '../orders/tables.js';
import { gatewayFor, type GatewayPaymentRecord } from './gateway.js';
import { type AttemptRow, startPaymentAttempt, toOrderData } from './model.js';
import { isValidPaymentSignature } from './signature.js';
import { releaseSeat, retakeSeat } from '../orders/slot-holds.js';
import { releaseForOrder, retakeForOrder } from '../inventory/stock.js';
import { watchReleaseOf } from '../restock/availability.js';
import { serverNow } from '../clock.js';
import { lockWallet, moveWallet } from '../wallet/service.js';
import type { CouponRefusal } from '../offers/coupons.js';
import { couponReuseRefusal } from '../offers/service.js';
import { walletTransactions } from '../wallet/tables.js';
import { recordSourceRefund } from './refunds.js';
import { paymentAttempts, refunds } from './tables.js';
import { record, refundEntry } from '../orders/ledger.js';

export type SettleOutcome =
  | { kind: 'settled' | 'alreadySettled'; order: OrderRow }
  /**
   * A captured payment that cannot pay for the order, given back once: to the shopper's wallet, or, when
   * it came after its order expired, to the original payment method (send `sourceRefundId` once the
   * transaction has committed).
   */
  | {
      kind: 'returned';
      order: OrderRow;
      amount: number;
      destination: RefundDestination;
      sourceRefundId: number | null;
    }
  | { kind: 'refused'; reason: 'notPayable' };

async function lockOrderById(tx: Transaction, orderId: number) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order;
}

/** The wallet line of a returned payment as written before kinds (how such an entry is recognised). */
const returnedPaymentNote = (paymentId: string, number: string) =>
  `Payment ${paymentId} for order ${number} returned`;

/**
 * Gives a captured payment that cannot pay for its order (the order was cancelled or paid already, the
 * attempt was superseded, the amount differs) back to the shopper's wallet, once per payment id: the money
 * the gateway took is never kept without an order it paid for. A cancelled order shows it as Refunded.
 */
async function returnPayment(
  tx: Transaction,
  order: OrderRow,
  payment: { paymentId: string; amount: number },
): Promise<SettleOutcome> {
  const number = orderNumber(order.id, order.createdAt);
  const note = returnedPaymentNote(payment.paymentId, number);
  // The order row is locked, so two deliveries of one payment cannot both pass this check.
  const [already] = await tx
    .select({ id: walletTransactions.id })
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.userId, order.userId),
        eq(walletTransactions.orderId, order.id),
        or(
          and(
            eq(walletTransactions.kind, 'PaymentReturned'),
            sql`${walletTransactions.values} ->> 'paymentId' = ${payment.paymentId}`,
          ),
          and(isNull(walletTransactions.kind), eq(walletTransactions.description, note)),
        ),
      ),
    );
  const returned = {
    kind: 'returned',
    amount: payment.amount,
    destination: 'Wallet',
    sourceRefundId: null,
  } as const;
  if (already || payment.amount <= 0) return { ...returned, order };
  await moveWallet(tx, {
    userId: order.userId,
    type: 'Credit',
    amount: payment.amount,
    entry: { kind: 'PaymentReturned', values: { order: number, paymentId: payment.paymentId } },
    orderId: order.id,
  });
  // The money came in and went straight back: both are the order's movements.
  await record(tx, order.id, [
    { kind: 'PaidOnline', amount: payment.amount },
    refundEntry('Wallet', payment.amount),
  ]);
  let current = order;
  if (order.status === 'Cancelled' && order.paymentStatus !== 'Refunded') {
    const [updated] = await tx
      .update(orders)
      .set({ paymentStatus: 'Refunded', updatedAt: new Date() })
      .where(eq(orders.id, order.id))
      .returning();
    current = updated ?? order;
  }
  await addOrderEvent(tx, order.id, 'Refunded', {
    kind: 'LatePaymentReturnedToWallet',
    values: { amount: payment.amount },
  });
  return { ...returned, order: current };
}

/**
 * A payment that came after its order expired, when the order cannot be revived: it goes back to where
 * it came from (a refund to the original payment method), once per payment id.
 */
async function refundLatePayment(
  tx: Transaction,
  order: OrderRow,
  payment: { paymentId: string; amount: number },
): Promise<SettleOutcome> {
  const returned = { kind: 'returned', amount: payment.amount, destination: 'Source' } as const;
  // The order row is locked, so two deliveries of one payment cannot both pass this check.
  const [already] = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.orderId, order.id), eq(refunds.gatewayPaymentId, payment.paymentId)));
  if (already) return { ...returned, order, sourceRefundId: already.id };
  const refund = await recordSourceRefund(tx, order, {
    paymentId: payment.paymentId,
    amount: payment.amount,
    reason: '',
    storeReason: { kind: 'LatePayment', values: { amount: payment.amount } },
  });
  await record(tx, order.id, [
    { kind: 'PaidOnline', amount: payment.amount },
    refundEntry('Source', payment.amount, refund.id),
  ]);
  const [updated] = await tx
    .update(orders)
    .set({ paymentStatus: 'Refunded', updatedAt: new Date() })
    .where(eq(orders.id, order.id))
    .returning();
  return { ...returned, order: updated ?? order, sourceRefundId: refund.id };
}

/** The attempt the gateway says was paid, with how the shopper paid. */
function markAttemptPaid(
  tx: Transaction,
  attemptId: number,
  payment: { paymentId: string; method: GatewayPaymentMethod },
  now: Date,
) {
  return tx
    .update(paymentAttempts)
    .set({
      status: 'Paid',
      paymentId: payment.paymentId,
      method: payment.method,
      settledAt: now,
      failureReason: null,
    })
    .where(eq(paymentAttempts.id, attemptId));
}

/**
 * A payment of an order that expired while it was on its way places the order again when its promise
 * still stands: the free-cancellation deadline has not passed (an express order's has, its ETA ran from
 * placing), the coupon is not used up since, the wallet still holds the wallet part, and the slot takes
 * the seat back before its cut-off. Null when it cannot; nothing is changed then.
 */
async function reviveExpired(
  tx: Transaction,
  order: OrderRow,
  attempt: AttemptRow,
  payment: { paymentId: string; method: GatewayPaymentMethod },
  clockNow: Date,
): Promise<OrderRow | null> {
  if (order.cancelDeadline !== null && clockNow.getTime() > order.cancelDeadline.getTime())
    return null;
  if (order.couponId !== null) {
    await lockWallet(tx, order.userId);
    if ((await couponReuseRefusal(tx, order.userId, order.couponId)) !== null) return null;
  }
  if ((await lockWallet(tx, order.userId)) < order.walletUsed) return null;
  const cutOffPassed =
    order.slotStartsAt !== null &&
    clockNow.getTime() >= order.slotStartsAt.getTime() - SLOT_CUTOFF_MINUTES * 60_000;
  if (!(await retakeSeat(tx, order, cutOffPassed))) return null;
  if (!(await retakeForOrder(tx, order.id))) return null;
  const now = new Date();
  const [revived] = await tx
    .update(orders)
    .set({
      status: 'Placed',
      paymentStatus: 'Paid',
      paidAt: now,
      paymentDueBy: null,
      updatedAt: now,
    })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'Cancelled')))
    .returning();
  if (!revived) return null;
  await markAttemptPaid(tx, attempt.id, payment, now);
  if (order.walletUsed > 0)
    await moveWallet(tx, {
      userId: order.userId,
      type: 'Debit',
      amount: order.walletUsed,
      entry: { kind: 'OrderPayment', values: { order: orderNumber(order.id, order.createdAt) } },
      orderId: order.id,
    });
  // Its cancellation credited the whole charge; the charge stands again, paid as it was at checkout.
  await record(tx, order.id, [
    { kind: 'Reinstated', amount: order.total },
    { kind: 'PaidFromWallet', amount: order.walletUsed },
    { kind: 'PaidOnline', amount: attempt.amount },
  ]);
  await addOrderEvent(tx, order.id, 'Placed', { kind: 'PlacedAfterLatePayment', values: {} });
  return revived;
}

/**
 * An order whose payment failed gave its coupon use back; when the shopper has used the coupon up since,
 * paying the order would count the use again past its limit. Takes the wallet lock, which serialises this
 * with the shopper's checkouts (they use coupons under it).
 */
async function couponUsedUpSince(tx: Transaction, order: OrderRow) {
  if (order.couponId === null || !releasedStatuses.includes(order.status)) return null;
  await lockWallet(tx, order.userId);
  return couponReuseRefusal(tx, order.userId, order.couponId);
}

/**
 * Marks the order paid by this attempt's verified, captured payment, once; a payment that cannot pay for
 * the order is returned to the wallet instead, and one that came after its order expired revives the
 * order or goes back to the original payment method. Call inside a transaction.
 */
export async function settleAttempt(
  tx: Transaction,
  attempt: AttemptRow,
  payment: { paymentId: string; amount: number; method: GatewayPaymentMethod },
  /** Which channel reported the payment: for staff only (opsMessages.eventSource). */
  via: string,
  /** The server's clock (deadlines and cut-offs follow the sandbox clock). */
  clockNow: Date,
): Promise<SettleOutcome> {
  const order = await lockOrderById(tx, attempt.orderId);
  if (!order) return { kind: 'refused', reason: 'notPayable' };
  const [fresh] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.id, attempt.id));
  if (fresh?.status === 'Paid' && fresh.paymentId === payment.paymentId)
    return { kind: 'alreadySettled', order };
  if (
    fresh?.status === 'Expired' &&
    order.currentAttemptId === attempt.id &&
    order.status === 'Cancelled' &&
    payment.amount === attempt.amount &&
    attempt.amount === order.amountPayable
  ) {
    const revived = await reviveExpired(tx, order, attempt, payment, clockNow);
    return revived ? { kind: 'settled', order: revived } : refundLatePayment(tx, order, payment);
  }
  if (
    fresh?.status === 'Paid' ||
    order.currentAttemptId !== attempt.id ||
    !fresh ||
    !['Created', 'Failed'].includes(fresh.status) ||
    !canSettle(order.status, order.paymentStatus) ||
    payment.amount !== attempt.amount ||
    attempt.amount !== order.amountPayable
  ) {
    return returnPayment(tx, order, payment);
  }
  if ((await couponUsedUpSince(tx, order)) !== null) return returnPayment(tx, order, payment);
  const now = new Date();
  const [settled] = await tx
    .update(orders)
    .set({
      status: 'Placed',
      paymentStatus: 'Paid',
      paidAt: now,
      paymentDueBy: null,
      updatedAt: now,
    })
    .where(
      and(
        eq(orders.id, order.id),
        inArray(orders.status, [...awaitingPaymentStatuses]),
        eq(orders.currentAttemptId, attempt.id),
      ),
    )
    .returning();
  if (!settled) return returnPayment(tx, order, payment);
  await markAttemptPaid(tx, attempt.id, payment, now);
  await record(tx, order.id, [{ kind: 'PaidOnline', amount: payment.amount }]);
  await addOrderEvent(
    tx,
    order.id,
    'Placed',
    { kind: 'PaymentReceived', values: {} },
    {
      source: via,
      attemptId: attempt.id,
    },
  );
  return { kind: 'settled', order: settled };
}

/** A payment failure as reported: by which channel (staff words), and the reason given, if any. */
export interface PaymentFailure {
  channel: string;
  reason: string;
}

/**
 * Records a failed payment of the order's current attempt, once: the shopper's app and the gateway's
 * webhook both report it, and the webhook may send more than one event; the timeline's unique key per
 * attempt (taken under the order's row lock) lets the first in and turns the others away. The order can
 * start a new attempt.
 */
export async function failAttempt(tx: Transaction, attempt: AttemptRow, failure: PaymentFailure) {
  const order = await lockOrderById(tx, attempt.orderId);
  if (!order || order.currentAttemptId !== attempt.id) return;
  if (!canSettle(order.status, order.paymentStatus)) return;
  const { channel, reason } = failure;
  const first = await addOrderEvent(
    tx,
    order.id,
    'PaymentFailed',
    { kind: 'PaymentFailed', values: {} },
    { source: opsMessages.eventSource.failedAt(channel, reason), attemptId: attempt.id },
  );
  if (!first) return;
  await tx
    .update(paymentAttempts)
    .set({ status: 'Failed', failureReason: reason || 'Payment failed' })
    .where(and(eq(paymentAttempts.id, attempt.id), eq(paymentAttempts.status, 'Created')));
  await tx
    .update(orders)
    .set({ status: 'PaymentFailed', paymentStatus: 'Failed', updatedAt: new Date() })
    .where(eq(orders.id, order.id));
  // A failed payment gives the slot's seat and the held stock back; a new attempt takes them again if
  // they are still there.
  await releaseSeat(tx, order);
  const announce = await watchReleaseOf(tx, order);
  await releaseForOrder(tx, order.id);
  await announce();
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
  | { ok: false; error: 'returned'; amount: number; destination: RefundDestination }
  | { ok: false; error: 'noOrder' | 'notPayable' | 'signature' | 'amount' };

/**
 * The gateway's own word on an attempt: a payment it captured for the attempt's gateway order, of the
 * attempt's amount, or null. Asked before a shopper is told their payment failed, as Razorpay advises
 * for a signature that does not verify; throws when the gateway cannot be asked.
 */
async function capturedAtGateway(tx: Transaction, config: Config, attempt: AttemptRow) {
  const payments = await gatewayFor(config).paymentsOfOrder(tx, attempt.gatewayOrderId);
  return (
    payments.find(
      (payment) =>
        payment.status === 'captured' &&
        payment.gatewayOrderId === attempt.gatewayOrderId &&
        payment.amount === attempt.amount,
    ) ?? null
  );
}

/** The attempt whose gateway order the signature was made for, of any of the order's attempts. */
function signedAttempt(
  attempts: AttemptRow[],
  keySecret: string,
  input: { paymentId: string; signature: string },
) {
  return attempts.find((row) =>
    isValidPaymentSignature(keySecret, row.gatewayOrderId, input.paymentId, input.signature),
  );
}

/** The reply to the shopper for a settle step; a refund to the original method is handed to `onReturned`. */
async function signatureOutcomeOf(
  tx: Transaction,
  config: Config,
  settled: SettleOutcome,
  onReturned: (sourceRefundId: number | null) => void,
): Promise<SignatureOutcome> {
  if (settled.kind === 'refused') return { ok: false, error: 'notPayable' };
  if (settled.kind === 'returned') {
    onReturned(settled.sourceRefundId);
    return {
      ok: false,
      error: 'returned',
      amount: settled.amount,
      destination: settled.destination,
    };
  }
  return { ok: true, orderData: await toOrderData(tx, config, settled.order) };
}

/**
 * /validate-payment-signature: the signature is checked against the gateway order id stored for the
 * order's attempts, the payment is looked up at the gateway and its amount compared with the order's.
 * A signature that does not verify (or a payment the gateway has not captured) is never believed, but
 * neither is it taken as a failure on its own: the gateway is asked for the current attempt's payments,
 * and a captured payment of the right amount settles the order (exactly once, as the webhook would).
 * Only when the gateway has none is the attempt failed (the client clears the order).
 */
export async function validatePaymentSignature(
  db: Database,
  config: Config,
  userId: number,
  input: { orderId: number; paymentId: string; signature: string },
  /** Called with a refund to the original payment method to send once the transaction commits. */
  onSourceRefund: (refundId: number) => void,
): Promise<SignatureOutcome> {
  let sourceRefundId: number | null = null;
  const onReturned = (id: number | null) => {
    sourceRefundId = id;
  };
  const outcome = await db.transaction(async (tx): Promise<SignatureOutcome> => {
    const order = await lockOwnOrder(tx, userId, input.orderId);
    if (!order) return { ok: false, error: 'noOrder' };
    const attempts = await tx
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, order.id));
    const current = attempts.find((row) => row.id === order.currentAttemptId);
    if (!current) return { ok: false, error: 'notPayable' };
    const settle = async (attempt: AttemptRow, payment: GatewayPaymentRecord, via: string) =>
      signatureOutcomeOf(
        tx,
        config,
        await settleAttempt(tx, attempt, payment, via, serverNow(config)),
        onReturned,
      );
    // Any of the order's attempts: a genuine payment of one superseded by /revise-payment must not fail
    // the current attempt; settleAttempt returns it to the wallet instead.
    const attempt = signedAttempt(attempts, config.payment.keySecret, input);
    if (!attempt) {
      const captured = await capturedAtGateway(tx, config, current);
      if (captured) return settle(current, captured, opsMessages.eventSource.gatewayRecord);
      await failAttempt(tx, current, {
        channel: opsMessages.eventSource.reportedByApp,
        reason: opsMessages.eventSource.signatureMismatch,
      });
      return { ok: false, error: 'signature' };
    }
    const payment = await gatewayFor(config).fetchPayment(tx, input.paymentId);
    if (
      payment &&
      payment.gatewayOrderId === attempt.gatewayOrderId &&
      payment.status === 'captured'
    ) {
      return settle(attempt, payment, opsMessages.eventSource.shopperApp);
    }
    const captured = await capturedAtGateway(tx, config, attempt);
    if (captured) return settle(attempt, captured, opsMessages.eventSource.gatewayRecord);
    return { ok: false, error: 'amount' };
  });
  if (sourceRefundId !== null) onSourceRefund(sourceRefundId);
  return outcome;
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
    if (attempt)
      await failAttempt(tx, attempt, { channel: opsMessages.eventSource.reportedByApp, reason });
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
): Promise<
  OrderData | 'noOrder' | 'notPayable' | 'slotGone' | 'soldOut' | { refusal: CouponRefusal }
> {
  const now = serverNow(config);
  return db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, userId, orderId);
    if (!order) return 'noOrder';
    if (!canSettle(order.status, order.paymentStatus) || order.amountPayable === 0)
      return 'notPayable';
    // The coupon first: a refusal returns without touching the slot's seats.
    const refusal = await couponUsedUpSince(tx, order);
    if (refusal) return { refusal };
    const cutOffPassed =
      order.slotStartsAt !== null &&
      now.getTime() >= order.slotStartsAt.getTime() - SLOT_CUTOFF_MINUTES * 60_000;
    if (!(await retakeSeat(tx, order, cutOffPassed))) return 'slotGone';
    // What its failed payment gave back is held again, if the hub still has it (inventory/stock.ts).
    if (!(await retakeForOrder(tx, order.id))) return 'soldOut';
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
    await addOrderEvent(
      tx,
      order.id,
      'PendingPayment',
      { kind: 'PaymentRetried', values: {} },
      {
        attemptId: attempt.id,
      },
    );
    return toOrderData(tx, config, { ...updated!, currentAttemptId: attempt.id });
  });
}
