/**
 * Pay on delivery (issue 16): offered while the store enables it, up to its maximum amount, and not to a
 * shopper whose recent pay-on-delivery orders were refused at the door; placed without the gateway, the
 * wallet part taken at once; settled when the rider records the payment; cancelled with no refund due.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../env.js';
import { orders } from '../orders/tables.js';
import { createTestApp, type SignedInShopper, type TestApp } from '../testing/app.js';
import { addAddress, addProduct, creditWallet, seededMethods } from '../testing/fixtures.js';
import { type SignedInStaff, signInStaff } from '../testing/staff.js';

let t: TestApp;
let packer: SignedInStaff;
let rider: SignedInStaff;

beforeAll(async () => {
  // ₹1,000 at most on delivery, refused after 2 orders turned away at the door.
  t = await createTestApp({
    config: { payOnDelivery: { enabled: true, maxAmount: 100_000, maxRefusals: 2 } },
  });
  packer = await signInStaff(t, 'packer');
  rider = await signInStaff(t, 'rider');
});
afterAll(() => t.close());

async function shopperWithCart(walletPaise = 0) {
  const shopper = await t.signIn();
  const product = await addProduct(t.db, {
    name: `Mutton Curry Cut ${randomUUID().slice(0, 6)}`,
    price: 30_000,
    options: [{ group: 'Weight', rows: [{ label: '500 g', delta: 0 }] }],
  });
  const addressId = await addAddress(t.db, shopper.userId);
  if (walletPaise > 0) await creditWallet(t.db, shopper.userId, walletPaise);
  return { shopper, product, addressId };
}

async function checkout(
  shopper: SignedInShopper,
  cart: Awaited<ReturnType<typeof shopperWithCart>>,
  options: { qty?: number; useWallet?: boolean; online?: boolean } = {},
) {
  const methods = await seededMethods(t.db);
  return t.app.inject({
    method: 'POST',
    url: '/v1/checkout',
    headers: { ...shopper.authorization, 'idempotency-key': randomUUID() },
    payload: {
      addressId: cart.addressId,
      deliveryMethodId: methods.standard,
      paymentMethodId: options.online ? methods.online : methods.onDelivery,
      useWallet: options.useWallet ?? false,
      products: [
        {
          productId: cart.product.productId,
          qty: options.qty ?? 1,
          configPriceIds: [cart.product.rows['500 g']],
          price: 30_000,
        },
      ],
    },
  });
}

const ops = (who: SignedInStaff, path: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/ops/v1${path}`, payload, headers: who.authorization });

describe('pay on delivery', () => {
  it('is listed as a payment method of its own kind', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/v1/get-payment-methods' });
    const methods = reply.json<{ PaymentMethods: { Name: string; Kind: string }[] }>()
      .PaymentMethods;
    expect(methods.map((method) => [method.Name, method.Kind])).toEqual([
      ['Pay online', 'Online'],
      ['Pay on delivery (cash or UPI)', 'OnDelivery'],
    ]);
  });

  it('places the order without the gateway, takes the wallet part, and is paid once the rider collects', async () => {
    const cart = await shopperWithCart(5_000);
    const placed = await checkout(cart.shopper, cart, { useWallet: true });
    expect(placed.statusCode).toBe(200);
    const order = placed.json().OrderData;
    expect(order).toMatchObject({
      Status: 'Placed',
      PaymentStatus: 'DueOnDelivery',
      Payment: null,
    });
    expect(order.Bill.WalletUsed).toBe(5_000);
    expect(order.Bill.AmountPayable).toBe(order.Bill.Total - 5_000);
    const wallet = await t.app.inject({
      method: 'GET',
      url: '/v1/wallet-data',
      headers: cart.shopper.authorization,
    });
    expect(wallet.json().Balance).toBe(0);

    // Nothing to collect before the rider has it.
    expect(
      (await ops(rider, '/orders/collect-payment', { orderId: order.OrderId, method: 'UPI' }))
        .statusCode,
    ).toBe(409);
    for (const [who, path, extra] of [
      [packer, '/orders/confirm', {}],
      [packer, '/orders/start-packing', {}],
      [packer, '/orders/pack', { lines: [] }],
    ] as const) {
      let payload: object = { orderId: order.OrderId, ...extra };
      if (path === '/orders/pack') {
        const details = await t.app.inject({
          method: 'GET',
          url: `/ops/v1/order?orderId=${order.OrderId}`,
          headers: packer.authorization,
        });
        const lines = details.json().Order.Lines as { LineId: number }[];
        payload = {
          orderId: order.OrderId,
          lines: lines.map((line) => ({ lineId: line.LineId, grams: 500 })),
        };
      }
      expect((await ops(who, path, payload)).statusCode).toBe(200);
    }
    expect((await ops(rider, '/orders/dispatch', { orderId: order.OrderId })).statusCode).toBe(200);
    const collected = await ops(rider, '/orders/collect-payment', {
      orderId: order.OrderId,
      method: 'UPI',
      reference: 'UPI-4512',
    });
    expect(collected.statusCode).toBe(200);
    expect(collected.json().Order.PaymentStatus).toBe('Paid');
    // Once: a second collection is refused.
    expect(
      (await ops(rider, '/orders/collect-payment', { orderId: order.OrderId, method: 'Cash' }))
        .statusCode,
    ).toBe(409);
    const details = await t.app.inject({
      method: 'GET',
      url: `/v1/order-details?orderId=${order.OrderId}`,
      headers: cart.shopper.authorization,
    });
    expect(details.json().OrderDetails.PaymentStatus).toBe('Paid');
  });

  it('refuses an amount above the maximum, with the reason', async () => {
    const cart = await shopperWithCart();
    const refused = await checkout(cart.shopper, cart, { qty: 4 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      Message: 'Pay on delivery is not available for this amount',
      Description: 'Pay on delivery is for orders up to ₹1,000. Please pay online.',
    });
  });

  it('refuses a shopper whose pay-on-delivery orders were refused at the door twice', async () => {
    const cart = await shopperWithCart();
    for (let index = 0; index < 2; index++) {
      const placed = await checkout(cart.shopper, cart);
      expect(placed.statusCode).toBe(200);
      // Turned away at the door (the rider's delivery-failed, set directly here).
      await t.db
        .update(orders)
        .set({ status: 'DeliveryFailed' })
        .where(eq(orders.id, placed.json().OrderData.OrderId));
    }
    const refused = await checkout(cart.shopper, cart);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Message).toBe('Pay on delivery is not available for your account');
    // Paying online still works.
    expect((await checkout(cart.shopper, cart, { online: true })).statusCode).toBe(200);
  });

  it('cancels with nothing to refund but the wallet part', async () => {
    const cart = await shopperWithCart(2_000);
    const order = (await checkout(cart.shopper, cart, { useWallet: true })).json().OrderData;
    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/v1/cancel-order',
      headers: { ...cart.shopper.authorization, 'idempotency-key': randomUUID() },
      payload: { orderId: order.OrderId, reason: 'Changed my mind' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ Success: true, RefundId: null });
    const wallet = await t.app.inject({
      method: 'GET',
      url: '/v1/wallet-data',
      headers: cart.shopper.authorization,
    });
    expect(wallet.json().Balance).toBe(2_000);
  });

  it('is not offered, nor accepted, while the store turns it off', async () => {
    const off = await createTestApp({
      config: { payOnDelivery: { ...testConfig().payOnDelivery, enabled: false } },
    });
    try {
      const reply = await off.app.inject({ method: 'GET', url: '/v1/get-payment-methods' });
      expect(reply.json().PaymentMethods.map((method: { Kind: string }) => method.Kind)).toEqual([
        'Online',
      ]);
    } finally {
      await off.close();
    }
  });
});
