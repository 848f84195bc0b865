/**
 * Checkout and payment (spec sections 4 and 8) on the SDK's flow machine (flow.ts): the bill as the server
 * computes it, coupons, placing the order once (persisted idempotency key), the gateway's hosted page (the
 * sandbox page in sandbox mode) and what its redirect back means, retry through /revise-payment, and the
 * resets. Placing an order clears the cart, the payment flags and the coupons.
 *
 * One module per step, composed here for the pages: the choices (state.ts), the methods and addresses
 * offered (options.ts), the delivery windows (slots.ts), the bill (bill.ts), coupons (coupons.ts), placing
 * the order (placeOrder.ts), the gateway's page (paymentPage.ts), its return (paymentReturn.ts), the open
 * order's retry and cancellation (openOrder.ts) and recovery (recovery.ts).
 */
export { checkout } from './state';
export { loadCheckoutConfigs, loadCheckoutInputs, reloadCheckoutOptions } from './options';
export { choosesSlot, loadSlots } from './slots';
export { calculateBill } from './bill';
export { applyCoupon, removeCoupon } from './coupons';
export { PAYMENT_RETURN_PATH } from './paymentPage';
export { placeOrder } from './placeOrder';
export { cancelOpenOrder, payOrder, retryPayment } from './openOrder';
export { handlePaymentReturn, PAYMENT_CONFIRM_WAIT_MS, type ReturnOutcome } from './paymentReturn';
export { removeUnavailable, resetFinishedFlow } from './recovery';
