/**
 * Razorpay's REST API, played by a local fake over real HTTP (testing/fake-razorpay.ts). Refunds to the
 * original payment method: the refund call with its idempotency key, a pending refund completed by the
 * refund.processed webhook, a refund.failed webhook or a refusal sending the money to the wallet, and a
 * send that failed for a passing reason tried again by the sweep with the same key, once. A signature
 * that does not verify: the order's payments are asked for (GET /orders/:id/payments) before the
 * shopper is told it failed.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testConfig } from '../env.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { startFakeRazorpay, type FakeRazorpay } from '../testing/fake-razorpay.js';
import { openShop, walletLedger, type Shop } from '../testing/shop.js';
import { sweepPayments } from './expiry.js';
import { paymentSignature, webhookSignature } from './signature.js';
import { refunds } from './tables.js';

const KEY_ID = 'rzp_test_server_key';
const KEY_SECRET = 'server-razorpay-secret-0123456789';
const TOTAL = 34_300;

let razorpay: FakeRazorpay;
let t: TestApp;
let shop: Shop;

beforeAll(async () => {
  razorpay = await startFakeRazorpay(KEY_ID, KEY_SECRET);
  const base = testConfig();
  t = await createTestApp({
    config: {
      payment: {
        ...base.payment,
        gateway: 'razorpay',
        apiUrl: razorpay.apiUrl,
        keyId: KEY_ID,
        keySecret: KEY_SECRET,
      },
    },
  });
  shop = await openShop(t);
});
afterAll(async () => {
  await t?.close();
  await razorpay?.close();
});
beforeEach(() => {
  razorpay.refundStatus = 'pending';
});

/** An order paid through Razorpay, then cancelled with the refund to the original payment method. */
async function cancelledToSource() {
  const shopper = await t.signIn();
  const order = await shop.pendingOrder(shopper);
  const paymentId = razorpay.capture(order.gatewayOrderId);
  const paid = await shop.post(shopper, '/v1/validate-payment-signature', {
    orderId: order.orderId,
    paymentId,
    signature: paymentSignature(KEY_SECRET, order.gatewayOrderId, paymentId),
  });
  expect(paid.json().OrderData.PaymentStatus).toBe('Paid');
  const cancel = await shop.post(shopper, '/v1/cancel-order', {
    orderId: order.orderId,
    destination: 'Source',
  });
  expect(cancel.json().Success).toBe(true);
  const refundId: number = cancel.json().RefundId;
  const row = async () => (await t.db.select().from(refunds).where(eq(refunds.id, refundId)))[0]!;
  return { shopper, order, paymentId, refundId, row };
}

function refundEvent(event: 'refund.processed' | 'refund.failed', gatewayRefundId: string) {
  const refund = razorpay.refunds.get(gatewayRefundId)!;
  const raw = JSON.stringify({
    id: `evt_${randomUUID()}`,
    event,
    payload: { refund: { entity: { ...refund, entity: 'refund' } } },
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

describe('refunds through Razorpay', () => {
  it('asks for a normal-speed refund with an idempotency key, and completes it on refund.processed', async () => {
    const { paymentId, refundId, row } = await cancelledToSource();
    const call = razorpay.refundCalls.at(-1)!;
    expect(call).toEqual({
      paymentId,
      idempotencyKey: `storefront-refund-${refundId}`,
      body: {
        amount: TOTAL,
        speed: 'normal',
        receipt: expect.stringMatching(/^SF-\d{8}-\d{5}$/),
        notes: { idempotency_key: `storefront-refund-${refundId}` },
      },
    });
    const pending = await row();
    expect(pending).toMatchObject({
      destination: 'Source',
      status: 'Processing',
      processedAt: null,
    });
    expect(razorpay.refunds.has(pending.gatewayRefundId!)).toBe(true);

    expect((await refundEvent('refund.processed', pending.gatewayRefundId!)).statusCode).toBe(200);
    expect(await row()).toMatchObject({ status: 'Completed', processedAt: expect.any(Date) });
  });

  it('sends the money to the wallet once when Razorpay fails the refund', async () => {
    const { shopper, row } = await cancelledToSource();
    const gatewayRefundId = (await row()).gatewayRefundId!;
    await refundEvent('refund.failed', gatewayRefundId);
    await refundEvent('refund.failed', gatewayRefundId);
    expect(await row()).toMatchObject({ destination: 'Wallet', status: 'Completed' });
    expect((await walletLedger(t.db, shopper.userId)).balance).toBe(TOTAL);
  });

  it('completes a refund whose webhook arrives before the server stored the refund id', async () => {
    const { refundId, row } = await cancelledToSource();
    const gatewayRefundId = (await row()).gatewayRefundId!;
    await t.db.update(refunds).set({ gatewayRefundId: null }).where(eq(refunds.id, refundId));
    await refundEvent('refund.processed', gatewayRefundId);
    expect(await row()).toMatchObject({ status: 'Completed', gatewayRefundId });
  });

  it('tries a send that failed for a passing reason again in the sweep, with the same key, once', async () => {
    razorpay.failNextRefunds(500);
    razorpay.refundStatus = 'processed';
    const { refundId, row } = await cancelledToSource();
    expect(await row()).toMatchObject({ status: 'Processing', gatewayRefundId: null });

    await sweepPayments(t.db, t.config, t.app.log);
    await sweepPayments(t.db, t.config, t.app.log);
    const calls = razorpay.refundCalls.filter(
      (call) => call.idempotencyKey === `storefront-refund-${refundId}`,
    );
    expect(calls).toHaveLength(2);
    const done = await row();
    expect(done).toMatchObject({ status: 'Completed', destination: 'Source' });
    expect(
      [...razorpay.refunds.values()].filter((each) => each.id === done.gatewayRefundId),
    ).toHaveLength(1);
  });

  it('answers a repeated key with the refund already made, so a lost reply never refunds twice', async () => {
    razorpay.refundStatus = 'processed';
    const { refundId, row, paymentId } = await cancelledToSource();
    const first = (await row()).gatewayRefundId;
    // As if the reply had been lost: the row waits for the gateway again.
    await t.db
      .update(refunds)
      .set({ status: 'Processing', gatewayRefundId: null, processedAt: null })
      .where(eq(refunds.id, refundId));
    await sweepPayments(t.db, t.config, t.app.log);
    expect((await row()).gatewayRefundId).toBe(first);
    expect(
      [...razorpay.refunds.values()].filter((each) => each.payment_id === paymentId),
    ).toHaveLength(1);
  });

  it('sends the money to the wallet at once when Razorpay refuses the refund', async () => {
    razorpay.failNextRefunds(400);
    const { shopper, row } = await cancelledToSource();
    expect(await row()).toMatchObject({ destination: 'Wallet', status: 'Completed' });
    expect((await walletLedger(t.db, shopper.userId)).balance).toBe(TOTAL);
  });
});

describe('a payment signature that does not verify, through Razorpay', () => {
  async function forgedConfirmation() {
    const shopper = await t.signIn();
    const order = await shop.pendingOrder(shopper);
    const confirm = (paymentId: string) =>
      shop.post(shopper, '/v1/validate-payment-signature', {
        orderId: order.orderId,
        paymentId,
        signature: paymentSignature('not-the-key-secret', order.gatewayOrderId, paymentId),
      });
    const details = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/v1/order-details?orderId=${order.orderId}`,
          headers: shopper.authorization,
        })
      ).json().OrderDetails;
    return { order, confirm, details };
  }

  it('asks Razorpay for the order’s payments and settles a captured one: success, the order paid', async () => {
    const { order, confirm, details } = await forgedConfirmation();
    const paymentId = razorpay.capture(order.gatewayOrderId);
    const lookups = razorpay.orderPaymentLookups;

    const reply = await confirm(paymentId);

    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      Success: true,
      OrderData: { Status: 'Placed', PaymentStatus: 'Paid' },
    });
    expect(razorpay.orderPaymentLookups).toBe(lookups + 1);
    expect(await details()).toMatchObject({ Status: 'Placed', PaymentStatus: 'Paid' });
  });

  it('fails the attempt when Razorpay has no captured payment of the order', async () => {
    const { order, confirm, details } = await forgedConfirmation();
    const declined = razorpay.decline(order.gatewayOrderId);

    const reply = await confirm(declined);

    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({
      ClearOrder: true,
      Message: 'Payment verification failed',
    });
    expect(await details()).toMatchObject({ Status: 'PaymentFailed', PaymentStatus: 'Failed' });
  });

  it('tells the shopper nothing failed while Razorpay cannot be asked; a retry settles', async () => {
    const { order, confirm, details } = await forgedConfirmation();
    const paymentId = razorpay.capture(order.gatewayOrderId);
    razorpay.failNextOrderPaymentLookups(503);

    const unreachable = await confirm(paymentId);
    expect(unreachable.statusCode).toBe(500);
    expect(unreachable.json().ClearOrder).toBeUndefined();
    expect(await details()).toMatchObject({ Status: 'PendingPayment', PaymentStatus: 'Pending' });

    expect((await confirm(paymentId)).json().OrderData.PaymentStatus).toBe('Paid');
  });
});
