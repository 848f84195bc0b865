/** The first page of a visit: its code before the first render, its data read before it mounts. */
import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearSession, setSession } from '../lib/session';
import { startApiServer, type ApiServer } from '../test/apiServer';
import { renderApp } from '../test/renderApp';
import { shopperHandlers } from '../test/shopperFixtures';
import { Router } from 'wouter';
import { App } from './App';
import { resetAllState } from './resetAllState';
import { loadPageCode, NotFoundPage, preloadPage } from './routes';

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer(shopperHandlers());
});
afterAll(() => api.close());
beforeEach(() => {
  api.use(shopperHandlers());
  api.calls.length = 0;
  clearSession();
});

describe('the first page of a visit', () => {
  it('draws a page whose code has loaded in the first commit, without the loading view', async () => {
    await loadPageCode('/no-such-page/at/all');
    render(
      <Suspense fallback={<p>Loading view</p>}>
        <NotFoundPage params={{}} />
      </Suspense>,
    );
    expect(screen.queryByText('Loading view')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it("starts a signed-in page's read before it mounts, and the page takes it instead of asking again", async () => {
    resetAllState();
    act(() => setSession({ token: 't', expiresAt: undefined, userId: 7, username: 'Asha' }));
    await preloadPage('/order/details/501');
    expect(api.callsOf('orderDetails')).toHaveLength(1);

    // As main.tsx renders (renderApp would reset the stores the read filled).
    history.replaceState(null, '', '/order/details/501');
    render(
      <Router>
        <App />
      </Router>,
    );
    await screen.findByTestId('order-status');
    expect(api.callsOf('orderDetails')).toHaveLength(1);
  });

  it('starts nothing for a signed-out shopper, nor for an order id the page would not open', async () => {
    await preloadPage('/order/details/501');
    act(() => setSession({ token: 't', expiresAt: undefined, userId: 7, username: 'Asha' }));
    await preloadPage('/order/details/not-a-number');
    await preloadPage('/categories');
    expect(api.calls).toHaveLength(0);
  });

  it('reads the page’s data itself when nothing was started early', async () => {
    renderApp('/order/history');
    act(() => setSession({ token: 't', expiresAt: undefined, userId: 7, username: 'Asha' }));
    await waitFor(() => expect(api.callsOf('orderHistory')).toHaveLength(1));
  });
});
