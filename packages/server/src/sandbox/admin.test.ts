import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../testing/app.js';

describe('sandbox admin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { sandboxAdminToken: 'browser-tests' } });
  });
  afterAll(() => t.close());

  const details = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/v1/get-product-details?productSlug=chicken-wings',
      })
    ).json().ProductDetails;

  it('changes a price and availability and bumps the cache state', async () => {
    const product = await details();
    const stateBefore = (await t.app.inject({ method: 'GET', url: '/v1/cache-state' })).json()
      .State;
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/sandbox/admin/product-price',
      headers: { 'x-sandbox-admin-token': 'browser-tests' },
      payload: { productId: product.ProductId, price: product.Price + 2000 },
    });
    expect(res.statusCode).toBe(200);
    expect((await details()).Price).toBe(product.Price + 2000);
    const stateAfter = (await t.app.inject({ method: 'GET', url: '/v1/cache-state' })).json().State;
    expect(stateAfter).not.toBe(stateBefore);

    await t.app.inject({
      method: 'POST',
      url: '/v1/sandbox/admin/product-availability',
      headers: { 'x-sandbox-admin-token': 'browser-tests' },
      payload: { productId: product.ProductId, isAvailable: false },
    });
    expect((await details()).IsAvailable).toBe(false);
  });

  it('refuses a wrong token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/sandbox/admin/product-price',
      headers: { 'x-sandbox-admin-token': 'guess' },
      payload: { productId: 1, price: 1 },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('sandbox admin without a token configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('does not exist', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/sandbox/admin/product-price',
      payload: { productId: 1, price: 1 },
    });
    expect(res.statusCode).toBe(404);
  });
});
