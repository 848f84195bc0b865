/**
 * An order's money after checkout is the server's ledger figures (Money), on every screen (issue 25, "a
 * refunded order still 'to pay'"): a cancelled and refunded order has nothing to pay and shows its refund;
 * the history says what was refunded rather than "Paid"; no refund can be requested when nothing is left
 * to refund.
 */
import { act, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderMoney, ReplyOf } from '@storefront/sdk';
import { setSession } from '../../lib/session';
import { startApiServer, type ApiServer } from '../../test/apiServer';
import { renderApp } from '../../test/renderApp';
import { bill, orderDetails, shopperHandlers } from '../../test/shopperFixtures';

vi.setConfig({ testTimeout: 20_000 });

type Summary = ReplyOf<'orderHistory'>['Orders'][number];

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

/** ₹998 paid online, all of it back: a cancelled order's ledger. */
const refundedInFull: OrderMoney = {
  Charged: 99_800,
  Credited: 99_800,
  Owed: 0,
  Paid: 99_800,
  Refunded: 99_800,
  Due: 0,
  Refundable: 0,
};

/** The checkout's bill of a ₹998 order paid online (its amount payable is what the gateway took). */
const bill998 = { ...bill, ItemsTotal: 96_300, Total: 99_800, AmountPayable: 99_800 };

function showDetails(over: Partial<typeof orderDetails>) {
  api.use({
    orderDetails: () => ({ NoOrder: false, OrderDetails: { ...orderDetails, ...over } }),
  });
  signedInAt('/order/details/501');
}

function showHistory(...rows: Partial<Summary>[]) {
  const base: Summary = {
    OrderId: 501,
    OrderNumber: 'FC-000501',
    Status: 'Delivered',
    PaymentStatus: 'Paid',
    Total: 78_800,
    ItemCount: 2,
    FirstItemName: 'Chicken Curry Cut',
    CreatedAt: orderDetails.CreatedAt,
  };
  api.use({
    orderHistory: () => ({
      NoOrders: false,
      CountTotalOrders: rows.length,
      CountPlacedOrders: rows.length,
      Orders: rows.map((row, index) => ({
        ...base,
        OrderId: 501 + index,
        OrderNumber: `FC-00050${1 + index}`,
        ...row,
      })),
      PageNo: 1,
      TotalPages: 1,
    }),
  });
  signedInAt('/order/history');
}

describe('the order details of a cancelled order refunded in full', () => {
  it('show nothing to pay, and what was paid and refunded', async () => {
    showDetails({
      Status: 'Cancelled',
      PaymentStatus: 'Refunded',
      CanCancel: false,
      Bill: bill998,
      Money: refundedInFull,
    });
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Cancelled');
    const figures = screen.getByTestId('bill');
    expect(figures).not.toHaveTextContent(/To pay/);
    expect(screen.queryByTestId('bill-payable')).not.toBeInTheDocument();
    expect(within(figures).getByText('Refunded').nextElementSibling).toHaveTextContent('₹998');
    expect(within(figures).getByText('Paid').nextElementSibling).toHaveTextContent('₹998');
    expect(screen.queryByTestId('order-refundable')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request a refund' })).not.toBeInTheDocument();
  });

  it('show the same from an older server that sends no Money', async () => {
    showDetails({
      Status: 'Cancelled',
      PaymentStatus: 'Refunded',
      CanCancel: false,
      Bill: bill998,
    });
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Cancelled');
    expect(screen.getByTestId('bill')).not.toHaveTextContent(/To pay/);
    expect(screen.getByTestId('order-refunded')).toHaveTextContent('₹998');
  });
});

describe('the order details of a paid order', () => {
  it('offer no refund request when nothing is left to refund', async () => {
    showDetails({
      Status: 'Delivered',
      CanCancel: false,
      Bill: bill998,
      Money: refundedInFull,
    });
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Delivered');
    expect(screen.getByRole('button', { name: 'Order again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request a refund' })).not.toBeInTheDocument();
  });

  it('offer a refund request, and say what can still be refunded, while something is', async () => {
    showDetails({
      Status: 'Delivered',
      CanCancel: false,
      Bill: bill998,
      Money: {
        ...refundedInFull,
        Credited: 6_000,
        Owed: 93_800,
        Refunded: 6_000,
        Refundable: 93_800,
      },
    });
    expect(await screen.findByRole('button', { name: 'Request a refund' })).toBeInTheDocument();
    expect(screen.getByTestId('order-refunded')).toHaveTextContent('₹60');
    expect(screen.getByTestId('order-refundable')).toHaveTextContent('₹938');
    expect(screen.getByTestId('bill-deducted')).toHaveTextContent('−₹60');
    expect(screen.queryByTestId('bill-payable')).not.toBeInTheDocument();
  });

  it("say what is left to pay from the ledger's Due", async () => {
    showDetails({
      Status: 'PendingPayment',
      PaymentStatus: 'Pending',
      Bill: { ...bill998, WalletUsed: 10_000, AmountPayable: 89_800 },
      Money: {
        ...refundedInFull,
        Credited: 0,
        Owed: 99_800,
        Paid: 10_000,
        Refunded: 0,
        Due: 89_800,
        Refundable: 10_000,
      },
    });
    expect(await screen.findByTestId('bill-payable')).toHaveTextContent('₹898');
    expect(screen.getByTestId('bill-payable').previousElementSibling).toHaveTextContent('To pay');
    expect(screen.getByTestId('order-paid')).toHaveTextContent('₹100');
  });
});

describe('the order history card', () => {
  it('says an order refunded in full was refunded, not paid', async () => {
    showHistory({
      Total: 78_800,
      Money: {
        ...refundedInFull,
        Charged: 78_800,
        Credited: 78_800,
        Paid: 78_800,
        Refunded: 78_800,
      },
    });
    const row = await screen.findByTestId('order-row');
    expect(within(row).getByTestId('order-row-money')).toHaveTextContent(/^Refunded ₹788$/);
    expect(row).not.toHaveTextContent(/Paid/);
  });

  it('says what was paid, what of it was refunded, and what is left to pay', async () => {
    showHistory(
      {
        Money: {
          Charged: 78_800,
          Credited: 6_000,
          Owed: 72_800,
          Paid: 78_800,
          Refunded: 6_000,
          Due: 0,
          Refundable: 72_800,
        },
      },
      {
        Status: 'PendingPayment',
        PaymentStatus: 'Pending',
        AmountPayable: 78_800,
        Money: {
          Charged: 78_800,
          Credited: 0,
          Owed: 78_800,
          Paid: 0,
          Refunded: 0,
          Due: 78_800,
          Refundable: 0,
        },
      },
    );
    const rows = await screen.findAllByTestId('order-row');
    expect(within(rows[0]!).getByTestId('order-row-money')).toHaveTextContent(
      'Paid ₹788 · Refunded ₹60',
    );
    expect(within(rows[1]!).getByTestId('order-row-money')).toHaveTextContent('To pay: ₹788');
  });
});
