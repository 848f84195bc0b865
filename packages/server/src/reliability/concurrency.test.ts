/**
 * Races a hostile or just impatient shopper can start: many checkouts spending one wallet, one coupon used
 * from many tabs, one payment confirmed many times, and a cancellation racing the payment. After each race
 * the stored money must add up.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, couponUses } from '../offers/tables.js';
import { orderEvents, orders } from '../orders/tables.js';
import { paymentAttempts, refunds } from '../payments/tables.js';
import { webhookSignature } from '../payments/signature.js';
import { releasedStatuses } from '../orders/rules.js';
import { createTestApp, type SignedInShopper, type TestApp } from '../testing/app.js';
import { creditWallet } from '../testing/fixtures.js';
import { recordCases, recordDataLost } from '../testing/report-meta.js';
import {
  type PendingOrder,
  type Shop,
  captureAtGateway,
  inParallel,
  openShop,
  ordersOf,
  walletLedger,
  walletNetForOrder,
} from '../testing/shop.js';

let t: TestApp;
let shop: Shop;
/** A second server on the same database (its own connection pool on PostgreSQL): half of each race goes there. */
let second: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  shop = await openShop(t);
  second = await t.anotherInstance();
});
afterAll(() => t.close());

function validate(
  shopper: SignedInShopper,
  order: PendingOrder,
  paymentId: string,
  signature: string,
  via?: FastifyInstance,
) {
  return shop.post(
    shopper,
    '/v1/validate-payment-signature',
    { orderId: order.orderId, paymentId, signature },
    undefined,
    via,
  );
}

function capturedWebhook(order: PendingOrder, paymentId: string) {
  const raw = JSON.stringify({
    id: `evt_${randomUUID()}`,
    event: 'payment.captured',
    payload: {
      payment: {
        entity: {
          id: paymentId,
          order_id: order.gatewayOrderId,
          amount: order.amount,
          status: 'captured',
        },
      },
    },
  });
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

function cancel(shopper: SignedInShopper, order: PendingOrder) {
  return shop.post(shopper, '/v1/cancel-order', {
    orderId: order.orderId,
    reason: 'Changed my mind',
  });
}

describe('one wallet spent by 50 parallel checkouts on two servers', () => {
  it('never goes below zero, and its ledger sums to its balance', async (context) => {
    const shopper = await t.signIn();
    const credited = 100_000;
    await creditWallet(t.db, shopper.userId, credited);

    const replies = await inParallel(50, (index) =>
      shop.checkout(shopper, { useWallet: true, via: index % 2 ? second : t.app }),
    );
    recordCases(context, replies.length);

    const statuses = replies.map((reply) => reply.statusCode);
    const ledger = await walletLedger(t.db, shopper.userId);
    const placed = await ordersOf(t.db, shopper.userId);
    const walletUsed = placed.reduce((total, order) => total + order.walletUsed, 0);
    const accepted = statuses.filter((status) => status === 200).length;
    recordDataLost(
      context,
      Math.abs(placed.length - accepted) +
        (ledger.credits - ledger.debits === ledger.balance && ledger.debits === walletUsed ? 0 : 1),
    );
    // Anything but an order or the wallet's refusal is shown with its body, so a failure says what came back.
    const unexpected = replies
      .filter((reply) => reply.statusCode !== 200 && reply.statusCode !== 400)
      .map((reply) => `${reply.statusCode} ${reply.body}`);
    expect(unexpected).toEqual([]);
    for (const reply of replies.filter((r) => r.statusCode === 400)) {
      expect(reply.json()).toMatchObject({ WalletError: true });
    }
    expect(placed).toHaveLength(accepted);
    expect(ledger.balance).toBeGreaterThanOrEqual(0);
    expect(ledger.chained).toBe(true);
    expect(ledger.credits - ledger.debits).toBe(ledger.balance);
    expect(ledger.debits).toBe(walletUsed);
    // ₹1,000 covers two ₹343 orders and ₹314 of a third; every later checkout finds the wallet empty.
    expect(ledger.balance).toBe(0);
    expect(walletUsed).toBe(credited);
    for (const order of placed) expect(order.total).toBe(order.walletUsed + order.amountPayable);
  });
});

describe('a per-shopper coupon limit under 50 parallel uses', () => {
  it('holds: no more counted uses than the limit, each with its discount on its order', async (context) => {
    const code = `TWICE${randomUUID().slice(0, 6).toUpperCase()}`;
    const [coupon] = await t.db
      .insert(coupons)
      .values({
        code,
        title: '₹50 off, twice',
        description: 'Test coupon',
        discountType: 'Flat',
        discountValue: 5_000,
        perShopperLimit: 2,
      })
      .returning();
    const shopper = await t.signIn();

    const replies = await inParallel(50, async (index) => {
      const via = index % 2 ? second : t.app;
      await via.inject({
        method: 'POST',
        url: '/v1/apply-coupon',
        payload: {
          couponCode: code,
          products: [{ productId: shop.productId, qty: 1, configPriceIds: [] }],
        },
        headers: shopper.authorization,
      });
      return shop.checkout(shopper, { via });
    });

    recordCases(context, replies.length);
    const uses = await t.db
      .select({ orderId: couponUses.orderId, discount: couponUses.discount })
      .from(couponUses)
      .where(and(eq(couponUses.userId, shopper.userId), eq(couponUses.couponId, coupon!.id)));
    const placed = await ordersOf(t.db, shopper.userId);
    recordDataLost(context, Math.abs(50 - placed.length));
    expect(replies.every((reply) => reply.statusCode === 200)).toBe(true);
    expect(uses.length).toBeGreaterThanOrEqual(1);
    expect(uses.length).toBeLessThanOrEqual(2);
    expect(placed).toHaveLength(50);
    const discounted = placed.filter((order) => order.couponDiscount > 0);
    expect(discounted.map((order) => order.id).sort()).toEqual(
      uses.map((use) => use.orderId).sort(),
    );
    for (const order of discounted) {
      expect(order.couponDiscount).toBe(5_000);
      expect(order.couponId).toBe(coupon!.id);
    }
    expect(placed.every((order) => !releasedStatuses.includes(order.status))).toBe(true);
  });
});

describe('a coupon on an order whose payment failed', () => {
  it('regression: /revise-payment paid a failed order with a coupon the shopper had used up since; it is refused', async () => {
    const code = `ONCE${randomUUID().slice(0, 6).toUpperCase()}`;
    const [coupon] = await t.db
      .insert(coupons)
      .values({
        code,
        title: '₹50 off, once',
        description: 'Test coupon',
        discountType: 'Flat',
        discountValue: 5_000,
        perShopperLimit: 1,
      })
      .returning();
    const shopper = await t.signIn();
    const applyCoupon = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/apply-coupon',
        payload: {
          couponCode: code,
          products: [{ productId: shop.productId, qty: 1, configPriceIds: [] }],
        },
        headers: shopper.authorization,
      });
    expect((await applyCoupon()).statusCode).toBe(200);
    const first = await shop.pendingOrder(shopper);
    await shop.post(shopper, '/v1/payment-failed', { orderId: first.orderId, reason: 'Declined' });
    // The failed payment gave the coupon back, so the shopper uses it on a new order.
    expect((await applyCoupon()).statusCode).toBe(200);
    const second = await shop.pendingOrder(shopper);

    const [revised, racedRevise] = await Promise.all([
      shop.post(shopper, '/v1/revise-payment', { orderId: first.orderId }),
      shop.post(shopper, '/v1/revise-payment', { orderId: first.orderId }),
    ]);

    for (const reply of [revised, racedRevise]) {
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({ Message: 'Coupon limit reached' });
    }
    const counted = await t.db
      .select({ orderId: couponUses.orderId, status: orders.status })
      .from(couponUses)
      .innerJoin(orders, eq(orders.id, couponUses.orderId))
      .where(eq(couponUses.couponId, coupon!.id));
    expect(
      counted.filter((use) => !releasedStatuses.includes(use.status)).map((use) => use.orderId),
    ).toEqual([second.orderId]);
  });
  it('regression: a late capture of the failed payment paid the order again with the coupon used up since; it is returned to the wallet', async () => {
    const code = `LATE${randomUUID().slice(0, 6).toUpperCase()}`;
    await t.db.insert(coupons).values({
      code,
      title: '₹50 off, once',
      description: 'Test coupon',
      discountType: 'Flat',
      discountValue: 5_000,
      perShopperLimit: 1,
    });
    const shopper = await t.signIn();
    const applyCoupon = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/apply-coupon',
        payload: {
          couponCode: code,
          products: [{ productId: shop.productId, qty: 1, configPriceIds: [] }],
        },
        headers: shopper.authorization,
      });
    await applyCoupon();
    const first = await shop.pendingOrder(shopper);
    const { paymentId } = await captureAtGateway(t.db, t.config.payment.keySecret, first);
    await shop.post(shopper, '/v1/payment-failed', { orderId: first.orderId, reason: 'Timed out' });
    await applyCoupon();
    await shop.pendingOrder(shopper);

    // The bank settles the payment the app had reported failed.
    expect((await capturedWebhook(first, paymentId)).statusCode).toBe(200);

    const [stored] = await t.db.select().from(orders).where(eq(orders.id, first.orderId));
    expect(stored).toMatchObject({ status: 'PaymentFailed', paymentStatus: 'Failed' });
    expect((await walletLedger(t.db, shopper.userId)).balance).toBe(first.amount);
  });
});

describe('one payment confirmed 20 times at once', () => {
  it('marks the order paid once', async (context) => {
    const shopper = await t.signIn();
    const order = await shop.pendingOrder(shopper);
    const { paymentId, signature } = await captureAtGateway(
      t.db,
      t.config.payment.keySecret,
      order,
    );

    const replies = await inParallel(20, (index) =>
      validate(shopper, order, paymentId, signature, index % 2 ? second : t.app),
    );
    recordCases(context, replies.length);

    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(20).fill(200));
    for (const reply of replies) {
      expect(reply.json().OrderData).toMatchObject({ Status: 'Placed', PaymentStatus: 'Paid' });
    }
    const events = await t.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.orderId), eq(orderEvents.status, 'Placed')));
    expect(events).toHaveLength(1);
    const paid = await t.db
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.orderId, order.orderId), eq(paymentAttempts.status, 'Paid')));
    recordDataLost(context, Math.abs(paid.length - 1));
    expect(paid).toHaveLength(1);
    expect(paid[0]!.paymentId).toBe(paymentId);
    const ledger = await walletLedger(t.db, shopper.userId);
    expect(ledger.rows).toHaveLength(0);
  });
});

describe('cancel racing the payment', () => {
  it('ends every race in one consistent state: the money is returned once, never kept as well', async (context) => {
    const shopper = await t.signIn();
    // Every other order takes ₹100 from the wallet, so the wallet hold is part of what must come back.
    const rounds = 10;
    const placed: PendingOrder[] = [];
    for (let round = 0; round < rounds; round++) {
      const useWallet = round % 2 === 0;
      if (useWallet) await creditWallet(t.db, shopper.userId, 10_000);
      const reply = await shop.checkout(shopper, { useWallet });
      expect(reply.statusCode).toBe(200);
      const data = reply.json().OrderData;
      placed.push({
        orderId: data.OrderId,
        gatewayOrderId: data.Payment.GatewayOrderId,
        amount: data.Payment.Amount,
      });
    }
    const results = await inParallel(rounds, async (round) => {
      const order = placed[round]!;
      const { paymentId, signature } = await captureAtGateway(
        t.db,
        t.config.payment.keySecret,
        order,
      );
      // Cancel starts first and the payment calls a few event-loop turns later, more turns each round,
      // so cancel wins some races and loses others.
      const cancelled = cancel(shopper, order);
      for (let turn = 0; turn < round * 3; turn++) await new Promise(setImmediate);
      const replies = await Promise.all([
        validate(shopper, order, paymentId, signature),
        capturedWebhook(order, paymentId),
        validate(shopper, order, paymentId, signature),
        cancelled,
      ]);
      return { order, replies };
    });

    recordCases(context, results.length * 4);
    for (const { replies } of results) {
      expect(replies.every((reply) => reply.statusCode < 500)).toBe(true);
    }
    const ledger = await walletLedger(t.db, shopper.userId);
    expect(ledger.chained).toBe(true);
    expect(ledger.credits - ledger.debits).toBe(ledger.balance);
    const stored = await t.db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.id,
          results.map((result) => result.order.orderId),
        ),
      );
    recordDataLost(
      context,
      stored.filter((order) => walletNetForOrder(ledger, order.id) !== order.amountPayable).length,
    );
    for (const order of stored) {
      // Cancellation is allowed before and after payment, so every race ends cancelled, and the shopper
      // has back exactly what the gateway took: the wallet hold is released and the payment credited once.
      expect(order.status).toBe('Cancelled');
      expect(order.paymentStatus).toBe('Refunded');
      expect(walletNetForOrder(ledger, order.id)).toBe(order.amountPayable);
    }
    expect(ledger.balance).toBe(
      (rounds / 2) * 10_000 + stored.reduce((total, order) => total + order.amountPayable, 0),
    );
  });

  it('regression: a payment verified after its order was cancelled was kept; it is returned to the wallet once', async () => {
    const shopper = await t.signIn();
    const order = await shop.pendingOrder(shopper);
    const { paymentId, signature } = await captureAtGateway(
      t.db,
      t.config.payment.keySecret,
      order,
    );
    expect((await cancel(shopper, order)).json()).toMatchObject({ Success: true });

    const late = await validate(shopper, order, paymentId, signature);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({
      Message: 'Payment returned to your wallet',
      Description:
        'This order could not take your payment (it was cancelled or already paid), so ₹343 is added to your wallet.',
      ClearOrder: true,
    });
    // The browser retries and the gateway's webhook arrives too: nothing is returned twice.
    expect((await validate(shopper, order, paymentId, signature)).statusCode).toBe(400);
    expect((await capturedWebhook(order, paymentId)).statusCode).toBe(200);

    const ledger = await walletLedger(t.db, shopper.userId);
    expect(ledger.balance).toBe(order.amount);
    expect(ledger.rows).toHaveLength(1);
    const [stored] = await t.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(stored).toMatchObject({ status: 'Cancelled', paymentStatus: 'Refunded' });
  });

  it('regression: a payment captured by the webhook after its order was cancelled was kept; it is returned to the wallet once', async () => {
    const shopper = await t.signIn();
    const order = await shop.pendingOrder(shopper);
    const { paymentId } = await captureAtGateway(t.db, t.config.payment.keySecret, order);
    await cancel(shopper, order);

    expect((await capturedWebhook(order, paymentId)).statusCode).toBe(200);
    expect((await capturedWebhook(order, paymentId)).statusCode).toBe(200);

    const ledger = await walletLedger(t.db, shopper.userId);
    expect(ledger.balance).toBe(order.amount);
    expect(ledger.rows).toHaveLength(1);
  });

  it('regression: a genuine payment of a superseded attempt confirmed after /revise-payment marked the new attempt failed and was kept; it is returned to the wallet', async () => {
    const shopper = await t.signIn();
    const order = await shop.pendingOrder(shopper);
    const { paymentId, signature } = await captureAtGateway(
      t.db,
      t.config.payment.keySecret,
      order,
    );
    const revised = await shop.post(shopper, '/v1/revise-payment', { orderId: order.orderId });
    expect(revised.statusCode).toBe(200);

    const late = await validate(shopper, order, paymentId, signature);

    expect(late.statusCode).toBe(400);
    expect(late.json().Message).toBe('Payment returned to your wallet');
    const [stored] = await t.db.select().from(orders).where(eq(orders.id, order.orderId));
    // The new attempt is still open for the shopper to pay.
    expect(stored).toMatchObject({ status: 'PendingPayment', paymentStatus: 'Pending' });
    expect((await walletLedger(t.db, shopper.userId)).balance).toBe(order.amount);
    expect((await capturedWebhook(order, paymentId)).statusCode).toBe(200);
    expect((await walletLedger(t.db, shopper.userId)).rows).toHaveLength(1);
  });
});

describe('repeated shopper actions at once', () => {
  it('cancels a paid order once under 20 parallel cancellations and refunds it once', async (context) => {
    const shopper = await t.signIn();
    await creditWallet(t.db, shopper.userId, 100_000);
    const placed = await shop.checkout(shopper, { useWallet: true });
    const orderId = placed.json().OrderData.OrderId as number;

    const replies = await inParallel(20, () =>
      shop.post(shopper, '/v1/cancel-order', { orderId, reason: 'Twice' }),
    );
    recordCases(context, replies.length);

    const bodies = replies.map((reply) => reply.json());
    const ledger = await walletLedger(t.db, shopper.userId);
    recordDataLost(context, ledger.balance === 100_000 ? 0 : 1);
    expect(bodies.filter((body) => body.Success === true)).toHaveLength(1);
    expect(bodies.filter((body) => body.Error === true)).toHaveLength(19);
    expect(ledger.balance).toBe(100_000);
    expect(ledger.credits - ledger.debits).toBe(ledger.balance);
  });

  it('opens one refund request under 20 parallel requests for one order', async (context) => {
    const shopper = await t.signIn();
    const order = await shop.pendingOrder(shopper);
    const { paymentId, signature } = await captureAtGateway(
      t.db,
      t.config.payment.keySecret,
      order,
    );
    expect((await validate(shopper, order, paymentId, signature)).statusCode).toBe(200);

    const replies = await inParallel(20, () =>
      shop.post(shopper, '/v1/create-refund', {
        orderId: order.orderId,
        reason: 'Arrived too late',
      }),
    );
    recordCases(context, replies.length);

    const open = await t.db.select().from(refunds).where(eq(refunds.orderId, order.orderId));
    recordDataLost(context, Math.abs(open.length - 1));
    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(1);
    expect(replies.every((reply) => reply.statusCode < 500)).toBe(true);
    expect(open).toHaveLength(1);
  });
});
