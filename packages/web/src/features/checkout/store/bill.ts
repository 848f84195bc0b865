/**
 * The bill as the server computes it for the current choices (address, method, slot, wallet, cart), with
 * the coupon the server applied, and the cart priced again when the server says a price changed.
 */
import { describeError, type BillReply } from '@storefront/sdk';
import { getApi } from '../../../lib/api';
import { cart, cartLineRequests, cartStoreReady } from '../../../state/cart';
import { orderProcess } from '../../../state/orderProcess';
import { currentFlow, dispatch } from './flow';
import { choosesSlot, chosenSlot } from './slots';
import { checkout } from './state';

/** The cart lines with the prices the shopper saw (a stale one is refused by the server, never trusted). */
export function pricedLines() {
  const lines = cartLineRequests(cart.items);
  return lines.map((line, index) => ({ ...line, price: cart.items[index]?.ProductPrice ?? 0 }));
}

let billRun = 0;

/** The lines as sent for a bill, to tell whether the cart changed while the bill was on its way. */
const linesKey = () => JSON.stringify(pricedLines());

/**
 * The server says a price changed (409 PriceUpdated from the bill or the order): the cart is priced again,
 * which applies the new prices and opens 'Product Updates Detected' after 2 s (spec section 4), and the bill
 * is calculated for the new prices. That dialog is the shopper's one message for the change, so the refusal
 * itself is not shown. Resolves false when the check found nothing to change.
 */
export async function repriceCart(): Promise<boolean> {
  const module = await cartStoreReady();
  // A cart already checked is not asked again; read anew from storage it counts as unchecked.
  if (module.store.getState().priceChecked) module.store.reload();
  return module.validatePrices();
}

/** The server's record of the applied coupon is the truth (it may have been dropped). */
function followAppliedCoupon(applied: BillReply['AppliedCoupon']): void {
  const flowCoupons = currentFlow().appliedCouponsData;
  if (!applied) {
    for (const coupon of flowCoupons) dispatch({ type: 'removeCoupon', code: coupon.Code });
  } else if (!flowCoupons.some((coupon) => coupon.Code === applied.Code)) {
    dispatch({ type: 'applyCoupon', coupon: applied });
  }
}

/** The bill /checkout would produce for the current choices (nothing is created). */
export async function calculateBill(): Promise<void> {
  const addressId = orderProcess.state.selectedAddress?.AddressId;
  const deliveryMethodId = checkout.deliveryMethodId;
  if (
    !addressId ||
    !deliveryMethodId ||
    cart.items.length === 0 ||
    (choosesSlot() && !checkout.slotId)
  ) {
    checkout.bill = undefined;
    return;
  }
  const run = ++billRun;
  const sent = linesKey();
  try {
    const api = await getApi();
    const reply = await api.checkout.calculateBill({
      addressId,
      deliveryMethodId,
      ...chosenSlot(),
      useWallet: checkout.useWallet,
      products: pricedLines(),
    });
    if (run !== billRun) return;
    checkout.bill = reply;
    checkout.billError = undefined;
    followAppliedCoupon(reply.AppliedCoupon);
  } catch (error) {
    if (run !== billRun) return;
    const described = describeError(error, 'checkout');
    if (described.checkout?.PriceUpdated) {
      const repriced = await repriceCart();
      if (run !== billRun) return;
      // New prices (now or while this bill was on its way): the bill again, with no alert of its own.
      if (repriced || linesKey() !== sent) {
        checkout.billError = undefined;
        await calculateBill();
        return;
      }
    }
    checkout.billError = described;
  }
}
