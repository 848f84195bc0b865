/** The signed-in account screens: orders, refunds, wallet, profile and settings. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dialogs } from '../../lib/dialogs';
import { session, setSession } from '../../lib/session';
import { theme } from '../../lib/theme';
import { startApiServer, type ApiServer } from '../../test/apiServer';
import { renderApp } from '../../test/renderApp';
import { bill, orderDetails, refund, shopperHandlers } from '../../test/shopperFixtures';
import { refunds } from '../../state/refunds';

vi.setConfig({ testTimeout: 20_000 });

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer(shopperHandlers());
});
afterAll(() => api.close());
beforeEach(() => api.use(shopperHandlers()));

function signedInAt(path: string) {
  renderApp(path);
  act(() => setSession({ token: 't', expiresAt: undefined, userId: 7, username: 'Asha' }));
}

describe('order history', () => {
  it('pages the orders by pageNo, appending the next page', async () => {
    const user = userEvent.setup();
    signedInAt('/order/history');
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(10));
    expect(screen.getByText('Showing 10 of 12 orders')).toBeInTheDocument();
    expect(
      within(screen.getAllByTestId('order-row')[0]!).getByText('Chicken Curry Cut and 1 more'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(12));
    expect(api.callsOf('orderHistory').at(-1)?.query).toEqual({ pageNo: '2' });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

describe('a line sold by the piece (eggs)', () => {
  it('shows the pieces packed and no grams, even where an older packing kept some', async () => {
    const eggs = {
      ...orderDetails,
      Status: 'Packed' as const,
      Items: [
        {
          ...orderDetails.Items[0]!,
          ProductName: 'Farm Fresh White Eggs (Pack of 12)',
          OrderedGrams: null,
          PackedGrams: 700,
          PackedPieces: 2,
          WeightCredit: 9900,
        },
      ],
      WeightCredit: 9900,
    };
    api.use({ orderDetails: () => ({ NoOrder: false, OrderDetails: eggs }) });
    signedInAt('/order/details/501');
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Packed');
    const note = screen.getByTestId('line-weight');
    expect(note).toHaveTextContent('Packed 2 pieces · ₹99 back to your wallet');
    expect(note).not.toHaveTextContent(/\d\s?(g|kg)\b/);
  });
});

describe('a pay-on-delivery order packed light', () => {
  // ₹533 to pay at the door; packed ₹60 light: ₹473 left to pay, nothing to the wallet.
  const podDetails = {
    ...orderDetails,
    Status: 'Packed' as const,
    PaymentStatus: 'DueOnDelivery' as const,
    PaymentMethod: 'Pay on delivery (cash or UPI)',
    Items: [
      { ...orderDetails.Items[0]!, OrderedGrams: 1000, PackedGrams: 900, WeightCredit: 6000 },
    ],
    Bill: { ...bill, AmountPayable: 47300 },
    WeightCredit: 6000,
    DeductedFromPayable: 6000,
  };

  it('shows the credit taken off the amount to pay on delivery, not sent to the wallet', async () => {
    api.use({ orderDetails: () => ({ NoOrder: false, OrderDetails: podDetails }) });
    signedInAt('/order/details/501');
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Packed');
    expect(screen.getByTestId('line-weight')).toHaveTextContent(
      'Ordered 1 kg · Packed 900 g · ₹60 off the amount to pay',
    );
    expect(screen.getByTestId('bill-deducted')).toHaveTextContent('−₹60');
    expect(screen.getByTestId('bill-payable')).toHaveTextContent('₹473');
    expect(screen.getByText('To pay on delivery')).toBeInTheDocument();
    expect(screen.queryByTestId('weight-settlement')).not.toBeInTheDocument();
  });

  it('says in the history what is left to pay on delivery', async () => {
    api.use({
      orderHistory: () => ({
        NoOrders: false,
        CountTotalOrders: 1,
        CountPlacedOrders: 1,
        Orders: [
          {
            OrderId: 501,
            OrderNumber: 'FC-000501',
            Status: 'Packed',
            PaymentStatus: 'DueOnDelivery',
            Total: 53300,
            AmountPayable: 47300,
            ItemCount: 2,
            FirstItemName: 'Chicken Curry Cut',
            CreatedAt: orderDetails.CreatedAt,
          },
        ],
        PageNo: 1,
        TotalPages: 1,
      }),
    });
    signedInAt('/order/history');
    const row = await screen.findByTestId('order-row');
    expect(row).toHaveTextContent('To pay on delivery: ₹473');
  });
});

describe('order details', () => {
  it('shows the items, bill, address and timeline', async () => {
    signedInAt('/order/details/501');
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Placed');
    expect(screen.getByText(/Chicken Curry Cut \(500 g\) × 2/)).toBeInTheDocument();
    expect(screen.getByText(/12, 5th Cross, Koramangala/)).toBeInTheDocument();
    expect(screen.getByText('Order placed')).toBeInTheDocument();
  });

  it('says an unknown order was not found', async () => {
    signedInAt('/order/details/999');
    expect(await screen.findByText('This order was not found.')).toBeInTheDocument();
  });

  it('cancels after confirmation', async () => {
    const user = userEvent.setup();
    signedInAt('/order/details/501');
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    await user.type(
      within(confirm).getByLabelText('Reason for cancelling (optional)'),
      'Ordered twice',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Your order is cancelled.')).toBeInTheDocument();
    expect(api.callsOf('cancelOrder').at(-1)?.body).toEqual({
      orderId: 501,
      reason: 'Ordered twice',
    });
  });

  it("shows 'Unable to process your request.' when the reply has the Error flag", async () => {
    api.use({
      cancelOrder: () => ({
        Success: false,
        Error: true,
        Message: 'Order is out for delivery',
        RefundId: null,
      }),
    });
    const user = userEvent.setup();
    signedInAt('/order/details/501');
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() =>
      expect(dialogs.error).toMatchObject({
        open: true,
        title: 'Order is out for delivery',
        description: 'Unable to process your request.',
      }),
    );
  });

  it('requests a refund for a paid order, counting it as created and in the total', async () => {
    const user = userEvent.setup();
    signedInAt('/order/details/501');
    await user.click(await screen.findByRole('button', { name: 'Request a refund' }));
    const form = await screen.findByRole('dialog', { name: 'Request a refund' });
    await user.type(within(form).getByLabelText('What went wrong?'), 'Packet was torn');
    const created = refunds.state.countCreatedRefunds;
    const total = refunds.state.countTotalRefunds;
    await user.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Refund requested')).toBeInTheDocument();
    expect(api.callsOf('createRefund').at(-1)?.body).toEqual({
      orderId: 501,
      reason: 'Packet was torn',
    });
    expect(refunds.state.countCreatedRefunds).toBe(created + 1);
    expect(refunds.state.countTotalRefunds).toBe(total + 1);
  });
});

describe('paying an unpaid order', () => {
  it('starts a new payment attempt from the order details', async () => {
    const { orderDetails, orderData } = await import('../../test/shopperFixtures');
    const unpaid = {
      ...orderDetails,
      Status: 'PaymentFailed' as const,
      PaymentStatus: 'Failed' as const,
      CanRetryPayment: true,
      Payment: orderData.Payment,
    };
    api.use({ orderDetails: () => ({ NoOrder: false, OrderDetails: unpaid }) });
    const user = userEvent.setup();
    signedInAt('/order/details/501');
    await user.click(await screen.findByRole('button', { name: 'Pay now' }));
    await waitFor(() =>
      expect(api.callsOf('revisePayment').at(-1)?.body).toEqual({ orderId: 501 }),
    );
    const { orderProcess } = await import('../../state/orderProcess');
    await waitFor(() => expect(orderProcess.state.paymentProcessing).toBe(true));
    expect(orderProcess.state.orderData?.Payment?.GatewayOrderId).toBe('order_sbx_2');
  });
});

describe('refunds', () => {
  it('lists the refunds and opens one', async () => {
    const user = userEvent.setup();
    signedInAt('/refund');
    const row = await screen.findByTestId('refund-row');
    expect(row).toHaveTextContent('Order FC-000501');
    expect(row).toHaveTextContent('To your wallet');
    await user.click(within(row).getByRole('link', { name: 'Order FC-000501' }));
    const details = await screen.findByTestId('refund-details');
    expect(details).toHaveTextContent(refund.Reason);
    expect(details).toHaveTextContent('Requested');
  });

  it('says an unknown refund was not found', async () => {
    signedInAt('/refund/details/77');
    expect(await screen.findByText('This refund was not found.')).toBeInTheDocument();
  });
});

describe('wallet', () => {
  it('shows the balance and pages the transactions', async () => {
    const user = userEvent.setup();
    signedInAt('/user/wallet');
    const balance = await screen.findByTestId('wallet-balance');
    await waitFor(() => expect(balance.textContent).toMatch(/₹200/));
    await waitFor(() => expect(screen.getAllByTestId('wallet-transaction')).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('wallet-transaction')).toHaveLength(11));
  });
});

describe('profile', () => {
  it('shows the profile and updates the name, keeping the sign-in phone read-only', async () => {
    const user = userEvent.setup();
    signedInAt('/user/profile');
    const name = await screen.findByLabelText('Name');
    await waitFor(() => expect(name).toHaveValue('Asha'));
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('readonly');
    await user.clear(name);
    await user.type(name, 'Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const success = await screen.findByRole('dialog', { name: 'Success' });
    expect(success).toHaveTextContent('Profile updated');
    await user.click(within(success).getByRole('button', { name: 'CLOSE' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Success' })).toBeNull());
    expect(api.callsOf('updateProfile').at(-1)?.body).toEqual({ username: 'Asha Rao' });
    expect(session.username).toBe('Asha Rao');
  });
});

describe('settings', () => {
  it('switches the theme and keeps the notification flags on this device', async () => {
    const user = userEvent.setup();
    renderApp('/settings');
    const dark = await screen.findByRole('switch', { name: 'Dark theme' });
    await user.click(dark);
    expect(theme.current).toBe('dark');
    await user.click(screen.getByRole('switch', { name: 'Notification sound' }));
    await user.click(screen.getByRole('switch', { name: 'Vibrate on notifications' }));
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('notificationPreferences') ?? '{}')).toEqual({
        sound: false,
        vibration: false,
      }),
    );
  });
});
