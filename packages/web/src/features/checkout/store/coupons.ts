/** Coupons at checkout (spec section 3): applied or removed on the server, then the bill again. */
import { describeError } from '@storefront/sdk';
import { getApi } from '../../../lib/api';
import { cart, cartLineRequests } from '../../../state/cart';
import { calculateBill } from './bill';
import { currentFlow, dispatch } from './flow';
import { checkout } from './state';

export async function applyCoupon(code: string): Promise<boolean> {
  checkout.couponError = undefined;
  try {
    const api = await getApi();
    const reply = await api.offers.applyCoupon({
      couponCode: code.trim(),
      products: cartLineRequests(cart.items),
    });
    for (const coupon of currentFlow().appliedCouponsData) {
      dispatch({ type: 'removeCoupon', code: coupon.Code });
    }
    dispatch({ type: 'applyCoupon', coupon: reply.AppliedCoupon });
    await calculateBill();
    return true;
  } catch (error) {
    // The refusal's reason is the server's Message and Description (unknown, expired, minimum not met…).
    checkout.couponError = describeError(error, 'checkout');
    return false;
  }
}

export async function removeCoupon(code: string): Promise<void> {
  checkout.couponError = undefined;
  try {
    const api = await getApi();
    await api.offers.removeCoupon({ couponCode: code });
    dispatch({ type: 'removeCoupon', code });
    await calculateBill();
  } catch (error) {
    checkout.couponError = describeError(error, 'checkout');
  }
}
