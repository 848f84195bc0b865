import type { OrderFlowState } from '@storefront/sdk';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app/App';
import { resetAllState } from '../../app/resetAllState';
import { dialogs } from '../../lib/dialogs';
import { setSession } from '../../lib/session';
import { failure, startApiServer, type ApiServer, type Handlers } from '../../test/apiServer';
import {
  bill,
  curryCutLine,
  homeAddress,
  orderData,
  orderDetails,
  shopperHandlers,
} from '../../test/shopperFixtures';
import { addToCart, cart, cartStoreReady, clearCart, setQty } from '../../state/cart';
import { checkout } from './store/checkout';
import { orderProcess, saveOrderProcess } from '../../state/orderProcess';

vi.setConfig({ testTimeout: 20_000 });

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer(shopperHandlers());
  await cartStoreReady();
});
afterAll(() => api.close());
beforeEach(() => {
  api.use(shopperHandlers());
  clearCart();
  Object.assign(checkout, {
    bill: undefined,
    error: undefined,
    couponError: undefined,
    useWallet: false,
    busy: false,
    phase: 'idle',
  });
});

const signature = 'a'.repeat(64);
const curryCut = { ...curryCutLine, Qty: 2 };

/** The app at a path for a signed-in shopper with a cart, the flow state given, as after a reload. */
function openCheckout(path = '/order/checkout', flow: Partial<OrderFlowState> = {}) {
  resetAllState();
  setSession({ token: 't', expiresAt: undefined, userId: 7, username: 'Asha' });
  Object.assign(orderProcess.state, { selectedAddress: homeAddress, ...flow });
  saveOrderProcess();
  history.replaceState(null, '', path);
  render(
    <Router>
      <App />
    </Router>,
  );
}

const paying: Partial<OrderFlowState> = {
  stage: 'paymentBegun',
  orderData,
  processedOrder: true,
  paymentProcessing: true,
};

const rupees = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

describe('checkout', () => {
  it('shows the address, methods, wallet and the bill the server computed, recalculating on a change', async () => {
    const user = userEvent.setup();
    await addToCart(curryCut);
    openCheckout();
    const bill = await screen.findByTestId('bill');
    expect(rupees(within(bill).getByTestId('bill-payable').textContent)).toBe('₹533');
    expect(screen.getByText('Asha Rao · Home')).toBeInTheDocument();
    expect(screen.getByLabelText('Use wallet balance (₹200)')).not.toBeChecked();
    expect(api.callsOf('calculateBill').at(-1)?.body).toEqual({
      addressId: homeAddress.AddressId,
      deliveryMethodId: 1,
      useWallet: false,
      products: [{ productId: 1, qty: 2, configPriceIds: [2], price: 24900 }],
    });
    await user.click(screen.getByRole('radio', { name: /Express/ }));
    await user.click(screen.getByLabelText('Use wallet balance (₹200)'));
    await waitFor(() =>
      expect(api.callsOf('calculateBill').at(-1)?.body).toMatchObject({
        deliveryMethodId: 2,
        useWallet: true,
      }),
    );
    expect(rupees(screen.getByTestId('pay-button').textContent)).toBe('Pay ₹533');
  });

  it('shows delivery once, with the label and amount of the chosen method, and what is missing for free delivery', async () => {
    const user = userEvent.setup();
    checkout.deliveryMethodId = 1;
    await addToCart(curryCut);
    openCheckout();
    const shown = await screen.findByTestId('bill');
    // The bill: ₹30 shipping for the address's zone, no charge of Standard's own.
    await within(shown).findByText('Delivery · Standard');
    expect(within(shown).queryByText('Shipping fee')).toBeNull();
    expect(within(shown).queryByText('Delivery charge')).toBeNull();
    expect(rupees(within(shown).getByTestId('bill-delivery').textContent)).toBe('₹30');
    expect(screen.getByRole('radio', { name: /Standard · ₹30/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Express · ₹79/ })).not.toBeChecked();
    // ₹499 free above, ₹498 of items.
    expect(rupees(within(shown).getByTestId('bill-delivery-note').textContent)).toBe(
      'Add ₹1 more for free delivery',
    );

    api.use({
      calculateBill: () => ({
        Bill: {
          ...bill,
          ShippingFee: 3000,
          DeliveryCharge: 4900,
          Total: 58200,
          AmountPayable: 58200,
        },
        AppliedCoupon: null,
        WalletBalance: 20000,
      }),
    });
    await user.click(screen.getByRole('radio', { name: /Express/ }));
    await within(shown).findByText('Delivery · Express');
    expect(rupees(within(shown).getByTestId('bill-delivery').textContent)).toBe('₹79');
    // Express keeps its own charge: the bill promises no free delivery.
    expect(within(shown).queryByTestId('bill-delivery-note')).toBeNull();
  });

  it('applies a coupon and shows the server reason when one is refused', async () => {
    const user = userEvent.setup();
    await addToCart(curryCut);
    // The server remembers the applied coupon; its bill names it until it is removed.
    const server = shopperHandlers();
    let applied: { CouponId: number; Code: string; Title: string; Discount: number } | null = null;
    api.use({
      applyCoupon: async (query, body) => {
        const reply = await server.applyCoupon!(query, body);
        if ('AppliedCoupon' in reply) applied = reply.AppliedCoupon;
        return reply;
      },
      removeCoupon: () => {
        applied = null;
        return { Success: true };
      },
      calculateBill: async (query, body) =>
        ({
          ...((await server.calculateBill!(query, body)) as object),
          AppliedCoupon: applied,
        }) as never,
    });
    openCheckout();
    await screen.findByTestId('offer');
    await user.click(screen.getByRole('button', { name: 'Apply FRESH10' }));
    expect(await screen.findByTestId('applied-coupon')).toHaveTextContent(
      'FRESH10 applied: you save ₹49.80',
    );
    expect(orderProcess.state.appliedCouponsData.map((coupon) => coupon.Code)).toEqual(['FRESH10']);

    api.use({
      applyCoupon: () =>
        failure(400, {
          Message: 'This coupon has expired',
          Description: 'DIWALI50 ended on 25 October 2025.',
        }),
    });
    await user.type(screen.getByLabelText('Coupon code'), 'diwali50');
    await user.click(screen.getByRole('button', { name: /^Apply$/ }));
    const refusal = await screen.findByTestId('coupon-error');
    expect(refusal).toHaveTextContent('This coupon has expired');
    expect(refusal).toHaveTextContent('DIWALI50 ended on 25 October 2025.');
    expect(api.callsOf('applyCoupon').at(-1)?.body).toMatchObject({ couponCode: 'DIWALI50' });

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(orderProcess.state.appliedCouponsData).toEqual([]));
    expect(api.callsOf('removeCoupon').at(-1)?.body).toEqual({ couponCode: 'FRESH10' });
  });

  it('creates one order for a double click and goes to the payment page', async () => {
    const user = userEvent.setup();
    await addToCart(curryCut);
    const before = api.callsOf('checkout').length;
    openCheckout();
    await screen.findByTestId('bill');
    const pay = screen.getByTestId('pay-button');
    await user.dblClick(pay);
    expect(await screen.findByText('Taking you to the payment page…')).toBeInTheDocument();
    expect(api.callsOf('checkout')).toHaveLength(before + 1);
    expect(api.callsOf('checkout').at(-1)?.body).toMatchObject({
      addressId: 11,
      paymentMethodId: 1,
    });
    const stored = JSON.parse(localStorage.getItem('primary') ?? '{}') as OrderFlowState;
    expect(stored.stage).toBe('paymentBegun');
    expect(stored.orderData?.OrderId).toBe(orderData.OrderId);
  });

  it('places the order at once when the wallet pays all of it', async () => {
    const user = userEvent.setup();
    await addToCart(curryCut);
    const paid = {
      ...orderData,
      Status: 'Placed' as const,
      PaymentStatus: 'Paid' as const,
      Bill: { ...orderData.Bill, WalletUsed: 53300, AmountPayable: 0 },
      Payment: null,
    };
    api.use({
      calculateBill: () => ({ Bill: paid.Bill, AppliedCoupon: null, WalletBalance: 60000 }),
      checkout: () => ({ OrderData: paid }),
    });
    openCheckout();
    await screen.findByTestId('bill');
    await user.click(screen.getByLabelText('Use wallet balance (₹600)'));
    await user.click(await screen.findByRole('button', { name: 'Place order' }));
    expect(await screen.findByTestId('order-confirmed')).toBeInTheDocument();
    expect(cart.items).toEqual([]);
    expect(api.callsOf('checkout').at(-1)?.body).toMatchObject({ useWallet: true });
  });

  it('lists unavailable items and removes them from the cart on request', async () => {
    const user = userEvent.setup();
    await addToCart(curryCut);
    await addToCart({
      ...curryCut,
      ProductId: 2,
      ProductName: 'Mutton Curry Cut',
      SelectedOptions: {},
    });
    api.use({
      checkout: () =>
        failure(400, {
          Message: 'Some items are sold out',
          UnAvailableItems: true,
          Products: [{ ProductId: 2, ProductName: 'Mutton Curry Cut', ConfigPriceIds: [] }],
        }),
    });
    openCheckout();
    await screen.findByTestId('bill');
    await user.click(screen.getByTestId('pay-button'));
    const list = await screen.findByTestId('unavailable-items');
    expect(list).toHaveTextContent('Please remove these products from your cart to continue:');
    expect(within(list).getByRole('listitem')).toHaveTextContent('Mutton Curry Cut');
    await user.click(within(list).getByRole('button', { name: 'Remove them from cart' }));
    await waitFor(() =>
      expect(cart.items.map((item) => item.ProductName)).toEqual(['Chicken Curry Cut']),
    );
    expect(orderProcess.state.idempotencyKeys.checkout).toBeUndefined();
  });

  it('shows a stock refusal in the server’s words, with the units left of each line', async () => {
    const user = userEvent.setup();
    await addToCart(curryCut);
    await addToCart({
      ...curryCut,
      ProductId: 2,
      ProductName: 'Mutton Curry Cut',
      SelectedOptions: {},
    });
    api.use({
      checkout: () =>
        failure(409, {
          Message: 'Only 2 left of Mutton Curry Cut',
          UnAvailableItems: true,
          Products: [
            { ProductId: 2, ProductName: 'Mutton Curry Cut', ConfigPriceIds: [], Left: 2 },
            { ProductId: 1, ProductName: 'Chicken Curry Cut', ConfigPriceIds: [11], Left: 0 },
          ],
        }),
    });
    openCheckout();
    await screen.findByTestId('bill');
    await user.click(screen.getByTestId('pay-button'));
    const list = await screen.findByTestId('unavailable-items');
    expect(list).toHaveTextContent('Only 2 left of Mutton Curry Cut');
    const [mutton, chicken] = within(list).getAllByRole('listitem');
    expect(mutton).toHaveTextContent(/^Mutton Curry Cut · Only 2 left$/);
    expect(chicken).toHaveTextContent(/^Chicken Curry Cut$/);
  });

  it('lists missing fields in a table', async () => {
    const user = userEvent.setup();
    await addToCart(curryCut);
    api.use({
      checkout: () =>
        failure(400, {
          Message: 'Some details are missing',
          MissingFields: [
            { Field: 'phoneNumber', Description: 'The address needs a mobile number' },
          ],
        }),
    });
    openCheckout();
    await screen.findByTestId('bill');
    await user.click(screen.getByTestId('pay-button'));
    const table = within(await screen.findByTestId('missing-fields')).getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Field' })).toBeInTheDocument();
    expect(
      within(table).getByRole('row', { name: 'phoneNumber The address needs a mobile number' }),
    ).toBeInTheDocument();
  });

  it.each([
    [
      {
        ExceedMaxAllowedAmount: true,
        Message: 'Order amount too high',
        Description: 'Orders above ₹20,000 are not accepted.',
      },
    ],
    [
      {
        WalletError: true,
        Message: 'Wallet has no balance',
        Description: 'Turn off wallet use to continue.',
      },
    ],
  ])('shows the server Message and Description of %o', async (body) => {
    const user = userEvent.setup();
    await addToCart(curryCut);
    api.use({ checkout: () => failure(400, body) });
    openCheckout();
    await screen.findByTestId('bill');
    await user.click(screen.getByTestId('pay-button'));
    const shown = await screen.findByTestId('checkout-error');
    expect(shown).toHaveTextContent(body.Message);
    expect(shown).toHaveTextContent(body.Description);
    expect(dialogs.error).toMatchObject({
      open: true,
      title: body.Message,
      description: body.Description,
    });
  });
});

describe('back from the payment page', () => {
  it('validates the signature, places the order, clears cart and coupons, and confirms', async () => {
    await addToCart(curryCut);
    const coupon = { CouponId: 1, Code: 'FRESH10', Title: '10% off', Discount: 4980 };
    openCheckout(
      `/order/checkout?gateway_order_id=order_sbx_1&payment_id=pay_1&signature=${signature}`,
      { ...paying, appliedCouponsData: [coupon] },
    );
    expect(await screen.findByTestId('order-confirmed')).toHaveTextContent(
      'Order number FC-000501',
    );
    expect(api.callsOf('validatePaymentSignature').at(-1)?.body).toEqual({
      orderId: orderData.OrderId,
      paymentId: 'pay_1',
      signature,
    });
    expect(orderProcess.state).toMatchObject({
      placedOrder: true,
      paymentProcessing: false,
      appliedCouponsData: [],
    });
    expect(cart.items).toEqual([]);
    expect(location.pathname).toBe('/order/confirmed/');
  });

  it('records a failed payment and retries it through /revise-payment', async () => {
    const user = userEvent.setup();
    await addToCart(curryCut);
    openCheckout(
      '/order/checkout?payment_status=failed&gateway_order_id=order_sbx_1&reason=Card%20declined',
      paying,
    );
    const failed = await screen.findByTestId('payment-failed');
    expect(failed).toHaveTextContent('Payment failed');
    expect(api.callsOf('paymentFailed').at(-1)?.body).toEqual({
      orderId: orderData.OrderId,
      reason: 'Card declined',
    });
    expect(orderProcess.state.paymentFailed).toBe(true);
    expect(location.search).toBe('');

    await user.click(within(failed).getByRole('button', { name: 'Retry payment' }));
    await waitFor(() =>
      expect(api.callsOf('revisePayment').at(-1)?.body).toEqual({ orderId: orderData.OrderId }),
    );
    await waitFor(() =>
      expect(orderProcess.state.orderData?.Payment?.GatewayOrderId).toBe('order_sbx_2'),
    );
    expect(orderProcess.state.paymentProcessing).toBe(true);
  });

  it('keeps a dismissed payment as cancelled with a retry', async () => {
    await addToCart(curryCut);
    openCheckout('/order/checkout?payment_status=dismissed&gateway_order_id=order_sbx_1', paying);
    const cancelled = await screen.findByTestId('payment-cancelled');
    expect(cancelled).toHaveTextContent('Payment cancelled');
    expect(within(cancelled).getByRole('button', { name: 'Retry payment' })).toBeEnabled();
    expect(orderProcess.state).toMatchObject({
      paymentCanceled: true,
      paymentFailed: false,
      placedOrder: false,
    });
  });

  it('clears the order from the flow when the signature is refused, keeping cart and address', async () => {
    api.use({
      validatePaymentSignature: () =>
        failure(400, { Message: 'Payment could not be verified', ClearOrder: true }),
      // Read again before the failure is believed: not paid.
      orderDetails: () => ({
        NoOrder: false,
        OrderDetails: { ...orderDetails, Status: 'PaymentFailed', PaymentStatus: 'Failed' },
      }),
    });
    await addToCart(curryCut);
    openCheckout(
      `/order/checkout?gateway_order_id=order_sbx_1&payment_id=pay_1&signature=${signature}`,
      paying,
    );
    await waitFor(() =>
      expect(dialogs.error).toMatchObject({ open: true, title: 'Payment could not be verified' }),
    );
    expect(orderProcess.state).toMatchObject({
      orderData: null,
      stage: 'idle',
      placedOrder: false,
    });
    expect(orderProcess.state.selectedAddress?.AddressId).toBe(homeAddress.AddressId);
    expect(cart.items).toHaveLength(1);
  });

  it('after a reload in the middle of payment, asks the server and confirms a paid order', async () => {
    await addToCart(curryCut);
    const orders = api.callsOf('checkout').length;
    openCheckout('/order/checkout', paying);
    expect(await screen.findByTestId('order-confirmed')).toBeInTheDocument();
    expect(api.callsOf('orderDetails').at(-1)?.query).toEqual({
      orderId: String(orderData.OrderId),
    });
    expect(api.callsOf('checkout')).toHaveLength(orders);
    expect(orderProcess.state.placedOrder).toBe(true);
  });

  it('after a reload once the gateway said paid, waits for the server to hear of it, then confirms', async () => {
    await addToCart(curryCut);
    // The gateway's signature came back but its confirmation never reached the server; the gateway's own
    // word (its webhook) reaches the server a moment after the reload.
    let reads = 0;
    api.use({
      orderDetails: () => {
        reads += 1;
        const paid = reads >= 2;
        return {
          NoOrder: false,
          OrderDetails: { ...orderDetails, PaymentStatus: paid ? 'Paid' : 'Pending' },
        };
      },
    });
    openCheckout('/order/checkout', { ...paying, stage: 'paymentEnded', paymentProcessing: false });
    expect(
      await screen.findByTestId('order-confirmed', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(reads).toBe(2);
    expect(orderProcess.state.placedOrder).toBe(true);
  });
});

/** Issue 25: a failed verification is believed only once the order, read again, is not paid. */
describe('payment truth: verification fails, the gateway has the money', () => {
  const refused = () =>
    failure(400, {
      Message: 'Payment verification failed',
      Description: 'We could not verify this payment.',
      ClearOrder: true,
    });
  const details = (PaymentStatus: 'Paid' | 'Failed') => ({
    NoOrder: false,
    OrderDetails: {
      ...orderDetails,
      Status: PaymentStatus === 'Paid' ? ('Placed' as const) : ('PaymentFailed' as const),
      PaymentStatus,
    },
  });
  const returnPath = `/order/checkout?gateway_order_id=order_sbx_1&payment_id=pay_1&signature=${signature}`;
  const muttonLine = {
    ...curryCutLine,
    ProductId: 2,
    ProductName: 'Mutton Curry Cut',
    SelectedOptions: {},
  };
  /** Goes to another page of the same app, as a link would. */
  const visit = (path: string) => {
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  };

  it('shows the order as paid, not a failure, when the order read again is paid; the cart is cleared once', async () => {
    api.use({ validatePaymentSignature: refused, orderDetails: () => details('Paid') });
    await addToCart(curryCut);
    openCheckout(returnPath, paying);

    expect(await screen.findByTestId('order-confirmed')).toHaveTextContent(
      'Order number FC-000501',
    );
    expect(api.callsOf('orderDetails').at(-1)?.query).toEqual({
      orderId: String(orderData.OrderId),
    });
    expect(dialogs.error.open).toBe(false);
    expect(orderProcess.state).toMatchObject({ placedOrder: true, clearOrder: false });
    expect(cart.items).toEqual([]);

    // The shopper shops again; news of the same paid order (its page) leaves the new cart alone.
    await addToCart(muttonLine);
    visit(`/order/details/${orderData.OrderId}`);
    expect(await screen.findByTestId('order-status')).toBeInTheDocument();
    await waitFor(() => expect(api.callsOf('orderDetails').length).toBeGreaterThanOrEqual(2));
    expect(cart.items.map((item) => item.ProductName)).toEqual(['Mutton Curry Cut']);
  });

  it('shows the failure when the order is not paid; once the webhook paid it, the order page clears the cart once', async () => {
    let paid = false;
    api.use({
      validatePaymentSignature: refused,
      orderDetails: () => details(paid ? 'Paid' : 'Failed'),
    });
    await addToCart(curryCut);
    openCheckout(returnPath, paying);

    await waitFor(() =>
      expect(dialogs.error).toMatchObject({ open: true, title: 'Payment verification failed' }),
    );
    expect(orderProcess.state).toMatchObject({ orderData: null, placedOrder: false });
    expect(cart.items).toHaveLength(1);

    // The gateway's webhook reaches the store: the order is paid. Its page says so, and the cart
    // bought with it is emptied.
    paid = true;
    visit(`/order/details/${orderData.OrderId}`);
    await waitFor(() => expect(cart.items).toEqual([]));

    // Once: a cart filled since is not emptied by the same news again.
    await addToCart(muttonLine);
    visit('/order/checkout');
    await waitFor(() => expect(api.callsOf('orderDetails').length).toBeGreaterThanOrEqual(2));
    expect(cart.items.map((item) => item.ProductName)).toEqual(['Mutton Curry Cut']);
  });

  it.each(['/cart', '/order/checkout'])(
    'opening %s again after the failure finds the order paid, and the cart is not bought twice',
    async (path) => {
      let paid = false;
      api.use({
        validatePaymentSignature: refused,
        orderDetails: () => details(paid ? 'Paid' : 'Failed'),
      });
      const orders = api.callsOf('checkout').length;
      await addToCart(curryCut);
      openCheckout(returnPath, paying);
      await waitFor(() => expect(dialogs.error.open).toBe(true));
      expect(cart.items).toHaveLength(1);

      // Later, in a new visit of the store: the webhook has paid the order meanwhile.
      paid = true;
      cleanup();
      history.replaceState(null, '', path);
      render(
        <Router>
          <App />
        </Router>,
      );
      await waitFor(() => expect(cart.items).toEqual([]));
      expect(api.callsOf('checkout')).toHaveLength(orders);
    },
  );
});

/**
 * A server whose prices and stock can change while the shopper is on the checkout page: it refuses a bill or
 * an order for a stale price (409 PriceUpdated) or an unavailable product (409 UnAvailableItems) as the
 * reference server does, and re-prices the cart on /validate-cart-products-price.
 */
function changingServer(prices: Map<number, number>, unavailable: Set<number>) {
  type Line = { productId: number; qty: number; price?: number; configPriceIds: number[] };
  const refusal = (lines: Line[]) => {
    const gone = lines.filter((line) => unavailable.has(line.productId));
    if (gone.length > 0)
      return failure(409, {
        Message: 'Some items are unavailable',
        Description: 'Remove the listed products from your cart to continue.',
        UnAvailableItems: true,
        Products: gone.map((line) => ({
          ProductId: line.productId,
          ProductName: line.productId === 2 ? 'Mutton Curry Cut' : 'Chicken Curry Cut',
          ConfigPriceIds: line.configPriceIds,
        })),
      });
    if (lines.some((line) => line.price !== prices.get(line.productId)))
      return failure(409, {
        Message: 'Product Updates Detected',
        Description:
          'Some items in your cart now have updated prices. Please review the changes before completing your order.',
        PriceUpdated: true,
      });
    return undefined;
  };
  const billOf = (lines: Line[]) => {
    const items = lines.reduce((sum, line) => sum + (line.price ?? 0) * line.qty, 0);
    return { ...bill, ItemsTotal: items, Total: items + 3500, AmountPayable: items + 3500 };
  };
  return {
    calculateBill: (_query: Record<string, string>, body: unknown) => {
      const lines = (body as { products: Line[] }).products;
      return refusal(lines) ?? { Bill: billOf(lines), AppliedCoupon: null, WalletBalance: 20000 };
    },
    checkout: (_query: Record<string, string>, body: unknown) => {
      const lines = (body as { products: Line[] }).products;
      return refusal(lines) ?? { OrderData: { ...orderData, Bill: billOf(lines) } };
    },
    validateCartPrice: (_query: Record<string, string>, body: unknown) => {
      const lines = (body as { products: Line[] }).products;
      return {
        PriceUpdated: lines.some((line) => line.price !== prices.get(line.productId)),
        UpdatedProducts: lines.map((line) => ({
          ProductId: line.productId,
          ConfigPriceId: line.configPriceIds,
          IsInvalidConfigFound: false,
          IsUnavailable: unavailable.has(line.productId),
          PriceUpdated: line.price !== prices.get(line.productId),
          UpdatedPrice: prices.get(line.productId) ?? 0,
        })),
      };
    },
  } satisfies Handlers;
}

const billSection = () => screen.getByRole('region', { name: 'Bill details' });

describe('checkout when prices and stock change on the page', () => {
  it('says a changed price once, with the spec dialog, then shows the updated bill', async () => {
    const user = userEvent.setup();
    const prices = new Map([[1, 24900]]);
    api.use(changingServer(prices, new Set()));
    await addToCart(curryCut);
    openCheckout();
    await within(await screen.findByTestId('bill')).findByText('₹498');
    await waitFor(() => expect(cart.priceChecked).toBe(true));

    prices.set(1, 27950);
    await user.click(screen.getByTestId('pay-button'));
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: 'Product Updates Detected' },
      { timeout: 4000 },
    );
    expect(dialog).toHaveTextContent('Some items in your cart now have updated prices.');
    // One message: no error dialog, no alert in the bill; the bill is the server's for the new price.
    expect(dialogs.error.open).toBe(false);
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Review cart' }));
    expect(within(billSection()).queryByRole('alert')).toBeNull();
    expect(rupees(within(billSection()).getByTestId('bill-payable').textContent)).toBe('₹594');
    expect(cart.items[0]?.ProductPrice).toBe(27950);
    expect(screen.getByTestId('pay-button')).toBeEnabled();
    expect(rupees(screen.getByTestId('pay-button').textContent)).toBe('Pay ₹594');
  });

  it('re-prices the cart when a recalculated bill finds a changed price, without an alert in the bill', async () => {
    const user = userEvent.setup();
    const prices = new Map([[1, 24900]]);
    api.use(changingServer(prices, new Set()));
    await addToCart(curryCut);
    openCheckout();
    await within(await screen.findByTestId('bill')).findByText('₹498');
    await waitFor(() => expect(cart.priceChecked).toBe(true));

    prices.set(1, 25050);
    await user.click(screen.getByLabelText('Use wallet balance (₹200)'));
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: 'Product Updates Detected' },
      { timeout: 4000 },
    );
    expect(dialogs.error.open).toBe(false);
    expect(within(billSection()).queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Review cart' }));
    expect(rupees(within(billSection()).getByTestId('bill-payable').textContent)).toBe('₹536');
    expect(api.callsOf('calculateBill').at(-1)?.body).toMatchObject({
      useWallet: true,
      products: [{ productId: 1, qty: 2, configPriceIds: [2], price: 25050 }],
    });
  });

  it('after "Remove them from cart" re-prices the rest, recalculates the bill and places the order', async () => {
    const user = userEvent.setup();
    const prices = new Map([
      [1, 24900],
      [2, 24900],
    ]);
    const unavailable = new Set<number>();
    api.use(changingServer(prices, unavailable));
    await addToCart(curryCut);
    await addToCart({
      ...curryCut,
      ProductId: 2,
      ProductName: 'Mutton Curry Cut',
      SelectedOptions: {},
    });
    openCheckout();
    await within(await screen.findByTestId('bill')).findByText('₹996');
    await waitFor(() => expect(cart.priceChecked).toBe(true));
    const backToCart = screen.getByRole('link', { name: 'Back to cart' });
    expect(backToCart).toHaveAttribute('href', '/cart');

    unavailable.add(2);
    prices.set(1, 27900);
    await user.click(screen.getByTestId('pay-button'));
    const list = await screen.findByTestId('unavailable-items');
    expect(within(list).getByRole('listitem')).toHaveTextContent('Mutton Curry Cut');
    await user.click(within(list).getByRole('button', { name: 'Remove them from cart' }));

    const dialog = await screen.findByRole(
      'alertdialog',
      { name: 'Product Updates Detected' },
      { timeout: 4000 },
    );
    await user.click(within(dialog).getByRole('button', { name: 'Review cart' }));
    expect(dialogs.error.open).toBe(false);
    expect(within(billSection()).queryByRole('alert')).toBeNull();
    expect(cart.items.map((item) => [item.ProductName, item.ProductPrice])).toEqual([
      ['Chicken Curry Cut', 27900],
    ]);
    expect(rupees(within(billSection()).getByTestId('bill-payable').textContent)).toBe('₹593');
    expect(screen.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/cart');

    const pay = screen.getByTestId('pay-button');
    expect(pay).toBeEnabled();
    await user.click(pay);
    expect(await screen.findByText('Taking you to the payment page…')).toBeInTheDocument();
    expect(api.callsOf('checkout').at(-1)?.body).toMatchObject({
      products: [{ productId: 1, qty: 2, configPriceIds: [2], price: 27900 }],
    });
  });
});

describe('offers the cart does not reach yet', () => {
  const flat100 = {
    CouponId: 2,
    Code: 'FLAT100',
    Title: '₹100 off',
    Description: '₹100 off on carts of ₹499 or more.',
    DiscountType: 'Flat' as const,
    DiscountValue: 10000,
    MaxDiscount: null,
    MinOrderValue: 49900,
    FirstOrderOnly: false,
    ExpiresAt: null,
    IsEligible: true,
  };

  it('says how much more is needed and cannot be applied until the cart reaches it', async () => {
    api.use({
      offers: () => ({
        Offers: [
          flat100,
          { ...flat100, CouponId: 3, Code: 'DIWALI50', MinOrderValue: 19900 },
          { ...flat100, CouponId: 4, Code: 'ONCE', MinOrderValue: 0, IsEligible: false },
        ],
      }),
    });
    await addToCart({ ...curryCutLine, ProductPrice: 39850, Qty: 1 });
    openCheckout();
    const offersShown = await screen.findAllByTestId('offer');
    const [flat, diwali, once] = offersShown;

    expect(rupees(within(flat!).getByTestId('offer-short').textContent)).toBe(
      'Add ₹100.50 more to use FLAT100',
    );
    const applyFlat = within(flat!).getByRole('button', { name: 'Apply FLAT100' });
    expect(applyFlat).toBeDisabled();
    expect(applyFlat).toHaveAccessibleDescription('Add ₹100.50 more to use FLAT100');

    expect(within(diwali!).queryByTestId('offer-short')).toBeNull();
    expect(within(diwali!).getByRole('button', { name: 'Apply DIWALI50' })).toBeEnabled();
    expect(within(once!).getByRole('button', { name: 'Apply ONCE' })).toBeDisabled();
    expect(once).toHaveTextContent('Not available for this order');

    setQty(cart.items[0]!.ItemId, 2);
    await waitFor(() => expect(within(flat!).queryByTestId('offer-short')).toBeNull());
    expect(within(flat!).getByRole('button', { name: 'Apply FLAT100' })).toBeEnabled();
  });
});
