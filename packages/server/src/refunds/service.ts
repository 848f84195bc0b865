/** Refunds: the shopper's own list, details and requests. One open request per order at a time. */
import { and, count, desc, eq, inArray, sum } from 'drizzle-orm';
import type { ReplyOf } from '@storefront/sdk';
import type { Database } from '../db/index.js';
import { lockOwnOrder } from '../orders/model.js';
import { canRequestRefund, orderNumber } from '../orders/rules.js';
import { orders } from '../orders/tables.js';
import { refunds } from './tables.js';

export const REFUND_PAGE_SIZE = 10;
export type Refund = ReplyOf<'createRefund'>['Refund'];
type RefundRow = typeof refunds.$inferSelect;

const refundColumns = { refund: refunds, orderId: orders.id, orderCreatedAt: orders.createdAt };

function toRefund(row: { refund: RefundRow; orderId: number; orderCreatedAt: Date }): Refund {
  return {
    RefundId: row.refund.id,
    OrderId: row.orderId,
    OrderNumber: orderNumber(row.orderId, row.orderCreatedAt),
    Amount: row.refund.amount,
    Status: row.refund.status,
    Reason: row.refund.reason,
    Destination: row.refund.destination,
    CreatedAt: row.refund.createdAt.toISOString(),
    ProcessedAt: row.refund.processedAt?.toISOString() ?? null,
  };
}

export async function refundsPage(db: Database, userId: number, pageNo: number) {
  const [totals] = await db.select({ n: count() }).from(refunds).where(eq(refunds.userId, userId));
  const rows = await db
    .select(refundColumns)
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(eq(refunds.userId, userId))
    .orderBy(desc(refunds.id))
    .limit(REFUND_PAGE_SIZE)
    .offset((pageNo - 1) * REFUND_PAGE_SIZE);
  return { total: totals?.n ?? 0, refunds: rows.map(toRefund) };
}

export async function lastRefund(db: Database, userId: number): Promise<Refund | null> {
  const [row] = await db
    .select(refundColumns)
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(eq(refunds.userId, userId))
    .orderBy(desc(refunds.id))
    .limit(1);
  return row ? toRefund(row) : null;
}

export async function ownRefund(
  db: Database,
  userId: number,
  refundId: number,
): Promise<Refund | null> {
  const [row] = await db
    .select(refundColumns)
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(and(eq(refunds.id, refundId), eq(refunds.userId, userId)));
  return row ? toRefund(row) : null;
}

export type CreateRefundOutcome = Refund | 'noOrder' | 'notRefundable' | 'alreadyRequested';

/**
 * A refund request for what is left of a paid order (its total minus completed refunds). It waits as
 * Requested, to go back to the original payment method once the store accepts it.
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
        and(eq(refunds.orderId, order.id), inArray(refunds.status, ['Requested', 'Processing'])),
      );
    if ((open?.n ?? 0) > 0) return 'alreadyRequested';
    const [done] = await tx
      .select({ amount: sum(refunds.amount) })
      .from(refunds)
      .where(and(eq(refunds.orderId, order.id), eq(refunds.status, 'Completed')));
    const refunded = Number(done?.amount ?? 0);
    if (!canRequestRefund(order.paymentStatus, order.total, refunded)) return 'notRefundable';
    const [refund] = await tx
      .insert(refunds)
      .values({
        orderId: order.id,
        userId,
        amount: order.total - refunded,
        status: 'Requested',
        reason,
        destination: order.amountPayable > 0 ? 'Source' : 'Wallet',
      })
      .returning();
    return toRefund({ refund: refund!, orderId: order.id, orderCreatedAt: order.createdAt });
  });
}
