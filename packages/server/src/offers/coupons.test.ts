import { describe, expect, it } from 'vitest';
import { textsIn } from '../i18n/texts.js';
import {
  type CouponRefusal,
  type CouponRule,
  discountFor,
  evaluateCoupon,
  shopperRefusal,
} from './coupons.js';

/** A refusal as an English-speaking shopper reads it. */
const inEnglish = (refusal: CouponRefusal | null) => refusal?.(textsIn('en'));

const now = new Date('2026-11-22T10:00:00Z');
const newShopper = { placedOrders: 0, timesUsed: 0 };

const flat100: CouponRule = {
  discountType: 'Flat',
  discountValue: 10_000,
  maxDiscount: null,
  minOrderValue: 49_900,
  firstOrderOnly: false,
  startsAt: null,
  expiresAt: null,
  perShopperLimit: null,
  isActive: true,
};
const welcome20: CouponRule = {
  ...flat100,
  discountType: 'Percent',
  discountValue: 20,
  maxDiscount: 15_000,
  minOrderValue: 0,
  firstOrderOnly: true,
  perShopperLimit: 1,
};

describe('coupon discount', () => {
  it('takes a flat amount off, never more than the items total', () => {
    expect(discountFor(flat100, 60_000)).toBe(10_000);
    expect(discountFor(flat100, 5_000)).toBe(5_000);
  });

  it('takes a percentage, rounded down to whole paise and capped', () => {
    expect(discountFor(welcome20, 49_999)).toBe(9_999);
    expect(discountFor(welcome20, 100_000)).toBe(15_000);
    expect(discountFor({ ...welcome20, maxDiscount: null }, 100_000)).toBe(20_000);
  });
});

describe('coupon eligibility', () => {
  it('applies when every rule holds', () => {
    expect(evaluateCoupon(flat100, newShopper, 49_900, now)).toEqual({
      ok: true,
      discount: 10_000,
    });
  });

  it('refuses a cart below the minimum order value and names the minimum', () => {
    const outcome = evaluateCoupon(flat100, newShopper, 49_899, now);
    expect(outcome.ok).toBe(false);
    expect(inEnglish(outcome.ok ? null : outcome.refusal)).toEqual({
      Message: 'Coupon not applicable',
      Description: 'Add items worth ₹499 or more to use this coupon.',
    });
    expect(outcome.ok ? null : outcome.refusal(textsIn('hi')).Description).toBe(
      'यह कूपन इस्तेमाल करने के लिए कम से कम ₹499 का सामान जोड़ें।',
    );
  });

  it('refuses an expired coupon from the moment it expires', () => {
    const expiring = { ...flat100, expiresAt: now };
    expect(inEnglish(shopperRefusal(expiring, newShopper, now))?.Message).toBe('Coupon expired');
    expect(shopperRefusal(expiring, newShopper, new Date(now.getTime() - 1))).toBeNull();
  });

  it('refuses a coupon that has not started or was withdrawn', () => {
    expect(
      inEnglish(
        shopperRefusal({ ...flat100, startsAt: new Date(now.getTime() + 1) }, newShopper, now),
      )?.Message,
    ).toBe('Coupon not active yet');
    expect(
      inEnglish(shopperRefusal({ ...flat100, isActive: false }, newShopper, now))?.Message,
    ).toBe('Coupon unavailable');
  });

  it('keeps a first-order coupon for shoppers without a placed order', () => {
    expect(shopperRefusal(welcome20, newShopper, now)).toBeNull();
    expect(
      inEnglish(shopperRefusal(welcome20, { placedOrders: 1, timesUsed: 0 }, now))?.Description,
    ).toBe('This coupon is only for your first order.');
  });

  it('stops at the per-shopper limit', () => {
    const fresh10 = { ...welcome20, firstOrderOnly: false, perShopperLimit: 3 };
    expect(shopperRefusal(fresh10, { placedOrders: 5, timesUsed: 2 }, now)).toBeNull();
    expect(
      inEnglish(shopperRefusal(fresh10, { placedOrders: 5, timesUsed: 3 }, now))?.Message,
    ).toBe('Coupon limit reached');
  });
});
