/**
 * Order history and cancellation. Cancelling returns every rupee the shopper put in: the wallet hold of
 * an unpaid order is released; a paid order is refunded into the wallet with a refund record.
 */
import { and, count, desc, eq, inArray, sum } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import { commerceMessages, formatRupees } from '../checkout/messages.js';
import { messages } from '../messages.js';
import { paymentAttempts } from '../payments/tables.js';
import { refunds } from '../refunds/tables.js';
import { moveWallet, lockWallet } from '../wallet/service.js';
import {
  addOrderEvent,
  lockOwnOrder,
  orderLinesOf,
  toOrderSummary,
  type OrderSummary,
} from './model.js';
import { canCancel, orderNumber, placedStatuses } from './rules.js';
import { orders } from './tables.js';

export const ORDER_PAGE_SIZE = 10;

export async function orderHistory(db: Database, userId: number, pageNo: number) {
  const [totals] = await db.select({ n: count() }).from(orders).where(eq(orders.userId, userId));
  const [placed] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, [...placedStatuses])));
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.id))
    .limit(ORDER_PAGE_SIZE)
    .offset((pageNo - 1) * ORDER_PAGE_SIZE);
  const summaries: OrderSummary[] = [];
  for (const row of rows) summaries.push(toOrderSummary(row, await orderLinesOf(db, row.id)));
  const total = totals?.n ?? 0;
  return {
    total,
    placed: placed?.n ?? 0,
    summaries,
    totalPages: Math.ceil(total / ORDER_PAGE_SIZE),
  };
}

export interface CancelOutcome {
  Success: boolean;
  Error: boolean;
  Message: string;
  RefundId: number | null;
}

export async function cancelOrder(
  db: Database,
  userId: number,
  orderId: number,
  reason: string,
): Promise<CancelOutcome | null> {
  return db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, userId, orderId);
    if (!order) return null;
    if (!canCancel(order.status)) {
      return {
        Success: false,
        Error: true,
        Message: `${commerceMessages.order.cannotCancel} ${messages.unableToProcess}`,
        RefundId: null,
      };
    }
    await lockWallet(tx, userId);
    const now = new Date();
    const wasPaid = order.paymentStatus === 'Paid';
    const number = orderNumber(order.id, order.createdAt);
    await tx
      .update(orders)
      .set({
        status: 'Cancelled',
        paymentStatus: wasPaid ? 'Refunded' : order.paymentStatus,
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
    const note = reason ? `Cancelled by the shopper: ${reason}` : 'Cancelled by the shopper';
    await addOrderEvent(tx, order.id, 'Cancelled', note);

    // Open refund requests end here: the cancellation refunds what is left of the order at once.
    await tx
      .update(refunds)
      .set({ status: 'Rejected', processedAt: now })
      .where(
        and(eq(refunds.orderId, order.id), inArray(refunds.status, ['Requested', 'Processing'])),
      );
    const [completed] = await tx
      .select({ amount: sum(refunds.amount) })
      .from(refunds)
      .where(and(eq(refunds.orderId, order.id), eq(refunds.status, 'Completed')));
    const refundable = order.total - Number(completed?.amount ?? 0);

    if (wasPaid && refundable > 0) {
      const [refund] = await tx
        .insert(refunds)
        .values({
          orderId: order.id,
          userId,
          amount: refundable,
          status: 'Completed',
          reason: reason || 'Order cancelled',
          destination: 'Wallet',
          processedAt: now,
        })
        .returning();
      await moveWallet(tx, {
        userId,
        type: 'Credit',
        amount: refundable,
        description: `Refund for cancelled order ${number}`,
        orderId: order.id,
        refundId: refund!.id,
      });
      await addOrderEvent(
        tx,
        order.id,
        'Refunded',
        `${formatRupees(refundable)} refunded to the wallet`,
      );
      return {
        Success: true,
        Error: false,
        Message: commerceMessages.order.cancelledRefunded(formatRupees(refundable)),
        RefundId: refund!.id,
      };
    }
    if (order.walletUsed > 0) {
      await moveWallet(tx, {
        userId,
        type: 'Credit',
        amount: order.walletUsed,
        description: `Wallet amount returned for cancelled order ${number}`,
        orderId: order.id,
      });
    }
    return {
      Success: true,
      Error: false,
      Message: commerceMessages.order.cancelled,
      RefundId: null,
    };
  });
}
