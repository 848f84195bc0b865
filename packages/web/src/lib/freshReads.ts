/**
 * Reads a shopper must see fresh after their own write (spec section 4: after a review post the product's
 * ratings and reviews are dropped from the cache and loaded again). Public replies may still be kept from
 * before the write: by the service worker's catalog cache, and by the browser's HTTP cache (the server sends
 * them with max-age 5 s and 30 s stale-while-revalidate, docs/api.md "Caching"). So the worker's copies of
 * the product's ratings and reviews are deleted, and for the next 35 s this tab's reads of them revalidate
 * with the server (`cache: 'no-cache'`) instead of taking a kept copy, across reloads of the tab too.
 */

/** The service worker's cache of public API reads (vite.config.ts, runtimeCaching). */
export const CATALOG_CACHE = 'catalog';
/** How long a browser may answer a public reply from its cache: max-age plus stale-while-revalidate. */
export const PUBLIC_REPLY_STALE_MS = 35_000;
const FRESH_READS_KEY = 'freshReads';
const PRODUCT_READS = /^\/v1\/get-product-(?:ratings|reviews)$/;

type Until = Record<string, number>;

function readUntil(): Until {
  try {
    const value = JSON.parse(sessionStorage.getItem(FRESH_READS_KEY) ?? '{}') as unknown;
    return typeof value === 'object' && value !== null ? (value as Until) : {};
  } catch {
    return {};
  }
}

/** The product a ratings or reviews read is about, or undefined for any other URL. */
function productOf(url: string): string | undefined {
  const parsed = new URL(url, location.origin);
  return PRODUCT_READS.test(parsed.pathname)
    ? (parsed.searchParams.get('productId') ?? undefined)
    : undefined;
}

/** After the shopper's write about the product: its kept ratings and reviews are no longer used. */
export async function dropCachedProductReads(productId: number, now = Date.now()): Promise<void> {
  const until = Object.fromEntries(Object.entries(readUntil()).filter(([, at]) => at > now));
  until[String(productId)] = now + PUBLIC_REPLY_STALE_MS;
  try {
    sessionStorage.setItem(FRESH_READS_KEY, JSON.stringify(until));
  } catch {
    // Storage full or refused: the reads of this page session still revalidate below.
  }
  if (typeof caches === 'undefined' || !(await caches.has(CATALOG_CACHE))) return;
  const cache = await caches.open(CATALOG_CACHE);
  const kept = await cache.keys();
  await Promise.all(
    kept
      .filter((request) => productOf(request.url) === String(productId))
      .map((request) => cache.delete(request)),
  );
}

/** The API client's fetch: the browser's, except that a read of a product just written revalidates. */
export const freshFetch: typeof fetch = (input, init) => {
  const request = new Request(input, init);
  const product = request.method === 'GET' ? productOf(request.url) : undefined;
  const until = product === undefined ? undefined : readUntil()[product];
  return fetch(
    until !== undefined && until > Date.now()
      ? new Request(request, { cache: 'no-cache' })
      : request,
  );
};
