/**
 * Regression: a checkout listing the same product and option twice, 6 + 6, was accepted as one order of 12,
 * past the maximum of 10 per product, because the maximum was checked per line. It now holds per product,
 * across every line of the request (the same option twice, or different options), wherever the server
 * takes quantities: /calculate-bill, /checkout and /apply-coupon.
 */
import { randomUUID } from 'node:crypto';
import { DEFAULT_MAX_QTY } from '@storefront/sdk/core';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSetting } from '../config/settings.js';
import { orders } from '../orders/tables.js';
import { createTestApp, type SignedInShopper, type TestApp } from '../testing/app.js';
import { addAddress, addProduct, seededMethods, type ProductFixture } from '../testing/fixtures.js';

let t: TestApp;
let curryCut: ProductFixture;
let methods: Awaited<ReturnType<typeof seededMethods>>;

beforeAll(async () => {
  t = await createTestApp();
  curryCut = await addProduct(t.db, {
    name: 'Chicken Curry Cut',
    price: 10_900,
    options: [
      {
        group: 'Weight',
        rows: [
          { label: '500 g', delta: 0 },
          { label: '1 kg', delta: 10_000 },
        ],
      },
    ],
  });
  methods = await seededMethods(t.db);
});
afterAll(() => t.close());

const line = (label: '500 g' | '1 kg', qty: number) => ({
  productId: curryCut.productId,
  qty,
  configPriceIds: [curryCut.rows[label]!],
  price: label === '500 g' ? 10_900 : 20_900,
});

async function shopper() {
  const signedIn = await t.signIn();
  const addressId = await addAddress(t.db, signedIn.userId);
  return { signedIn, addressId };
}

function post(signedIn: SignedInShopper, url: string, payload: object) {
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...signedIn.authorization, 'idempotency-key': randomUUID() },
  });
}

const ordersOf = async (userId: number) =>
  (await t.db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)))[0]!.n;

const tooMany = {
  Message: 'Quantity too high',
  Description: `You can order at most ${DEFAULT_MAX_QTY} of each product.`,
};

describe('regression: the maximum quantity was checked per line, not per product', () => {
  it('refuses a checkout of the same product and option listed twice, 6 + 6, and creates no order', async () => {
    const { signedIn, addressId } = await shopper();
    const reply = await post(signedIn, '/v1/checkout', {
      addressId,
      deliveryMethodId: methods.standard,
      paymentMethodId: methods.online,
      useWallet: false,
      products: [line('500 g', 6), line('500 g', 6)],
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual(tooMany);
    expect(await ordersOf(signedIn.userId)).toBe(0);
  });

  it('counts the lines of different options of one product together, in the bill too', async () => {
    const { signedIn, addressId } = await shopper();
    const reply = await post(signedIn, '/v1/calculate-bill', {
      addressId,
      deliveryMethodId: methods.standard,
      useWallet: false,
      products: [line('500 g', 6), line('1 kg', 5)],
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual(tooMany);
  });

  it('still accepts exactly the maximum spread over option lines', async () => {
    const { signedIn, addressId } = await shopper();
    const reply = await post(signedIn, '/v1/checkout', {
      addressId,
      deliveryMethodId: methods.standard,
      paymentMethodId: methods.online,
      useWallet: false,
      products: [line('500 g', 5), line('1 kg', 5)],
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().OrderData.Bill.ItemsTotal).toBe(5 * 10_900 + 5 * 20_900);
  });

  it('refuses a coupon for a cart that passes the maximum across lines', async () => {
    const { signedIn } = await shopper();
    const reply = await post(signedIn, '/v1/apply-coupon', {
      couponCode: 'FLAT100',
      products: [line('500 g', 6), line('500 g', 6)].map(({ price: _price, ...rest }) => rest),
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual(tooMany);
  });

  it('uses maxAllowedQtyPerProduct from the product configuration', async () => {
    const { signedIn, addressId } = await shopper();
    await writeSetting(t.db, 'productConfigs', { maxAllowedQtyPerProduct: 3 });
    try {
      const reply = await post(signedIn, '/v1/calculate-bill', {
        addressId,
        deliveryMethodId: methods.standard,
        useWallet: false,
        products: [line('500 g', 2), line('1 kg', 2)],
      });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().Description).toBe('You can order at most 3 of each product.');
    } finally {
      await writeSetting(t.db, 'productConfigs', { maxAllowedQtyPerProduct: DEFAULT_MAX_QTY });
    }
  });
});
