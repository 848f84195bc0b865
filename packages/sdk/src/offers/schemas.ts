import * as z from 'zod/mini';
import { Id, Paise, Timestamp } from '../common/schemas.js';
import { CartLineRequest } from '../cart/schemas.js';
import { DISCOUNT_TYPES, MAX_CART_LINES } from '../core/index.js';

export const DiscountType = z.enum(DISCOUNT_TYPES);
export type DiscountType = z.infer<typeof DiscountType>;

/** A coupon as offered to a shopper. Percent coupons carry MaxDiscount; amounts in paise. */
export const Offer = z.object({
  CouponId: Id,
  Code: z.string(),
  Title: z.string(),
  Description: z.string(),
  DiscountType,
  /** Paise for Flat, percent (1–100) for Percent. */
  DiscountValue: z.int().check(z.positive()),
  MaxDiscount: z.nullable(Paise),
  MinOrderValue: Paise,
  FirstOrderOnly: z.boolean(),
  ExpiresAt: z.nullable(Timestamp),
  /** Whether this shopper can still use it (per-shopper limit, first order). */
  IsEligible: z.boolean(),
});
export type Offer = z.infer<typeof Offer>;

/** GET /get-offers (bearer) */
export const OffersReply = z.object({ Offers: z.array(Offer) });
export type OffersReply = z.infer<typeof OffersReply>;

/**
 * POST /apply-coupon (bearer): validates the code against the cart and records it as the shopper's
 * applied coupon (one at a time); checkout uses it. Refusals answer 400 with Message and Description.
 */
export const ApplyCouponRequest = z.strictObject({
  couponCode: z.string().check(z.trim(), z.minLength(1, 'Enter a coupon code'), z.maxLength(40)),
  products: z.array(CartLineRequest).check(z.minLength(1), z.maxLength(MAX_CART_LINES)),
});
export type ApplyCouponRequest = z.input<typeof ApplyCouponRequest>;

export const AppliedCoupon = z.object({
  CouponId: Id,
  Code: z.string(),
  Title: z.string(),
  Discount: Paise,
});
export type AppliedCoupon = z.infer<typeof AppliedCoupon>;

export const ApplyCouponReply = z.object({ Success: z.boolean(), AppliedCoupon });
export type ApplyCouponReply = z.infer<typeof ApplyCouponReply>;

/** POST /remove-coupon (bearer) */
export const RemoveCouponRequest = z.strictObject({
  couponCode: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
});
export type RemoveCouponRequest = z.input<typeof RemoveCouponRequest>;
