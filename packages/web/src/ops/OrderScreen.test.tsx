/**
 * The console's order screen: the buttons come from the lifecycle table (movesFor), and a line sold by
 * the piece (eggs) is packed by count, with a labelled pieces field and no grams.
 */
import type { OrderMoney } from '@storefront/sdk/core';
import type { OpsOrderDetails, OpsOrderLine, PackOrderRequest } from '@storefront/sdk/ops';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({
  get: vi.fn(),
  pack: vi.fn(),
  audit: vi.fn(),
  collectPayment: vi.fn(),
  deliver: vi.fn(),
  documents: vi.fn(),
}));

vi.mock('./session', () => ({
  ops: { orders: calls },
  describe: (error: unknown) => ({ title: 'Failed', description: String(error) }),
}));

const { OrderScreen } = await import('./OrderScreen');

const line = (over: Partial<OpsOrderLine>): OpsOrderLine => ({
  LineId: 1,
  ProductId: 10,
  ProductName: 'Chicken Curry Cut',
  SelectedOptions: {},
  UnitPrice: 24_900,
  Qty: 2,
  LineTotal: 49_800,
  OrderedGrams: 1_000,
  PackedGrams: null,
  PackedPieces: null,
  Short: false,
  WeightCredit: 0,
  IfShort: 'Refund',
  Replacement: null,
  Refunded: 0,
  ...over,
});

const eggs = line({
  LineId: 2,
  ProductName: 'Farm Fresh White Eggs (Pack of 12)',
  UnitPrice: 9_900,
  Qty: 3,
  LineTotal: 29_700,
  OrderedGrams: null,
});

/** The ledger's figures of an order paid in full, nothing credited since. */
const paidInFull = (total: number): OrderMoney => ({
  Charged: total,
  Credited: 0,
  Owed: total,
  Paid: total,
  Refunded: 0,
  Due: 0,
  Refundable: total,
});

const orderOf = (status: OpsOrderDetails['Status'], lines: OpsOrderLine[]): OpsOrderDetails => ({
  OrderId: 501,
  OrderNumber: 'SF-20261128-00501',
  Status: status,
  PaymentStatus: 'Paid',
  UserId: 7,
  Address: {
    AddressId: 3,
    fullName: 'Asha Rao',
    phoneNumber: '9876543210',
    addressLine1: '12, 4th Cross',
    addressLine2: '',
    landmark: '',
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560038',
    type: 'Home',
    latitude: 12.97,
    longitude: 77.64,
    RouteLength: 4_200,
    TimeDuration: 900,
  },
  DeliveryMethodName: 'Standard',
  Slot: null,
  Total: lines.reduce((sum, l) => sum + l.LineTotal, 0),
  WalletUsed: 0,
  AmountPayable: lines.reduce((sum, l) => sum + l.LineTotal, 0),
  DeductedFromPayable: 0,
  Money: paidInFull(lines.reduce((sum, l) => sum + l.LineTotal, 0)),
  Lines: lines,
  RefundRequests: [],
  Events: [],
  CreatedAt: '2026-11-28T04:00:00.000Z',
  UpdatedAt: '2026-11-28T04:00:00.000Z',
});

function show(order: OpsOrderDetails, role: 'admin' | 'packer' | 'rider') {
  calls.get.mockResolvedValue({ Order: order });
  const { hook } = memoryLocation({ path: `/order/${order.OrderId}` });
  render(
    <Router hook={hook}>
      <OrderScreen orderId={order.OrderId} role={role} />
    </Router>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  calls.audit.mockResolvedValue({ Entries: [], PageNo: 1, TotalPages: 1 });
  calls.documents.mockResolvedValue({ Documents: [] });
});

describe('the buttons of a role', () => {
  it('are the moves the lifecycle table gives the role from the status', async () => {
    show(orderOf('OutForDelivery', [line({})]), 'rider');
    expect(await screen.findByRole('button', { name: 'Delivered' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Delivery failed/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Confirm/ })).not.toBeInTheDocument();
  });

  it('leave a packer nothing to do on an order out for delivery', async () => {
    show(orderOf('OutForDelivery', [line({})]), 'packer');
    expect(
      await screen.findByText('Nothing for your role to do on this order now.'),
    ).toBeInTheDocument();
  });
});

describe('packing a line sold by the piece', () => {
  it('asks for the pieces packed and no grams, and sends the count alone', async () => {
    const user = userEvent.setup();
    const order = orderOf('Packing', [line({}), eggs]);
    calls.pack.mockResolvedValue({ Order: { ...order, Status: 'Packed' } });
    show(order, 'packer');

    const fields = await screen.findAllByTestId('pack-line');
    const [weighed, byPiece] = fields;
    expect(weighed).toHaveTextContent('Ordered 1 kg');
    const count = screen.getByRole('spinbutton', { name: 'Pieces packed (3 ordered)' });
    expect(count).toBeRequired();
    expect(count).toHaveAttribute('max', '3');
    expect(byPiece!.querySelectorAll('input[type="number"]')).toHaveLength(1);
    expect(byPiece).not.toHaveTextContent(/net weight/i);

    await user.type(screen.getByRole('spinbutton', { name: 'Actual net weight (g)' }), '990');
    await user.type(count, '2');
    await user.click(screen.getByRole('button', { name: 'Packed' }));

    await waitFor(() => expect(calls.pack).toHaveBeenCalledTimes(1));
    const request = calls.pack.mock.calls[0]![0] as PackOrderRequest;
    expect(request.lines).toEqual([
      { lineId: 1, grams: 990 },
      { lineId: 2, pieces: 2 },
    ]);
  });

  it('refuses to send a count above what was ordered, and says so', async () => {
    const user = userEvent.setup();
    show(orderOf('Packing', [eggs]), 'packer');
    const count = await screen.findByRole('spinbutton', { name: 'Pieces packed (3 ordered)' });
    await user.type(count, '4');
    await user.click(screen.getByRole('button', { name: 'Packed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Enter the pieces packed (0 to 3) for Farm Fresh White Eggs (Pack of 12), or mark the line short.',
    );
    expect(calls.pack).not.toHaveBeenCalled();
  });

  it('shows a packed line sold by the piece by its count', async () => {
    show(orderOf('Packed', [{ ...eggs, PackedPieces: 2, WeightCredit: 9_900 }]), 'packer');
    const [shown] = await screen.findAllByTestId('ops-line');
    expect(shown).toHaveTextContent('Packed 2 pieces');
    expect(shown).toHaveTextContent('Credited ₹99');
    expect(shown).not.toHaveTextContent(/\d\s?(g|kg)\b/);
  });
});

describe("the order's money", () => {
  it("asks the rider to collect the ledger's Due, not the amount at checkout", async () => {
    // ₹498 to pay on delivery, ₹50 from the wallet; packed ₹60 light: ₹388 left to collect.
    const order: OpsOrderDetails = {
      ...orderOf('OutForDelivery', [line({ WeightCredit: 6_000 })]),
      PaymentStatus: 'DueOnDelivery',
      WalletUsed: 5_000,
      AmountPayable: 44_800,
      Money: {
        Charged: 49_800,
        Credited: 6_000,
        Owed: 43_800,
        Paid: 5_000,
        Refunded: 0,
        Due: 38_800,
        Refundable: 5_000,
      },
    };
    show(order, 'rider');
    expect(await screen.findByTestId('ops-to-collect')).toHaveTextContent('₹388');
    expect(screen.getByRole('heading', { name: 'Collect ₹388 at the door' })).toBeInTheDocument();
    expect(screen.getByTestId('ops-credited')).toHaveTextContent('₹60');
    expect(screen.getByTestId('ops-paid')).toHaveTextContent('₹50');
  });

  it('shows what was paid and refunded, and nothing to collect, on a refunded order', async () => {
    const order: OpsOrderDetails = {
      ...orderOf('Cancelled', [line({})]),
      PaymentStatus: 'Refunded',
      Money: {
        Charged: 49_800,
        Credited: 49_800,
        Owed: 0,
        Paid: 49_800,
        Refunded: 49_800,
        Due: 0,
        Refundable: 0,
      },
    };
    show(order, 'admin');
    expect(await screen.findByTestId('ops-paid')).toHaveTextContent('₹498');
    expect(screen.getByTestId('ops-refunded')).toHaveTextContent('₹498');
    expect(screen.queryByTestId('ops-refundable')).not.toBeInTheDocument();
    expect(screen.queryByTestId('ops-to-collect')).not.toBeInTheDocument();
    expect(screen.queryByTestId('ops-due')).not.toBeInTheDocument();
  });
});

describe('a pay-on-delivery order at the door (issue 27)', () => {
  const due = (status: OpsOrderDetails['Status']): OpsOrderDetails => ({
    ...orderOf(status, [line({})]),
    PaymentStatus: 'DueOnDelivery',
    Money: { ...paidInFull(49_800), Paid: 0, Due: 49_800, Refundable: 0 },
  });

  it('has the rider record the payment first, then offers Delivered', async () => {
    const user = userEvent.setup();
    const order = due('OutForDelivery');
    const paid: OpsOrderDetails = { ...order, PaymentStatus: 'Paid', Money: paidInFull(49_800) };
    calls.collectPayment.mockResolvedValue({ Order: paid });
    show(order, 'rider');

    expect(
      await screen.findByRole('heading', { name: 'Collect ₹498 at the door' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('ops-collect-first')).toHaveTextContent(
      'Record the payment first; then you can mark the order delivered.',
    );
    expect(screen.queryByRole('button', { name: 'Delivered' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delivery failed' })).toBeInTheDocument();

    calls.get.mockResolvedValue({ Order: paid });
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    await waitFor(() =>
      expect(calls.collectPayment).toHaveBeenCalledWith({ orderId: 501, method: 'Cash' }),
    );
    expect(await screen.findByRole('button', { name: 'Delivered' })).toBeInTheDocument();
    expect(screen.queryByTestId('ops-collect-first')).not.toBeInTheDocument();
  });

  it('shows staff who reported a timeline entry', async () => {
    show(
      {
        ...orderOf('Placed', [line({})]),
        Events: [
          {
            Status: 'PaymentFailed',
            At: '2026-11-28T04:00:00.000Z',
            Note: 'Your payment did not go through.',
            Source: 'gateway webhook: Card declined',
          },
        ],
      },
      'admin',
    );
    expect(
      await screen.findByText('Reported by: gateway webhook: Card declined', { exact: false }),
    ).toBeInTheDocument();
  });
});
