/**
 * Checkout and payment (spec sections 4 and 8) on the SDK's flow machine (flow.ts): the bill as the server
 * computes it, coupons, placing the order once (persisted idempotency key), the gateway's hosted page (the
 * sandbox page in sandbox mode) and what its redirect back means, retry through /revise-payment, and the
 * resets. Placing an order clears the cart, the payment flags and the coupons.
 */
import {
  confirmPayment,
  describeCancelOrderReply,
  describeError,
  isApiError,
  SignatureErrorReply,
  type BillReply,
  type DeliverySlotsReply,
  type DescribedError,
  type OrderData,
} from '@storefront/sdk';
import { proxy } from 'valtio';
import { getApi } from '../../../lib/api';
import { earlyLoadable } from '../../../lib/earlyLoad';
import { brand } from '../../../lib/brand';
import { session } from '../../../lib/session';
import { user } from '../../../state/user';
import { showError } from '../../../lib/dialogs';
import { cart, cartLineRequests, cartStoreReady } from '../../../state/cart';
import { forgetCartOrder, rememberCartOrder } from '../../../state/cartOrder';
import { currentFlow, dispatch, keyFor } from './flow';
import { settleCartOrder } from './paid';
import { orderData } from '../../../state/orderData';
import { orderProcess } from '../../../state/orderProcess';
import { loadAddresses } from '../../../state/addressCalls';
import { runRead } from '../../../state/reads';
import { sayOnce } from '../../../state/refusals';

/** The path the payment page sends the shopper back to. */
export const PAYMENT_RETURN_PATH = '/order/checkout';

export const checkout = proxy({
  deliveryMethodId: undefined as number | undefined,
  /** The chosen window of a slot method (Kind 'Slot'); the earliest open one is chosen for the shopper. */
  slotId: undefined as string | undefined,
  /** The slots of the chosen slot method, with what is left (GET /get-delivery-slots). */
  slots: undefined as DeliverySlotsReply | undefined,
  slotsError: undefined as DescribedError | undefined,
  paymentMethodId: undefined as number | undefined,
  useWallet: false,
  bill: undefined as BillReply | undefined,
  billError: undefined as DescribedError | undefined,
  /** The last refusal of /checkout (tables and texts of spec section 8). */
  error: undefined as DescribedError | undefined,
  couponError: undefined as DescribedError | undefined,
  busy: false,
  /** What the page is doing for the payment: redirecting, confirming a return. */
  phase: 'idle' as 'idle' | 'redirecting' | 'confirming',
});

const isRefusal = (error: unknown) =>
  isApiError(error) && error.status >= 400 && error.status < 500;

/**
 * The delivery and payment methods, together (the form needs both): kept from the last good read, with a
 * failure the page shows in place with its retry, and reads again when the connection returns.
 */
export async function loadCheckoutConfigs(): Promise<void> {
  const state = orderData.state;
  await runRead(
    state,
    state.checkoutOptionsRead,
    (api) => Promise.all([api.checkout.deliveryMethods(), api.checkout.paymentMethods()]),
    ([delivery, payment]) => {
      state.deliveryMethods = delivery.DeliveryMethods;
      checkout.deliveryMethodId ??= delivery.DeliveryMethods[0]?.DeliveryMethodId;
      state.paymentMethods = payment.PaymentMethods;
      checkout.paymentMethodId ??= payment.PaymentMethods[0]?.PaymentMethodId;
    },
  );
}

/**
 * What the checkout form lists (the methods, the first method's windows, the addresses): the form shows once
 * all of it has arrived, so nothing above the pay button moves while it lands. Started before the page
 * renders when a visit opens at checkout (app/routes.ts).
 */
export const loadCheckoutInputs = earlyLoadable(() =>
  Promise.allSettled([loadCheckoutConfigs().then(() => loadSlots()), loadAddresses()]),
);

/** The methods again after they failed to load (a retry, the connection back), then the chosen method's windows. */
export async function reloadCheckoutOptions(): Promise<void> {
  await loadCheckoutConfigs();
  await loadSlots();
}

/** Whether the chosen delivery method delivers in a window the shopper picks. */
export function choosesSlot(): boolean {
  const method = orderData.state.deliveryMethods.find(
    (candidate) => candidate.DeliveryMethodId === checkout.deliveryMethodId,
  );
  return method?.Kind === 'Slot';
}

let slotsRun = 0;

/**
 * The chosen method's slots, again each time the method changes or the shopper comes back to checkout:
 * what is left changes as others order. A chosen slot that is no longer open gives way to the earliest
 * open one (the server refuses a full or closed slot anyway).
 */
export async function loadSlots(): Promise<void> {
  const deliveryMethodId = checkout.deliveryMethodId;
  const run = ++slotsRun;
  if (!deliveryMethodId || !choosesSlot()) {
    checkout.slots = undefined;
    checkout.slotId = undefined;
    return;
  }
  try {
    const api = await getApi();
    const reply = await api.checkout.deliverySlots({ deliveryMethodId });
    if (run !== slotsRun) return;
    checkout.slots = reply;
    checkout.slotsError = undefined;
    const open = reply.Slots.filter((slot) => slot.Status === 'Open');
    if (!open.some((slot) => slot.SlotId === checkout.slotId)) checkout.slotId = open[0]?.SlotId;
  } catch (error) {
    if (run !== slotsRun) return;
    checkout.slotsError = describeError(error);
  }
}

/** The slot sent with the bill and the order: only for a slot method. */
function chosenSlot(): { slotId?: string } {
  return choosesSlot() && checkout.slotId ? { slotId: checkout.slotId } : {};
}

/** The cart lines with the prices the shopper saw (a stale one is refused by the server, never trusted). */
function pricedLines() {
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
async function repriceCart(): Promise<boolean> {
  const module = await cartStoreReady();
  // A cart already checked is not asked again; read anew from storage it counts as unchecked.
  if (module.store.getState().priceChecked) module.store.reload();
  return module.validatePrices();
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
    // The server's record of the applied coupon is the truth (it may have been dropped).
    const applied = currentFlow().appliedCouponsData;
    if (!reply.AppliedCoupon) {
      for (const coupon of applied) dispatch({ type: 'removeCoupon', code: coupon.Code });
    } else if (!applied.some((coupon) => coupon.Code === reply.AppliedCoupon?.Code)) {
      dispatch({ type: 'applyCoupon', coupon: reply.AppliedCoupon });
    }
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

/**
 * The gateway's checkout: Razorpay Checkout opened in the page, or the sandbox gateway's page. Both come
 * back to PAYMENT_RETURN_PATH with the same parameters (handlePaymentReturn).
 */
function openPaymentPage(data: OrderData): void {
  const payment = data.Payment;
  if (!payment) return;
  checkout.phase = 'redirecting';
  if (payment.Gateway === 'razorpay') {
    const profile = user.state.profile;
    void import('./razorpay')
      .then(({ openRazorpayCheckout }) =>
        openRazorpayCheckout({
          payment,
          storeName: brand.name,
          returnPath: PAYMENT_RETURN_PATH,
          prefill: {
            name: session.username,
            email: profile?.Email || undefined,
            contact: profile?.PhoneNumber || undefined,
          },
        }),
      )
      .catch((error: unknown) => {
        // Nothing was paid: the order waits with a retry, and the shopper is told why.
        checkout.phase = 'idle';
        dispatch({ type: 'paymentStopped', isPaymentFailed: false });
        showError(describeError(error));
      });
    return;
  }
  const url = new URL(payment.CheckoutUrl, location.origin);
  url.searchParams.set('return', PAYMENT_RETURN_PATH);
  location.assign(url.toString());
}

/** The order is placed (paid, or to be paid at the door): the flow is placed, the cart cleared, once. */
function placed(data: OrderData): void {
  settleCartOrder(data, data);
  checkout.bill = undefined;
}

let placing: Promise<'confirmed' | 'redirect' | 'refused'> | undefined;

/**
 * The pay button. One order per checkout: an order already processed and still open is paid, never
 * created again; a new one is created with the action's persisted key (a double click or a reload reuses it).
 */
export function placeOrder(): Promise<'confirmed' | 'redirect' | 'refused'> {
  placing ??= doPlaceOrder().finally(() => {
    placing = undefined;
  });
  return placing;
}

async function doPlaceOrder(): Promise<'confirmed' | 'redirect' | 'refused'> {
  checkout.busy = true;
  checkout.error = undefined;
  try {
    const open = currentFlow();
    if (open.orderData && !open.placedOrder && !open.orderCanceled && open.orderData.Payment) {
      dispatch({ type: 'paymentStarted' });
      openPaymentPage(open.orderData);
      return 'redirect';
    }
    const module = await cartStoreReady();
    if (await module.validatePrices()) return 'refused';
    const addressId = orderProcess.state.selectedAddress?.AddressId;
    const { deliveryMethodId, paymentMethodId } = checkout;
    if (!addressId || !deliveryMethodId || !paymentMethodId || cart.items.length === 0) {
      return 'refused';
    }
    const key = keyFor('checkout');
    const api = await getApi();
    let reply;
    try {
      reply = await api.checkout.placeOrder(
        {
          addressId,
          deliveryMethodId,
          ...chosenSlot(),
          paymentMethodId,
          useWallet: checkout.useWallet,
          products: pricedLines(),
        },
        { idempotencyKey: key },
      );
    } catch (error) {
      const described = describeError(error, 'checkout');
      if (isRefusal(error)) dispatch({ type: 'actionCompleted', action: 'checkout' });
      if (described.checkout?.PriceUpdated && (await repriceCart())) {
        // The dialog tells the shopper; the bill is calculated again for the new prices.
        void calculateBill();
        return 'refused';
      }
      checkout.error = described;
      if (!described.checkout?.UnAvailableItems && !described.checkout?.MissingFields?.length) {
        showError(described);
      }
      return 'refused';
    }
    dispatch({ type: 'orderProcessed', orderData: reply.OrderData });
    // The cart is this order's now, not an earlier one's whose verification failed.
    forgetCartOrder();
    if (!reply.OrderData.Payment) {
      placed(reply.OrderData);
      return 'confirmed';
    }
    dispatch({ type: 'paymentStarted' });
    openPaymentPage(reply.OrderData);
    return 'redirect';
  } finally {
    checkout.busy = false;
  }
}

/** Retry after a failed or dismissed payment: a new attempt through /revise-payment, then the payment page. */
export async function retryPayment(): Promise<void> {
  const open = currentFlow().orderData;
  if (!open || checkout.busy) return;
  checkout.busy = true;
  try {
    const api = await getApi();
    const key = keyFor('revisePayment');
    const reply = await api.payments.revise({ orderId: open.OrderId }, { idempotencyKey: key });
    dispatch({ type: 'actionCompleted', action: 'revisePayment' });
    dispatch({ type: 'orderProcessed', orderData: reply.OrderData });
    if (!reply.OrderData.Payment) {
      placed(reply.OrderData);
      return;
    }
    dispatch({ type: 'paymentStarted' });
    openPaymentPage(reply.OrderData);
  } catch (error) {
    if (isRefusal(error)) dispatch({ type: 'actionCompleted', action: 'revisePayment' });
    showError(describeError(error));
  } finally {
    checkout.busy = false;
  }
}

/** Pays an unpaid order from its details page: it becomes the open order of the flow, then a new attempt. */
export async function payOrder(order: OrderData): Promise<void> {
  const open = currentFlow().orderData;
  if (open?.OrderId !== order.OrderId) {
    dispatch({ type: 'reset' });
    dispatch({ type: 'orderProcessed', orderData: order });
  }
  await retryPayment();
}

/** Cancels the open order whose payment failed or was dismissed (after the shopper confirmed it). */
export async function cancelOpenOrder(reason = ''): Promise<void> {
  const open = currentFlow().orderData;
  if (!open) return;
  try {
    const api = await getApi();
    const reply = await api.orders.cancel(
      { orderId: open.OrderId, reason: reason.trim() || 'Cancelled at checkout' },
      { idempotencyKey: keyFor('cancelOrder') },
    );
    dispatch({ type: 'actionCompleted', action: 'cancelOrder' });
    const refused = describeCancelOrderReply(reply);
    if (refused) {
      showError(sayOnce({ title: reply.Message, description: refused.description }));
      return;
    }
    dispatch({ type: 'orderCancelled' });
    dispatch({ type: 'reset' });
  } catch (error) {
    if (isRefusal(error)) dispatch({ type: 'actionCompleted', action: 'cancelOrder' });
    showError(sayOnce(describeError(error, 'cancelOrder')));
  }
}

export type ReturnOutcome = 'none' | 'confirmed' | 'failed' | 'dismissed' | 'error';

/**
 * The payment page's redirect back: paid (validate the signature, then the order is placed), failed
 * (recorded with /payment-failed) or dismissed. Without a redirect, a flow left in the middle of a payment
 * (a reload) asks the server how the order stands. Idempotency keys make every step safe to repeat.
 */
export async function handlePaymentReturn(search: string): Promise<ReturnOutcome> {
  const params = new URLSearchParams(search);
  const flow = currentFlow();
  const open = flow.orderData;
  const gatewayOrderId = params.get('gateway_order_id');
  if (!open || flow.placedOrder || flow.orderCanceled) return 'none';
  if (gatewayOrderId && open.Payment && gatewayOrderId !== open.Payment.GatewayOrderId)
    return 'none';
  const api = await getApi();
  const paymentId = params.get('payment_id');
  const signature = params.get('signature');
  const status = params.get('payment_status');
  try {
    if (gatewayOrderId && paymentId && signature) {
      checkout.phase = 'confirming';
      dispatch({ type: 'paymentEnded' });
      try {
        // A failed verification is believed only once the order, read again, is not paid.
        const confirmation = await confirmPayment(
          api,
          { orderId: open.OrderId, paymentId, signature },
          { idempotencyKey: keyFor('validateSignature') },
        );
        placed(
          confirmation.kind === 'verified'
            ? confirmation.orderData
            : { ...open, Status: confirmation.order.Status, PaymentStatus: 'Paid' },
        );
        return 'confirmed';
      } catch (error) {
        if (isApiError(error) && error.bodyAs(SignatureErrorReply)?.ClearOrder) {
          // The server says this order can no longer be settled: it leaves the flow (the cart stays,
          // kept for this order should its payment still reach the store).
          rememberCartOrder(open.OrderId);
          dispatch({ type: 'signatureFailed' });
          dispatch({ type: 'reset' });
        }
        throw error;
      }
    }
    if (gatewayOrderId && status === 'failed') {
      await api.payments.failed(
        { orderId: open.OrderId, reason: params.get('reason') ?? '' },
        { idempotencyKey: keyFor('paymentFailed') },
      );
      dispatch({ type: 'actionCompleted', action: 'paymentFailed' });
      if (!dispatch({ type: 'paymentStopped', isPaymentFailed: true })) {
        dispatch({ type: 'paymentStarted' });
        dispatch({ type: 'paymentStopped', isPaymentFailed: true });
      }
      return 'failed';
    }
    if (gatewayOrderId && status === 'dismissed') {
      if (!dispatch({ type: 'paymentStopped', isPaymentFailed: false })) {
        dispatch({ type: 'paymentStarted' });
        dispatch({ type: 'paymentStopped', isPaymentFailed: false });
      }
      return 'dismissed';
    }
    if (flow.paymentProcessing || flow.stage === 'paymentEnded') {
      // Back without a redirect (a reload, the back button): the server knows whether it was paid.
      checkout.phase = 'confirming';
      const order = await serverSideOf(open.OrderId, flow.stage === 'paymentEnded');
      if (order && order.PaymentStatus === 'Paid') {
        placed({ ...open, Status: order.Status, PaymentStatus: order.PaymentStatus });
        return 'confirmed';
      }
      if (order?.Status === 'Cancelled') {
        dispatch({ type: 'orderCancelled' });
        return 'none';
      }
      if (!dispatch({ type: 'paymentStopped', isPaymentFailed: false })) {
        dispatch({ type: 'paymentStarted' });
        dispatch({ type: 'paymentStopped', isPaymentFailed: false });
      }
      return 'dismissed';
    }
    return 'none';
  } catch (error) {
    if (isRefusal(error)) {
      dispatch({ type: 'actionCompleted', action: 'validateSignature' });
    }
    showError(describeError(error));
    return 'error';
  } finally {
    checkout.phase = 'idle';
  }
}

/**
 * How long a reload after the gateway said "paid" (its signature came back, but the confirmation never
 * reached the server) waits for the gateway's own word to reach the server (its webhook, within seconds)
 * before the order counts as not paid.
 */
export const PAYMENT_CONFIRM_WAIT_MS = 10_000;
const PAYMENT_CONFIRM_EVERY_MS = 1_000;

/** The order as the server has it; when the gateway said paid, asked again until it is, for a while. */
async function serverSideOf(orderId: number, paidAtGateway: boolean) {
  const api = await getApi();
  const deadline = Date.now() + (paidAtGateway ? PAYMENT_CONFIRM_WAIT_MS : 0);
  for (;;) {
    const order = (await api.orders.details({ orderId })).OrderDetails;
    const settled = !order || order.PaymentStatus === 'Paid' || order.Status === 'Cancelled';
    if (settled || Date.now() >= deadline) return order;
    await new Promise((resolve) => setTimeout(resolve, PAYMENT_CONFIRM_EVERY_MS));
  }
}

/** Starts a fresh checkout after a placed, cancelled or cleared order (keeps the selected address). */
export function resetFinishedFlow(): void {
  const flow = currentFlow();
  if (flow.placedOrder || flow.orderCanceled || flow.clearOrder) dispatch({ type: 'reset' });
}

/**
 * Removes the lines the server reported unavailable (checkout refusal), then prices the rest again (a price
 * that changed too is applied and told once, by 'Product Updates Detected') and recalculates the bill.
 */
export async function removeUnavailable(
  products: readonly { ProductId: number; ConfigPriceIds: readonly number[] }[],
): Promise<void> {
  const module = await cartStoreReady();
  for (const product of products) {
    const ids = [...product.ConfigPriceIds].sort((a, b) => a - b).join(',');
    for (const item of module.store.getItems()) {
      const itemIds = Object.values(item.SelectedOptions)
        .map((option) => option.RowId)
        .sort((a, b) => a - b)
        .join(',');
      if (item.ProductId === product.ProductId && (ids === '' || itemIds === ids)) {
        module.store.remove(item.ItemId);
      }
    }
  }
  checkout.error = undefined;
  checkout.billError = undefined;
  await module.validatePrices();
  await calculateBill();
}
