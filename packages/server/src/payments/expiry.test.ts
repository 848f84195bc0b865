/**
 * An order that waits too long for its online payment (PENDING_PAYMENT_TTL_MINUTES, 15) is cancelled as
 * payment failed: its slot seat, wallet part and coupon come back, on a capacity read or in the sweep,
 * once however many servers do it. A payment verified after the expiry places the order again when its
 * promise still stands (seat free before the cut-off, deadline not passed), and otherwise goes back to
 * the original payment method, once.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, serverNow } from '../clock.js';
import { notificationTokens, orderOutbox, pushDeliveries } from '../notifications/tables.js';
import { orderEvents, deliverySlotHolds } from '../orders/tables.js';
import { createTestApp, type SignedInShopper, type TestApp } from '../testing/app.js';
import { addAddress, addProduct, creditWallet, seededMethods } from '../testing/fixtures.js';
import { captureAtGateway, inParallel, walletLedger, walletNetForOrder } from '../testing/shop.js';
import { expireUnpaidOrders, sweepPayments } from './expiry.js';
import { webhookSignature } from './signature.js';
import { paymentAttempts, refunds, sandboxRefunds } from './tables.js';

const MINUTE = 60_000;
const PRICE = 29_900;

let t: TestApp;
let productId: number;
let methods: Awaited<ReturnType<typeof seededMethods>>;

beforeAll(async () => {
  t = await createTestApp();
  productId = (await addProduct(t.db, { name: 'Chicken Curry Cut', price: PRICE })).productId;
  methods = await seededMethods(t.db);
});
afterAll(() => t.close());

const post = (shopper: SignedInShopper, url: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...shopper.authorization, 'idempotency-key': randomUUID() },
  });
const get = (shopper: SignedInShopper | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: shopper?.authorization ?? {} });

interface Slot {
  SlotId: string;
  Left: number;
  Status: string;
}
const slots = async (): Promise<Slot[]> =>
  (await get(null, `/v1/get-delivery-slots?deliveryMethodId=${methods.scheduled}`)).json().Slots;
/** The last slot offered (tomorrow evening): open however the clock moves in this file. */
const lastSlot = async () => (await slots()).at(-1)!;
const leftIn = async (slotId: string) => (await slots()).find((s) => s.SlotId === slotId)!.Left;

/** A shopper's order waiting for its online payment, `walletPart` paise of it from the wallet. */
async function unpaid(
  options: {
    walletPart?: number;
    coupon?: string;
    method?: 'scheduled' | 'standard' | 'express';
  } = {},
) {
  const shopper = await t.signIn();
  const addressId = await addAddress(t.db, shopper.userId);
  if (options.walletPart) await creditWallet(t.db, shopper.userId, options.walletPart);
  if (options.coupon) {
    const applied = await t.app.inject({
      method: 'POST',
      url: '/v1/apply-coupon',
      payload: {
        couponCode: options.coupon,
        products: [{ productId, qty: 1, configPriceIds: [] }],
      },
      headers: shopper.authorization,
    });
    expect(applied.json().Success).toBe(true);
  }
  const method = options.method ?? 'scheduled';
  const slotId = method === 'scheduled' ? (await lastSlot()).SlotId : undefined;
  const reply = await post(shopper, '/v1/checkout', {
    addressId,
    deliveryMethodId: methods[method],
    paymentMethodId: methods.online,
    useWallet: Boolean(options.walletPart),
    ...(slotId ? { slotId } : {}),
    products: [{ productId, qty: 1, configPriceIds: [], price: PRICE }],
  });
  expect(reply.statusCode).toBe(200);
  const data = reply.json().OrderData;
  expect(data.Status).toBe('PendingPayment');
  return {
    shopper,
    slotId,
    orderId: data.OrderId as number,
    gatewayOrderId: data.Payment.GatewayOrderId as string,
    amount: data.Payment.Amount as number,
  };
}

const details = async (order: { shopper: SignedInShopper; orderId: number }) =>
  (await get(order.shopper, `/v1/order-details?orderId=${order.orderId}`)).json().OrderDetails;

const pass = (minutes: number) => advanceClock(t.config, minutes * MINUTE);

function webhook(body: object) {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/v1/payment-webhook',
    payload: raw,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': webhookSignature(t.config.payment.webhookSecret, raw),
    },
  });
}

const refundsOf = (orderId: number) =>
  t.db.select().from(refunds).where(eq(refunds.orderId, orderId));

describe('an unpaid order past its payment time', () => {
  it('gives back its seat, its wallet part and its coupon when the slots are read', async () => {
    const order = await unpaid({ walletPart: 5_000, coupon: 'WELCOME20' });
    const slotId = order.slotId!;
    const heldLeft = await leftIn(slotId);
    const again = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/apply-coupon',
        payload: { couponCode: 'WELCOME20', products: [{ productId, qty: 1, configPriceIds: [] }] },
        headers: order.shopper.authorization,
      });
    expect((await again()).statusCode).toBe(400);

    pass(14);
    expect(await leftIn(slotId)).toBe(heldLeft);
    expect((await details(order)).Status).toBe('PendingPayment');

    pass(2);
    expect(await leftIn(slotId)).toBe(heldLeft + 1);
    const expired = await details(order);
    expect(expired).toMatchObject({
      Status: 'Cancelled',
      PaymentStatus: 'Failed',
      CanCancel: false,
      CanRetryPayment: false,
    });
    expect(expired.Timeline.at(-1)).toMatchObject({
      Status: 'Cancelled',
      Note: 'Cancelled: the payment did not arrive within 15 minutes',
    });
    expect((await walletLedger(t.db, order.shopper.userId)).balance).toBe(5_000);
    expect((await again()).json().Success).toBe(true);
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/pay/${order.gatewayOrderId}` });
    expect(page.statusCode).toBe(409);
    expect(
      (await post(order.shopper, '/v1/revise-payment', { orderId: order.orderId })).statusCode,
    ).toBe(400);
  });

  it('is expired by the sweep for a method without slots too', async () => {
    const order = await unpaid({ method: 'standard' });
    pass(16);
    const swept = await sweepPayments(t.db, t.config, t.app.log);
    expect(swept.expired).toBeGreaterThanOrEqual(1);
    expect(await details(order)).toMatchObject({ Status: 'Cancelled', PaymentStatus: 'Failed' });
  });

  it('tells its shopper, on each device they saved, once', async () => {
    const order = await unpaid({ method: 'standard' });
    await t.db
      .insert(notificationTokens)
      .values({ userId: order.shopper.userId, token: `phone-${order.orderId}` });
    pass(16);
    await sweepPayments(t.db, t.config, t.app.log);
    await sweepPayments(t.db, t.config, t.app.log);
    const events = await t.db
      .select()
      .from(orderOutbox)
      .where(eq(orderOutbox.orderId, order.orderId));
    expect(events).toEqual([
      expect.objectContaining({
        kind: 'PaymentExpired',
        title: 'Order cancelled',
        body: expect.stringMatching(
          /^SF-\d{8}-\d{5} is cancelled: its payment did not arrive in time\.$/,
        ),
        link: `/order/details/${order.orderId}`,
      }),
    ]);
    const pushes = await t.db
      .select({ token: pushDeliveries.token })
      .from(pushDeliveries)
      .where(eq(pushDeliveries.eventId, events[0]!.id));
    expect(pushes).toEqual([{ token: `phone-${order.orderId}` }]);
  });

  it('gets its time again from each new payment attempt', async () => {
    const order = await unpaid();
    pass(10);
    await post(order.shopper, '/v1/payment-failed', { orderId: order.orderId, reason: 'Declined' });
    expect(
      (await post(order.shopper, '/v1/revise-payment', { orderId: order.orderId })).statusCode,
    ).toBe(200);
    pass(10);
    await sweepPayments(t.db, t.config, t.app.log);
    expect((await details(order)).Status).toBe('PendingPayment');
    pass(6);
    await sweepPayments(t.db, t.config, t.app.log);
    expect((await details(order)).Status).toBe('Cancelled');
  });

  it('stays paid when its payment was verified before the expiry', async () => {
    const order = await unpaid();
    pass(14);
    const paid = await captureAtGateway(t.db, t.config.payment.keySecret, order);
    await post(order.shopper, '/v1/validate-payment-signature', {
      orderId: order.orderId,
      ...paid,
    });
    pass(2);
    await sweepPayments(t.db, t.config, t.app.log);
    expect(await details(order)).toMatchObject({ Status: 'Placed', PaymentStatus: 'Paid' });
  });

  it('is expired once when many servers expire at the same time', async () => {
    const orders = await inParallel(6, () => unpaid({ walletPart: 3_000 }));
    const slotId = orders[0]!.slotId!;
    const held = await t.db
      .select()
      .from(deliverySlotHolds)
      .where(
        and(
          eq(deliverySlotHolds.deliveryMethodId, methods.scheduled),
          eq(deliverySlotHolds.slotId, slotId),
        ),
      );
    pass(16);
    const servers = [t.app, await t.anotherInstance(), await t.anotherInstance()];
    const now = serverNow(t.config);
    await Promise.all([
      ...servers.map((server) => expireUnpaidOrders(server.db, t.config, now)),
      ...servers.map((server) =>
        server.inject({
          method: 'GET',
          url: `/v1/get-delivery-slots?deliveryMethodId=${methods.scheduled}`,
        }),
      ),
    ]);
    for (const order of orders) {
      const ledger = await walletLedger(t.db, order.shopper.userId);
      expect(ledger.chained).toBe(true);
      expect(walletNetForOrder(ledger, order.orderId)).toBe(0);
      const cancelled = await t.db
        .select()
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, order.orderId), eq(orderEvents.status, 'Cancelled')));
      expect(cancelled).toHaveLength(1);
    }
    const [after] = await t.db
      .select()
      .from(deliverySlotHolds)
      .where(
        and(
          eq(deliverySlotHolds.deliveryMethodId, methods.scheduled),
          eq(deliverySlotHolds.slotId, slotId),
        ),
      );
    expect(after!.booked).toBe(held[0]!.booked - orders.length);
  }, 60_000);
});

describe('a payment verified after its order expired', () => {
  it('places the order again when its seat is still free', async () => {
    const order = await unpaid({ walletPart: 5_000 });
    const slotId = order.slotId!;
    // Paid at the gateway at the last moment; the confirmation arrives after the expiry.
    const paid = await captureAtGateway(t.db, t.config.payment.keySecret, order);
    pass(16);
    const freed = await leftIn(slotId);
    const reply = await post(order.shopper, '/v1/validate-payment-signature', {
      orderId: order.orderId,
      ...paid,
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().OrderData).toMatchObject({ Status: 'Placed', PaymentStatus: 'Paid' });
    expect(await leftIn(slotId)).toBe(freed - 1);
    expect((await details(order)).Timeline.at(-1).Note).toBe(
      'Payment received after the order had expired; the order is placed again',
    );
    const ledger = await walletLedger(t.db, order.shopper.userId);
    expect(ledger.balance).toBe(0);
    expect(walletNetForOrder(ledger, order.orderId)).toBe(-5_000);
    const [attempt] = await t.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.gatewayOrderId, order.gatewayOrderId));
    expect(attempt).toMatchObject({ status: 'Paid', paymentId: paid.paymentId });
  });

  it('goes back to the original payment method, once, when the slot filled up meanwhile', async () => {
    const order = await unpaid({ walletPart: 5_000 });
    const paid = await captureAtGateway(t.db, t.config.payment.keySecret, order);
    pass(16);
    await slots();
    // Other shoppers took every seat of the slot.
    await t.db
      .update(deliverySlotHolds)
      .set({ booked: deliverySlotHolds.capacity })
      .where(eq(deliverySlotHolds.slotId, order.slotId!));
    const reply = await post(order.shopper, '/v1/validate-payment-signature', {
      orderId: order.orderId,
      ...paid,
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({
      Message: 'Payment refunded',
      ClearOrder: true,
    });
    const webhookAgain = await webhook({
      id: `evt_${randomUUID()}`,
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: paid.paymentId,
            order_id: order.gatewayOrderId,
            amount: order.amount,
            status: 'captured',
          },
        },
      },
    });
    expect(webhookAgain.statusCode).toBe(200);
    expect(await refundsOf(order.orderId)).toEqual([
      expect.objectContaining({
        destination: 'Source',
        status: 'Completed',
        amount: order.amount,
        gatewayPaymentId: paid.paymentId,
      }),
    ]);
    expect(
      await t.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, paid.paymentId)),
    ).toHaveLength(1);
    expect(await details(order)).toMatchObject({ Status: 'Cancelled', PaymentStatus: 'Refunded' });
    // The wallet part came back at the expiry and stays there.
    expect((await walletLedger(t.db, order.shopper.userId)).balance).toBe(5_000);
  });

  it('refunds an express order, whose promised time ran from placing', async () => {
    const order = await unpaid({ method: 'express' });
    const paid = await captureAtGateway(t.db, t.config.payment.keySecret, order);
    pass(16);
    await sweepPayments(t.db, t.config, t.app.log);
    const reply = await webhook({
      id: `evt_${randomUUID()}`,
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: paid.paymentId,
            order_id: order.gatewayOrderId,
            amount: order.amount,
            status: 'captured',
          },
        },
      },
    });
    expect(reply.statusCode).toBe(200);
    expect(await refundsOf(order.orderId)).toEqual([
      expect.objectContaining({ destination: 'Source', status: 'Completed' }),
    ]);
    expect((await details(order)).Status).toBe('Cancelled');
  });
});
