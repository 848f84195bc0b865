/**
 * A staff refund of what is left of a line (a quality complaint): off what the rider collects, to the
 * wallet, or to the original payment method, with the order's ledger deciding how much is left.
 */
import { splitCredit, type OrderMoney, type RefundDestination } from '@storefront/sdk/core';
import type { OpsOrderDetails, OpsOrderLine } from '@storefront/sdk/ops';
import type { Database, Transaction } from '../../db/index.js';
import { HttpError, badRequest } from '../../http/errors.js';
import { issueCreditNote } from '../../invoices/service.js';
import { opsMessages } from '../../messages.js';
import { enqueueOrderUpdate } from '../../notifications/outbox.js';
import { lineCreditLeft, record, refundEntry } from '../../orders/ledger.js';
import { addOrderEvent, type OrderRow } from '../../orders/model.js';
import { orderNumber } from '../../orders/rules.js';
import { packedLines } from '../../orders/tables.js';
import { gatewayPaymentLeft, recordSourceRefund } from '../../payments/refunds.js';
import { recordAudit, type StaffRow } from '../../staff/service.js';
import { moveWallet } from '../../wallet/service.js';
import { linesOf, orderForStaff } from '../order-view.js';
import { refundableStatuses } from '../rules.js';
import { deductFromPayable, lockOrder, refuse } from './shared.js';

/** A line refund as the operations API takes it; `destination` is where the money goes (default: the wallet). */
export interface LineRefund {
  orderId: number;
  lineId: number;
  reason: string;
  destination?: RefundDestination | undefined;
}

/** Where a line refund's money goes: off what is due, to the online payment, the rest to the wallet. */
interface LineRefundPlan {
  offPayable: number;
  destination: RefundDestination;
  source: { paymentId: string; left: number } | null;
  toSource: number;
  toWallet: number;
}

/**
 * Refunds what is left of a delivered line (its total less any weight credit and earlier refunds), e.g.
 * after a quality complaint: to the shopper's wallet, or with destination Source to the original payment
 * method as far as the online payment has money left (the rest to the wallet; refused for an order not
 * paid online). A pay-on-delivery order whose amount was not collected yet has it taken off what the rider
 * collects instead, whatever the destination (only a rest beyond that, paid from the wallet, goes back to
 * the wallet). The refund to the source is sent once the transaction has committed.
 */
export async function refundLine(
  db: Database,
  staff: StaffRow,
  request: LineRefund,
  onSourceRefund: (refundId: number) => void = () => undefined,
): Promise<OpsOrderDetails> {
  const { sourceRefundId } = await db.transaction((tx) => refundLineIn(tx, staff, request));
  if (sourceRefundId !== null) onSourceRefund(sourceRefundId);
  return orderForStaff(db, request.orderId, staff);
}

/**
 * The refund in the caller's transaction, under the order's lock (a complaint settled with a refund calls
 * it too): answers the paise refunded and the refund to send to the source once committed, if any.
 */
export async function refundLineIn(
  tx: Transaction,
  staff: StaffRow,
  request: LineRefund,
): Promise<{ amount: number; sourceRefundId: number | null }> {
  const order = await lockOrder(tx, request.orderId, staff);
  if (!refundableStatuses.includes(order.status)) refuse(order, 'refundLine');
  const { line, left, money } = await lineToRefund(tx, order, request.lineId);
  const plan = await planRefund(tx, order.id, money, left, request.destination);
  await record(tx, order.id, [
    { kind: 'LineRefund', amount: left, lineId: line.LineId },
    refundEntry('Wallet', plan.toWallet),
  ]);
  await tx
    .insert(packedLines)
    .values({
      orderLineId: line.LineId,
      orderId: order.id,
      orderedGrams: line.OrderedGrams,
      refunded: left,
    })
    .onConflictDoUpdate({
      target: packedLines.orderLineId,
      set: { refunded: line.Refunded + left },
    });
  const { lowered, sourceRefundId } = await payOut(tx, order, line, plan, request.reason);
  // After delivery the refund is a credit note against the order's invoice (docs/invoices.md).
  await issueCreditNote(tx, order.id, new Date());
  await recordAudit(tx, {
    staffId: staff.id,
    action: 'refundLine',
    orderId: order.id,
    before: {
      LineId: line.LineId,
      Refunded: line.Refunded,
      ...(plan.offPayable > 0 ? { AmountPayable: order.amountPayable } : {}),
    },
    after: {
      LineId: line.LineId,
      Refunded: line.Refunded + left,
      Amount: left,
      Reason: request.reason,
      ...(plan.destination === 'Source'
        ? { Destination: 'Source', ToSource: plan.toSource, RefundId: sourceRefundId }
        : {}),
      ...(plan.offPayable > 0
        ? {
            DeductedFromPayable: plan.offPayable,
            ToWallet: plan.toWallet,
            AmountPayable: lowered.amountPayable,
          }
        : {}),
    },
  });
  return { amount: left, sourceRefundId };
}

/** The line and what is left of it to refund; refused for an unknown line or one with nothing left. */
async function lineToRefund(tx: Transaction, order: OrderRow, lineId: number) {
  const line = (await linesOf(tx, order.id)).find((l) => l.LineId === lineId);
  if (!line) throw badRequest(opsMessages.lineNotFound);
  // What the line cost after its share of the coupon, less its credits, within what the order still
  // costs (an accepted refund request or a cancellation may have given it all back already).
  const { left, money } = await lineCreditLeft(tx, order, line.LineId);
  if (left <= 0)
    throw new HttpError(
      409,
      opsMessages.nothingToRefund.Message,
      opsMessages.nothingToRefund.Description,
    );
  return { line, left, money };
}

/** Splits what is left of the line; refused when the source is asked for and was not paid online. */
async function planRefund(
  tx: Transaction,
  orderId: number,
  money: OrderMoney,
  amount: number,
  requested: RefundDestination | undefined,
): Promise<LineRefundPlan> {
  // Not paid yet (pay on delivery): off the amount to collect first (the order's ledger).
  const { offDue: offPayable, toShopper: rest } = splitCredit(money, amount);
  const destination = offPayable > 0 ? 'Wallet' : (requested ?? 'Wallet');
  const source = destination === 'Source' ? await gatewayPaymentLeft(tx, orderId) : null;
  if (destination === 'Source' && (!source || source.left <= 0))
    throw new HttpError(
      400,
      opsMessages.notPaidOnline.Message,
      opsMessages.notPaidOnline.Description,
    );
  const toSource = source ? Math.min(rest, source.left) : 0;
  return { offPayable, destination, source, toSource, toWallet: rest - toSource };
}

/** Pays the refund out as planned, each part with its timeline entry and the shopper's news. */
async function payOut(
  tx: Transaction,
  order: OrderRow,
  line: OpsOrderLine,
  { offPayable, toWallet, source, toSource }: LineRefundPlan,
  reason: string,
): Promise<{ lowered: OrderRow; sourceRefundId: number | null }> {
  const number = orderNumber(order.id, order.createdAt);
  const product = { productId: line.ProductId, product: line.ProductName };
  const lowered = offPayable > 0 ? await deductFromPayable(tx, order, offPayable) : order;
  if (offPayable > 0) {
    await addOrderEvent(tx, order.id, 'Refunded', {
      kind: 'LineRefundedOffPayable',
      values: { amount: offPayable, ...product },
    });
    await enqueueOrderUpdate(tx, lowered, { kind: 'DeductedFromPayable', amount: offPayable });
  }
  if (toWallet > 0) {
    await moveWallet(tx, {
      userId: order.userId,
      type: 'Credit',
      amount: toWallet,
      orderId: order.id,
      entry: { kind: 'LineRefund', values: { order: number, ...product } },
    });
    await addOrderEvent(tx, order.id, 'Refunded', {
      kind: 'LineRefundedToWallet',
      values: { amount: toWallet, ...product },
    });
    await enqueueOrderUpdate(tx, lowered, { kind: 'Refunded', amount: toWallet });
  }
  if (!source || toSource <= 0) return { lowered, sourceRefundId: null };
  const refund = await recordSourceRefund(
    tx,
    order,
    { paymentId: source.paymentId, amount: toSource, reason, orderLineId: line.LineId },
    { kind: 'LineRefundedToSource', values: { amount: toSource, ...product } },
  );
  await record(tx, order.id, [refundEntry('Source', toSource, refund.id)]);
  await enqueueOrderUpdate(tx, lowered, { kind: 'RefundedToSource', amount: toSource });
  return { lowered, sourceRefundId: refund.id };
}
