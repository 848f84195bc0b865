/**
 * Order history and order details when their read fails (issue 27): never '0 orders' for a list that could
 * not be read, never a spinner that does not end; offline, what the page last had with 'You are offline' and
 * when it was read, in the shopper's language; read again when the connection returns.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dialogs } from '../../lib/dialogs';
import { setSession } from '../../lib/session';
import { orderData } from '../../state/orderData';
import { setLocale } from '../../state/locale';
import { apiTarget, failure, startApiServer, type ApiServer } from '../../test/apiServer';
import { goOffline } from '../../test/offline';
import { renderApp } from '../../test/renderApp';
import { shopperHandlers } from '../../test/shopperFixtures';

vi.setConfig({ testTimeout: 20_000 });

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer(shopperHandlers());
});
afterAll(() => api.close());
beforeEach(() => api.use(shopperHandlers()));
afterEach(() => {
  apiTarget.origin = api.origin;
});

function signedInAt(path: string) {
  renderApp(path);
  act(() => setSession({ token: 't', expiresAt: undefined, userId: 7, username: 'Asha' }));
}

const page = () => within(screen.getByRole('main'));

/** The page's reads have all come back (the first page of a visit may read twice: early, then its own). */
async function readDone(read: 'historyRead' | 'detailsRead') {
  await waitFor(() => {
    expect(orderData.state[read].busy).toBe(false);
    expect(orderData.state.loading).toBe(false);
  });
}

describe('order history', () => {
  it('offline and never read: says it needs the connection (not "0 orders"), and loads when it returns', async () => {
    const network = goOffline();
    signedInAt('/order/history');
    const alert = await page().findByRole('alert');
    expect(alert).toHaveTextContent('You are offline');
    expect(alert).toHaveTextContent('This page needs an internet connection.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText(/0 orders|Showing 0/)).not.toBeInTheDocument();
    expect(screen.queryByText('You have not ordered anything yet.')).not.toBeInTheDocument();
    // The page says it; no error dialog on top.
    expect(dialogs.error.open).toBe(false);

    network.backOnline();
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(10));
    expect(page().queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offline with a list read before: keeps it, says so and when it was read', async () => {
    signedInAt('/order/history');
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(10));
    expect(screen.getByTestId('stale-note')).toBeEmptyDOMElement();
    await readDone('historyRead');
    orderData.state.historyRead.at = Date.now() - 5 * 60_000;

    const network = goOffline();
    const note = screen.getByTestId('stale-note');
    expect(note).toHaveAttribute('role', 'status');
    expect(note).toHaveTextContent('You are offline');
    await waitFor(() => expect(note).toHaveTextContent('Updated 5 minutes ago'));
    expect(screen.getAllByTestId('order-row')).toHaveLength(10);

    // Read again while offline (the page opened again): the same list and note, no dialog.
    await userEvent.click(within(note).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(orderData.state.historyRead.busy).toBe(false));
    await waitFor(() => expect(orderData.state.historyRead.error).toBeDefined());
    expect(screen.getAllByTestId('order-row')).toHaveLength(10);
    expect(screen.getByTestId('stale-note')).toHaveTextContent('Updated 5 minutes ago');
    expect(dialogs.error.open).toBe(false);

    network.backOnline();
    await waitFor(() => expect(screen.getByTestId('stale-note')).toBeEmptyDOMElement());
  });

  it('says when it was read in the shopper’s language', async () => {
    await act(() => setLocale('hi'));
    signedInAt('/order/history');
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(10));
    await readDone('historyRead');
    orderData.state.historyRead.at = Date.now() - 2 * 3_600_000;
    goOffline();
    await waitFor(() =>
      expect(screen.getByTestId('stale-note')).toHaveTextContent('2 घंटे पहले अपडेट किया गया'),
    );
  });

  it('online, a failed read shows the server’s words with a retry that loads the list', async () => {
    api.use({ orderHistory: () => failure(400, { Message: 'Orders are being moved' }) });
    signedInAt('/order/history');
    const alert = await page().findByRole('alert');
    expect(alert).toHaveTextContent('Orders are being moved');
    expect(screen.queryByText(/Showing 0/)).not.toBeInTheDocument();
    api.use({ orderHistory: shopperHandlers().orderHistory! });
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(10));
  });
});

describe('order details', () => {
  it('a failed read shows Try again instead of "Loading…" for ever', async () => {
    api.use({ orderDetails: () => failure(400, { Message: 'Order service is busy' }) });
    signedInAt('/order/details/501');
    const alert = await page().findByRole('alert');
    expect(alert).toHaveTextContent('Order service is busy');
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
    api.use({ orderDetails: shopperHandlers().orderDetails! });
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Placed');
  });

  it('offline and never read: says it needs the connection, and loads when it returns', async () => {
    const network = goOffline();
    signedInAt('/order/details/501');
    const alert = await page().findByRole('alert');
    expect(alert).toHaveTextContent('This page needs an internet connection.');
    network.backOnline();
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Placed');
  });

  it('offline after it was read: keeps the order with "You are offline" and when it was read', async () => {
    signedInAt('/order/details/501');
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Placed');
    await readDone('detailsRead');
    orderData.state.detailsRead.at = Date.now() - 60_000;
    goOffline();
    const note = screen.getByTestId('stale-note');
    expect(note).toHaveTextContent('You are offline');
    await waitFor(() => expect(note).toHaveTextContent('Updated 1 minute ago'));
    expect(screen.getByTestId('order-status')).toHaveTextContent('Placed');
  });
});
