/** After the shopper's review, the product's ratings and reviews are read past the browser's kept copies. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dropCachedProductReads, freshFetch, PUBLIC_REPLY_STALE_MS } from './freshReads';

const seen: Request[] = [];
const realFetch = globalThis.fetch;
beforeEach(() => {
  seen.length = 0;
  sessionStorage.clear();
  globalThis.fetch = (input: RequestInfo | URL) => {
    seen.push(input as Request);
    return Promise.resolve(new Response('{}'));
  };
});
afterEach(() => {
  globalThis.fetch = realFetch;
  vi.useRealTimers();
});

const read = async (path: string) => {
  await freshFetch(new URL(path, location.origin).toString());
  return seen.at(-1)!.cache;
};

describe('reads after a review', () => {
  it('revalidates the reviewed product’s ratings and reviews, and nothing else', async () => {
    expect(await read('/v1/get-product-ratings?productId=7')).toBe('default');
    await dropCachedProductReads(7);

    expect(await read('/v1/get-product-ratings?productId=7')).toBe('no-cache');
    expect(await read('/v1/get-product-reviews?productId=7&pageNo=1')).toBe('no-cache');
    expect(await read('/v1/get-product-ratings?productId=8')).toBe('default');
    expect(await read('/v1/get-home-data')).toBe('default');
  });

  it('takes kept copies again once the server’s public replies from before have expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await dropCachedProductReads(7);
    vi.advanceTimersByTime(PUBLIC_REPLY_STALE_MS + 1);
    expect(await read('/v1/get-product-ratings?productId=7')).toBe('default');
  });
});
