/**
 * Hostile payment confirmations: forged, replayed, cross-order and empty signatures and webhook bodies.
 * An order is paid only by a payment the gateway captured: shown by a verified signature, a verified
 * webhook, or the gateway's own list of the order's payments; anything else changes nothing that was
 * stored, and a replayed webhook changes nothing at all.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders } from '../orders/tables.js';
import { paymentSignature, webhookSignature } from '../payments/signature.js';
import { paymentAttempts, paymentWebhookEvents, sandboxPayments } from '../payments/tables.js';
import { createTestApp, type SignedInShopper, type TestApp } from '../testing/app.js';
import { recordDataLost } from '../testing/report-meta.js';
import {
  type PendingOrder,
  type Shop,
  captureAtGateway,
  openShop,
  walletLedger,
} from '../testing/shop.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const runs = (numRuns: number) => ({ numRuns, ...(SEED !== undefined ? { seed: SEED } : {}) });

let t: TestApp;
let shop: Shop;
let secret: string;

beforeAll(async () => {
  t = await createTestApp();
  shop = await openShop(t);
  secret = t.config.payment.keySecret;
});
afterAll(() => t.close());

function validate(
  shopper: SignedInShopper,
  orderId: number,
  paymentId: unknown,
  signature: unknown,
) {
  return shop.post(shopper, '/v1/validate-payment-signature', { orderId, paymentId, signature });
}

function sendWebhook(raw: string, headers: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/payment-webhook',
    payload: raw,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

const signedWebhook = (raw: string, key = t.config.payment.webhookSecret) =>
  sendWebhook(raw, { 'x-razorpay-signature': webhookSignature(key, raw) });

function capturedEvent(order: PendingOrder, paymentId: string, eventId = `evt_${randomUUID()}`) {
  return JSON.stringify({
    id: eventId,
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
}

/** Everything stored about an order's money: compared before and after a hostile call. */
async function moneyState(order: PendingOrder, userId: number) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, order.orderId));
  const attempts = await t.db
    .select({ status: paymentAttempts.status, paymentId: paymentAttempts.paymentId })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderId, order.orderId));
  const events = await t.db
    .select({ status: orderEvents.status, note: orderEvents.note })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, order.orderId));
  const ledger = await walletLedger(t.db, userId);
  return {
    status: row!.status,
    paymentStatus: row!.paymentStatus,
    paidAt: row!.paidAt,
    attempts,
    events,
    wallet: ledger.rows.map((line) => [line.type, line.amount, line.description]),
  };
}

async function paymentStatusOf(order: PendingOrder) {
  const [row] = await t.db
    .select({ paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, order.orderId));
  return row!.paymentStatus;
}

describe('payment signatures', () => {
  it('never marks an order paid for a generated signature or payment id that the gateway did not sign', async (context) => {
    const shopper = await t.signIn();
    const order = await shop.pendingOrder(shopper);
    // A real payment exists at the gateway, declined; the attacker only lacks a signature. (A signature
    // that does not verify is checked with the gateway, so a captured payment would pay the order: the
    // gateway's word, tested in payments/payments.test.ts.)
    const paymentId = `pay_${randomUUID()}`;
    await t.db.insert(sandboxPayments).values({
      paymentId,
      gatewayOrderId: order.gatewayOrderId,
      amount: order.amount,
      status: 'failed',
    });
    const hex64 = fc.stringMatching(/^[0-9a-f]{64}$/);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constant(paymentId), fc.string(), fc.constant('')),
        fc.oneof(
          hex64,
          fc.string(),
          fc.constant(''),
          // Signed with the wrong key, for another gateway order, or for the payment id alone.
          fc.constant(paymentSignature('not-the-key-secret', order.gatewayOrderId, paymentId)),
          fc.constant(paymentSignature(secret, `order_${randomUUID()}`, paymentId)),
          fc.constant(paymentSignature(secret, '', paymentId)),
          fc.constant(paymentSignature(secret, order.gatewayOrderId, paymentId).toUpperCase()),
        ),
        async (claimedPaymentId, signature) => {
          const reply = await validate(shopper, order.orderId, claimedPaymentId, signature);
          expect([400, 404]).toContain(reply.statusCode);
          if ((await paymentStatusOf(order)) === 'Paid') recordDataLost(context, 1);
          expect(await paymentStatusOf(order)).not.toBe('Paid');
        },
      ),
      runs(RUNS),
    );
  });

  it('refuses an empty signature and an empty payment id', async () => {
    const shopper = await t.signIn();
    const order = await shop.pendingOrder(shopper);
    const { paymentId } = await captureAtGateway(t.db, secret, order);
    for (const [id, signature] of [
      [paymentId, ''],
      ['', paymentSignature(secret, order.gatewayOrderId, '')],
      ['', ''],
    ]) {
      const reply = await validate(shopper, order.orderId, id, signature);
      expect(reply.statusCode).toBe(400);
    }
    expect(await paymentStatusOf(order)).not.toBe('Paid');
  });

  it('refuses a genuine signature of one order presented for another (cross-order)', async () => {
    const shopper = await t.signIn();
    const paidFor = await shop.pendingOrder(shopper);
    const target = await shop.pendingOrder(shopper);
    const { paymentId, signature } = await captureAtGateway(t.db, secret, paidFor);
    const before = await moneyState(target, shopper.userId);

    const reply = await validate(shopper, target.orderId, paymentId, signature);

    expect(reply.statusCode).toBe(400);
    expect(reply.json().ClearOrder).toBe(true);
    const after = await moneyState(target, shopper.userId);
    expect(after.paymentStatus).not.toBe('Paid');
    expect(after.wallet).toEqual(before.wallet);
    // The genuine payment still pays its own order.
    expect((await validate(shopper, paidFor.orderId, paymentId, signature)).statusCode).toBe(200);
  });

  it('refuses a signature replayed by another shopper for their own order', async () => {
    const victim = await t.signIn();
    const attacker = await t.signIn();
    const victimOrder = await shop.pendingOrder(victim);
    const attackerOrder = await shop.pendingOrder(attacker);
    const { paymentId, signature } = await captureAtGateway(t.db, secret, victimOrder);
    expect((await validate(victim, victimOrder.orderId, paymentId, signature)).statusCode).toBe(
      200,
    );

    const onVictimsOrder = await validate(attacker, victimOrder.orderId, paymentId, signature);
    const onOwnOrder = await validate(attacker, attackerOrder.orderId, paymentId, signature);

    expect(onVictimsOrder.statusCode).toBe(404);
    expect(onOwnOrder.statusCode).toBe(400);
    expect(await paymentStatusOf(attackerOrder)).not.toBe('Paid');
  });

  it('does not pay for a signed payment that the gateway recorded as failed', async () => {
    const shopper = await t.signIn();
    const order = await shop.pendingOrder(shopper);
    const paymentId = `pay_${randomUUID()}`;
    const reply = await validate(
      shopper,
      order.orderId,
      paymentId,
      paymentSignature(secret, order.gatewayOrderId, paymentId),
    );
    expect(reply.statusCode).toBe(400);
    expect(await paymentStatusOf(order)).not.toBe('Paid');
  });

  it('answers a replayed confirmation of a paid order with the same reply and changes nothing', async () => {
    const shopper = await t.signIn();
    const order = await shop.pendingOrder(shopper);
    const { paymentId, signature } = await captureAtGateway(t.db, secret, order);
    const first = await validate(shopper, order.orderId, paymentId, signature);
    const settled = await moneyState(order, shopper.userId);

    const replays = await Promise.all(
      Array.from({ length: 5 }, () => validate(shopper, order.orderId, paymentId, signature)),
    );

    for (const replay of replays) expect(replay.json()).toEqual(first.json());
    expect(await moneyState(order, shopper.userId)).toEqual(settled);
  });
});

describe('payment webhooks', () => {
  it('refuses generated bodies and signatures that were not signed with the webhook secret', async (context) => {
    const shopper = await t.signIn();
    const order = await shop.pendingOrder(shopper);
    const { paymentId } = await captureAtGateway(t.db, secret, order);
    const genuine = capturedEvent(order, paymentId);
    const before = await moneyState(order, shopper.userId);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constant(genuine), fc.string(), fc.json(), fc.constant('')),
        fc.oneof(
          fc.constant(undefined),
          fc.constant(''),
          fc.stringMatching(/^[0-9a-f]{64}$/),
          fc.string(),
          fc.constant(webhookSignature('not-the-webhook-secret', genuine)),
          // The payment signature (key secret) is not a webhook signature.
          fc.constant(paymentSignature(secret, order.gatewayOrderId, paymentId)),
          fc.constant(webhookSignature(t.config.payment.webhookSecret, `${genuine} `)),
        ),
        async (raw, signature) => {
          const reply = await sendWebhook(
            raw,
            signature === undefined ? {} : { 'x-razorpay-signature': signature },
          );
          expect(reply.statusCode).toBe(400);
          expect(reply.json()).toMatchObject({ Success: false });
        },
      ),
      runs(RUNS),
    );
    const after = await moneyState(order, shopper.userId);
    recordDataLost(context, after.paymentStatus === 'Paid' ? 1 : 0);
    expect(after).toEqual(before);
  });

  it('refuses a signed body that is empty, not JSON or not an event', async () => {
    for (const raw of ['', 'null', '[]', '{}', '{"event":"payment.captured"}', 'not json']) {
      const reply = await signedWebhook(raw);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().Success).toBe(false);
    }
  });

  it('settles once for a verified event; replaying it, alone or with a new event id, changes nothing', async () => {
    const shopper = await t.signIn();
    const order = await shop.pendingOrder(shopper);
    const { paymentId } = await captureAtGateway(t.db, secret, order);
    const event = capturedEvent(order, paymentId);
    expect((await signedWebhook(event)).statusCode).toBe(200);
    const settled = await moneyState(order, shopper.userId);
    expect(settled).toMatchObject({ status: 'Placed', paymentStatus: 'Paid' });
    const [storedEvents] = await t.db.select().from(paymentWebhookEvents).limit(1);
    expect(storedEvents).toBeDefined();

    const replays = await Promise.all([
      signedWebhook(event),
      signedWebhook(event),
      signedWebhook(capturedEvent(order, paymentId)),
    ]);

    expect(replays.map((reply) => reply.statusCode)).toEqual([200, 200, 200]);
    expect(replays[0]!.json()).toEqual({ Success: true, Duplicate: true });
    expect(await moneyState(order, shopper.userId)).toEqual(settled);
  });

  it('does not pay a cancelled order through a replayed capture of its earlier payment', async () => {
    const shopper = await t.signIn();
    const order = await shop.pendingOrder(shopper);
    const { paymentId } = await captureAtGateway(t.db, secret, order);
    const event = capturedEvent(order, paymentId);
    await signedWebhook(event);
    await shop.post(shopper, '/v1/cancel-order', { orderId: order.orderId, reason: '' });
    const cancelled = await moneyState(order, shopper.userId);
    expect(cancelled).toMatchObject({ status: 'Cancelled', paymentStatus: 'Refunded' });

    await signedWebhook(event);
    await signedWebhook(capturedEvent(order, paymentId));

    expect(await moneyState(order, shopper.userId)).toEqual(cancelled);
  });
});
