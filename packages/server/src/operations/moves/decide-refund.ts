/**
 * An admin's decision on a shopper's refund request: declined with a reason, or accepted and paid back to
 * the online payment and the wallet, within what the order's ledger says the store still holds.
 */
import type { OpsOrderDetails } from '@storefront/sdk/ops';
import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/index.js';
import { HttpError } from '../../http/errors.js';
import { issueCreditNote } from '../../invoices/service.js';
import { opsExtraMessages, opsMessages } from '../../messages.js';
import { enqueueOrderUpdate } from '../../notifications/outbox.js';
import { moneyOf, record, refundEntry } from '../../orders/ledger.js';
import { addOrderEvent, type OrderRow } from '../../orders/model.js';
import { orderNumber } from '../../orders/rules.js';
import { gatewayPaymentLeft, type RefundRow } from '../../payments/refunds.js';
import { refunds } from '../../payments/tables.js';
import { recordAudit, type StaffRow } from '../../staff/service.js';
import { moveWallet } from '../../wallet/service.js';
import { orderForStaff } from '../order-view.js';
import { lockOrder } from './shared.js';

export interface RefundDecision {
  orderId: number;
  refundId: number;
  accept: boolean;
  reason: string;
}

const texts = opsExtraMessages.refundRequest;

/**
 * An admin's decision on a shopper's refund request (POST /create-refund; one open request per order).
 * Accepted, the money goes back at once, never more than is left of the order (weight credits and line
 * refunds made since count): to the online payment as far as it has money left (sent to the gateway once
 * the transaction commits), the rest to the wallet. Declined, the request ends with the admin's reason on
 * the order's timeline. Either way the shopper is told. Decided once: the order row is locked, and only a
 * request still Requested is decided (a second click, or another admin, gets 409).
 */
export async function decideRefund(
  db: Database,
  staff: StaffRow,
  decision: RefundDecision,
  onSourceRefund: (refundId: number) => void = () => undefined,
): Promise<OpsOrderDetails> {
  const sourceRefundId = await db.transaction((tx) => decideInTransaction(tx, staff, decision));
  if (sourceRefundId !== null) onSourceRefund(sourceRefundId);
  return orderForStaff(db, decision.orderId, staff);
}

/** The decision under the order's lock; answers the refund to send to the source, if any. */
async function decideInTransaction(
  tx: Transaction,
  staff: StaffRow,
  decision: RefundDecision,
): Promise<number | null> {
  const order = await lockOrder(tx, decision.orderId, staff);
  const request = await openRequest(tx, order.id, decision.refundId);
  if (decision.accept) return accept(tx, staff, order, request, decision.reason);
  await decline(tx, staff, order, request, decision.reason);
  return null;
}

/** The order's request still Requested, locked; a request decided already (or unknown) is refused. */
async function openRequest(tx: Transaction, orderId: number, refundId: number): Promise<RefundRow> {
  const [request] = await tx
    .select()
    .from(refunds)
    .where(
      and(eq(refunds.id, refundId), eq(refunds.orderId, orderId), eq(refunds.status, 'Requested')),
    )
    .for('update');
  if (!request) throw new HttpError(409, texts.notOpen.Message, texts.notOpen.Description);
  return request;
}

/** The audit's picture of the request before the decision. */
const requestBefore = (request: RefundRow) => ({
  RefundId: request.id,
  Status: request.status,
  Amount: request.amount,
});

/** Declined: the request ends with the admin's reason on the timeline, and the shopper is told. */
async function decline(
  tx: Transaction,
  staff: StaffRow,
  order: OrderRow,
  request: RefundRow,
  reason: string,
) {
  await tx
    .update(refunds)
    .set({ status: 'Rejected', processedAt: new Date() })
    .where(eq(refunds.id, request.id));
  await addOrderEvent(tx, order.id, order.status, {
    kind: 'RefundRequestDeclined',
    values: { reason },
  });
  await enqueueOrderUpdate(tx, order, { kind: 'RefundDeclined' });
  await recordAudit(tx, {
    staffId: staff.id,
    action: 'decideRefund',
    orderId: order.id,
    before: requestBefore(request),
    after: { RefundId: request.id, Status: 'Rejected', Reason: reason },
  });
}

/** Accepted: to the online payment as far as it has money left, the rest to the wallet. */
async function accept(
  tx: Transaction,
  staff: StaffRow,
  order: OrderRow,
  request: RefundRow,
  reason: string,
): Promise<number | null> {
  // Never more than the store still holds of what the shopper paid (the order's ledger).
  const money = await moneyOf(tx, order.id);
  const amount = Math.min(request.amount, money.Refundable);
  if (amount <= 0)
    throw new HttpError(
      409,
      opsMessages.nothingToRefund.Message,
      opsMessages.nothingToRefund.Description,
    );
  const source = request.destination === 'Source' ? await gatewayPaymentLeft(tx, order.id) : null;
  const toSource = source ? Math.min(amount, Math.max(0, source.left)) : 0;
  const toWallet = amount - toSource;
  if (source && toSource > 0) await acceptToSource(tx, order, request, source.paymentId, toSource);
  if (toWallet > 0) await acceptToWallet(tx, order, request, toWallet, toSource > 0);
  // After delivery the refund is a credit note against the order's invoice (docs/invoices.md).
  await issueCreditNote(tx, order.id, new Date());
  await recordAudit(tx, {
    staffId: staff.id,
    action: 'decideRefund',
    orderId: order.id,
    before: requestBefore(request),
    after: {
      RefundId: request.id,
      Status: toSource > 0 ? 'Processing' : 'Completed',
      Amount: amount,
      ToSource: toSource,
      ToWallet: toWallet,
      Reason: reason,
    },
  });
  return source && toSource > 0 ? request.id : null;
}

/** The request itself becomes the refund sent to the gateway (payments/refunds.ts sends it). */
async function acceptToSource(
  tx: Transaction,
  order: OrderRow,
  request: RefundRow,
  paymentId: string,
  toSource: number,
) {
  await tx
    .update(refunds)
    .set({ status: 'Processing', amount: toSource, gatewayPaymentId: paymentId })
    .where(eq(refunds.id, request.id));
  await record(tx, order.id, [
    { kind: 'RefundAccepted', amount: toSource },
    refundEntry('Source', toSource, request.id),
  ]);
  await addOrderEvent(tx, order.id, 'Refunded', {
    kind: 'RefundRequestToSource',
    values: { amount: toSource },
  });
  await enqueueOrderUpdate(tx, order, { kind: 'RefundedToSource', amount: toSource });
}

/**
 * The wallet part: the request itself when it all goes to the wallet, else a completed refund row of its
 * own for the rest beside the one sent to the gateway.
 */
async function acceptToWallet(
  tx: Transaction,
  order: OrderRow,
  request: RefundRow,
  toWallet: number,
  restOfSource: boolean,
) {
  const now = new Date();
  let walletRefundId = request.id;
  if (restOfSource) {
    const [rest] = await tx
      .insert(refunds)
      .values({
        orderId: order.id,
        userId: order.userId,
        amount: toWallet,
        status: 'Completed',
        reason: request.reason,
        destination: 'Wallet',
        processedAt: now,
      })
      .returning({ id: refunds.id });
    walletRefundId = rest!.id;
  } else {
    await tx
      .update(refunds)
      .set({ status: 'Completed', destination: 'Wallet', amount: toWallet, processedAt: now })
      .where(eq(refunds.id, request.id));
  }
  await record(tx, order.id, [
    { kind: 'RefundAccepted', amount: toWallet },
    refundEntry('Wallet', toWallet, walletRefundId),
  ]);
  await moveWallet(tx, {
    userId: order.userId,
    type: 'Credit',
    amount: toWallet,
    entry: { kind: 'RefundRequest', values: { order: orderNumber(order.id, order.createdAt) } },
    orderId: order.id,
    refundId: walletRefundId,
  });
  await addOrderEvent(tx, order.id, 'Refunded', {
    kind: 'RefundRequestToWallet',
    values: { amount: toWallet },
  });
  await enqueueOrderUpdate(tx, order, { kind: 'Refunded', amount: toWallet });
}
