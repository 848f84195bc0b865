/** Coupons against the database: what a shopper may use, and the one coupon applied to their cart. */
import { and, asc, count, eq, gt, inArray, isNull, lte, notInArray, or } from 'drizzle-orm';
import type { Locale } from '@storefront/sdk/core';
import type { Database, Transaction } from '../db/index.js';
import { inLanguage } from '../db/translations.js';
import { orders } from '../orders/tables.js';
import { placedStatuses, releasedStatuses } from '../orders/rules.js';
import {
  evaluateCoupon,
  shopperRefusal,
  type CouponRefusal,
  type CouponRule,
  type ShopperCouponHistory,
} from './coupons.js';
import { appliedCoupons, couponUses, coupons } from './tables.js';

export type CouponRow = typeof coupons.$inferSelect;
type Db = Database | Transaction;

export const normalizeCode = (code: string) => code.trim().toUpperCase();

export function ruleOf(row: CouponRow): CouponRule {
  return {
    discountType: row.discountType,
    discountValue: row.discountValue,
    maxDiscount: row.maxDiscount,
    minOrderValue: row.minOrderValue,
    firstOrderOnly: row.firstOrderOnly,
    startsAt: row.startsAt,
    expiresAt: row.expiresAt,
    perShopperLimit: row.perShopperLimit,
    isActive: row.isActive,
  };
}

export async function findCouponByCode(db: Db, code: string): Promise<CouponRow | undefined> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(eq(coupons.code, normalizeCode(code)));
  return row;
}

async function placedOrderCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, [...placedStatuses])));
  return row?.n ?? 0;
}

/** Uses per coupon that still count: their order is neither cancelled nor failed. */
async function usesByCoupon(db: Db, userId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ couponId: couponUses.couponId, n: count() })
    .from(couponUses)
    .innerJoin(orders, eq(orders.id, couponUses.orderId))
    .where(and(eq(couponUses.userId, userId), notInArray(orders.status, [...releasedStatuses])))
    .groupBy(couponUses.couponId);
  return new Map(rows.map((row) => [row.couponId, row.n]));
}

export async function shopperHistory(
  db: Db,
  userId: number,
  couponId: number,
): Promise<ShopperCouponHistory> {
  const [placedOrders, uses] = [await placedOrderCount(db, userId), await usesByCoupon(db, userId)];
  return { placedOrders, timesUsed: uses.get(couponId) ?? 0 };
}

/** Active, unexpired coupons, each with whether this shopper may still use it (cart aside). */
export async function offersFor(db: Db, userId: number, now: Date) {
  const rows = await db
    .select()
    .from(coupons)
    .where(eq(coupons.isActive, true))
    .orderBy(asc(coupons.position), asc(coupons.id));
  const placedOrders = await placedOrderCount(db, userId);
  const uses = await usesByCoupon(db, userId);
  return rows
    .filter((row) => row.expiresAt === null || row.expiresAt > now)
    .map((row) => ({
      row,
      isEligible:
        shopperRefusal(ruleOf(row), { placedOrders, timesUsed: uses.get(row.id) ?? 0 }, now) ===
        null,
    }));
}

export async function setAppliedCoupon(db: Db, userId: number, couponId: number): Promise<void> {
  await db
    .insert(appliedCoupons)
    .values({ userId, couponId })
    .onConflictDoUpdate({
      target: appliedCoupons.userId,
      set: { couponId, appliedAt: new Date() },
    });
}

export async function clearAppliedCoupon(db: Db, userId: number): Promise<void> {
  await db.delete(appliedCoupons).where(eq(appliedCoupons.userId, userId));
}

export interface ResolvedCoupon {
  coupon: CouponRow;
  discount: number;
}

/**
 * The shopper's applied coupon if it still applies to this items total, else null: a coupon that no
 * longer fits the cart (expired, limit reached, below its minimum) is left out of the bill.
 */
export async function resolveAppliedCoupon(
  db: Db,
  userId: number,
  itemsTotal: number,
  now: Date,
): Promise<ResolvedCoupon | null> {
  const [applied] = await db
    .select({ coupon: coupons })
    .from(appliedCoupons)
    .innerJoin(coupons, eq(coupons.id, appliedCoupons.couponId))
    .where(eq(appliedCoupons.userId, userId));
  if (!applied) return null;
  const history = await shopperHistory(db, userId, applied.coupon.id);
  const outcome = evaluateCoupon(ruleOf(applied.coupon), history, itemsTotal, now);
  return outcome.ok ? { coupon: applied.coupon, discount: outcome.discount } : null;
}

/**
 * Why one more counted use of a coupon would break its per-shopper rules (limit reached, or a first-order
 * coupon after a placed order), else null. For an order whose coupon use was released (its payment failed)
 * and is about to count again; dates and withdrawal do not matter, the bill was fixed at checkout.
 */
export async function couponReuseRefusal(
  db: Db,
  userId: number,
  couponId: number,
): Promise<CouponRefusal | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, couponId));
  if (!row) return null;
  const history = await shopperHistory(db, userId, couponId);
  if (row.firstOrderOnly && history.placedOrders > 0)
    return (t) => t.commerceMessages.coupon.firstOrderOnly;
  if (row.perShopperLimit !== null && history.timesUsed >= row.perShopperLimit)
    return (t) => t.commerceMessages.coupon.limitReached;
  return null;
}

const HOME_OFFERS = 4;

/** The first few coupons on offer now, for the home page, in a language. */
export async function homeOffers(db: Database, locale: Locale) {
  const now = new Date();
  const rows = await db
    .select({
      code: coupons.code,
      title: coupons.title,
      description: coupons.description,
      translations: coupons.translations,
    })
    .from(coupons)
    .where(
      and(
        eq(coupons.isActive, true),
        or(isNull(coupons.expiresAt), gt(coupons.expiresAt, now)),
        or(isNull(coupons.startsAt), lte(coupons.startsAt, now)),
      ),
    )
    .orderBy(asc(coupons.position), asc(coupons.id))
    .limit(HOME_OFFERS);
  return rows.map((row) => ({
    Code: row.code,
    Title: inLanguage(row.translations, locale, 'title', row.title),
    Description: inLanguage(row.translations, locale, 'description', row.description),
  }));
}
