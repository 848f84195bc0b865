/**
 * Counted stock is never oversold (docs/inventory.md): checkout holds the units at the hub its quote
 * chooses, in the order's transaction; the hold ends when the order is not paid in time, its payment fails
 * or it is cancelled, comes back with a new attempt while the units are still there, and becomes units
 * gone at packing. After every step the stock ledger balances (testing/stock.ts).
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock } from '../clock.js';
import { products } from '../catalog/tables.js';
import { hubs } from '../hubs/tables.js';
import { orders } from '../orders/tables.js';
import { createTestApp, type SignedInShopper, type TestApp } from '../testing/app.js';
import { walletBalance } from '../wallet/service.js';
import {
  addAddress,
  addProduct,
  countStock,
  creditWallet,
  seededMethods,
} from '../testing/fixtures.js';
import { recordCases, recordDataLost } from '../testing/report-meta.js';
import { inParallel } from '../testing/shop.js';
import { expectStockLedgerBalanced } from '../testing/stock.js';
import { signInStaff } from '../testing/staff.js';
import { stockLevels } from './tables.js';

const PRICE = 64_900;
/** Where seeded pincodes are (seed/hubs.ts): an address there is placed at its centroid. */
const CENTROIDS: Record<string, { latitude: number; longitude: number }> = {
  '560047': { latitude: 12.9442, longitude: 77.6289 },
};

/** Shoppers signed in one after another (the sandbox inbox is read per sign-in). */
async function shoppers(count: number): Promise<SignedInShopper[]> {
  const signedIn: SignedInShopper[] = [];
  for (let index = 0; index < count; index++) signedIn.push(await t.signIn());
  return signedIn;
}

let t: TestApp;
let second: FastifyInstance;
let methods: Awaited<ReturnType<typeof seededMethods>>;

beforeAll(async () => {
  t = await createTestApp();
  second = await t.anotherInstance();
  methods = await seededMethods(t.db);
});
afterAll(() => t.close());

/** A product with one counted option, `units` of it at the main hub (Koramangala). */
async function countedProduct(units: number, name = 'Mutton Curry Cut') {
  const product = await addProduct(t.db, {
    name,
    price: PRICE,
    options: [{ group: 'Weight', rows: [{ label: '500 g', delta: 0 }] }],
  });
  const rowId = product.rows['500 g']!;
  await countStock(t.db, rowId, units);
  return { productId: product.productId, rowId };
}

type Counted = Awaited<ReturnType<typeof countedProduct>>;

/** Checkout of `qty` for a shopper (a Koramangala address unless another pincode is given). */
async function checkout(
  shopper: SignedInShopper,
  item: Counted,
  options: { qty?: number; via?: FastifyInstance; pincode?: string; online?: boolean } = {},
) {
  const addressId = await addAddress(t.db, shopper.userId, {
    ...(options.pincode ? { postalCode: options.pincode, ...CENTROIDS[options.pincode] } : {}),
  });
  return (options.via ?? t.app).inject({
    method: 'POST',
    url: '/v1/checkout',
    headers: { ...shopper.authorization, 'idempotency-key': randomUUID() },
    payload: {
      addressId,
      deliveryMethodId: methods.standard,
      paymentMethodId: methods.online,
      useWallet: options.online === false,
      products: [
        {
          productId: item.productId,
          qty: options.qty ?? 1,
          configPriceIds: [item.rowId],
          price: PRICE,
        },
      ],
    },
  });
}

const walletBalanceOf = (userId: number) => walletBalance(t.db, userId);

async function levelOf(rowId: number, hubSlug = 'koramangala') {
  const [row] = await t.db
    .select({ onHand: stockLevels.onHand, reserved: stockLevels.reserved })
    .from(stockLevels)
    .innerJoin(hubs, eq(hubs.id, stockLevels.hubId))
    .where(and(eq(stockLevels.optionRowId, rowId), eq(hubs.slug, hubSlug)));
  return row;
}

describe('the last units, wanted by 50 shoppers at once on two servers', () => {
  it('gives exactly that many orders, and a clear refusal naming the product to the rest', async (context) => {
    const units = 7;
    const item = await countedProduct(units);
    const buyers = await shoppers(50);
    const replies = await inParallel(50, (index) =>
      checkout(buyers[index]!, item, { via: index % 2 ? second : t.app }),
    );
    recordCases(context, replies.length);
    const placed = replies.filter((reply) => reply.statusCode === 200);
    const refused = replies.filter((reply) => reply.statusCode === 409);
    recordDataLost(context, Math.abs(placed.length - units));
    expect(replies.filter((reply) => ![200, 409].includes(reply.statusCode))).toEqual([]);
    expect(placed).toHaveLength(units);
    for (const reply of refused)
      expect(reply.json()).toMatchObject({
        Message: 'Mutton Curry Cut is sold out',
        UnAvailableItems: true,
        Products: [{ ProductId: item.productId, ConfigPriceIds: [item.rowId], Left: 0 }],
      });
    expect(await levelOf(item.rowId)).toEqual({ onHand: units, reserved: units });
    await expectStockLedgerBalanced(t.db);
  });

  it('refuses a quantity over what is left with "Only N left", holding nothing', async () => {
    const item = await countedProduct(3, 'Mutton Boneless');
    const reply = await checkout(await t.signIn(), item, { qty: 4 });
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toMatchObject({
      Message: 'Only 3 left of Mutton Boneless',
      Description: 'Lower the quantity to 3 or fewer to continue.',
      Products: [{ Left: 3 }],
    });
    expect(await levelOf(item.rowId)).toEqual({ onHand: 3, reserved: 0 });
    expect((await checkout(await t.signIn(), item, { qty: 3 })).statusCode).toBe(200);
    expect(await levelOf(item.rowId)).toEqual({ onHand: 3, reserved: 3 });
  });
});

describe('a hold through the order’s life', () => {
  const post = (shopper: SignedInShopper, url: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...shopper.authorization, 'idempotency-key': randomUUID() },
    });

  it('is released by a failed payment, taken again by a new attempt, released by a cancellation', async () => {
    const item = await countedProduct(2, 'Mutton Chops');
    const shopper = await t.signIn();
    const orderId = (await checkout(shopper, item, { qty: 2 })).json().OrderData.OrderId;
    expect(await levelOf(item.rowId)).toEqual({ onHand: 2, reserved: 2 });

    await post(shopper, '/v1/payment-failed', { orderId, reason: 'Declined by the bank' });
    expect(await levelOf(item.rowId)).toEqual({ onHand: 2, reserved: 0 });

    const retried = await post(shopper, '/v1/revise-payment', { orderId });
    expect(retried.statusCode).toBe(200);
    expect(await levelOf(item.rowId)).toEqual({ onHand: 2, reserved: 2 });

    expect((await post(shopper, '/v1/cancel-order', { orderId, reason: '' })).statusCode).toBe(200);
    expect(await levelOf(item.rowId)).toEqual({ onHand: 2, reserved: 0 });
    await expectStockLedgerBalanced(t.db);
  });

  it('refuses a new attempt when others bought the units meanwhile', async () => {
    const item = await countedProduct(1, 'Mutton Paya');
    const first = await t.signIn();
    const orderId = (await checkout(first, item)).json().OrderData.OrderId;
    await post(first, '/v1/payment-failed', { orderId, reason: 'Declined by the bank' });
    expect((await checkout(await t.signIn(), item)).statusCode).toBe(200);

    const retried = await post(first, '/v1/revise-payment', { orderId });
    expect(retried.statusCode).toBe(409);
    expect(retried.json()).toMatchObject({ Message: 'Some items sold out' });
    expect(await levelOf(item.rowId)).toEqual({ onHand: 1, reserved: 1 });
    await expectStockLedgerBalanced(t.db);
  });

  it('is released when the payment time runs out, and the units sell again at once', async () => {
    const item = await countedProduct(1, 'Lamb Curry Cut');
    const late = await t.signIn();
    const orderId = (await checkout(late, item)).json().OrderData.OrderId;
    advanceClock(t.config, (t.config.payment.pendingTtlMinutes + 1) * 60_000);
    // The next shopper's checkout expires the abandoned order first, and gets its unit.
    expect((await checkout(await t.signIn(), item)).statusCode).toBe(200);
    const [expired] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(expired?.status).toBe('Cancelled');
    expect(await levelOf(item.rowId)).toEqual({ onHand: 1, reserved: 1 });
    await expectStockLedgerBalanced(t.db);
  });

  it('becomes units gone at packing: what was packed leaves the shelf, a short line frees its hold', async () => {
    const item = await countedProduct(5, 'Mutton Liver');
    const shopper = await t.signIn();
    await creditWallet(t.db, shopper.userId, 10 * PRICE);
    const packedOrder = (await checkout(shopper, item, { qty: 2, online: false })).json().OrderData;
    const shortOrder = (await checkout(shopper, item, { qty: 1, online: false })).json().OrderData;
    expect(await levelOf(item.rowId)).toEqual({ onHand: 5, reserved: 3 });

    const packer = await signInStaff(t, 'packer');
    const ops = (path: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/ops/v1${path}`,
        payload,
        headers: packer.authorization,
      });
    const pack = async (orderId: number, short: boolean) => {
      await ops('/orders/confirm', { orderId });
      const [line] = (await ops('/orders/start-packing', { orderId })).json().Order.Lines;
      const packed = await ops('/orders/pack', {
        orderId,
        lines: [
          short ? { lineId: line.LineId, short: true } : { lineId: line.LineId, grams: 1_000 },
        ],
      });
      expect(packed.statusCode).toBe(200);
    };
    await pack(packedOrder.OrderId, false);
    expect(await levelOf(item.rowId)).toEqual({ onHand: 3, reserved: 1 });
    await pack(shortOrder.OrderId, true);
    expect(await levelOf(item.rowId)).toEqual({ onHand: 3, reserved: 0 });
    await expectStockLedgerBalanced(t.db);
  });
});

describe('an order back from a failed delivery, returned to the store', () => {
  it('puts its packed units back on the shelf and gives the shopper back what they paid', async () => {
    const item = await countedProduct(4, 'Goat Brain');
    const shopper = await t.signIn();
    await creditWallet(t.db, shopper.userId, 10 * PRICE);
    const order = (await checkout(shopper, item, { qty: 2, online: false })).json().OrderData;
    const admin = await signInStaff(t, 'admin');
    const packer = await signInStaff(t, 'packer');
    const ops = (who: typeof admin, path: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/ops/v1${path}`, payload, headers: who.authorization });
    await ops(admin, '/orders/confirm', { orderId: order.OrderId });
    const [line] = (await ops(admin, '/orders/start-packing', { orderId: order.OrderId })).json()
      .Order.Lines;
    await ops(admin, '/orders/pack', {
      orderId: order.OrderId,
      lines: [{ lineId: line.LineId, grams: 1_000 }],
    });
    await ops(admin, '/orders/dispatch', { orderId: order.OrderId });
    await ops(admin, '/orders/delivery-failed', { orderId: order.OrderId, reason: 'Nobody home' });
    expect(await levelOf(item.rowId)).toEqual({ onHand: 2, reserved: 0 });
    const walletBefore = await walletBalanceOf(shopper.userId);

    // Only an admin gives up on a delivery.
    expect(
      (await ops(packer, '/orders/return-to-store', { orderId: order.OrderId })).statusCode,
    ).toBe(403);
    const returned = await ops(admin, '/orders/return-to-store', { orderId: order.OrderId });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json().Order).toMatchObject({ Status: 'Cancelled', PaymentStatus: 'Refunded' });
    expect(await levelOf(item.rowId)).toEqual({ onHand: 4, reserved: 0 });
    expect(await walletBalanceOf(shopper.userId)).toBe(walletBefore + order.Bill.Total);
    await expectStockLedgerBalanced(t.db);
    // Once: a second return finds it cancelled.
    expect(
      (await ops(admin, '/orders/return-to-store', { orderId: order.OrderId })).statusCode,
    ).toBe(409);
    expect(await levelOf(item.rowId)).toEqual({ onHand: 4, reserved: 0 });
  });
});

describe('an option a hub counts in grams', () => {
  it('holds the line’s weight, tells units left, and takes off the shelf what was weighed', async () => {
    const product = await addProduct(t.db, {
      name: 'Mutton Keema',
      price: PRICE,
      options: [{ group: 'Weight', rows: [{ label: '500 g', delta: 0 }] }],
    });
    const item = { productId: product.productId, rowId: product.rows['500 g']! };
    const admin = await signInStaff(t, 'admin');
    const main = (await t.db.select().from(hubs).where(eq(hubs.slug, 'koramangala')))[0]!;
    const received = await t.app.inject({
      method: 'POST',
      url: '/ops/v1/stock/receive',
      headers: admin.authorization,
      payload: { hubId: main.id, rowId: item.rowId, units: 2_300, unit: 'Grams' },
    });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json().Levels[0]).toMatchObject({ Unit: 'Grams', OnHand: 2_300, Low: true });
    const [slug] = await t.db
      .select({ slug: products.slug })
      .from(products)
      .where(eq(products.id, item.productId));
    const option = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/v1/get-product-details?productSlug=${slug!.slug}`,
        })
      ).json().ProductDetails.ProductConfig[0].Options[0];
    // 2,300 g is four 500 g packs.
    expect(await option()).toMatchObject({ IsAvailable: true, Left: 4 });

    const shopper = await t.signIn();
    await creditWallet(t.db, shopper.userId, 10 * PRICE);
    const order = (await checkout(shopper, item, { qty: 3, online: false })).json().OrderData;
    expect(await levelOf(item.rowId)).toEqual({ onHand: 2_300, reserved: 1_500 });
    const refused = await checkout(await t.signIn(), item, { qty: 2 });
    expect(refused.json()).toMatchObject({ Message: 'Only 1 left of Mutton Keema' });

    const ops = (path: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/ops/v1${path}`,
        payload,
        headers: admin.authorization,
      });
    await ops('/orders/confirm', { orderId: order.OrderId });
    const [line] = (await ops('/orders/start-packing', { orderId: order.OrderId })).json().Order
      .Lines;
    await ops('/orders/pack', {
      orderId: order.OrderId,
      lines: [{ lineId: line.LineId, grams: 1_460 }],
    });
    // What was weighed leaves the shelf: 2,300 − 1,460 = 840 g, one 500 g pack.
    expect(await levelOf(item.rowId)).toEqual({ onHand: 840, reserved: 0 });
    expect(await option()).toMatchObject({ IsAvailable: true, Left: 1 });
    await expectStockLedgerBalanced(t.db);
  });

  it('refuses to count in grams an option that names no weight', async () => {
    const product = await addProduct(t.db, {
      name: 'Goat Trotters',
      price: PRICE,
      options: [{ group: 'Cut', rows: [{ label: 'Whole', delta: 0 }] }],
    });
    const admin = await signInStaff(t, 'admin');
    const main = (await t.db.select().from(hubs).where(eq(hubs.slug, 'koramangala')))[0]!;
    const refused = await t.app.inject({
      method: 'POST',
      url: '/ops/v1/stock/receive',
      headers: admin.authorization,
      payload: { hubId: main.id, rowId: product.rows.Whole!, units: 1_000, unit: 'Grams' },
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe('the hub that delivers', () => {
  it('is the nearest that can fill the cart: a sold-out nearest hub hands the order to the next', async () => {
    // Ejipura (560047) is served by Koramangala (2.8 km) and C V Raman Nagar (6.8 km).
    const item = await countedProduct(0, 'Mutton Mince');
    await countStock(t.db, item.rowId, 0, 'cv-raman-nagar');
    const shopper = await t.signIn();
    const soldOut = await checkout(shopper, item, { pincode: '560047' });
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json()).toMatchObject({ Message: 'Mutton Mince is sold out' });

    await countStock(t.db, item.rowId, 4, 'cv-raman-nagar');
    const placed = await checkout(shopper, item, { pincode: '560047' });
    expect(placed.statusCode).toBe(200);
    const orderId = placed.json().OrderData.OrderId;
    const [order] = await t.db
      .select({ hub: hubs.slug, address: orders.address })
      .from(orders)
      .innerJoin(hubs, eq(hubs.id, orders.hubId))
      .where(eq(orders.id, orderId));
    expect(order?.hub).toBe('cv-raman-nagar');
    // Charged for the route from the hub that delivers.
    expect(order?.address.RouteLength).toBe(6_800);
    expect(await levelOf(item.rowId, 'cv-raman-nagar')).toEqual({ onHand: 4, reserved: 1 });
    await expectStockLedgerBalanced(t.db);
  });

  it('is named by the area check, and the product page answers for it', async () => {
    const item = await countedProduct(0, 'Country Chicken');
    await countStock(t.db, item.rowId, 2, 'jp-nagar');
    const area = await t.app.inject({
      method: 'GET',
      url: '/v1/check-serviceability?pincode=560078',
    });
    expect(area.json()).toMatchObject({
      Serviceable: true,
      Hub: { Slug: 'jp-nagar', Name: 'J P Nagar' },
    });

    const [product] = await t.db
      .select({ slug: products.slug })
      .from(products)
      .where(eq(products.id, item.productId));
    const read = async (hub?: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/v1/get-product-details?productSlug=${product!.slug}${hub ? `&hub=${hub}` : ''}`,
        })
      ).json().ProductDetails.ProductConfig[0].Options[0];
    expect(await read('jp-nagar')).toMatchObject({ IsAvailable: true, Left: 2 });
    // Asked for no hub, the main hub (Koramangala) answers: sold out there.
    expect(await read()).toMatchObject({ IsAvailable: false, Left: null });
  });
});
