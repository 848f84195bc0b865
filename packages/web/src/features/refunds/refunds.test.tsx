/**
 * The refunds pages when their read fails (issue 27): never '0 refunds' for a list that could not be read,
 * never a spinner that does not end; a retry, and a read again when the connection returns.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dialogs } from '../../lib/dialogs';
import { setSession } from '../../lib/session';
import { refunds } from '../../state/refunds';
import { apiTarget, failure, startApiServer, type ApiServer } from '../../test/apiServer';
import { goOffline } from '../../test/offline';
import { renderApp } from '../../test/renderApp';
import { refund, shopperHandlers } from '../../test/shopperFixtures';

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

describe('refunds', () => {
  it('offline and never read: says it needs the connection (not "0 refunds"), and loads when it returns', async () => {
    const network = goOffline();
    signedInAt('/refund');
    const alert = await page().findByRole('alert');
    expect(alert).toHaveTextContent('You are offline');
    expect(alert).toHaveTextContent('This page needs an internet connection.');
    expect(screen.queryByText(/0 refunds/)).not.toBeInTheDocument();
    expect(screen.queryByText('You have no refunds.')).not.toBeInTheDocument();
    expect(dialogs.error.open).toBe(false);

    network.backOnline();
    expect(await screen.findByTestId('refund-row')).toHaveTextContent('Order FC-000501');
  });

  it('offline after the list was read: keeps it with "You are offline" and when it was read', async () => {
    signedInAt('/refund');
    expect(await screen.findByTestId('refund-row')).toBeInTheDocument();
    await waitFor(() => expect(refunds.state.listRead.busy).toBe(false));
    refunds.state.listRead.at = Date.now() - 3 * 60_000;
    goOffline();
    const note = screen.getByTestId('stale-note');
    await waitFor(() => expect(note).toHaveTextContent('You are offlineUpdated 3 minutes ago'));
    expect(screen.getByTestId('refund-row')).toBeInTheDocument();
  });

  it('a refund whose read fails shows Try again instead of "Loading…" for ever', async () => {
    api.use({ refundDetails: () => failure(400, { Message: 'Refunds are being counted' }) });
    signedInAt(`/refund/details/${refund.RefundId}`);
    const alert = await page().findByRole('alert');
    expect(alert).toHaveTextContent('Refunds are being counted');
    api.use({ refundDetails: shopperHandlers().refundDetails! });
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('refund-details')).toHaveTextContent(refund.Reason);
  });
});
