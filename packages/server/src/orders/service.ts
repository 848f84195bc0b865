/** A shopper's order history. */
import type { Locale } from '@storefront/sdk/core';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import { lineNamesIn, orderLinesOf, toOrderSummary, type OrderSummary } from './model.js';
import { placedStatuses } from './rules.js';
import { orders } from './tables.js';
import { moneyOfOrders } from './ledger.js';

export const ORDER_PAGE_SIZE = 10;

/** A page of the shopper's orders, newest first; each first item named in the reader's language. */
export async function orderHistory(db: Database, userId: number, pageNo: number, locale: Locale) {
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
  const money = await moneyOfOrders(
    db,
    rows.map((row) => row.id),
  );
  const linesOf = new Map<number, Awaited<ReturnType<typeof orderLinesOf>>>();
  for (const row of rows) linesOf.set(row.id, await orderLinesOf(db, row.id));
  const names = await lineNamesIn(
    db,
    locale,
    [...linesOf.values()].flatMap((lines) => lines.slice(0, 1)),
  );
  const summaries: OrderSummary[] = rows.map((row) =>
    toOrderSummary(row, linesOf.get(row.id)!, money.get(row.id)!, names),
  );
  const total = totals?.n ?? 0;
  return {
    total,
    placed: placed?.n ?? 0,
    summaries,
    totalPages: Math.ceil(total / ORDER_PAGE_SIZE),
  };
}
