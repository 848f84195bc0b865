import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from './client.js';
import { readAddress } from './endpoints.js';
import { startLocalServer, type LocalServer } from './test-support/local-server.js';

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('readAddress', () => {
  it('is the path and query the client asks for, defaults filled in, in the schema’s order', async () => {
    server = await startLocalServer(() => ({
      status: 200,
      json: { NoCategoryFound: true, Category: null, Products: [], TotalProducts: 0, PageNo: 1 },
    }));
    const client = createClient({ baseUrl: server.url, retry: { limit: 0 } });
    await client.catalog
      .categoryProducts({ categorySlug: 'chicken & eggs' })
      .catch(() => undefined);

    const address = readAddress('categoryProducts', { categorySlug: 'chicken & eggs' });
    expect(address).toBe('/get-category-products?categorySlug=chicken+%26+eggs&pageNo=1');
    const asked = server.requests[0];
    expect(`${asked?.path}?${asked?.query.toString()}`).toBe(`/v1${address}`);
  });

  it('refuses a call that is not a read, and a request its schema refuses', () => {
    expect(() => readAddress('logout' as 'categories', {})).toThrow(TypeError);
    expect(() => readAddress('categoryProducts', { categorySlug: '' })).toThrow();
  });
});
