/**
 * The board: a page of orders for the console, filtered by status, day in India, area, hub and open refund
 * requests, each with what the board shows (express, paid at the door, a refund asked for, its hub).
 */
import type { OrderStatus } from '@storefront/sdk/core';
import { and, count, desc, eq, gte, inArray, like, lt, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../db/index.js';
import { badRequest } from '../http/errors.js';
import { deliveryMethods, paymentMethods } from '../checkout/tables.js';
import { type HubScope, hubNames, ordersInScope } from '../hubs/service.js';
import { orderLinesOf, type OrderRow } from '../orders/model.js';
import { orderNumber } from '../orders/rules.js';
import { orders } from '../orders/tables.js';
import { refunds } from '../payments/tables.js';
import { slotOf } from './order-view.js';

type Db = Database | Transaction;
export const OPS_PAGE_SIZE = 50;
const IST_OFFSET_MS = 330 * 60_000;

export interface OrdersFilter {
  status?: OrderStatus | undefined;
  /** YYYY-MM-DD, a day in India. */
  date?: string | undefined;
  /** A pincode, or its first digits (a zone): orders delivered there. */
  area?: string | undefined;
  /** 'yes': only orders with a refund request not decided yet. */
  refundRequested?: 'yes' | undefined;
  /** One hub's orders. */
  hubId?: number | undefined;
  pageNo: number;
}

/** The orders whose shopper asked for a refund that no admin has decided yet. */
const openRefundRequests = (db: Db) =>
  db.select({ orderId: refunds.orderId }).from(refunds).where(eq(refunds.status, 'Requested'));

/** The filter's conditions, and the hubs the member sees (hubs/service.ts): a packer or rider only theirs. */
function boardConditions(db: Database, filter: OrdersFilter, scope: HubScope) {
  const where: SQL[] = [];
  if (filter.status) where.push(eq(orders.status, filter.status));
  if (filter.date) {
    const start = new Date(Date.parse(`${filter.date}T00:00:00Z`) - IST_OFFSET_MS);
    if (Number.isNaN(start.getTime())) throw badRequest('date: not a calendar day');
    where.push(gte(orders.createdAt, start));
    where.push(lt(orders.createdAt, new Date(start.getTime() + 24 * 60 * 60_000)));
  }
  // Digits only (the schema checks), so the prefix needs no LIKE escaping.
  if (filter.area) where.push(like(sql`${orders.address}->>'postalCode'`, `${filter.area}%`));
  if (filter.hubId !== undefined) where.push(eq(orders.hubId, filter.hubId));
  const inScope = ordersInScope(scope, orders.hubId);
  if (inScope) where.push(inScope);
  if (filter.refundRequested) where.push(inArray(orders.id, openRefundRequests(db)));
  return where.length > 0 ? and(...where) : undefined;
}

/** A page of the board as the member sees it: an admin every hub's orders, a packer or rider their hubs'. */
export async function listOrders(db: Database, filter: OrdersFilter, scope: HubScope) {
  const condition = boardConditions(db, filter, scope);
  const [totals] = await db.select({ n: count() }).from(orders).where(condition);
  const rows = await db
    .select()
    .from(orders)
    .where(condition)
    .orderBy(desc(orders.id))
    .limit(OPS_PAGE_SIZE)
    .offset((filter.pageNo - 1) * OPS_PAGE_SIZE);
  const requested = new Set(
    rows.length === 0
      ? []
      : (
          await db
            .select({ orderId: refunds.orderId })
            .from(refunds)
            .where(
              and(
                eq(refunds.status, 'Requested'),
                inArray(
                  refunds.orderId,
                  rows.map((row) => row.id),
                ),
              ),
            )
        ).map((refund) => refund.orderId),
  );
  const kinds = await methodKindsOf(db, rows);
  const hubName = await hubNames(db);
  const summaries = [];
  for (const row of rows) {
    const lines = await orderLinesOf(db, row.id);
    summaries.push({
      OrderId: row.id,
      OrderNumber: orderNumber(row.id, row.createdAt),
      Status: row.status,
      PaymentStatus: row.paymentStatus,
      Total: row.total,
      ItemCount: lines.reduce((sum, line) => sum + line.qty, 0),
      CustomerName: row.address.fullName,
      PostalCode: row.address.postalCode,
      Slot: slotOf(row),
      Express: kinds.delivery.get(row.deliveryMethodId) === 'Express',
      // Paid at the door: a pay-on-delivery order the wallet did not pay whole at checkout (what was
      // taken off the amount since still counts: the rider was to collect it).
      PayOnDelivery:
        kinds.payment.get(row.paymentMethodId) === 'OnDelivery' &&
        row.amountPayable + row.deductedFromPayable > 0,
      RefundRequested: requested.has(row.id),
      ...(row.hubId !== null ? { HubName: hubName.get(row.hubId) } : {}),
      CreatedAt: row.createdAt.toISOString(),
      UpdatedAt: row.updatedAt.toISOString(),
    });
  }
  const total = totals?.n ?? 0;
  return { Orders: summaries, PageNo: filter.pageNo, TotalPages: Math.ceil(total / OPS_PAGE_SIZE) };
}

/** The kinds of the delivery and payment methods of a page of orders (express, pay on delivery). */
async function methodKindsOf(db: Db, rows: OrderRow[]) {
  const deliveryIds = [...new Set(rows.map((row) => row.deliveryMethodId))];
  const paymentIds = [...new Set(rows.map((row) => row.paymentMethodId))];
  const delivery =
    deliveryIds.length === 0
      ? []
      : await db
          .select({ id: deliveryMethods.id, kind: deliveryMethods.kind })
          .from(deliveryMethods)
          .where(inArray(deliveryMethods.id, deliveryIds));
  const payment =
    paymentIds.length === 0
      ? []
      : await db
          .select({ id: paymentMethods.id, kind: paymentMethods.kind })
          .from(paymentMethods)
          .where(inArray(paymentMethods.id, paymentIds));
  return {
    delivery: new Map(delivery.map((method) => [method.id, method.kind])),
    payment: new Map(payment.map((method) => [method.id, method.kind])),
  };
}
