/**
 * Checkout when its methods cannot be read, and cancelling from "Payment failed" (issue 27): the methods'
 * failure is said in place with a retry and they are read again when the connection returns (never an empty
 * choice); cancelling asks first, with the order page's dialog; a refused cancel says its reason once.
 */
import type { OrderFlowState } from '@storefront/sdk';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app/App';
import { resetAllState } from '../../app/resetAllState';
import { dialogs } from '../../lib/dialogs';
import { setSession } from '../../lib/session';
import { apiTarget, failure, startApiServer, type ApiServer } from '../../test/apiServer';
import { goOffline } from '../../test/offline';
import { curryCutLine, homeAddress, orderData, shopperHandlers } from '../../test/shopperFixtures';
import { addToCart, cartStoreReady, clearCart } from '../../state/cart';
import { orderProcess, saveOrderProcess } from '../../state/orderProcess';
import { checkout } from './store/checkout';

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
    deliveryMethodId: undefined,
    paymentMethodId: undefined,
    bill: undefined,
    billError: undefined,
    error: undefined,
    busy: false,
    phase: 'idle',
  });
});
afterEach(() => {
  apiTarget.origin = api.origin;
});

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

const page = () => within(screen.getByRole('main'));

describe('checkout’s delivery and payment methods', () => {
  it('offline: says the page needs the connection, and reads them when it returns', async () => {
    await addToCart({ ...curryCutLine, Qty: 2 });
    const network = goOffline();
    openCheckout();
    const alert = await page().findByRole('alert');
    expect(alert).toHaveTextContent('You are offline');
    expect(alert).toHaveTextContent('This page needs an internet connection.');
    expect(screen.queryByTestId('pay-button')).not.toBeInTheDocument();

    network.backOnline();
    expect(await screen.findByRole('radio', { name: /Standard/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Pay online/ })).toBeInTheDocument();
    expect(await screen.findByTestId('bill')).toBeInTheDocument();
    expect(page().queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a failed read shows the reason with Try again, which reads them', async () => {
    await addToCart({ ...curryCutLine, Qty: 2 });
    api.use({ paymentMethods: () => failure(400, { Message: 'Payments are paused' }) });
    openCheckout();
    const alert = await page().findByRole('alert');
    expect(alert).toHaveTextContent('Payments are paused');
    // One message: the page says it, no error dialog on top.
    expect(dialogs.error.open).toBe(false);
    api.use({ paymentMethods: shopperHandlers().paymentMethods! });
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: /Standard/ })).toBeChecked();
    expect(await screen.findByTestId('bill')).toBeInTheDocument();
  });
});

const paying: Partial<OrderFlowState> = {
  stage: 'paymentBegun',
  orderData,
  processedOrder: true,
  paymentProcessing: true,
};
const failedPayment = '/order/checkout?payment_status=failed&gateway_order_id=order_sbx_1';

describe('cancelling after "Payment failed"', () => {
  it('asks first: Keep order (or Escape) keeps it, and focus returns to the button', async () => {
    const user = userEvent.setup();
    const cancelled = api.callsOf('cancelOrder').length;
    await addToCart({ ...curryCutLine, Qty: 2 });
    openCheckout(failedPayment, paying);
    const failed = await screen.findByTestId('payment-failed');
    const cancel = within(failed).getByRole('button', { name: 'Cancel order' });
    await user.click(cancel);
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(cancel).toHaveFocus();

    await user.click(cancel);
    await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(cancel).toHaveFocus();
    expect(api.callsOf('cancelOrder')).toHaveLength(cancelled);
    expect(screen.getByTestId('payment-failed')).toBeInTheDocument();
  });

  it('cancels once confirmed, with the reason written', async () => {
    const user = userEvent.setup();
    await addToCart({ ...curryCutLine, Qty: 2 });
    openCheckout(failedPayment, paying);
    const failed = await screen.findByTestId('payment-failed');
    await user.click(within(failed).getByRole('button', { name: 'Cancel order' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    await user.type(
      within(confirm).getByLabelText('Reason for cancelling (optional)'),
      'Card keeps failing',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() =>
      expect(api.callsOf('cancelOrder').at(-1)?.body).toEqual({
        orderId: orderData.OrderId,
        reason: 'Card keeps failing',
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('payment-failed')).not.toBeInTheDocument());
  });

  it('a refused cancel says its reason once', async () => {
    api.use({
      cancelOrder: () => ({
        Success: false,
        Error: true,
        Message: 'This order can no longer be cancelled. Unable to process your request.',
        RefundId: null,
      }),
    });
    const user = userEvent.setup();
    await addToCart({ ...curryCutLine, Qty: 2 });
    openCheckout(failedPayment, paying);
    const failed = await screen.findByTestId('payment-failed');
    await user.click(within(failed).getByRole('button', { name: 'Cancel order' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel order' }));
    const error = await screen.findByRole('alertdialog', { name: 'Following error occurred' });
    expect(error.textContent?.match(/Unable to process your request\./g)).toHaveLength(1);
    expect(error).toHaveTextContent('This order can no longer be cancelled.');
  });
});
