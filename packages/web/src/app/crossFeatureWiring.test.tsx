import { act } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout } from '../features/auth/store/auth';
import { offers } from '../features/checkout/store/offers';
import { session } from '../lib/session';
import { address } from '../state/address';
import { orderProcess } from '../state/orderProcess';
import { user } from '../state/user';
import { startApiServer, type ApiServer } from '../test/apiServer';
import { renderApp } from '../test/renderApp';
import { homeAddress, shopperHandlers } from '../test/shopperFixtures';
import { LOGOUT_RESET_DELAY_MS } from './crossFeatureWiring';

vi.setConfig({ testTimeout: 30_000 });

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer(shopperHandlers());
});
afterAll(() => api.close());
beforeEach(() => api.use(shopperHandlers()));

describe('logout', () => {
  it('signs out through the login service, then resets the shopper data 2 s later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      renderApp('/');
      act(() => {
        session.token = 'session-token';
        offers.state.offers = { Offers: [] };
        address.state.addressList = { AddressList: [homeAddress] };
        user.state.walletData = { Balance: 100 };
        orderProcess.state.selectedAddress = homeAddress;
      });
      const before = api.callsOf('logout').length;
      await logout();
      expect(api.callsOf('logout')).toHaveLength(before + 1);
      expect(session.token).toBeUndefined();
      expect(address.state.addressList).toBeDefined();
      vi.advanceTimersByTime(LOGOUT_RESET_DELAY_MS - 1);
      expect(offers.state.offers).toBeDefined();
      vi.advanceTimersByTime(1);
      await vi.waitFor(() => expect(offers.state.offers).toBeUndefined());
      expect(address.state.addressList).toBeUndefined();
      expect(user.state.walletData).toBeUndefined();
      expect(orderProcess.state.selectedAddress).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('logout on a store built to reload after it', () => {
  it('reloads the page once the shopper data is reset, and not before', async () => {
    vi.stubEnv('VITE_RELOAD_AFTER_LOGOUT', 'true');
    const reload = vi.fn();
    vi.stubGlobal('location', { ...location, reload });
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      renderApp('/');
      act(() => {
        session.token = 'session-token';
        offers.state.offers = { Offers: [] };
      });
      await logout();
      vi.advanceTimersByTime(LOGOUT_RESET_DELAY_MS - 1);
      expect(reload).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
      expect(offers.state.offers).toBeUndefined();
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
      vi.unstubAllEnvs();
    }
  });
});
