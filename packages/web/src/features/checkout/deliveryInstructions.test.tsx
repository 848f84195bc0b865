/**
 * Checkout's delivery instructions (issue 29): quick choices as toggle buttons and a note with a counter,
 * kept on the device across a reload, sent with the checkout, forgotten once the order is placed, in the
 * shopper's language.
 */
import type { OrderFlowState } from '@storefront/sdk';
import { DELIVERY_INSTRUCTION_CHOICES } from '@storefront/sdk/core';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogTexts } from '../../../catalogs.plugin';
import { App } from '../../app/App';
import { resetAllState } from '../../app/resetAllState';
import { setSession } from '../../lib/session';
import { setLocale } from '../../state/locale';
import { startApiServer, type ApiServer } from '../../test/apiServer';
import { curryCutLine, homeAddress, orderData, shopperHandlers } from '../../test/shopperFixtures';
import { addToCart, cart, cartStoreReady, clearCart } from '../../state/cart';
import { orderProcess, saveOrderProcess } from '../../state/orderProcess';
import { checkout } from './store/checkout';
import { forgetInstructions, instructions, INSTRUCTIONS_STORAGE_KEY } from './store/instructions';

vi.setConfig({ testTimeout: 20_000 });

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer(shopperHandlers());
  await cartStoreReady();
});
afterAll(() => api.close());
beforeEach(() => {
  api.use(shopperHandlers());
  clearCart();
  forgetInstructions();
  Object.assign(checkout, { bill: undefined, error: undefined, busy: false, phase: 'idle' });
});

function openCheckout(flow: Partial<OrderFlowState> = {}) {
  resetAllState();
  setSession({ token: 't', expiresAt: undefined, userId: 7, username: 'Asha' });
  Object.assign(orderProcess.state, { selectedAddress: homeAddress, ...flow });
  saveOrderProcess();
  history.replaceState(null, '', '/order/checkout');
  return render(
    <Router>
      <App />
    </Router>,
  );
}

const stored = () =>
  JSON.parse(localStorage.getItem(INSTRUCTIONS_STORAGE_KEY) ?? 'null') as unknown;

describe('delivery instructions at checkout', () => {
  it('toggles quick choices and takes a note, sent with the checkout', async () => {
    const user = userEvent.setup();
    await addToCart({ ...curryCutLine, Qty: 2 });
    openCheckout();
    const section = await screen.findByRole('group', { name: 'Delivery instructions' });
    const guard = within(section).getByRole('button', { name: 'Leave with the security guard' });
    const call = within(section).getByRole('button', { name: 'Call on arrival' });
    expect(guard).toHaveAttribute('aria-pressed', 'false');
    await user.click(guard);
    await user.click(call);
    expect(guard).toHaveAttribute('aria-pressed', 'true');
    expect(call).toHaveAttribute('aria-pressed', 'true');
    // Ticked twice is unticked.
    const bell = within(section).getByRole('button', { name: "Don't ring the bell" });
    await user.click(bell);
    await user.click(bell);
    expect(bell).toHaveAttribute('aria-pressed', 'false');

    const note = within(section).getByRole('textbox', { name: 'Note for the rider (optional)' });
    expect(note).toHaveAccessibleDescription('200 characters left');
    await user.type(note, '  Tower B, flat 1204 ');
    expect(note).toHaveAccessibleDescription('179 characters left');

    await screen.findByTestId('bill');
    await user.click(screen.getByTestId('pay-button'));
    await screen.findByText('Taking you to the payment page…');
    // In the order the chips are listed, the note trimmed.
    expect(api.callsOf('checkout').at(-1)?.body).toMatchObject({
      deliveryInstructions: {
        choices: ['CallOnArrival', 'LeaveWithGuard'],
        note: 'Tower B, flat 1204',
      },
    });
  });

  it('asks, per line, for a similar cut should it run out, and refunds the others', async () => {
    const user = userEvent.setup();
    await addToCart({ ...curryCutLine, Qty: 2 });
    await addToCart({
      ...curryCutLine,
      ProductId: 3,
      ProductName: 'Chicken Liver',
      SelectedOptions: { Weight: { RowId: 7, Label: '250 g' } },
    });
    openCheckout();
    const section = await screen.findByRole('group', { name: 'If an item runs out' });
    const replace = within(section).getByRole('checkbox', {
      name: 'Replace Chicken Curry Cut with a similar cut',
    });
    expect(replace).not.toBeChecked();
    await user.click(replace);
    expect(stored()).toMatchObject({ replace: ['1:2'] });
    await screen.findByTestId('bill');
    await user.click(screen.getByTestId('pay-button'));
    await screen.findByText('Taking you to the payment page…');
    const products = (api.callsOf('checkout').at(-1)?.body as { products: object[] }).products;
    expect(products[0]).toMatchObject({ productId: 1, ifShort: 'Replace' });
    expect(products[1]).not.toHaveProperty('ifShort');
  });

  it('sends nothing when the shopper gave none', async () => {
    const user = userEvent.setup();
    await addToCart({ ...curryCutLine, Qty: 2 });
    openCheckout();
    await screen.findByTestId('bill');
    await user.click(screen.getByTestId('pay-button'));
    await screen.findByText('Taking you to the payment page…');
    expect(api.callsOf('checkout').at(-1)?.body).not.toHaveProperty('deliveryInstructions');
  });

  it('takes at most four quick choices and a note of 200 characters', async () => {
    const user = userEvent.setup();
    await addToCart({ ...curryCutLine, Qty: 2 });
    openCheckout();
    const section = await screen.findByRole('group', { name: 'Delivery instructions' });
    const chips = within(section).getAllByRole('button');
    expect(chips).toHaveLength(5);
    for (const chip of chips.slice(0, 4)) await user.click(chip);
    expect(chips[4]).toBeDisabled();
    await user.click(chips[0]!);
    expect(chips[4]).toBeEnabled();

    const note = within(section).getByRole('textbox');
    await user.click(note);
    await user.paste('x'.repeat(250));
    expect(note).toHaveValue('x'.repeat(200));
    expect(note).toHaveAccessibleDescription('0 characters left');
  });

  it('forgets them once the order is placed', async () => {
    const user = userEvent.setup();
    await addToCart({ ...curryCutLine, Qty: 2 });
    const paid = {
      ...orderData,
      Status: 'Placed' as const,
      PaymentStatus: 'Paid' as const,
      Bill: { ...orderData.Bill, WalletUsed: 53300, AmountPayable: 0 },
      Payment: null,
    };
    api.use({
      calculateBill: () => ({ Bill: paid.Bill, AppliedCoupon: null, WalletBalance: 60000 }),
      checkout: () => ({ OrderData: paid }),
    });
    openCheckout();
    const section = await screen.findByRole('group', { name: 'Delivery instructions' });
    await user.click(within(section).getByRole('button', { name: 'Leave at the door' }));
    await vi.waitFor(() =>
      expect(stored()).toEqual({ choices: ['LeaveAtDoor'], note: '', replace: [] }),
    );
    await screen.findByTestId('bill');
    await user.click(screen.getByLabelText('Use wallet balance (₹600)'));
    await user.click(await screen.findByRole('button', { name: 'Place order' }));
    expect(await screen.findByTestId('order-confirmed')).toBeInTheDocument();
    expect(api.callsOf('checkout').at(-1)?.body).toMatchObject({
      deliveryInstructions: { choices: ['LeaveAtDoor'], note: '' },
    });
    expect(cart.items).toEqual([]);
    expect(instructions.choices).toEqual([]);
    await vi.waitFor(() => expect(stored()).toBeNull());
  });

  it.each(['hi', 'kn'] as const)('speaks the shopper’s language (%s)', async (locale) => {
    const texts = catalogTexts(locale);
    await act(() => setLocale(locale));
    await addToCart({ ...curryCutLine, Qty: 2 });
    openCheckout();
    const section = await screen.findByRole('group', {
      name: texts['deliveryInstructions.title'],
    });
    for (const choice of DELIVERY_INSTRUCTION_CHOICES)
      expect(
        within(section).getByRole('button', { name: texts[`deliveryChoice.${choice}`] }),
      ).toBeInTheDocument();
    expect(
      within(section).getByRole('textbox', { name: texts['deliveryInstructions.note'] }),
    ).toBeInTheDocument();
  });
  // Last: it starts the store module again, as a reload does.
  it('keeps them on the device across a reload', async () => {
    const user = userEvent.setup();
    await addToCart({ ...curryCutLine, Qty: 2 });
    openCheckout();
    const section = await screen.findByRole('group', { name: 'Delivery instructions' });
    await user.click(within(section).getByRole('button', { name: 'Pet at home' }));
    await user.type(within(section).getByRole('textbox'), 'Gate 3');
    await vi.waitFor(() =>
      expect(stored()).toEqual({ choices: ['PetAtHome'], note: 'Gate 3', replace: [] }),
    );
    vi.resetModules();
    const reloaded = await import('./store/instructions');
    expect(reloaded.instructions).toEqual({ choices: ['PetAtHome'], note: 'Gate 3', replace: [] });
  });
});
