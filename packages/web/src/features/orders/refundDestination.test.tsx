/**
 * Where a cancelled order's refund goes (issue 12): an order paid online offers the wallet at once or the
 * way it was paid ("Refund to UPI"), sends the choice, and the refund's details say where and when; an
 * order not paid online offers no choice.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../lib/session';
import { startApiServer, type ApiServer } from '../../test/apiServer';
import { renderApp } from '../../test/renderApp';
import { bill, orderData, orderDetails, refund, shopperHandlers } from '../../test/shopperFixtures';

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

/** Paid ₹483 with UPI and ₹50 from the wallet; cancelled once the cancel call came. */
function paidWithUpi() {
  let cancelled = false;
  const paid = {
    ...orderDetails,
    Bill: { ...bill, WalletUsed: 5_000, AmountPayable: 48_300 },
    Payment: { ...orderData.Payment!, Amount: 48_300, Method: 'upi' as const },
  };
  const toSource = {
    ...refund,
    RefundId: 32,
    Amount: 48_300,
    Status: 'Completed' as const,
    Destination: 'Source' as const,
    ProcessedAt: '2026-11-24T09:45:00.000Z',
  };
  api.use({
    orderDetails: () => ({
      NoOrder: false,
      OrderDetails: cancelled
        ? {
            ...paid,
            Status: 'Cancelled' as const,
            PaymentStatus: 'Refunded' as const,
            CanCancel: false,
          }
        : paid,
    }),
    cancelOrder: () => {
      cancelled = true;
      return { Success: true, Error: false, Message: 'Your order is cancelled.', RefundId: 32 };
    },
    refundDetails: () => ({ NoRefund: false, RefundDetails: toSource }),
  });
}

describe('the refund of a cancelled order', () => {
  it('goes back to the way it was paid when the shopper chooses it, and says where and when', async () => {
    paidWithUpi();
    const user = userEvent.setup();
    signedInAt('/order/details/501');
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    const choice = within(confirm).getByRole('group', { name: 'Where should the refund go?' });
    expect(within(choice).getByRole('radio', { name: 'Refund to wallet (instant)' })).toBeChecked();
    await user.click(within(choice).getByRole('radio', { name: 'Refund to UPI' }));
    expect(choice).toHaveTextContent(
      'Your bank usually shows it within 5–7 working days. ₹50 you paid from your wallet goes back to your wallet.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() =>
      expect(api.callsOf('cancelOrder').at(-1)?.body).toEqual({
        orderId: 501,
        reason: '',
        destination: 'Source',
      }),
    );

    await user.click(await screen.findByRole('link', { name: 'View refund' }));
    const details = await screen.findByTestId('refund-details');
    expect(within(details).getByTestId('refund-destination')).toHaveTextContent(
      'To the original payment method',
    );
    expect(within(details).getByTestId('refund-when')).toHaveTextContent(
      /^Sent to your payment method on 24 Nov 2026, 3:15\s?pm$/i,
    );
    expect(details).toHaveTextContent('Your bank usually shows it within 5–7 working days.');
  });

  it('goes to the wallet by default, sending no destination', async () => {
    paidWithUpi();
    const user = userEvent.setup();
    signedInAt('/order/details/501');
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() =>
      expect(api.callsOf('cancelOrder').at(-1)?.body).toEqual({ orderId: 501, reason: '' }),
    );
  });

  it('offers no choice for an order not paid online', async () => {
    const user = userEvent.setup();
    signedInAt('/order/details/501');
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    expect(within(confirm).queryByRole('group')).toBeNull();
  });
});
