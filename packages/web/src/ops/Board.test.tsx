/**
 * The console's order board: each card says, in words, when the order is express and when it is paid at
 * the door (still to collect, or collected), not by colour alone (issue 27).
 */
import type { OpsOrderSummary } from '@storefront/sdk/ops';
import { render, screen, within } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ list: vi.fn() }));

vi.mock('./session', () => ({
  ops: { orders: calls },
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

function showBoard(orders: OpsOrderSummary[]) {
  calls.list.mockResolvedValue({ Orders: orders, PageNo: 1, TotalPages: 1 });
  const { hook } = memoryLocation({ path: '/' });
  render(
    <Router hook={hook}>
      <Board />
    </Router>,
  );
}

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
