/** Order, payment and refund statuses are shown in a shopper's words, never as the API's names. */
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORDER_STATUSES, PAYMENT_STATUSES, REFUND_STATUSES } from '@storefront/sdk/core';
import { setSession } from '../../lib/session';
import { messages } from '../../messages/orders';
import { startApiServer, type ApiServer } from '../../test/apiServer';
import { renderApp } from '../../test/renderApp';
import { orderDetails, refund, shopperHandlers } from '../../test/shopperFixtures';

vi.setConfig({ testTimeout: 20_000 });

const AT = orderDetails.CreatedAt;
const RAW_NAMES = /PendingPayment|PaymentFailed|OutForDelivery/;

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

describe('status words', () => {
  it('has words for every order, payment and refund status, none of them the API name', () => {
    for (const status of ORDER_STATUSES) {
      expect(messages.orders.status[status]).toBeTruthy();
      expect(messages.orders.event(status)).toBe(messages.orders.status[status]);
    }
    for (const status of PAYMENT_STATUSES)
      expect(messages.orders.paymentStatus[status]).toBeTruthy();
    for (const status of REFUND_STATUSES)
      expect(messages.refundsPage.statusOf[status]).toBeTruthy();
    const words = [
      ...Object.values(messages.orders.status),
      ...Object.values(messages.orders.paymentStatus),
      ...Object.values(messages.refundsPage.statusOf),
    ];
    expect(words.filter((word) => RAW_NAMES.test(word))).toEqual([]);
  });

  it('reads an unknown timeline entry as a plain update', () => {
    expect(messages.orders.event('SomethingNew')).toBe('Order updated');
  });

  it('writes the order timeline in words: awaiting payment, payment failed, refunded', async () => {
    api.use({
      orderDetails: () => ({
        NoOrder: false,
        OrderDetails: {
          ...orderDetails,
          Status: 'Cancelled',
          PaymentStatus: 'Refunded',
          Timeline: [
            { Status: 'PendingPayment', At: AT, Note: '' },
            { Status: 'PaymentFailed', At: AT, Note: '' },
            { Status: 'OutForDelivery', At: AT, Note: '' },
            { Status: 'Refunded', At: AT, Note: '' },
          ],
        },
      }),
    });
    signedInAt('/order/details/501');
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Cancelled');
    const timeline = screen.getByRole('heading', { name: 'Order updates' }).closest('section')!;
    const entries = within(timeline)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('strong')?.textContent);
    expect(entries).toEqual(['Awaiting payment', 'Payment failed', 'Out for delivery', 'Refunded']);
    expect(document.body.textContent).not.toMatch(RAW_NAMES);
  });

  it('writes a refund status in words on the refunds list and the refund details', async () => {
    api.use({
      refunds: () => ({
        NoRefunds: false,
        CountTotalRefunds: 1,
        RefundsData: [{ ...refund, Status: 'Processing' }],
        PageNo: 1,
        TotalPages: 1,
      }),
      refundDetails: () => ({
        NoRefund: false,
        RefundDetails: { ...refund, Status: 'Processing' },
      }),
    });
    signedInAt('/refund');
    const row = await screen.findByTestId('refund-row');
    expect(within(row).getByText('Being processed')).toBeInTheDocument();
    expect(within(row).queryByText('Processing')).not.toBeInTheDocument();
    cleanup();
    signedInAt(`/refund/details/${refund.RefundId}`);
    const details = await screen.findByTestId('refund-details');
    expect(within(details).getByText('Being processed')).toBeInTheDocument();
  });
});
