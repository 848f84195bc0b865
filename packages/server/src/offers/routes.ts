import { endpoints } from '@storefront/sdk';
import type { FastifyInstance } from 'fastify';
import { refusal } from '../http/errors.js';
import { defineRoute } from '../http/route.js';
import { inLanguage } from '../db/translations.js';
import {
  isSellable,
  itemsTotalOf,
  maxQtyPerProduct,
  priceLines,
  productsOverMax,
} from '../cart/pricing.js';
import { evaluateCoupon } from './coupons.js';
import {
  clearAppliedCoupon,
  findCouponByCode,
  offersFor,
  ruleOf,
  setAppliedCoupon,
  shopperHistory,
} from './service.js';

export async function offersPlugin(app: FastifyInstance): Promise<void> {
  defineRoute(app, endpoints.offers, async ({ db, user, locale }) => {
    const offers = await offersFor(db, user.userId, new Date());
    return {
      Offers: offers.map(({ row, isEligible }) => ({
        CouponId: row.id,
        Code: row.code,
        Title: inLanguage(row.translations, locale, 'title', row.title),
        Description: inLanguage(row.translations, locale, 'description', row.description),
        DiscountType: row.discountType,
        DiscountValue: row.discountValue,
        MaxDiscount: row.maxDiscount,
        MinOrderValue: row.minOrderValue,
        FirstOrderOnly: row.firstOrderOnly,
        ExpiresAt: row.expiresAt?.toISOString() ?? null,
        IsEligible: isEligible,
      })),
    };
  });

  /** Checks the code against the shopper and the cart as priced by the server, then records it. */
  defineRoute(app, endpoints.applyCoupon, async ({ db, user, input, locale }) => {
    const coupon = await findCouponByCode(db, input.couponCode);
    if (!coupon) throw refusal(400, (t) => t.commerceMessages.coupon.notFound);
    // A cart checkout would refuse cannot qualify for a coupon (e.g. reach its minimum order value).
    const maxQty = await maxQtyPerProduct(db);
    if (productsOverMax(input.products, maxQty).length > 0) {
      throw refusal(400, (t) => t.commerceMessages.checkout.quantityTooHigh(maxQty));
    }
    const lines = (await priceLines(db, input.products)).filter(isSellable);
    const history = await shopperHistory(db, user.userId, coupon.id);
    const outcome = evaluateCoupon(ruleOf(coupon), history, itemsTotalOf(lines), new Date());
    if (!outcome.ok) throw refusal(400, outcome.refusal);
    await setAppliedCoupon(db, user.userId, coupon.id);
    return {
      Success: true,
      AppliedCoupon: {
        CouponId: coupon.id,
        Code: coupon.code,
        Title: inLanguage(coupon.translations, locale, 'title', coupon.title),
        Discount: outcome.discount,
      },
    };
  });

  /** Removing a coupon that is not applied is not an error: the cart ends without it either way. */
  defineRoute(app, endpoints.removeCoupon, async ({ db, user }) => {
    await clearAppliedCoupon(db, user.userId);
    return { Success: true };
  });
}
