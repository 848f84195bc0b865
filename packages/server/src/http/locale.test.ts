import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../testing/app.js';
import { negotiateLocale } from './locale.js';

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('the language of a request', () => {
  it('is the lang parameter when it names a store language, whatever Accept-Language says', () => {
    expect(negotiateLocale({ lang: 'kn' }, 'hi')).toBe('kn');
    expect(negotiateLocale({ lang: 'hi-IN' }, undefined)).toBe('hi');
    expect(negotiateLocale({ lang: ['kn', 'hi'] }, 'en')).toBe('kn');
  });

  it('is Accept-Language when there is no usable lang parameter', () => {
    expect(negotiateLocale({}, 'hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(negotiateLocale({ lang: 'fr' }, 'kn')).toBe('kn');
    expect(negotiateLocale({ lang: '' }, 'en;q=0.5, kn;q=0.9')).toBe('kn');
  });

  it('is English when neither names a store language', () => {
    expect(negotiateLocale({ lang: 'fr' }, 'ta-IN, de')).toBe('en');
    expect(negotiateLocale(undefined, undefined)).toBe('en');
  });
});

describe('v1 replies in the shopper’s language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('say which language they are in and that they vary with Accept-Language', async () => {
    const hindi = await get(t.app, '/v1/get-categories', { 'accept-language': 'hi-IN,hi;q=0.9' });
    expect(hindi.statusCode).toBe(200);
    expect(hindi.headers['content-language']).toBe('hi');
    expect(String(hindi.headers.vary).toLowerCase()).toContain('accept-language');
    expect(String(hindi.headers.vary).toLowerCase()).toContain('accept-encoding');

    const plain = await get(t.app, '/v1/get-categories');
    expect(plain.headers['content-language']).toBe('en');
    expect(String(plain.headers.vary).toLowerCase()).toContain('accept-language');
  });

  it('take ?lang= on any call without it counting as an unknown query field', async () => {
    const reply = await get(t.app, '/v1/get-product-details?productSlug=chicken-wings&lang=kn', {
      'accept-language': 'hi',
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-language']).toBe('kn');
    expect(
      reply.json<{ ProductDetails: { ProductName: string } }>().ProductDetails.ProductName,
    ).toBe('ಚಿಕನ್ ವಿಂಗ್ಸ್');
  });

  it('answer refusals in the language too: a 404, a 401, a 400 and an unknown path', async () => {
    const missing = await get(t.app, '/v1/get-product-details?productSlug=no-such-product&lang=hi');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-language']).toBe('hi');
    expect(missing.json()).toEqual({
      Message: 'उत्पाद नहीं मिला',
      Description: 'यह मौजूद नहीं है, या आपका नहीं है।',
    });

    const signedOut = await get(t.app, '/v1/get-user-address', { 'accept-language': 'kn' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({
      Message: 'ಅನುಮತಿ ಇಲ್ಲ',
      Description: 'ನಿಮ್ಮ ಸೆಷನ್ ಅವಧಿ ಮುಗಿದಿದೆ, ದಯವಿಟ್ಟು ಮತ್ತೆ ಸೈನ್ ಇನ್ ಮಾಡಿ',
    });

    const invalid = await get(t.app, '/v1/get-product-details?productSlug=', {
      'accept-language': 'hi',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json<{ Message: string }>().Message).toBe('अमान्य अनुरोध');

    const unknown = await get(t.app, '/v1/no-such-call?lang=kn');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-language']).toBe('kn');
    expect(unknown.json<{ Message: string }>().Message).toBe('ಕಂಡುಬಂದಿಲ್ಲ');
  });

  it('answer a refusal raised deep in a service in the language, values filled in', async () => {
    const shopper = await t.signIn();
    const reply = await t.app.inject({
      method: 'POST',
      url: '/v1/apply-coupon',
      headers: { ...shopper.authorization, 'accept-language': 'hi' },
      payload: {
        couponCode: 'FLAT100',
        products: [{ productId: 1, qty: 1, configPriceIds: [] }],
      },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      Message: 'कूपन लागू नहीं होता',
      Description: 'यह कूपन इस्तेमाल करने के लिए कम से कम ₹499 का सामान जोड़ें।',
    });
  });

  it('keep the staff API in English, with no Content-Language', async () => {
    const reply = await get(t.app, '/ops/v1/orders', { 'accept-language': 'hi' });
    expect(reply.statusCode).toBe(401);
    expect(reply.headers['content-language']).toBeUndefined();
    expect(reply.json<{ Message: string }>().Message).toBe('Unauthorized');
  });
});

describe('the public reply cache, per language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const HOME = '/v1/get-home-data';

  it('never answers one language’s reply to another, and tags each language apart', async () => {
    const hindi = await get(t.app, HOME, { 'accept-language': 'hi' });
    const english = await get(t.app, HOME);
    const hindiAgain = await get(t.app, HOME, { 'accept-language': 'hi' });
    const kannada = await get(t.app, `${HOME}?lang=kn`);

    type Home = { Categories: { Slug: string; Name: string }[] };
    const chicken = (reply: typeof hindi) =>
      reply.json<Home>().Categories.find((c) => c.Slug === 'chicken')?.Name;
    expect(chicken(hindi)).toBe('चिकन');
    expect(chicken(english)).toBe('Chicken');
    expect(chicken(kannada)).toBe('ಚಿಕನ್');
    // The repeat is the cached Hindi reply: the same bytes and tag, not the English one in between.
    expect(hindiAgain.rawPayload.equals(hindi.rawPayload)).toBe(true);
    expect(hindiAgain.headers.etag).toBe(hindi.headers.etag);
    expect(new Set([hindi.headers.etag, english.headers.etag, kannada.headers.etag]).size).toBe(3);
  });

  it('answers 304 only to the same language’s tag', async () => {
    const hindi = await get(t.app, HOME, { 'accept-language': 'hi' });
    const etag = String(hindi.headers.etag);
    expect(
      (await get(t.app, HOME, { 'accept-language': 'hi', 'if-none-match': etag })).statusCode,
    ).toBe(304);
    const english = await get(t.app, HOME, { 'if-none-match': etag });
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-language']).toBe('en');
  });

  it('tags two languages apart even when their bytes are the same', async () => {
    // A product's ratings hold no text: the same bytes in every language, yet two representations.
    const url = '/v1/get-product-ratings?productId=1';
    const english = await get(t.app, url);
    const kannada = await get(t.app, url, { 'accept-language': 'kn' });
    expect(kannada.rawPayload.equals(english.rawPayload)).toBe(true);
    expect(kannada.headers.etag).not.toBe(english.headers.etag);
  });
});
