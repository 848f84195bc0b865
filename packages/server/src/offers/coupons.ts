/**
 * Coupon rules, free of any database: whether a shopper may use a coupon and what it takes off.
 * Discounts are whole paise, rounded down, and never exceed the items total.
 */
import { formatPaise, type DiscountType } from '@storefront/sdk/core';
import type { InWords, Refusal } from '../http/errors.js';

export type { DiscountType };

export interface CouponRule {
  discountType: DiscountType;
  /** Paise for Flat, percent (1–100) for Percent. */
  discountValue: number;
  /** Cap on a Percent discount, in paise; null means no cap. */
  maxDiscount: number | null;
  minOrderValue: number;
  firstOrderOnly: boolean;
  startsAt: Date | null;
  expiresAt: Date | null;
  /** How many orders one shopper may place with it; null means no limit. */
  perShopperLimit: number | null;
  isActive: boolean;
}

/** What the server knows about the shopper when the coupon is used. */
export interface ShopperCouponHistory {
  /** Orders of this shopper that count as placed (paid, not cancelled). */
  placedOrders: number;
  /** Orders of this shopper that used this coupon and still hold it (not cancelled or failed). */
  timesUsed: number;
}

/** Why a coupon cannot be used, in words (written in the shopper's language when it is sent). */
export type CouponRefusal = InWords<Refusal>;

/** The refusal that stops this shopper from using the coupon at all (cart aside), or null. */
export function shopperRefusal(
  coupon: CouponRule,
  shopper: ShopperCouponHistory,
  now: Date,
): CouponRefusal | null {
  if (!coupon.isActive) return (t) => t.commerceMessages.coupon.inactive;
  if (coupon.startsAt && now < coupon.startsAt) return (t) => t.commerceMessages.coupon.notStarted;
  if (coupon.expiresAt && now >= coupon.expiresAt) return (t) => t.commerceMessages.coupon.expired;
  if (coupon.firstOrderOnly && shopper.placedOrders > 0)
    return (t) => t.commerceMessages.coupon.firstOrderOnly;
  if (coupon.perShopperLimit !== null && shopper.timesUsed >= coupon.perShopperLimit)
    return (t) => t.commerceMessages.coupon.limitReached;
  return null;
}

/** The discount on an items total, ignoring eligibility. */
export function discountFor(coupon: CouponRule, itemsTotal: number): number {
  const raw =
    coupon.discountType === 'Flat'
      ? coupon.discountValue
      : Math.floor((itemsTotal * coupon.discountValue) / 100);
  const capped = coupon.maxDiscount === null ? raw : Math.min(raw, coupon.maxDiscount);
  return Math.max(0, Math.min(capped, itemsTotal));
}

export type CouponOutcome = { ok: true; discount: number } | { ok: false; refusal: CouponRefusal };

/** Every rule at once: the shopper's eligibility, then the cart's minimum order value. */
export function evaluateCoupon(
  coupon: CouponRule,
  shopper: ShopperCouponHistory,
  itemsTotal: number,
  now: Date,
): CouponOutcome {
  const refusal = shopperRefusal(coupon, shopper, now);
  if (refusal) return { ok: false, refusal };
  if (itemsTotal < coupon.minOrderValue) {
    const minimum = formatPaise(coupon.minOrderValue);
    return { ok: false, refusal: (t) => t.commerceMessages.coupon.minOrderValue(minimum) };
  }
  return { ok: true, discount: discountFor(coupon, itemsTotal) };
}
