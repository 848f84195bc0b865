/**
 * Issue 27: a pay-on-delivery order is delivered once the rider has recorded its payment (the lifecycle
 * table's collectFirst, decided under the order's row lock), and the board says which orders are express
 * and which are paid at the door.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedInShopper, type TestApp } from '../testing/app.js';
import { addAddress, addProduct, creditWallet, seededMethods } from '../testing/fixtures.js';
import { type SignedInStaff, signInStaff } from '../testing/staff.js';

let t: TestApp;
let packer: SignedInStaff;
let rider: SignedInStaff;
let admin: SignedInStaff;
let methods: Awaited<ReturnType<typeof seededMethods>>;

beforeAll(async () => {
  t = await createTestApp({
    config: { payOnDelivery: { enabled: true, maxAmount: 500_000, maxRefusals: 2 } },
  });
  packer = await signInStaff(t, 'packer');
  rider = await signInStaff(t, 'rider');
  admin = await signInStaff(t, 'admin');
  methods = await seededMethods(t.db);
});
afterAll(() => t.close());

const ops = (who: SignedInStaff, path: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/ops/v1${path}`, payload, headers: who.authorization });

const staffOrder = async (orderId: number) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/ops/v1/order?orderId=${orderId}`,
      headers: admin.authorization,
    })
  ).json().Order;

/** An order of one ₹300 line, placed by a new shopper: paid online from the wallet, or on delivery. */
async function place(options: { onDelivery?: boolean; express?: boolean } = {}) {
  const shopper: SignedInShopper = await t.signIn();
  const product = await addProduct(t.db, {
    name: `Mutton Curry Cut ${randomUUID().slice(0, 6)}`,
    price: 30_000,
    options: [{ group: 'Weight', rows: [{ label: '500 g', delta: 0 }] }],
  });
  const addressId = await addAddress(t.db, shopper.userId);
  if (!options.onDelivery) await creditWallet(t.db, shopper.userId, 100_000);
  const reply = await t.app.inject({
    method: 'POST',
    url: '/v1/checkout',
    headers: { ...shopper.authorization, 'idempotency-key': randomUUID() },
    payload: {
      addressId,
      deliveryMethodId: options.express ? methods.express : methods.standard,
      paymentMethodId: options.onDelivery ? methods.onDelivery : methods.online,
      useWallet: !options.onDelivery,
      products: [
        {
          productId: product.productId,
          qty: 1,
          configPriceIds: [product.rows['500 g']],
          price: 30_000,
        },
      ],
    },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().OrderData as { OrderId: number; Status: string; PaymentStatus: string };
}

/** Confirmed, packed whole and sent out by the rider. */
async function outForDelivery(orderId: number) {
  await ops(packer, '/orders/confirm', { orderId });
  await ops(packer, '/orders/start-packing', { orderId });
  const lines = (await staffOrder(orderId)).Lines as { LineId: number }[];
  const packed = await ops(packer, '/orders/pack', {
    orderId,
    lines: lines.map((line) => ({ lineId: line.LineId, grams: 500 })),
  });
  expect(packed.statusCode).toBe(200);
  expect((await ops(rider, '/orders/dispatch', { orderId })).statusCode).toBe(200);
}

describe('delivering a pay-on-delivery order', () => {
  it('is refused until the payment is recorded, saying so; then the rider delivers it', async () => {
    const placed = await place({ onDelivery: true });
    await outForDelivery(placed.OrderId);
    const { Money } = await staffOrder(placed.OrderId);

    const early = await ops(rider, '/orders/deliver', { orderId: placed.OrderId });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      Message: 'Collect the payment first',
      Description: `This order is paid on delivery: record the ₹${Money.Due / 100} collected at the door, then mark it delivered.`,
    });
    expect(await staffOrder(placed.OrderId)).toMatchObject({
      Status: 'OutForDelivery',
      PaymentStatus: 'DueOnDelivery',
    });

    const collected = await ops(rider, '/orders/collect-payment', {
      orderId: placed.OrderId,
      method: 'Cash',
    });
    expect(collected.json().Order.PaymentStatus).toBe('Paid');
    const delivered = await ops(rider, '/orders/deliver', { orderId: placed.OrderId });
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json().Order).toMatchObject({ Status: 'Delivered', PaymentStatus: 'Paid' });
  });

  it('never ends delivered with the money still due when the rider collects and delivers at once', async () => {
    const placed = await place({ onDelivery: true });
    await outForDelivery(placed.OrderId);
    const [deliver, collect] = await Promise.all([
      ops(rider, '/orders/deliver', { orderId: placed.OrderId }),
      ops(rider, '/orders/collect-payment', { orderId: placed.OrderId, method: 'UPI' }),
    ]);
    expect(collect.statusCode).toBe(200);
    expect([200, 409]).toContain(deliver.statusCode);
    const order = await staffOrder(placed.OrderId);
    expect(order.PaymentStatus).toBe('Paid');
    expect(order.Status).toBe(deliver.statusCode === 200 ? 'Delivered' : 'OutForDelivery');
  });

  it('leaves an order paid online to be delivered at once', async () => {
    const placed = await place();
    await outForDelivery(placed.OrderId);
    const delivered = await ops(rider, '/orders/deliver', { orderId: placed.OrderId });
    expect(delivered.statusCode).toBe(200);
  });

  it('still lets the rider mark the delivery failed while the money is due', async () => {
    const placed = await place({ onDelivery: true });
    await outForDelivery(placed.OrderId);
    const failed = await ops(rider, '/orders/delivery-failed', {
      orderId: placed.OrderId,
      reason: 'Nobody at home',
    });
    expect(failed.statusCode).toBe(200);
    expect(failed.json().Order.Status).toBe('DeliveryFailed');
  });
});

describe('the order board', () => {
  it('says which orders are express and which are paid at the door', async () => {
    const express = await place({ express: true });
    const onDelivery = await place({ onDelivery: true });
    const plain = await place();
    const reply = await t.app.inject({
      method: 'GET',
      url: '/ops/v1/orders?pageNo=1',
      headers: packer.authorization,
    });
    expect(reply.statusCode).toBe(200);
    const rows = reply.json().Orders as {
      OrderId: number;
      Express: boolean;
      PayOnDelivery: boolean;
    }[];
    const flags = (orderId: number) => {
      const row = rows.find((order) => order.OrderId === orderId);
      return row && { Express: row.Express, PayOnDelivery: row.PayOnDelivery };
    };
    expect(flags(express.OrderId)).toEqual({ Express: true, PayOnDelivery: false });
    expect(flags(onDelivery.OrderId)).toEqual({ Express: false, PayOnDelivery: true });
    expect(flags(plain.OrderId)).toEqual({ Express: false, PayOnDelivery: false });
  });

  it('still shows a pay-on-delivery order as paid at the door once the money is collected', async () => {
    const placed = await place({ onDelivery: true });
    await outForDelivery(placed.OrderId);
    await ops(rider, '/orders/collect-payment', { orderId: placed.OrderId, method: 'Cash' });
    const reply = await t.app.inject({
      method: 'GET',
      url: '/ops/v1/orders?pageNo=1&status=OutForDelivery',
      headers: rider.authorization,
    });
    const row = (reply.json().Orders as { OrderId: number; PayOnDelivery: boolean }[]).find(
      (order) => order.OrderId === placed.OrderId,
    );
    expect(row?.PayOnDelivery).toBe(true);
  });
});
