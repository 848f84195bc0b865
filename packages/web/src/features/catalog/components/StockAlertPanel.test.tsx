/** "Notify me" on the product page, as a shopper: signed out, asking, cancelling, and the option coming back. */
import type { ReplyOf } from '@storefront/sdk';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../lib/session';
import { startApiServer, type ApiServer } from '../../../test/apiServer';
import { curryCut, storeHandlers } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';

vi.setConfig({ testTimeout: 20_000 });

type Details = ReplyOf<'productDetails'>['ProductDetails'];
type Alerts = ReplyOf<'stockAlerts'>;

const AT = '2026-11-24T10:00:00.000Z';
/** 1 kg (RowId 12) is sold out; the default 500 g curry cut is not. */
const soldOutKg: Details = {
  ...curryCut,
  ProductConfig: curryCut.ProductConfig.map((group) => ({
    ...group,
    Options: group.Options.map((row) => (row.RowId === 12 ? { ...row, IsAvailable: false } : row)),
  })),
};
const KG_CURRY = '12-21';

/** What the server knows: whether 1 kg is back, and the shopper's alerts. */
let kgBack = false;
let alerts: Alerts['StockAlerts'] = [];
const alertFor = (notifiedAt: string | null) => ({
  ProductId: curryCut.ProductId,
  OptionKey: KG_CURRY,
  ConfigPriceIds: [12, 21],
  CreatedAt: AT,
  NotifiedAt: notifiedAt,
});

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer(storeHandlers());
});
afterAll(() => api.close());
beforeEach(() => {
  kgBack = false;
  alerts = [];
  api.use({
    ...storeHandlers(),
    productDetails: () => ({ ProductDetails: soldOutKg }),
    stockAlerts: () => ({
      ProductId: curryCut.ProductId,
      IsAvailable: true,
      Options: curryCut.ProductConfig.flatMap((group) =>
        group.Options.map((row) => ({
          RowId: row.RowId,
          IsAvailable: row.RowId !== 12 || kgBack,
        })),
      ),
      StockAlerts: alerts,
    }),
    notifyWhenAvailable: () => {
      alerts = [alertFor(null)];
      return { Success: true, StockAlert: alertFor(null) };
    },
    cancelStockAlert: () => {
      alerts = [];
      return { Success: true };
    },
  });
});

function signedInAt(path: string) {
  renderApp(path);
  act(() => setSession({ token: 't', expiresAt: undefined, userId: 7, username: 'Asha' }));
}

/** What the panel says in its live region. */
const said = async () => within(await screen.findByTestId('stock-alert')).getByRole('status');
const kgRadio = () => screen.findByRole('radio', { name: /1 kg/ });
const addToCart = () => screen.getByRole('button', { name: 'Add to cart' });

describe('a sold-out option on the product page', () => {
  it('offers a signed-out shopper "Notify me" as the sign-in that comes back with that option chosen', async () => {
    const user = userEvent.setup();
    renderApp('/chicken-curry-cut');
    await user.click(await kgRadio());

    expect(addToCart()).toBeDisabled();
    const link = await screen.findByRole('link', { name: 'Notify me' });
    expect(link).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(`/chicken-curry-cut?option=${KG_CURRY}`)}`,
    );
    expect(
      screen.getByText("Sign in and we'll send you a notification when it's back."),
    ).toBeVisible();
  });

  it('opens with the option a link names chosen', async () => {
    renderApp(`/chicken-curry-cut?option=${KG_CURRY}`);
    expect(await kgRadio()).toBeChecked();
    expect(await screen.findByRole('link', { name: 'Notify me' })).toBeVisible();
  });

  it('takes the signed-in shopper’s alert, says so, and cancels it', async () => {
    const user = userEvent.setup();
    signedInAt('/chicken-curry-cut');
    await user.click(await kgRadio());
    expect(
      await screen.findByText(
        "1 kg · Curry cut is sold out. We'll send you a notification when it's back.",
      ),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Notify me' }));

    await waitFor(async () =>
      expect(await said()).toHaveTextContent("We'll let you know when it's back."),
    );
    const cancel = screen.getByRole('button', { name: 'Cancel alert' });
    expect(cancel).toHaveFocus();
    expect(api.callsOf('notifyWhenAvailable').map((call) => call.body)).toEqual([
      { productId: curryCut.ProductId, configPriceIds: [12, 21] },
    ]);

    await user.click(cancel);

    expect(await screen.findByRole('button', { name: 'Notify me' })).toHaveFocus();
    expect(await said()).toHaveTextContent("OK, we won't notify you about this one.");
    expect(api.callsOf('cancelStockAlert')).toHaveLength(1);
  });

  it('shows the option available with a notice once it is back, while the page is open', async () => {
    const user = userEvent.setup();
    alerts = [alertFor(null)];
    signedInAt(`/chicken-curry-cut?option=${KG_CURRY}`);
    await waitFor(async () =>
      expect(await said()).toHaveTextContent("We'll let you know when it's back."),
    );
    expect(addToCart()).toBeDisabled();

    // The store restocks 1 kg; the shopper comes back to the tab (the page also looks every 15 s).
    kgBack = true;
    alerts = [alertFor(AT)];
    act(() => document.dispatchEvent(new Event('visibilitychange')));

    expect(await screen.findByText('Good news: 1 kg · Curry cut is back in stock.')).toBeVisible();
    await waitFor(() => expect(addToCart()).toBeEnabled());
    expect(await kgRadio()).toBeChecked();
    await user.click(addToCart());
    expect(await screen.findByText('Chicken Curry Cut added to cart')).toBeInTheDocument();
  });
});
