import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../testing/app.js';

describe('store configuration and content', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('offers the sandbox sign-in as the hosted service in sandbox mode', async () => {
    expect(await get('/v1/get-firebaseAndOtplessLoginConfig')).toMatchObject({
      LoginServiceProvider: 'otpless',
      IsSandbox: true,
      OtpLessAllowedLoginMethods: ['Phone', 'Email'],
      FirebaseAllowedLoginMethods: [],
    });
  });

  it('answers the store name, logo and the quantity limit', async () => {
    expect((await get('/v1/get-store-configs')).StoreConfigs).toMatchObject({
      storeName: 'FreshCuts',
      storeLogo: '/images/brand/logo.svg',
    });
    expect(await get('/v1/get-product-configs')).toEqual({
      ProductConfigs: { maxAllowedQtyPerProduct: 10 },
    });
  });

  it('has no analytics id unless configured, and a cache state', async () => {
    expect(await get('/v1/get-clarity-project-id')).toEqual({ ProjectId: null });
    expect((await get('/v1/cache-state')).State).toEqual(expect.any(String));
  });

  it('serves about-us, terms and privacy as plain text', async () => {
    expect(await get('/v1/get-about-us-status')).toEqual({ Status: true });
    for (const url of [
      '/v1/get-about-us-content',
      '/v1/get-terms-content',
      '/v1/get-privacy-content',
    ]) {
      const { Content } = await get(url);
      expect(Content).toMatch(/^# /);
      expect(Content).not.toMatch(/<[a-z]/i);
    }
  });

  it('refuses unknown query parameters', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/get-store-configs?debug=1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().Description).toContain('debug');
  });
});
