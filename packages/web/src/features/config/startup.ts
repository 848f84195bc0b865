/**
 * Start-up fetches of spec section 4, run once after the first paint: analytics project id, store configs,
 * product configs, cache state (with the cache-flush rule), about-us status, shipping and platform-fee configs.
 * Each call fails on its own; a failure is stored in its slice and does not stop the others.
 */
import { loadBehaviourAnalytics } from '../../lib/analytics';
import { getApi } from '../../lib/api';
import { runRequest } from '../../lib/slice';
import { nextTask } from '../../lib/tasks';
import { general } from '../../state/general';
import { applyStoreConfigs } from '../../state/storeConfigs';

export const LAST_FLUSHED_KEY = 'lastFlushedCacheState';

/** Expires every cookie readable from script on this path and the root. */
export function clearCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (!name) continue;
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

/**
 * The cache-flush rule: when the server's State differs from the last flushed one stored here, clear
 * cookies and Cache Storage, then store the new value. Resolves true when it flushed. A first visit (nothing
 * stored) has nothing stale to flush, and flushing then would empty the service worker's fresh precache:
 * it only stores the value.
 */
export async function applyCacheState(state: string): Promise<boolean> {
  const last = localStorage.getItem(LAST_FLUSHED_KEY);
  if (last === state) return false;
  if (last === null) {
    localStorage.setItem(LAST_FLUSHED_KEY, state);
    return false;
  }
  clearCookies();
  if (typeof caches !== 'undefined') {
    const names = await caches.keys();
    await Promise.all(names.map((name) => caches.delete(name)));
  }
  localStorage.setItem(LAST_FLUSHED_KEY, state);
  return true;
}

const quiet = { showDialog: false } as const;

export async function runStartup(): Promise<unknown> {
  const g = general.state;
  // Loaded here, not imported at the top: the order-data slice brings SDK code that the first paint never needs.
  const { orderData } = await import('../../state/orderData');
  // Each call starts in a task of its own once the client is there, rather than all seven in the task that
  // evaluates the client chunk.
  await getApi();
  const started: Promise<unknown>[] = [];
  for (const start of [
    () =>
      runRequest(
        g,
        (api) => api.config.clarityProjectId(),
        (reply) => {
          g.clarityProjectId = reply.ProjectId;
          loadBehaviourAnalytics(reply.ProjectId);
        },
        quiet,
      ),
    () =>
      runRequest(
        g,
        (api) => api.config.store(),
        (reply) => applyStoreConfigs(reply.StoreConfigs),
      ),
    () =>
      runRequest(
        g,
        (api) => api.config.product(),
        (reply) => {
          g.productConfigs = reply.ProductConfigs;
        },
        quiet,
      ),
    () =>
      runRequest(
        g,
        (api) => api.config.cacheState(),
        async (reply) => {
          g.cacheState = reply.State;
          await applyCacheState(reply.State);
        },
        quiet,
      ),
    () =>
      runRequest(
        g,
        (api) => api.content.aboutUsStatus(),
        (reply) => {
          g.isAboutUsEnabled = reply.Status;
        },
        quiet,
      ),
    () =>
      runRequest(
        orderData.state,
        (api) => api.checkout.shippingConfigs(),
        (reply) => {
          orderData.state.shippingConfigs = reply.ShippingConfigs;
        },
        quiet,
      ),
    () =>
      runRequest(
        orderData.state,
        (api) => api.checkout.platformFeeConfigs(),
        (reply) => {
          orderData.state.platformFeeConfigs = reply.PlatformFeeConfigs;
        },
        quiet,
      ),
  ]) {
    started.push(start());
    await nextTask();
  }
  return Promise.allSettled(started);
}
