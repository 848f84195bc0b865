/**
 * The console's stock screen (issue 28): the levels per hub with their low-stock badge, the hub, low and
 * search filters, and a row's movements in an accessible dialog (focus in, Escape out, focus back), with a
 * refusal shown in the server's words.
 */
import type { Hub, StockLevel, StockMovement } from '@storefront/sdk/ops';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({
  hubs: { list: vi.fn() },
  stock: {
    list: vi.fn(),
    receive: vi.fn(),
    adjust: vi.fn(),
    move: vi.fn(),
    movements: vi.fn(),
  },
}));

vi.mock('./session', () => ({
  ops: calls,
  describe: (error: unknown) => ({ title: 'Failed', description: String(error) }),
}));

const { StockScreen } = await import('./StockScreen');

const hub = (HubId: number, Name: string): Hub => ({
  HubId,
  Slug: Name.toLowerCase(),
  Name,
  Address: `${Name}, Bengaluru`,
  Latitude: 12.93,
  Longitude: 77.62,
  RadiusMetres: 6_000,
  Pincodes: ['560034'],
});

const level = (over: Partial<StockLevel>): StockLevel => ({
  HubId: 1,
  HubName: 'Koramangala',
  RowId: 12,
  ProductId: 2,
  ProductName: 'Mutton Curry Cut',
  Option: 'Weight: 1 kg',
  OnHand: 10,
  Reserved: 2,
  Available: 8,
  Low: false,
  ...over,
});

const lowMutton = level({ OnHand: 4, Reserved: 1, Available: 3, Low: true });
const eggs = level({
  RowId: 31,
  ProductId: 5,
  ProductName: 'Farm Fresh White Eggs',
  Option: 'Pack: 12',
  HubName: 'Indiranagar',
  HubId: 2,
});

function show(levels: StockLevel[]) {
  calls.hubs.list.mockResolvedValue({ Hubs: [hub(1, 'Koramangala'), hub(2, 'Indiranagar')] });
  calls.stock.list.mockResolvedValue({ Levels: levels, PageNo: 1, TotalPages: 1 });
  const { hook } = memoryLocation({ path: '/stock' });
  render(
    <Router hook={hook}>
      <StockScreen />
    </Router>,
  );
}

const row = async (product: string) =>
  (await screen.findByRole('rowheader', { name: product })).closest('tr') as HTMLElement;

beforeEach(() => {
  vi.clearAllMocks();
});

describe('the stock list', () => {
  it('shows each hub’s counts with a Low badge, and asks again by hub, low stock and search', async () => {
    const user = userEvent.setup();
    show([lowMutton, eggs]);
    const mutton = await row('Mutton Curry Cut');
    expect(
      within(mutton)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Weight: 1 kg',
      'Koramangala',
      '4',
      '1',
      '3 Low',
      expect.stringContaining('Receive'),
    ]);
    expect(within(await row('Farm Fresh White Eggs')).queryByText('Low')).toBeNull();
    expect(calls.stock.list).toHaveBeenLastCalledWith({ pageNo: 1 });

    const hubs = screen.getByRole('combobox', { name: 'Hub' });
    await waitFor(() => expect(within(hubs).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(hubs, 'Indiranagar');
    await waitFor(() => expect(calls.stock.list).toHaveBeenLastCalledWith({ hubId: 2, pageNo: 1 }));
    await user.click(screen.getByRole('checkbox', { name: 'Low stock only' }));
    await waitFor(() =>
      expect(calls.stock.list).toHaveBeenLastCalledWith({ hubId: 2, low: 'yes', pageNo: 1 }),
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'mutton{Enter}');
    await waitFor(() =>
      expect(calls.stock.list).toHaveBeenLastCalledWith({
        hubId: 2,
        low: 'yes',
        search: 'mutton',
        pageNo: 1,
      }),
    );
    // Filtering keeps the focus where the admin is working.
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveFocus();
  });
});

describe('an option counted in grams', () => {
  it('shows each amount in grams', async () => {
    show([
      level({
        ProductName: 'Mutton Keema',
        Option: 'Weight: 500 g',
        Unit: 'Grams',
        OnHand: 2_300,
        Reserved: 1_500,
        Available: 800,
        Low: true,
      }),
    ]);
    const keema = await row('Mutton Keema');
    expect(
      within(keema)
        .getAllByRole('cell')
        .slice(2, 5)
        .map((cell) => cell.textContent),
    ).toEqual(['2,300 g', '1,500 g', '800 g Low']);
  });
});

describe('receiving units', () => {
  it('opens a dialog on its first field, sends the units and note, then closes and says the new count', async () => {
    const user = userEvent.setup();
    show([lowMutton]);
    calls.stock.receive.mockResolvedValue({
      Levels: [{ ...lowMutton, OnHand: 24, Available: 23, Low: false }],
    });
    const button = within(await row('Mutton Curry Cut')).getByRole('button', {
      name: 'Receive Mutton Curry Cut (Weight: 1 kg) at Koramangala',
    });
    await user.click(button);

    const dialog = screen.getByRole('dialog', {
      name: 'Receive Mutton Curry Cut (Weight: 1 kg) at Koramangala',
    });
    const units = within(dialog).getByRole('textbox', { name: 'Units' });
    expect(units).toHaveFocus();
    await user.keyboard('20');
    await user.tab();
    expect(within(dialog).getByRole('textbox', { name: 'Note (optional)' })).toHaveFocus();
    await user.keyboard('Morning delivery{Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.stock.receive).toHaveBeenCalledWith({
      hubId: 1,
      rowId: 12,
      units: 20,
      note: 'Morning delivery',
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Mutton Curry Cut (Weight: 1 kg) at Koramangala: now 24 on hand, 23 available.',
    );
    expect(button).toHaveFocus();
  });

  it('says what is wrong with the units before sending, and Escape closes with focus back', async () => {
    const user = userEvent.setup();
    show([lowMutton]);
    const button = within(await row('Mutton Curry Cut')).getByRole('button', { name: /^Receive/ });
    await user.click(button);
    await user.keyboard('2.5{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Units: a whole number from 1 to 100000.',
    );
    expect(calls.stock.receive).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});

describe('adjusting and moving', () => {
  it('shows the server’s refusal in the dialog, which stays open', async () => {
    const user = userEvent.setup();
    show([lowMutton]);
    calls.stock.adjust.mockRejectedValue('Only 3 are not held by orders: take at most 3.');
    await user.click(
      within(await row('Mutton Curry Cut')).getByRole('button', { name: /^Adjust/ }),
    );
    const dialog = screen.getByRole('dialog', { name: /^Adjust Mutton Curry Cut/ });
    await user.type(within(dialog).getByRole('textbox', { name: /Change in units/ }), '-5');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Reason' }), 'Spoiled');
    await user.click(within(dialog).getByRole('button', { name: 'Save the adjustment' }));

    const refusal = await within(dialog).findByRole('alert');
    expect(refusal).toHaveTextContent('Only 3 are not held by orders: take at most 3.');
    expect(refusal).toHaveFocus();
    expect(calls.stock.adjust).toHaveBeenCalledWith({
      hubId: 1,
      rowId: 12,
      change: -5,
      reason: 'Spoiled',
      note: '',
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('moves units to another hub, offering every hub but the row’s own', async () => {
    const user = userEvent.setup();
    show([lowMutton]);
    calls.stock.move.mockResolvedValue({
      Levels: [
        { ...lowMutton, OnHand: 2, Available: 1 },
        { ...lowMutton, HubId: 2, HubName: 'Indiranagar', OnHand: 2, Reserved: 0, Available: 2 },
      ],
    });
    const mutton = await row('Mutton Curry Cut');
    await waitFor(() =>
      expect(within(mutton).getByRole('button', { name: /^Move Mutton/ })).toBeVisible(),
    );
    await user.click(within(mutton).getByRole('button', { name: /^Move Mutton/ }));
    const dialog = screen.getByRole('dialog', { name: /^Move Mutton Curry Cut/ });
    const to = within(dialog).getByRole('combobox', { name: 'Move to' });
    expect(to).toHaveFocus();
    expect(
      within(to)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a hub', 'Indiranagar']);
    await user.selectOptions(to, 'Indiranagar');
    await user.type(within(dialog).getByRole('textbox', { name: 'Units' }), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Move units' }));
    await waitFor(() =>
      expect(calls.stock.move).toHaveBeenCalledWith({
        fromHubId: 1,
        toHubId: 2,
        rowId: 12,
        units: 2,
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'at Indiranagar: now 2 on hand, 2 available.',
    );
  });
});

describe('a row’s movements', () => {
  it('lists each movement with its kind, signed units, reason, who and when', async () => {
    const user = userEvent.setup();
    show([lowMutton]);
    const movement = (over: Partial<StockMovement>): StockMovement => ({
      MovementId: 1,
      HubId: 1,
      RowId: 12,
      Kind: 'Received',
      Units: 10,
      Reason: 'Morning delivery',
      OrderId: null,
      StaffName: 'Asha Admin',
      At: '2026-11-28T04:00:00.000Z',
      ...over,
    });
    calls.stock.movements.mockResolvedValue({
      Movements: [
        movement({
          MovementId: 3,
          Kind: 'Packed',
          Units: -2,
          Reason: '',
          StaffName: null,
          OrderId: 501,
        }),
        movement({ MovementId: 2, Kind: 'Adjusted', Units: -1, Reason: 'Spoiled' }),
        movement({}),
      ],
      PageNo: 1,
      TotalPages: 1,
    });
    await user.click(
      within(await row('Mutton Curry Cut')).getByRole('button', { name: /^Movements/ }),
    );
    const dialog = screen.getByRole('dialog', { name: /^Movements of Mutton Curry Cut/ });
    const table = await within(dialog).findByTestId('stock-movements');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(0, 4)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Packed for an order', '−2', '—', 'Order #501'],
      ['Adjusted', '−1', 'Spoiled', 'Asha Admin'],
      ['Received', '+10', 'Morning delivery', 'Asha Admin'],
    ]);
    expect(calls.stock.movements).toHaveBeenCalledWith({ hubId: 1, rowId: 12, pageNo: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
