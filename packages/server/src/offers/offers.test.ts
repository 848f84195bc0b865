import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAddress, addProduct, creditWallet, seededMethods } from '../testing/fixtures.js';
import { orders } from '../orders/tables.js';
import { createTestApp, type SignedInShopper, type TestApp } from '../testing/app.js';

let t: TestApp;
let productId: number;
let methods: Awaited<ReturnType<typeof seededMethods>>;

beforeAll(async () => {
  t = await createTestApp();
  productId = (await addProduct(t.db, { name: 'Mutton Curry Cut', price: 40_000 })).productId;
  methods = await seededMethods(t.db);
});
afterAll(() => t.close());

const cart = (qty: number) => [{ productId, qty, configPriceIds: [] }];

function apply(shopper: SignedInShopper, couponCode: string, qty = 1) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/apply-coupon',
    payload: { couponCode, products: cart(qty) },
    headers: shopper.authorization,
  });
}

async function offers(shopper: SignedInShopper) {
  const reply = await t.app.inject({
    method: 'GET',
    url: '/v1/get-offers',
    headers: shopper.authorization,
  });
  return reply.json().Offers as { Code: string; IsEligible: boolean }[];
}

/** Places and pays an order from the wallet with whatever coupon is applied. */
async function placeOrder(shopper: SignedInShopper, qty = 1) {
  await creditWallet(t.db, shopper.userId, 100_000);
  const addressId = await addAddress(t.db, shopper.userId);
  const reply = await t.app.inject({
    method: 'POST',
    url: '/v1/checkout',
    payload: {
      addressId,
      deliveryMethodId: methods.standard,
      paymentMethodId: methods.online,
      useWallet: true,
      products: cart(qty).map((line) => ({ ...line, price: 40_000 })),
    },
    headers: { ...shopper.authorization, 'idempotency-key': randomUUID() },
  });
  expect(reply.statusCode).toBe(200);
  return reply.json().OrderData as { OrderId: number; Bill: { CouponDiscount: number } };
}

describe('offers', () => {
  it('lists current coupons with eligibility for the shopper, leaving out expired ones', async () => {
    const shopper = await t.signIn();
    const list = await offers(shopper);
    expect(list.map((offer) => offer.Code)).toEqual(['FLAT100', 'WELCOME20', 'FRESH10']);
    expect(list.every((offer) => offer.IsEligible)).toBe(true);
    const reply = await t.app.inject({
      method: 'GET',
      url: '/v1/get-offers',
      headers: shopper.authorization,
    });
    expect(reply.json().Offers[1]).toMatchObject({
      DiscountType: 'Percent',
      DiscountValue: 20,
      MaxDiscount: 15_000,
      FirstOrderOnly: true,
    });
  });

  it('needs a signed-in shopper', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/get-offers' })).statusCode).toBe(401);
  });
});

describe('apply-coupon', () => {
  it('applies a percent coupon with its cap, priced from the server’s catalog', async () => {
    const shopper = await t.signIn();
    const reply = await apply(shopper, 'WELCOME20', 2);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      Success: true,
      AppliedCoupon: { Code: 'WELCOME20', Discount: 15_000 },
    });
  });

  it('refuses unknown, expired and below-minimum coupons with a reason', async () => {
    const shopper = await t.signIn();
    expect((await apply(shopper, 'NOPE')).json()).toEqual({
      Message: 'Invalid coupon',
      Description: 'This coupon code does not exist. Check the code and try again.',
    });
    const expired = await apply(shopper, 'DIWALI50');
    expect(expired.statusCode).toBe(400);
    expect(expired.json().Message).toBe('Coupon expired');
    const small = await addProduct(t.db, { name: 'Eggs 6 pack', price: 5_400 });
    const below = await t.app.inject({
      method: 'POST',
      url: '/v1/apply-coupon',
      payload: {
        couponCode: 'FLAT100',
        products: [{ productId: small.productId, qty: 1, configPriceIds: [] }],
      },
      headers: shopper.authorization,
    });
    expect(below.json()).toEqual({
      Message: 'Coupon not applicable',
      Description: 'Add items worth ₹499 or more to use this coupon.',
    });
  });

  it('keeps a first-order coupon for the first order only', async () => {
    const shopper = await t.signIn();
    await placeOrder(shopper);
    const reply = await apply(shopper, 'WELCOME20');
    expect(reply.json().Description).toBe('This coupon is only for your first order.');
    expect((await offers(shopper)).find((offer) => offer.Code === 'WELCOME20')?.IsEligible).toBe(
      false,
    );
  });

  it('stops a coupon at its per-shopper limit, and a cancelled order gives its use back', async () => {
    const shopper = await t.signIn();
    const placed = [];
    for (let i = 0; i < 3; i++) {
      expect((await apply(shopper, 'FRESH10')).statusCode).toBe(200);
      placed.push(await placeOrder(shopper));
    }
    expect(placed.map((order) => order.Bill.CouponDiscount)).toEqual([4_000, 4_000, 4_000]);
    expect((await apply(shopper, 'FRESH10')).json().Message).toBe('Coupon limit reached');
    await t.db.update(orders).set({ status: 'Cancelled' }).where(eq(orders.id, placed[0]!.OrderId));
    expect((await apply(shopper, 'FRESH10')).statusCode).toBe(200);
  });

  it('is removed on request', async () => {
    const shopper = await t.signIn();
    await apply(shopper, 'FLAT100', 2);
    const removed = await t.app.inject({
      method: 'POST',
      url: '/v1/remove-coupon',
      payload: { couponCode: 'FLAT100' },
      headers: shopper.authorization,
    });
    expect(removed.json()).toEqual({ Success: true });
    const order = await placeOrder(shopper, 2);
    expect(order.Bill.CouponDiscount).toBe(0);
  });
});
