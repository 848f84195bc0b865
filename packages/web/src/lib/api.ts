/**
 * Access to the ONE client of the v1 API (lib/client.ts). The client, with zod and every schema, is a
 * separate chunk loaded on first use, so the first paint needs none of it; main.tsx starts loading it at
 * once, in parallel with the first page.
 *
 * @example
 * const reply = await withApi((api) => api.catalog.home());
 */
import type { StorefrontClient } from '@storefront/sdk';
import { loadOnce } from './loadOnce';
import { nextTask } from './tasks';

export type Api = StorefrontClient;

/** The client, loaded on first use; a failed load (offline, a deploy in between) is tried again next time. */
export const getApi: () => Promise<Api> = loadOnce(() =>
  // In four steps, each a task of its own (lib/clientZod.ts, lib/clientSchemas.ts, lib/clientEndpoints.ts); the
  // build preloads every step's files with the first, so the later steps cost no extra round trip
  // (vite.config.ts, sdkInSteps).
  import('./clientZod')
    .then(() => nextTask())
    .then(() => import('./clientSchemas'))
    .then(() => nextTask())
    .then(() => import('./clientEndpoints'))
    .then(() => nextTask())
    .then(() => import('./client'))
    .then((module) => module.api),
);

export function withApi<R>(use: (api: Api) => Promise<R>): Promise<R> {
  return getApi().then(use);
}
