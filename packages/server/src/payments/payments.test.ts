import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  abandonIdempotencyKey,
  addAddress,
  addProduct,
  creditWallet,
  seededMethods,
} from '../testing/fixtures.js';
import { STORE_NAME } from '../seed/content.js';
import { createTestApp, type SignedInShopper, type TestApp } from '../testing/app.js';
import { captureAtGateway } from '../testing/shop.js';
import { type SignedInStaff, signInStaff } from '../testing/staff.js';
import { paymentSignature, webhookSignature } from './signature.js';
import { sandboxPayments } from './tables.js';

let t: TestApp;
let productId: number;
let methods: Awaited<ReturnType<typeof seededMethods>>;
let admin: SignedInStaff;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInStaff(t, 'admin');
  productId = (await addProduct(t.db, { name: 'Chicken Breast Boneless', price: 29_900 }))
    .productId;
  methods = await seededMethods(t.db);
});
afterAll(() => t.close());

function post(shopper: SignedInShopper, url: string, payload: object, key: string = randomUUID()) {
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...shopper.authorization, 'idempotency-key': key },
  });
}

interface Placed {
  shopper: SignedInShopper;
  orderId: number;
  gatewayOrderId: string;
  amount: number;
}

/** A shopper with an order waiting for payment (₹299 + ₹29 shipping + ₹15 platform fee = ₹343). */
async function pendingOrder(shopper?: SignedInShopper): Promise<Placed> {
  const who = shopper ?? (await t.signIn());
  const addressId = await addAddress(t.db, who.userId);
  const reply = await post(who, '/v1/checkout', {
    addressId,
    deliveryMethodId: methods.standard,
    paymentMethodId: methods.online,
    useWallet: false,
    products: [{ productId, qty: 1, configPriceIds: [], price: 29_900 }],
  });
  const order = reply.json().OrderData;
  return {
    shopper: who,
    orderId: order.OrderId,
    gatewayOrderId: order.Payment.GatewayOrderId,
    amount: order.Payment.Amount,
  };
}

/** Pays on the sandbox page and reads the redirect back to the store. */
async function payOnSandbox(
  gatewayOrderId: string,
  action: 'pay' | 'fail' | 'cancel',
  back = '/order/checkout',
) {
  const reply = await t.app.inject({
    method: 'POST',
    url: `/sandbox/pay/${gatewayOrderId}`,
    payload: new URLSearchParams({ action, return: back }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(reply.statusCode).toBe(303);
  return new URL(reply.headers.location!, 'http://store.test');
}

async function orderDetails(placed: Placed) {
  const reply = await t.app.inject({
    method: 'GET',
    url: `/v1/order-details?orderId=${placed.orderId}`,
    headers: placed.shopper.authorization,
  });
  return reply.json().OrderDetails;
}

type StaffEvent = { Status: string; Note: string; Source?: string | null };

/** The order's timeline as staff see it (with each entry's source), of one status. */
async function staffEvents(placed: Placed, status: string): Promise<StaffEvent[]> {
  const reply = await t.app.inject({
    method: 'GET',
    url: `/ops/v1/order?orderId=${placed.orderId}`,
    headers: admin.authorization,
  });
  return (reply.json().Order.Events as StaffEvent[]).filter((event) => event.Status === status);
}

function webhook(body: object, secret = t.config.payment.webhookSecret) {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/v1/payment-webhook',
    payload: raw,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': webhookSignature(secret, raw),
    },
  });
}

const captured = (eventId: string, placed: Placed, paymentId: string, amount = placed.amount) => ({
  id: eventId,
  event: 'payment.captured',
  payload: {
    payment: {
      entity: { id: paymentId, order_id: placed.gatewayOrderId, amount, status: 'captured' },
    },
  },
});

describe('sandbox payment page', () => {
  it('shows the store name, the amount in rupees and three labelled buttons', async () => {
    const placed = await pendingOrder();
    const page = await t.app.inject({
      method: 'GET',
      url: `/sandbox/pay/${placed.gatewayOrderId}?return=/order/checkout`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(`<h1>${STORE_NAME}</h1>`);
    expect(page.body).toContain('<p class="amount">₹343</p>');
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toMatch(/<button[^>]*value="pay"[^>]*>Pay ₹343<\/button>/);
    expect(page.body).toMatch(/value="fail"[^>]*>Fail payment</);
    expect(page.body).toMatch(/value="cancel"[^>]*>Cancel and go back</);
    // UPI first and chosen, then card and net banking; each pays the same way.
    const choices = [...page.body.matchAll(/name="method" value="(\w+)"( checked)?/g)];
    expect(choices.map((match) => [match[1], Boolean(match[2])])).toEqual([
      ['upi', true],
      ['card', false],
      ['netbanking', false],
    ]);
  });

  it('redirects a payment back with the payment id and a valid signature', async () => {
    const placed = await pendingOrder();
    const back = await payOnSandbox(placed.gatewayOrderId, 'pay', '/order/checkout?step=pay');
    expect(back.pathname).toBe('/order/checkout');
    expect(back.searchParams.get('step')).toBe('pay');
    expect(back.searchParams.get('gateway_order_id')).toBe(placed.gatewayOrderId);
    const paymentId = back.searchParams.get('payment_id')!;
    expect(back.searchParams.get('signature')).toBe(
      paymentSignature(t.config.payment.keySecret, placed.gatewayOrderId, paymentId),
    );
  });

  it('captures a gateway order once: pressing Pay again answers the first payment', async () => {
    const placed = await pendingOrder();
    const [first, second] = await Promise.all([
      payOnSandbox(placed.gatewayOrderId, 'pay'),
      payOnSandbox(placed.gatewayOrderId, 'pay'),
    ]);
    expect(second.searchParams.get('payment_id')).toBe(first.searchParams.get('payment_id'));
    const third = await payOnSandbox(placed.gatewayOrderId, 'pay');
    expect(third.searchParams.get('signature')).toBe(first.searchParams.get('signature'));
  });

  it('redirects a failure and a dismissal with their status', async () => {
    const placed = await pendingOrder();
    const failed = await payOnSandbox(placed.gatewayOrderId, 'fail');
    expect(failed.searchParams.get('payment_status')).toBe('failed');
    expect(failed.searchParams.get('reason')).toBeTruthy();
    const dismissed = await payOnSandbox(placed.gatewayOrderId, 'cancel');
    expect(Object.fromEntries(dismissed.searchParams)).toEqual({
      payment_status: 'dismissed',
      gateway_order_id: placed.gatewayOrderId,
    });
  });

  it('only returns to a same-origin path', async () => {
    const placed = await pendingOrder();
    for (const target of ['https://evil.example/x', '//evil.example/x', '/\\evil.example']) {
      const back = await payOnSandbox(placed.gatewayOrderId, 'cancel', target);
      expect(back.host).toBe('store.test');
      expect(back.pathname).toBe('/order/checkout');
    }
  });

  it('regression: a return path with a non-ASCII character answered 500 (invalid Location header)', async () => {
    const placed = await pendingOrder();
    const back = await payOnSandbox(placed.gatewayOrderId, 'cancel', '/Ā');
    expect(back.pathname).toBe('/order/checkout');
  });
});

describe('validate-payment-signature', () => {
  it('marks the order paid once; a repeated call answers the same and settles nothing twice', async () => {
    const placed = await pendingOrder();
    const back = await payOnSandbox(placed.gatewayOrderId, 'pay');
    const body = {
      orderId: placed.orderId,
      paymentId: back.searchParams.get('payment_id')!,
      signature: back.searchParams.get('signature')!,
    };
    const first = await post(placed.shopper, '/v1/validate-payment-signature', body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      Success: true,
      OrderData: { Status: 'Placed', PaymentStatus: 'Paid' },
    });
    const again = await post(placed.shopper, '/v1/validate-payment-signature', body);
    expect(again.json()).toEqual(first.json());
    const details = await orderDetails(placed);
    expect(
      details.Timeline.filter((event: { Status: string }) => event.Status === 'Placed'),
    ).toHaveLength(1);
  });

  it('lets a retry take over from a server that died after settling, and answers the paid order once', async () => {
    const placed = await pendingOrder();
    const back = await payOnSandbox(placed.gatewayOrderId, 'pay');
    const body = {
      orderId: placed.orderId,
      paymentId: back.searchParams.get('payment_id')!,
      signature: back.searchParams.get('signature')!,
    };
    const key = randomUUID();
    const first = await post(placed.shopper, '/v1/validate-payment-signature', body, key);
    // The payment was committed, but the server died before its reply was stored.
    await abandonIdempotencyKey(t.db, {
      userId: placed.shopper.userId,
      route: '/v1/validate-payment-signature',
      key,
    });

    const retry = await post(placed.shopper, '/v1/validate-payment-signature', body, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(retry.json()).toEqual(first.json());
    const details = await orderDetails(placed);
    expect(details).toMatchObject({ Status: 'Placed', PaymentStatus: 'Paid' });
    expect(
      details.Timeline.filter((event: { Status: string }) => event.Status === 'Placed'),
    ).toHaveLength(1);
  });

  it('settles once when the browser callback and the webhook arrive together', async () => {
    const placed = await pendingOrder();
    const back = await payOnSandbox(placed.gatewayOrderId, 'pay');
    const paymentId = back.searchParams.get('payment_id')!;
    const replies = await Promise.all([
      post(placed.shopper, '/v1/validate-payment-signature', {
        orderId: placed.orderId,
        paymentId,
        signature: back.searchParams.get('signature')!,
      }),
      webhook(captured(`evt_${randomUUID()}`, placed, paymentId)),
      post(placed.shopper, '/v1/validate-payment-signature', {
        orderId: placed.orderId,
        paymentId,
        signature: back.searchParams.get('signature')!,
      }),
    ]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200]);
    const details = await orderDetails(placed);
    expect(details).toMatchObject({ Status: 'Placed', PaymentStatus: 'Paid' });
    expect(
      details.Timeline.filter((event: { Status: string }) => event.Status === 'Placed'),
    ).toHaveLength(1);
  });

  it('refuses a forged signature for a payment the gateway never captured, with ClearOrder, and marks the payment failed', async () => {
    const placed = await pendingOrder();
    const paymentId = `pay_${randomUUID()}`;
    const reply = await post(placed.shopper, '/v1/validate-payment-signature', {
      orderId: placed.orderId,
      paymentId,
      signature: paymentSignature('not-the-secret', placed.gatewayOrderId, paymentId),
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({
      ClearOrder: true,
      Message: 'Payment verification failed',
    });
    expect(await orderDetails(placed)).toMatchObject({
      Status: 'PaymentFailed',
      PaymentStatus: 'Failed',
    });
  });

  it('refuses a signature made for another gateway order than the one the server stored', async () => {
    const mine = await pendingOrder();
    const other = await pendingOrder(mine.shopper);
    const back = await payOnSandbox(other.gatewayOrderId, 'pay');
    const reply = await post(mine.shopper, '/v1/validate-payment-signature', {
      orderId: mine.orderId,
      paymentId: back.searchParams.get('payment_id')!,
      signature: back.searchParams.get('signature')!,
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().ClearOrder).toBe(true);
  });

  it('answers 404 for another shopper’s order', async () => {
    const placed = await pendingOrder();
    const stranger = await t.signIn();
    const back = await payOnSandbox(placed.gatewayOrderId, 'pay');
    const reply = await post(stranger, '/v1/validate-payment-signature', {
      orderId: placed.orderId,
      paymentId: back.searchParams.get('payment_id')!,
      signature: back.searchParams.get('signature')!,
    });
    expect(reply.statusCode).toBe(404);
    expect((await orderDetails(placed)).PaymentStatus).toBe('Pending');
  });
});

/** Issue 25: a signature that does not verify is checked with the gateway before the shopper is told. */
describe('validate-payment-signature asks the gateway before answering a failure', () => {
  const forged = (placed: Placed, paymentId: string) => ({
    orderId: placed.orderId,
    paymentId,
    signature: paymentSignature('not-the-secret', placed.gatewayOrderId, paymentId),
  });
  const placedEvents = async (placed: Placed) =>
    (await orderDetails(placed)).Timeline.filter(
      (event: { Status: string }) => event.Status === 'Placed',
    );

  it('settles the order as paid when the signature does not match but the gateway captured the payment', async () => {
    const placed = await pendingOrder();
    const { paymentId } = await captureAtGateway(t.db, t.config.payment.keySecret, placed);

    const reply = await post(
      placed.shopper,
      '/v1/validate-payment-signature',
      forged(placed, paymentId),
    );

    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      Success: true,
      OrderData: { OrderId: placed.orderId, Status: 'Placed', PaymentStatus: 'Paid' },
    });
    expect(await orderDetails(placed)).toMatchObject({ Status: 'Placed', PaymentStatus: 'Paid' });
    // In the shopper's words; staff see which channel confirmed it.
    expect(await placedEvents(placed)).toEqual([
      expect.objectContaining({ Note: 'Payment received.' }),
    ]);
    expect(await staffEvents(placed, 'Placed')).toEqual([
      expect.objectContaining({
        Source: "confirmed from the gateway's record of the order's payments",
      }),
    ]);
    // The gateway's webhook for the same payment settles nothing twice.
    await webhook(captured(`evt_${randomUUID()}`, placed, paymentId));
    expect(await placedEvents(placed)).toHaveLength(1);
  });

  it('takes the captured payment from the gateway, whatever payment id the client claimed', async () => {
    const placed = await pendingOrder();
    await captureAtGateway(t.db, t.config.payment.keySecret, placed);
    const reply = await post(
      placed.shopper,
      '/v1/validate-payment-signature',
      forged(placed, `pay_${randomUUID()}`),
    );
    expect(reply.json()).toMatchObject({ OrderData: { PaymentStatus: 'Paid' } });
  });

  it('still fails when the gateway only has a declined payment of the order', async () => {
    const placed = await pendingOrder();
    const declined = await payOnSandbox(placed.gatewayOrderId, 'fail');
    const paymentId = (
      await t.db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.gatewayOrderId, placed.gatewayOrderId))
    )[0]!.paymentId;
    expect(declined.searchParams.get('payment_status')).toBe('failed');

    const reply = await post(
      placed.shopper,
      '/v1/validate-payment-signature',
      forged(placed, paymentId),
    );

    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({
      ClearOrder: true,
      Message: 'Payment verification failed',
    });
    expect(await orderDetails(placed)).toMatchObject({
      Status: 'PaymentFailed',
      PaymentStatus: 'Failed',
    });
  });

  it('does not settle a captured payment of another amount', async () => {
    const placed = await pendingOrder();
    await captureAtGateway(t.db, t.config.payment.keySecret, {
      ...placed,
      amount: placed.amount - 100,
    });
    const reply = await post(
      placed.shopper,
      '/v1/validate-payment-signature',
      forged(placed, `pay_${randomUUID()}`),
    );
    expect(reply.statusCode).toBe(400);
    expect((await orderDetails(placed)).PaymentStatus).toBe('Failed');
  });

  it('settles from the gateway when a verified payment id is not the captured one', async () => {
    const placed = await pendingOrder();
    const paymentId = `pay_${randomUUID()}`;
    await captureAtGateway(t.db, t.config.payment.keySecret, placed);
    const reply = await post(placed.shopper, '/v1/validate-payment-signature', {
      orderId: placed.orderId,
      paymentId,
      signature: paymentSignature(t.config.payment.keySecret, placed.gatewayOrderId, paymentId),
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().OrderData.PaymentStatus).toBe('Paid');
  });

  it('a webhook arriving after the failure reply still places the order as paid, and the shopper then reads it paid', async () => {
    const placed = await pendingOrder();
    const refused = await post(
      placed.shopper,
      '/v1/validate-payment-signature',
      forged(placed, `pay_${randomUUID()}`),
    );
    expect(refused.statusCode).toBe(400);
    expect((await orderDetails(placed)).Status).toBe('PaymentFailed');

    // The bank captured the payment late; the gateway tells the store.
    const { paymentId } = await captureAtGateway(t.db, t.config.payment.keySecret, placed);
    expect((await webhook(captured(`evt_${randomUUID()}`, placed, paymentId))).statusCode).toBe(
      200,
    );

    expect(await orderDetails(placed)).toMatchObject({ Status: 'Placed', PaymentStatus: 'Paid' });
    // A confirmation repeated by the app (a new key) answers the paid order, not a failure.
    const again = await post(
      placed.shopper,
      '/v1/validate-payment-signature',
      forged(placed, paymentId),
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().OrderData).toMatchObject({ Status: 'Placed', PaymentStatus: 'Paid' });
    expect(await placedEvents(placed)).toHaveLength(1);
  });
});

describe('payment webhook', () => {
  it('settles an order whose browser callback never arrived, and drops a duplicate event', async () => {
    const placed = await pendingOrder();
    const paymentId = `pay_${randomUUID()}`;
    const event = captured(`evt_${randomUUID()}`, placed, paymentId);
    const first = await webhook(event);
    expect(first.statusCode).toBe(200);
    expect(await orderDetails(placed)).toMatchObject({ Status: 'Placed', PaymentStatus: 'Paid' });
    const duplicate = await webhook(event);
    expect(duplicate.json()).toEqual({ Success: true, Duplicate: true });
  });

  it('is delivered by the sandbox gateway itself after a payment', async () => {
    const placed = await pendingOrder();
    await payOnSandbox(placed.gatewayOrderId, 'pay');
    // The gateway delivers on its own schedule: wait until the order shows it.
    await expect
      .poll(() => orderDetails(placed), { timeout: 30_000 })
      .toMatchObject({ Status: 'Placed', PaymentStatus: 'Paid' });
  });

  it('regression: a signed event holding an escaped NUL character answered 500; it is refused with 400', async () => {
    const placed = await pendingOrder();
    const reply = await webhook(captured('evt_a\u0000b', placed, 'pay_nul'));
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      Success: false,
      Message: 'Unrecognised event',
      Description:
        'The event holds a NUL character (\\u0000) or an unpaired surrogate, which cannot be stored.',
    });
    expect((await orderDetails(placed)).PaymentStatus).toBe('Pending');
  });

  it('regression: a signed event holding an escaped unpaired surrogate answered 500; it is refused with 400', async () => {
    const placed = await pendingOrder();
    const event = captured(`evt_${randomUUID()}`, placed, 'pay_surrogate');
    event.payload.payment.entity.status = '\ud800';
    const reply = await webhook(event);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().Message).toBe('Unrecognised event');
    expect((await orderDetails(placed)).PaymentStatus).toBe('Pending');
  });

  it('refuses a body whose signature does not match it', async () => {
    const placed = await pendingOrder();
    const reply = await webhook(captured(`evt_${randomUUID()}`, placed, 'pay_x'), 'wrong-secret');
    expect(reply.statusCode).toBe(400);
    expect((await orderDetails(placed)).PaymentStatus).toBe('Pending');
  });

  it('does not settle a capture of the wrong amount', async () => {
    const placed = await pendingOrder();
    await webhook(captured(`evt_${randomUUID()}`, placed, 'pay_short', placed.amount - 100));
    expect((await orderDetails(placed)).PaymentStatus).toBe('Pending');
  });

  it('records payment.failed', async () => {
    const placed = await pendingOrder();
    await webhook({
      id: `evt_${randomUUID()}`,
      event: 'payment.failed',
      payload: {
        payment: {
          entity: {
            id: 'pay_failed',
            order_id: placed.gatewayOrderId,
            amount: placed.amount,
            error_description: 'Card declined',
          },
        },
      },
    });
    const details = await orderDetails(placed);
    expect(details).toMatchObject({
      Status: 'PaymentFailed',
      PaymentStatus: 'Failed',
      CanRetryPayment: true,
    });
    expect(details.Timeline.at(-1).Note).toBe('Your payment did not go through.');
    expect((await staffEvents(placed, 'PaymentFailed')).at(-1)?.Source).toBe(
      'gateway webhook: Card declined',
    );
  });
});

describe('revise-payment and payment-failed', () => {
  it('starts a new attempt after a failure; the old attempt can no longer settle', async () => {
    const placed = await pendingOrder();
    const failed = await post(placed.shopper, '/v1/payment-failed', {
      orderId: placed.orderId,
      reason: 'UPI timed out',
    });
    expect(failed.json()).toEqual({ Success: true });
    expect((await orderDetails(placed)).Status).toBe('PaymentFailed');

    const revised = await post(placed.shopper, '/v1/revise-payment', { orderId: placed.orderId });
    const order = revised.json().OrderData;
    expect(order).toMatchObject({ Status: 'PendingPayment', PaymentStatus: 'Pending' });
    expect(order.Payment.GatewayOrderId).not.toBe(placed.gatewayOrderId);

    const oldPage = await t.app.inject({
      method: 'GET',
      url: `/sandbox/pay/${placed.gatewayOrderId}`,
    });
    expect(oldPage.statusCode).toBe(409);
    await webhook(captured(`evt_${randomUUID()}`, placed, 'pay_old'));
    expect((await orderDetails(placed)).PaymentStatus).toBe('Pending');

    const back = await payOnSandbox(order.Payment.GatewayOrderId, 'pay');
    const validated = await post(placed.shopper, '/v1/validate-payment-signature', {
      orderId: placed.orderId,
      paymentId: back.searchParams.get('payment_id')!,
      signature: back.searchParams.get('signature')!,
    });
    expect(validated.json().OrderData.Status).toBe('Placed');
  });

  it('refuses a new attempt for a paid order', async () => {
    const shopper = await t.signIn();
    await creditWallet(t.db, shopper.userId, 100_000);
    const addressId = await addAddress(t.db, shopper.userId);
    const paid = await post(shopper, '/v1/checkout', {
      addressId,
      deliveryMethodId: methods.standard,
      paymentMethodId: methods.online,
      useWallet: true,
      products: [{ productId, qty: 1, configPriceIds: [], price: 29_900 }],
    });
    const reply = await post(shopper, '/v1/revise-payment', {
      orderId: paid.json().OrderData.OrderId,
    });
    expect(reply.statusCode).toBe(400);
  });
});

/** Issue 27: the timeline writes each event once, and in the shopper's words. */
describe('the order timeline', () => {
  const failed = (eventId: string, placed: Placed, paymentId: string) => ({
    id: eventId,
    event: 'payment.failed',
    payload: {
      payment: {
        entity: {
          id: paymentId,
          order_id: placed.gatewayOrderId,
          amount: placed.amount,
          error_description: 'Payment declined by the bank (sandbox)',
        },
      },
    },
  });
  const INTERNAL = /gateway|webhook|sandbox|signature|attempt/i;
  const failures = async (placed: Placed) =>
    (await orderDetails(placed)).Timeline.filter(
      (event: { Status: string }) => event.Status === 'PaymentFailed',
    );

  it('writes a failure reported by the app and by the webhook, twice, as one entry', async () => {
    const placed = await pendingOrder();
    const replies = await Promise.all([
      post(placed.shopper, '/v1/payment-failed', {
        orderId: placed.orderId,
        reason: 'Payment declined by the bank (sandbox)',
      }),
      webhook(failed(`evt_${randomUUID()}`, placed, 'pay_declined')),
      // The gateway reports the same failure again under another event id.
      webhook(failed(`evt_${randomUUID()}`, placed, 'pay_declined')),
    ]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200]);

    expect(await failures(placed)).toEqual([
      expect.objectContaining({ Note: 'Your payment did not go through.' }),
    ]);
    // Staff see who reported it first, and the gateway's words.
    const [entry] = await staffEvents(placed, 'PaymentFailed');
    expect(entry?.Source).toMatch(
      /^(gateway webhook|reported by the shopper's app): Payment declined by the bank \(sandbox\)$/,
    );
  });

  it('writes the failure of a new payment as an entry of its own', async () => {
    const placed = await pendingOrder();
    await webhook(failed(`evt_${randomUUID()}`, placed, 'pay_one'));
    const revised = await post(placed.shopper, '/v1/revise-payment', { orderId: placed.orderId });
    const next = { ...placed, gatewayOrderId: revised.json().OrderData.Payment.GatewayOrderId };
    await webhook(failed(`evt_${randomUUID()}`, next, 'pay_two'));
    await post(placed.shopper, '/v1/payment-failed', { orderId: placed.orderId, reason: '' });

    expect(await failures(placed)).toHaveLength(2);
  });

  it('never names the gateway, its webhook or the sandbox to the shopper; staff see the source', async () => {
    const placed = await pendingOrder();
    // The sandbox page fails the payment and sends its webhook; the app reports the failure too.
    const back = await payOnSandbox(placed.gatewayOrderId, 'fail');
    await post(placed.shopper, '/v1/payment-failed', {
      orderId: placed.orderId,
      reason: back.searchParams.get('reason') ?? '',
    });
    await post(placed.shopper, '/v1/revise-payment', { orderId: placed.orderId });
    const paid = await orderDetails(placed);
    const gatewayOrderId = paid.Payment.GatewayOrderId as string;
    await webhook(captured(`evt_${randomUUID()}`, { ...placed, gatewayOrderId }, 'pay_ok'));

    const timeline = (await orderDetails(placed)).Timeline as { Status: string; Note: string }[];
    expect(timeline.map((event) => event.Status)).toEqual([
      'PendingPayment',
      'PaymentFailed',
      'PendingPayment',
      'Placed',
    ]);
    expect(timeline.filter((event) => INTERNAL.test(event.Note))).toEqual([]);
    expect(timeline.at(-1)?.Note).toBe('Payment received.');
    expect(await staffEvents(placed, 'Placed')).toEqual([
      expect.objectContaining({ Note: 'Payment received.', Source: 'gateway webhook' }),
    ]);
  });
});
