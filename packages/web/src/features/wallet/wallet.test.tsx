/**
 * The wallet when its reads fail (issue 27): never a balance of '…' with no transactions and no word of
 * why; a retry, and a read again when the connection returns; offline, what it last read and when.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../lib/session';
import { user } from '../../state/user';
import { apiTarget, startApiServer, type ApiServer } from '../../test/apiServer';
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

describe('wallet', () => {
  it('offline and never read: says it needs the connection, and loads when it returns', async () => {
    const network = goOffline();
    signedInAt('/user/wallet');
    const alert = await within(screen.getByRole('main')).findByRole('alert');
    expect(alert).toHaveTextContent('This page needs an internet connection.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText('No transactions yet.')).not.toBeInTheDocument();
    expect(screen.queryByTestId('wallet-balance')).not.toBeInTheDocument();

    network.backOnline();
    await waitFor(() => expect(screen.getByTestId('wallet-balance')).toHaveTextContent('₹200'));
    await waitFor(() => expect(screen.getAllByTestId('wallet-transaction')).toHaveLength(10));
  });

  it('offline after it was read: keeps the balance with "You are offline" and when it was read', async () => {
    signedInAt('/user/wallet');
    await waitFor(() => expect(screen.getAllByTestId('wallet-transaction')).toHaveLength(10));
    await waitFor(() => expect(user.state.loading).toBe(false));
    user.state.walletRead.at = Date.now() - 10 * 60_000;
    goOffline();
    await waitFor(() =>
      expect(screen.getByTestId('stale-note')).toHaveTextContent(
        'You are offlineUpdated 10 minutes ago',
      ),
    );
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('₹200');
  });
});
