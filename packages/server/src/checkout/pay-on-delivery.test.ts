/**
 * Pay on delivery (issue 16): offered while the store enables it, up to its maximum amount, and not to a
 * shopper whose recent pay-on-delivery orders were refused at the door; placed without the gateway, the
 * wallet part taken at once; settled when the rider records the payment; cancelled with no refund due.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../env.js';
import { orderOutbox } from '../notifications/tables.js';
import { orders } from '../orders/tables.js';
import { staffAudit } from '../staff/tables.js';
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

    // Money given to the rider has no payment to go back to: a refund request is for the wallet.
    const refund = await t.app.inject({
      method: 'POST',
      url: '/v1/create-refund',
      payload: { orderId: order.OrderId, reason: 'Not fresh' },
      headers: { ...cart.shopper.authorization, 'idempotency-key': randomUUID() },
    });
    expect(refund.json().Refund).toMatchObject({
      Amount: order.Bill.Total,
      Destination: 'Wallet',
      Status: 'Requested',
    });
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

/** Confirms, starts packing and packs every line of an order as given (grams, or short). */
async function packAs(orderId: number, pack: (lineId: number) => object) {
  await ops(packer, '/orders/confirm', { orderId });
  await ops(packer, '/orders/start-packing', { orderId });
  const details = await t.app.inject({
    method: 'GET',
    url: `/ops/v1/order?orderId=${orderId}`,
    headers: packer.authorization,
  });
  const lines = details.json().Order.Lines as { LineId: number }[];
  const packed = await ops(packer, '/orders/pack', {
    orderId,
    lines: lines.map((line) => ({ lineId: line.LineId, ...pack(line.LineId) })),
  });
  expect(packed.statusCode).toBe(200);
  return packed.json().Order;
}

async function shopperView(shopper: SignedInShopper, orderId: number) {
  const details = await t.app.inject({
    method: 'GET',
    url: `/v1/order-details?orderId=${orderId}`,
    headers: shopper.authorization,
  });
  const history = await t.app.inject({
    method: 'GET',
    url: `/v1/order-history-by-id?orderId=${orderId}`,
    headers: shopper.authorization,
  });
  const wallet = await t.app.inject({
    method: 'GET',
    url: '/v1/wallet-data',
    headers: shopper.authorization,
  });
  return {
    details: details.json().OrderDetails,
    summary: history.json().Order,
    balance: wallet.json().Balance as number,
  };
}

describe('a pay-on-delivery order packed light', () => {
  it('collects less at the door instead of crediting the wallet, which paid nothing', async () => {
    const cart = await shopperWithCart();
    const placed = (await checkout(cart.shopper, cart, { qty: 2 })).json().OrderData;
    const due = placed.Bill.AmountPayable;
    expect(due).toBe(placed.Bill.Total);

    // 2 × 500 g at ₹300 packed at 900 g: 100 g of ₹600/kg = ₹60 off.
    const packed = await packAs(placed.OrderId, () => ({ grams: 900 }));
    expect(packed.Lines[0].WeightCredit).toBe(6_000);
    expect(packed).toMatchObject({
      PaymentStatus: 'DueOnDelivery',
      AmountPayable: due - 6_000,
      DeductedFromPayable: 6_000,
      WalletUsed: 0,
    });

    const shopper = await shopperView(cart.shopper, placed.OrderId);
    expect(shopper.balance).toBe(0);
    expect(shopper.details.Bill.AmountPayable).toBe(due - 6_000);
    expect(shopper.details).toMatchObject({ WeightCredit: 6_000, DeductedFromPayable: 6_000 });
    expect(shopper.summary.AmountPayable).toBe(due - 6_000);

    const updates = await t.db
      .select({ kind: orderOutbox.kind, body: orderOutbox.body })
      .from(orderOutbox)
      .where(eq(orderOutbox.orderId, placed.OrderId));
    expect(updates.map((update) => update.kind)).toEqual([
      'Confirmed',
      'Packed',
      'DeductedFromPayable',
    ]);
    expect(updates[2]!.body).toMatch(/^₹60 is taken off what you pay on delivery for SF-/);

    // The rider collects the lowered amount, and the audit says so.
    await ops(rider, '/orders/dispatch', { orderId: placed.OrderId });
    const collected = await ops(rider, '/orders/collect-payment', {
      orderId: placed.OrderId,
      method: 'Cash',
    });
    expect(collected.json().Order.PaymentStatus).toBe('Paid');
    const audit = await t.db
      .select({ action: staffAudit.action, after: staffAudit.after })
      .from(staffAudit)
      .where(eq(staffAudit.orderId, placed.OrderId));
    expect(audit.find((row) => row.action === 'pack')?.after).toMatchObject({
      Credited: 6_000,
      DeductedFromPayable: 6_000,
      AmountPayable: due - 6_000,
    });
    expect(audit.find((row) => row.action === 'collectPayment')?.after).toMatchObject({
      Amount: due - 6_000,
    });
  });

  it('credits the wallet only with what exceeds the amount left to collect, and is paid when nothing is', async () => {
    // The wallet pays the items; the fees are left to pay at the door.
    const cart = await shopperWithCart(60_000);
    const placed = (await checkout(cart.shopper, cart, { qty: 2, useWallet: true })).json()
      .OrderData;
    const due = placed.Bill.AmountPayable;
    expect(placed.PaymentStatus).toBe('DueOnDelivery');
    expect(due).toBeGreaterThan(0);
    expect(due).toBeLessThan(60_000);

    const packed = await packAs(placed.OrderId, () => ({ short: true }));
    expect(packed).toMatchObject({
      PaymentStatus: 'Paid',
      AmountPayable: 0,
      DeductedFromPayable: due,
    });
    const shopper = await shopperView(cart.shopper, placed.OrderId);
    expect(shopper.balance).toBe(60_000 - due);
    // Nothing left to collect.
    await ops(rider, '/orders/dispatch', { orderId: placed.OrderId });
    expect(
      (await ops(rider, '/orders/collect-payment', { orderId: placed.OrderId, method: 'Cash' }))
        .statusCode,
    ).toBe(409);
  });

  it('takes a line refund off the amount to collect while it is not collected', async () => {
    const admin = await signInStaff(t, 'admin');
    const cart = await shopperWithCart();
    const placed = (await checkout(cart.shopper, cart)).json().OrderData;
    const due = placed.Bill.AmountPayable;
    const packed = await packAs(placed.OrderId, () => ({ grams: 500 }));
    await ops(rider, '/orders/dispatch', { orderId: placed.OrderId });
    // The rider records the payment before delivering now (issue 27); an order delivered before that
    // rule can still be delivered with its money due.
    expect((await ops(rider, '/orders/deliver', { orderId: placed.OrderId })).statusCode).toBe(409);
    await t.db.update(orders).set({ status: 'Delivered' }).where(eq(orders.id, placed.OrderId));

    const refunded = await ops(admin, '/orders/refund-line', {
      orderId: placed.OrderId,
      lineId: packed.Lines[0].LineId,
      reason: 'Not fresh',
    });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().Order).toMatchObject({
      PaymentStatus: 'DueOnDelivery',
      AmountPayable: due - 30_000,
      DeductedFromPayable: 30_000,
    });
    const shopper = await shopperView(cart.shopper, placed.OrderId);
    expect(shopper.balance).toBe(0);
    expect(shopper.details.Timeline.at(-1)).toMatchObject({
      Status: 'Refunded',
      Note: expect.stringMatching(
        /^₹300 for Mutton Curry Cut \w+ taken off the amount to pay on delivery\.$/,
      ),
    });
  });
});
