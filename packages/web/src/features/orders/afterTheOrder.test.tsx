/**
 * Changing the delivery slot on the order's page (docs/after-the-order.md): a slot order that can still
 * move offers "Change delivery slot", a dialog listing its hub's open slots (not the one it is in); the
 * move shows the new window and the timeline's entry at once; a refusal shows the server's words in the
 * dialog and the slots are read again; an order past its cut-off offers nothing. And the delivery
 * instructions given at checkout, shown where the order goes.
 */
import type { ReplyOf } from '@storefront/sdk';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatWindow } from '../../lib/dateTime';
import { setSession } from '../../lib/session';
import { failure, startApiServer, type ApiServer } from '../../test/apiServer';
import { renderApp } from '../../test/renderApp';
import { orderDetails, shopperHandlers } from '../../test/shopperFixtures';

vi.setConfig({ testTimeout: 20_000 });

type Details = NonNullable<ReplyOf<'orderDetails'>['OrderDetails']>;
type Slot = ReplyOf<'deliverySlots'>['Slots'][number];

const HOUR = 60 * 60_000;
const METHOD = 3;
const WORDS = { today: 'Today', tomorrow: 'Tomorrow' };

/** A slot starting `hours` from now (rounded to the hour), as the slots call lists it. */
function slotIn(hours: number, status: Slot['Status'] = 'Open', left = 3): Slot {
  const start = new Date(Math.ceil(Date.now() / HOUR) * HOUR + hours * HOUR);
  return {
    SlotId: `20990101-${String(hours).padStart(2, '0')}00`,
    DeliveryMethodId: METHOD,
    Start: start.toISOString(),
    End: new Date(start.getTime() + 2 * HOUR).toISOString(),
    CutOffAt: new Date(start.getTime() - HOUR / 2).toISOString(),
    Capacity: 4,
    Left: status === 'Full' ? 0 : left,
    Status: status,
  };
}

const current = slotIn(3, 'Full');
const later = slotIn(5);
const full = slotIn(7, 'Full');
const last = slotIn(9, 'Open', 1);

const windowOf = (slot: Slot) => formatWindow(slot.Start, slot.End, WORDS);

const slotOrder: Details = {
  ...orderDetails,
  DeliveryMethod: 'Scheduled',
  DeliveryWindow: { SlotId: current.SlotId, Start: current.Start, End: current.End },
  DeliveryMethodId: METHOD,
  HubSlug: 'jp-nagar',
  CanReschedule: true,
  RescheduleDeadline: current.CutOffAt,
};

/** The order as the server answers it once moved to the slot. */
function movedTo(slot: Slot): Details {
  return {
    ...slotOrder,
    DeliveryWindow: { SlotId: slot.SlotId, Start: slot.Start, End: slot.End },
    RescheduleDeadline: slot.CutOffAt,
    Timeline: [
      ...slotOrder.Timeline,
      { Status: 'Rescheduled', At: new Date().toISOString(), Note: 'Delivery moved to Sat' },
    ],
  };
}

let api: ApiServer;
/** What GET /order-details answers now (the move changes it, as the server would). */
let shown: Details;
beforeAll(async () => {
  api = await startApiServer(shopperHandlers());
});
afterAll(() => api.close());
beforeEach(() => {
  shown = slotOrder;
  api.use({
    ...shopperHandlers(),
    orderDetails: () => ({ NoOrder: false, OrderDetails: shown }),
    deliverySlots: () => ({
      DeliveryMethodId: METHOD,
      Kind: 'Slot',
      Slots: [current, later, full, last],
    }),
    rescheduleOrder: (_query, body) => {
      const slotId = (body as { slotId: string }).slotId;
      shown = movedTo([later, last].find((slot) => slot.SlotId === slotId)!);
      return { NoOrder: false, OrderDetails: shown };
    },
  });
});

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  renderApp('/order/details/501');
  act(() => setSession({ token: 't', expiresAt: undefined, userId: 7, username: 'Asha' }));
  const opener = await screen.findByRole('button', { name: 'Change delivery slot' });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Change delivery slot' });
  await within(dialog).findByRole('group', { name: 'Choose a new slot' });
  return { opener, dialog };
}

const radio = (dialog: HTMLElement, slot: Slot) =>
  within(dialog).getByRole('radio', { name: new RegExp(windowOf(slot)) });

describe('changing the delivery slot', () => {
  it('lists the hub’s other slots, moves the order to the one chosen and shows it at once', async () => {
    const user = userEvent.setup();
    const { opener, dialog } = await openDialog(user);
    expect(api.callsOf('deliverySlots').at(-1)?.query).toEqual({
      deliveryMethodId: String(METHOD),
      hub: 'jp-nagar',
    });
    // The slot the order is in is not offered; a full one cannot be chosen.
    expect(within(dialog).getAllByRole('radio')).toHaveLength(3);
    expect(within(dialog).queryByRole('radio', { name: new RegExp(windowOf(current)) })).toBeNull();
    expect(radio(dialog, full)).toBeDisabled();
    const move = within(dialog).getByRole('button', { name: 'Move my order' });
    expect(move).toBeDisabled();

    await user.click(radio(dialog, later));
    await user.click(move);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsOf('rescheduleOrder').at(-1)?.body).toEqual({
      orderId: 501,
      slotId: later.SlotId,
    });
    expect(screen.getByTestId('delivery-window')).toHaveTextContent(windowOf(later));
    expect(screen.getByText('Delivery slot changed')).toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('shows the server’s refusal in the dialog and reads the slots again', async () => {
    const user = userEvent.setup();
    const { dialog } = await openDialog(user);
    const reads = api.callsOf('deliverySlots').length;
    api.use({
      rescheduleOrder: () =>
        failure(400, {
          Message: 'Delivery slot full',
          Description: 'This slot has just filled up. Choose another slot.',
        }),
      deliverySlots: () => ({
        DeliveryMethodId: METHOD,
        Kind: 'Slot',
        Slots: [current, later, full, { ...last, Left: 0, Status: 'Full' }],
      }),
    });
    await user.click(radio(dialog, last));
    await user.click(within(dialog).getByRole('button', { name: 'Move my order' }));

    const refused = await within(dialog).findByRole('alert');
    expect(refused).toHaveTextContent('Delivery slot full');
    expect(refused).toHaveTextContent('This slot has just filled up. Choose another slot.');
    await waitFor(() => expect(radio(dialog, last)).toBeDisabled());
    expect(api.callsOf('deliverySlots').length).toBe(reads + 1);
    // Nothing chosen any more: the shopper chooses again; the page still shows the slot it is in.
    expect(within(dialog).getByRole('button', { name: 'Move my order' })).toBeDisabled();
    expect(screen.getByTestId('delivery-window')).toHaveTextContent(windowOf(current));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Change delivery slot' })).toHaveFocus();
  });

  it('is not offered once the order can no longer move', async () => {
    shown = { ...slotOrder, CanReschedule: false };
    renderApp('/order/details/501');
    act(() => setSession({ token: 't', expiresAt: undefined, userId: 7, username: 'Asha' }));
    expect(await screen.findByTestId('delivery-window')).toHaveTextContent(windowOf(current));
    expect(screen.queryByRole('button', { name: 'Change delivery slot' })).toBeNull();
  });
});

describe('the delivery instructions given at checkout', () => {
  it('are shown where the order goes, as the packer and rider read them', async () => {
    shown = {
      ...slotOrder,
      DeliveryInstructions: {
        Choices: ['CallOnArrival', 'LeaveWithGuard'],
        Note: 'Gate 2, tower B',
      },
    };
    renderApp('/order/details/501');
    act(() => setSession({ token: 't', expiresAt: undefined, userId: 7, username: 'Asha' }));
    const said = await screen.findByTestId('delivery-instructions');
    expect(said.textContent).toBe(
      'Delivery instructions: Call on arrival · Leave with the security guard · “Gate 2, tower B”',
    );
  });
});
