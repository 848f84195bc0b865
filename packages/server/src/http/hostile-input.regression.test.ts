/**
 * Regressions: inputs PostgreSQL cannot store answered 500. A NUL character (\u0000) in `categorySlug`
 * (GET /v1/get-category-products) or `term` (GET /v1/search) — text columns cannot hold it — and an id beyond
 * the integer range. Every route now refuses both with 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedInShopper, type TestApp } from '../testing/app.js';

let t: TestApp;
let shopper: SignedInShopper;

beforeAll(async () => {
  t = await createTestApp();
  shopper = await t.signIn();
});
afterAll(() => t.close());

function expectRefused(reply: { statusCode: number; json(): unknown }, field: string) {
  expect(reply.statusCode).toBe(400);
  expect(reply.json()).toEqual({
    Message: 'Invalid request',
    Description: `${field}: must not contain the NUL character (\\u0000) or an unpaired surrogate`,
  });
}

describe('regression: a NUL character in categorySlug or term answered 500', () => {
  it('in categorySlug of /get-category-products answers 400, not 500', async () => {
    const reply = await t.app.inject({
      method: 'GET',
      url: '/v1/get-category-products?categorySlug=chicken%00',
    });
    expectRefused(reply, 'categorySlug');
  });

  it('in term of /search answers 400, not 500', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/v1/search?term=curry%00cut' });
    expectRefused(reply, 'term');
  });

  it('in a product slug, a JSON body field and a path parameter outside the endpoint table answers 400', async () => {
    expectRefused(
      await t.app.inject({ method: 'GET', url: '/v1/get-product-details?productSlug=a%00' }),
      'productSlug',
    );
    expectRefused(
      await t.app.inject({
        method: 'PUT',
        url: '/v1/update-profile',
        headers: shopper.authorization,
        payload: { username: 'Asha\u0000Rao' },
      }),
      'username',
    );
    expectRefused(
      await t.app.inject({ method: 'GET', url: '/sandbox/pay/order_%00' }),
      'gatewayOrderId',
    );
  });

  it('in a header the server stores (Idempotency-Key) answers 400', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/v1/payment-failed',
      headers: { ...shopper.authorization, 'idempotency-key': 'key\u0000' },
      payload: { orderId: 1, reason: 'declined' },
    });
    expectRefused(reply, 'idempotency-key header');
  });
});

describe('an unpaired surrogate, escaped in JSON, is refused (text columns stored a replacement character)', () => {
  it('in a body field answers 400 naming the field', async () => {
    const reply = await t.app.inject({
      method: 'PUT',
      url: '/v1/update-profile',
      headers: { ...shopper.authorization, 'content-type': 'application/json' },
      payload: '{"username":"Asha \\ud800"}',
    });
    expectRefused(reply, 'username');
  });
});

describe('regression: an id beyond PostgreSQL integer range answered 500', () => {
  it('answers 400 naming the field', async () => {
    const reply = await t.app.inject({
      method: 'GET',
      url: '/v1/order-details?orderId=99999999999',
      headers: shopper.authorization,
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      Message: 'Invalid request',
      Description: 'orderId: Too big: expected a number from -2147483648 to 2147483647',
    });
  });
});

describe('regression: refusals without a Description (404s, an undecodable URL)', () => {
  it('a product that does not exist answers 404 with Message and Description', async () => {
    const reply = await t.app.inject({
      method: 'GET',
      url: '/v1/get-product-ratings?productId=47000',
    });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({
      Message: 'Product not found',
      Description: 'It does not exist, or it is not yours.',
    });
  });

  it("another shopper's address answers 404 with Message and Description", async () => {
    const reply = await t.app.inject({
      method: 'DELETE',
      url: '/v1/delete-user-address',
      headers: shopper.authorization,
      payload: { addressId: 1 },
    });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({
      Message: 'Address not found',
      Description: 'It does not exist, or it is not yours.',
    });
  });

  it('a URL with a broken percent escape answers 400 with the error body, not Fastify’s', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/v1/%zz' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      Message: 'Invalid request',
      Description: "'/v1/%zz' is not a valid url component",
    });
  });
});
