/**
 * The address book when its read fails (issue 27): 'Try again' with the reason, never an empty book; offline
 * it says the page needs the connection and reads the list when it returns.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../lib/session';
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

describe('the address book', () => {
  it('a failed read shows the reason and Try again, which loads the addresses', async () => {
    api.use({ addressList: () => failure(400, { Message: 'Addresses are being moved' }) });
    signedInAt('/user/address');
    const alert = await within(screen.getByRole('main')).findByRole('alert');
    expect(alert).toHaveTextContent('Addresses are being moved');
    expect(screen.queryByText('You have no saved addresses yet.')).not.toBeInTheDocument();
    api.use({ addressList: shopperHandlers().addressList! });
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Asha Rao · Home')).toBeInTheDocument();
  });

  it('offline and never read: says it needs the connection, and loads when it returns', async () => {
    const network = goOffline();
    signedInAt('/address/list/1');
    const alert = await within(screen.getByRole('main')).findByRole('alert');
    expect(alert).toHaveTextContent('This page needs an internet connection.');
    network.backOnline();
    expect(await screen.findByText('Asha Rao · Home')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByRole('main')).queryByRole('alert')).not.toBeInTheDocument(),
    );
  });
});
