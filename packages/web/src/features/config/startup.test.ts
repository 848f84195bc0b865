import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type ApiServer } from '../../test/apiServer';
import { storeHandlers } from '../../test/fixtures';
import { orderData } from '../../state/orderData';
import { applyCacheState, LAST_FLUSHED_KEY, runStartup } from './startup';
import { general } from '../../state/general';

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer(storeHandlers());
});
afterAll(() => api.close());

describe('start-up', () => {
  it('fetches the configs into the general and order-data slices', async () => {
    general.reset();
    orderData.reset();
    await runStartup();
    expect(general.state.storeConfigs?.storeName).toBe('Test Meat Co');
    expect(general.state.productConfigs?.maxAllowedQtyPerProduct).toBe(3);
    expect(general.state.cacheState).toBe('v1');
    expect(general.state.isAboutUsEnabled).toBe(true);
    expect(general.state.clarityProjectId).toBeNull();
    expect(orderData.state.shippingConfigs?.FreeShippingAbove).toBe(49900);
    expect(orderData.state.platformFeeConfigs).toHaveLength(1);
    expect(document.querySelector('script[data-analytics]')).toBeNull();
  });

  it('loads the behaviour-analytics script only when the server returns a project id', async () => {
    api.use({ clarityProjectId: () => ({ ProjectId: 'abc123' }) });
    try {
      await runStartup();
      expect(document.querySelector('script[data-analytics="clarity"]')).toHaveAttribute(
        'src',
        'https://www.clarity.ms/tag/abc123',
      );
    } finally {
      api.use(storeHandlers());
    }
  });

  it('flushes cookies and caches when the server cache state differs from the last flushed one', async () => {
    document.cookie = 'stale=1; path=/';
    localStorage.setItem(LAST_FLUSHED_KEY, 'v0');
    expect(await applyCacheState('v1')).toBe(true);
    expect(document.cookie).not.toContain('stale=1');
    expect(localStorage.getItem(LAST_FLUSHED_KEY)).toBe('v1');
    document.cookie = 'kept=1; path=/';
    expect(await applyCacheState('v1')).toBe(false);
    expect(document.cookie).toContain('kept=1');
  });

  it('only remembers the cache state on a first visit', async () => {
    localStorage.removeItem(LAST_FLUSHED_KEY);
    document.cookie = 'first=1; path=/';
    expect(await applyCacheState('v7')).toBe(false);
    expect(document.cookie).toContain('first=1');
    expect(localStorage.getItem(LAST_FLUSHED_KEY)).toBe('v7');
  });
});
