/**
 * The shopper's delivery instructions on the console's order screen (issue 29): set apart right under the
 * order's facts, above the lines and the moves, for the rider and the packer alike; nothing without any.
 */
import type { OpsOrderDetails } from '@storefront/sdk/ops';
import { render, screen, within } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ get: vi.fn(), audit: vi.fn() }));

vi.mock('../session', () => ({
  ops: { orders: calls },
  describe: (error: unknown) => ({ title: 'Failed', description: String(error) }),
}));

const { OrderScreen } = await import('../OrderScreen');

const order = (
  status: OpsOrderDetails['Status'],
  instructions: OpsOrderDetails['DeliveryInstructions'],
): OpsOrderDetails => ({
  OrderId: 502,
  OrderNumber: 'SF-20261128-00502',
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
  DeliveryInstructions: instructions,
  Total: 49_800,
  WalletUsed: 0,
  AmountPayable: 0,
  DeductedFromPayable: 0,
  Money: {
    Charged: 49_800,
    Credited: 0,
    Owed: 49_800,
    Paid: 49_800,
    Refunded: 0,
    Due: 0,
    Refundable: 49_800,
  },
  Lines: [
    {
      LineId: 1,
      ProductId: 10,
      ProductName: 'Chicken Curry Cut',
      SelectedOptions: {},
      UnitPrice: 24_900,
      Qty: 2,
      LineTotal: 49_800,
      OrderedGrams: 1_000,
      PackedGrams: 990,
      PackedPieces: null,
      Short: false,
      WeightCredit: 0,
      Refunded: 0,
      IfShort: 'Refund',
      Replacement: null,
    },
  ],
  RefundRequests: [],
  Events: [],
  CreatedAt: '2026-11-28T04:00:00.000Z',
  UpdatedAt: '2026-11-28T04:00:00.000Z',
});

function show(shown: OpsOrderDetails, role: 'admin' | 'packer' | 'rider') {
  calls.get.mockResolvedValue({ Order: shown });
  const { hook } = memoryLocation({ path: `/order/${shown.OrderId}` });
  render(
    <Router hook={hook}>
      <OrderScreen orderId={shown.OrderId} role={role} />
    </Router>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  calls.audit.mockResolvedValue({ Entries: [], PageNo: 1, TotalPages: 1 });
});

const given = {
  Choices: ['CallOnArrival', 'LeaveWithGuard'] as const,
  Note: 'Tower B, flat 1204.\nThe lift needs the code 42.',
};

describe('delivery instructions on the order screen', () => {
  it('stand out for the rider, above the lines and the moves', async () => {
    show(order('OutForDelivery', { ...given, Choices: [...given.Choices] }), 'rider');
    const panel = await screen.findByRole('region', { name: 'Delivery instructions' });
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Call the customer on arrival', 'Leave with the security guard']);
    expect(panel).toHaveTextContent(
      'Customer’s note: Tower B, flat 1204. The lift needs the code 42.',
    );
    // Read before what the rider does: right under the facts, ahead of the lines and the buttons.
    const delivered = screen.getByRole('button', { name: 'Delivered' });
    const [lines] = screen.getAllByTestId('ops-line');
    expect(panel.compareDocumentPosition(lines!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      panel.compareDocumentPosition(delivered) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(
      screen.getByTestId('ops-order-status').compareDocumentPosition(panel) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('are shown to the packer too, a note alone without a list', async () => {
    show(order('Packing', { Choices: [], Note: 'Cut the chicken small, please' }), 'packer');
    const panel = await screen.findByRole('region', { name: 'Delivery instructions' });
    expect(within(panel).queryByRole('list')).toBeNull();
    expect(panel).toHaveTextContent('Customer’s note: Cut the chicken small, please');
  });

  it('take no room on an order without any (or one placed before them)', async () => {
    show(order('OutForDelivery', null), 'rider');
    await screen.findByRole('button', { name: 'Delivered' });
    expect(screen.queryByTestId('ops-instructions')).toBeNull();
    const { DeliveryInstructions: _none, ...older } = order('OutForDelivery', null);
    show(older, 'rider');
    await screen.findAllByRole('button', { name: 'Delivered' });
    expect(screen.queryByTestId('ops-instructions')).toBeNull();
  });
});
