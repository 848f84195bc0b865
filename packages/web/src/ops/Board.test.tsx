/**
 * The console's order board: each card says, in words, when the order is express and when it is paid at
 * the door (still to collect, or collected), not by colour alone (issue 27); an admin filters by hub and
 * each card names its hub (issue 28).
 */
import type { OpsOrderSummary } from '@storefront/sdk/ops';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ list: vi.fn() }));
const hubCalls = vi.hoisted(() => ({ list: vi.fn() }));

vi.mock('./session', () => ({
  ops: { orders: calls, hubs: hubCalls },
  describe: (error: unknown) => ({ title: 'Failed', description: String(error) }),
}));

const { Board } = await import('./Board');

const summary = (over: Partial<OpsOrderSummary>): OpsOrderSummary => ({
  OrderId: 501,
  OrderNumber: 'SF-20261128-00501',
  Status: 'Placed',
  PaymentStatus: 'Paid',
  Total: 49_800,
  ItemCount: 2,
  CustomerName: 'Asha Rao',
  PostalCode: '560034',
  Slot: null,
  Express: false,
  PayOnDelivery: false,
  RefundRequested: false,
  CreatedAt: '2026-11-28T04:00:00.000Z',
  UpdatedAt: '2026-11-28T04:00:00.000Z',
  ...over,
});

function showBoard(orders: OpsOrderSummary[], admin = false) {
  calls.list.mockResolvedValue({ Orders: orders, PageNo: 1, TotalPages: 1 });
  const { hook } = memoryLocation({ path: '/' });
  render(
    <Router hook={hook}>
      <Board admin={admin} />
    </Router>,
  );
}

const hub = (HubId: number, Name: string) => ({
  HubId,
  Slug: Name.toLowerCase(),
  Name,
  Address: `${Name}, Bengaluru`,
  Latitude: 12.93,
  Longitude: 77.62,
  RadiusMetres: 6_000,
  Pincodes: ['560034'],
});

const card = async (orderNumber: string) =>
  (await screen.findByText(orderNumber)).closest('a') as HTMLElement;

beforeEach(() => {
  vi.clearAllMocks();
});

describe('the order cards', () => {
  it('say Express and Pay on delivery in words', async () => {
    showBoard([
      summary({ OrderId: 1, OrderNumber: 'SF-1', Express: true }),
      summary({
        OrderId: 2,
        OrderNumber: 'SF-2',
        PayOnDelivery: true,
        PaymentStatus: 'DueOnDelivery',
      }),
      summary({ OrderId: 3, OrderNumber: 'SF-3', PayOnDelivery: true, Express: true }),
      summary({ OrderId: 4, OrderNumber: 'SF-4' }),
    ]);
    expect(within(await card('SF-1')).getByTestId('order-badges')).toHaveTextContent(/^Express$/);
    expect(within(await card('SF-2')).getByTestId('order-badges')).toHaveTextContent(
      /^Pay on delivery: to collect$/,
    );
    const both = within(await card('SF-3')).getByTestId('order-badges');
    expect(both).toHaveTextContent('Express');
    expect(both).toHaveTextContent('Pay on delivery');
    expect(both).not.toHaveTextContent('to collect');
    expect(within(await card('SF-4')).queryByTestId('order-badges')).not.toBeInTheDocument();
  });
});

describe('the hubs', () => {
  it('give an admin a hub filter that asks for that hub’s orders, and name each order’s hub', async () => {
    const user = userEvent.setup();
    hubCalls.list.mockResolvedValue({ Hubs: [hub(1, 'Koramangala'), hub(2, 'Indiranagar')] });
    showBoard([summary({ OrderNumber: 'SF-1', HubName: 'Indiranagar' })], true);
    expect(await card('SF-1')).toHaveTextContent('Hub: Indiranagar');

    const filter = await screen.findByRole('combobox', { name: 'Hub' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All hubs', 'Koramangala', 'Indiranagar']);
    await user.selectOptions(filter, 'Indiranagar');
    await waitFor(() => expect(calls.list).toHaveBeenLastCalledWith({ hubId: 2, pageNo: 1 }));
    await user.selectOptions(filter, 'All hubs');
    await waitFor(() => expect(calls.list).toHaveBeenLastCalledWith({ pageNo: 1 }));
  });

  it('give a packer no hub filter (their board is their hubs’ already)', async () => {
    showBoard([summary({ OrderNumber: 'SF-1' })]);
    expect(await card('SF-1')).not.toHaveTextContent('Hub:');
    expect(screen.queryByRole('combobox', { name: 'Hub' })).not.toBeInTheDocument();
    expect(hubCalls.list).not.toHaveBeenCalled();
  });
});
