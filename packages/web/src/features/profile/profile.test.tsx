/**
 * The profile when its read fails (issue 27): 'Try again', never a spinner that does not end; and the way
 * to the page about clearing the site's data, which nothing linked to.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../lib/session';
import { failure, startApiServer, type ApiServer } from '../../test/apiServer';
import { renderApp } from '../../test/renderApp';
import { shopperHandlers } from '../../test/shopperFixtures';

vi.setConfig({ testTimeout: 20_000 });

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer(shopperHandlers());
});
afterAll(() => api.close());
beforeEach(() => api.use(shopperHandlers()));

function signedInAt(path: string) {
  renderApp(path);
  act(() => setSession({ token: 't', expiresAt: undefined, userId: 7, username: 'Asha' }));
}

describe('profile', () => {
  it('a failed read shows the reason and Try again, which loads the profile', async () => {
    api.use({ profile: () => failure(400, { Message: 'Profiles are being moved' }) });
    signedInAt('/user/profile');
    const alert = await within(screen.getByRole('main')).findByRole('alert');
    expect(alert).toHaveTextContent('Profiles are being moved');
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
    api.use({ profile: shopperHandlers().profile! });
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Asha'));
  });

  it('links to clearing the site’s data, where a stuck app is put right', async () => {
    signedInAt('/user/profile');
    const link = await screen.findByRole('link', {
      name: "Still not working? Clear this site's data",
    });
    await userEvent.click(link);
    expect(location.pathname).toBe('/instruction-clear-browser-data');
    expect(
      await screen.findByRole('heading', { name: 'Clear your browser data' }),
    ).toBeInTheDocument();
  });
});
