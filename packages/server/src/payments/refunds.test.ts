/**
 * Refunds to the original payment method through the sandbox gateway: a cancellation that asks for it
 * (the default stays the wallet), the wallet part of a split payment going back to the wallet, a double
 * submit refunding once, and a staff line refund to the source.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedInShopper, type TestApp } from '../testing/app.js';
import { creditWallet } from '../testing/fixtures.js';
import { captureAtGateway, openShop, PRICE, walletLedger, type Shop } from '../testing/shop.js';
import { signInStaff, type SignedInStaff } from '../testing/staff.js';
import { sendSourceRefund } from './refunds.js';
import { orderOutbox } from '../notifications/tables.js';
import { refunds, sandboxRefunds } from './tables.js';

let t: TestApp;
let shop: Shop;
let admin: SignedInStaff;

beforeAll(async () => {
  t = await createTestApp();
  shop = await openShop(t);
  admin = await signInStaff(t, 'admin');
});
afterAll(() => t.close());

/** ₹299 + ₹29 shipping + ₹15 platform fee. */
const TOTAL = 34_300;

/** An order paid online at the sandbox gateway (with `walletPart` paise of it from the wallet). */
async function paidOnline(walletPart = 0) {
  const shopper = await t.signIn();
  if (walletPart > 0) await creditWallet(t.db, shopper.userId, walletPart);
  const reply = await shop.checkout(shopper, { useWallet: walletPart > 0 });
  const data = reply.json().OrderData;
  const order = {
    orderId: data.OrderId as number,
    gatewayOrderId: data.Payment.GatewayOrderId as string,
    amount: data.Payment.Amount as number,
  };
  const paid = await captureAtGateway(t.db, t.config.payment.keySecret, order);
  const validated = await shop.post(shopper, '/v1/validate-payment-signature', {
    orderId: order.orderId,
    ...paid,
  });
  expect(validated.json().OrderData).toMatchObject({ Status: 'Placed', PaymentStatus: 'Paid' });
  return { shopper, ...order, paymentId: paid.paymentId };
}

const get = (shopper: SignedInShopper, url: string) =>
  t.app.inject({ method: 'GET', url, headers: shopper.authorization });

const refundsOf = (orderId: number) =>
  t.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(refunds.id);

const gatewayRefundsOf = (paymentId: string) =>
  t.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, paymentId));

describe('cancelling with the refund to the original payment method', () => {
  it('sends the money back to the payment at once and shows where and when', async () => {
    const order = await paidOnline();
    const before = await walletLedger(t.db, order.shopper.userId);
    const cancel = await shop.post(order.shopper, '/v1/cancel-order', {
      orderId: order.orderId,
      reason: 'Ordered by mistake',
      destination: 'Source',
    });
    expect(cancel.json()).toMatchObject({
      Success: true,
      Error: false,
      Message: 'Your order is cancelled. ₹343 is refunded to your original payment method.',
    });
    const refundId = cancel.json().RefundId;

    const [atGateway] = await gatewayRefundsOf(order.paymentId);
    expect(atGateway).toMatchObject({
      amount: TOTAL,
      status: 'processed',
      idempotencyKey: `storefront-refund-${refundId}`,
    });
    expect(await refundsOf(order.orderId)).toEqual([
      expect.objectContaining({
        id: refundId,
        destination: 'Source',
        status: 'Completed',
        amount: TOTAL,
        gatewayPaymentId: order.paymentId,
        gatewayRefundId: atGateway!.refundId,
        processedAt: expect.any(Date),
      }),
    ]);
    const details = await get(order.shopper, `/v1/get-refund-details?refundId=${refundId}`);
    expect(details.json().RefundDetails).toMatchObject({
      Destination: 'Source',
      Status: 'Completed',
      Amount: TOTAL,
      ProcessedAt: expect.any(String),
    });
    // Nothing went to the wallet.
    expect((await walletLedger(t.db, order.shopper.userId)).balance).toBe(before.balance);
    const page = await t.app.inject({ method: 'GET', url: '/sandbox' });
    expect(page.body).toContain(atGateway!.refundId);
    const timeline = (await get(order.shopper, `/v1/order-details?orderId=${order.orderId}`)).json()
      .OrderDetails.Timeline as { Note: string }[];
    expect(timeline.map((event) => event.Note)).toEqual(
      expect.arrayContaining([
        '₹343 is being refunded to your original payment method',
        '₹343 refunded to your original payment method',
      ]),
    );
  });

  it('still refunds to the wallet when no destination is asked for', async () => {
    const order = await paidOnline();
    const cancel = await shop.post(order.shopper, '/v1/cancel-order', { orderId: order.orderId });
    expect(cancel.json().Message).toBe('Your order is cancelled. ₹343 is refunded to your wallet.');
    expect(await refundsOf(order.orderId)).toEqual([
      expect.objectContaining({ destination: 'Wallet', status: 'Completed', amount: TOTAL }),
    ]);
    expect(await gatewayRefundsOf(order.paymentId)).toEqual([]);
    expect((await walletLedger(t.db, order.shopper.userId)).balance).toBe(TOTAL);
  });

  it('returns the wallet part of a split payment to the wallet and only the paid part to the source', async () => {
    const order = await paidOnline(10_000);
    expect(order.amount).toBe(TOTAL - 10_000);
    const cancel = await shop.post(order.shopper, '/v1/cancel-order', {
      orderId: order.orderId,
      destination: 'Source',
    });
    expect(cancel.json().Message).toBe(
      'Your order is cancelled. ₹243 is refunded to your original payment method and ₹100 to your wallet.',
    );
    const rows = await refundsOf(order.orderId);
    expect(rows.map((row) => [row.destination, row.amount, row.status])).toEqual([
      ['Wallet', 10_000, 'Completed'],
      ['Source', TOTAL - 10_000, 'Completed'],
    ]);
    expect(cancel.json().RefundId).toBe(rows[1]!.id);
    expect((await gatewayRefundsOf(order.paymentId)).map((row) => row.amount)).toEqual([
      TOTAL - 10_000,
    ]);
    expect((await walletLedger(t.db, order.shopper.userId)).balance).toBe(10_000);
  });

  it('refunds an order paid from the wallet alone to the wallet, whatever was asked', async () => {
    const shopper = await t.signIn();
    await creditWallet(t.db, shopper.userId, 100_000);
    const orderId = (await shop.checkout(shopper, { useWallet: true })).json().OrderData.OrderId;
    const cancel = await shop.post(shopper, '/v1/cancel-order', { orderId, destination: 'Source' });
    expect(cancel.json().Success).toBe(true);
    expect((await refundsOf(orderId)).map((row) => row.destination)).toEqual(['Wallet']);
    expect((await walletLedger(t.db, shopper.userId)).balance).toBe(100_000);
  });

  it('refunds once when the cancel is submitted twice at the same time', async () => {
    const order = await paidOnline();
    const replies = await Promise.all(
      [randomUUID(), randomUUID(), randomUUID()].map((key) =>
        shop.post(
          order.shopper,
          '/v1/cancel-order',
          { orderId: order.orderId, destination: 'Source' },
          key,
        ),
      ),
    );
    expect(replies.map((reply) => reply.json().Success).sort()).toEqual([false, false, true]);
    expect(await refundsOf(order.orderId)).toHaveLength(1);
    expect(await gatewayRefundsOf(order.paymentId)).toHaveLength(1);
  });

  it('sends a refund once however many senders race for it', async () => {
    const order = await paidOnline();
    const cancel = await shop.post(order.shopper, '/v1/cancel-order', {
      orderId: order.orderId,
      destination: 'Source',
    });
    const refundId: number = cancel.json().RefundId;
    // As if the send after the commit had not happened: the row waits for the gateway again.
    await t.db.delete(sandboxRefunds).where(eq(sandboxRefunds.paymentId, order.paymentId));
    await t.db
      .update(refunds)
      .set({ status: 'Processing', gatewayRefundId: null, processedAt: null })
      .where(eq(refunds.id, refundId));
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () => sendSourceRefund(t.db, t.config, refundId)),
    );
    expect(outcomes.filter((outcome) => outcome === 'processed')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'notDue')).toHaveLength(4);
    expect(await gatewayRefundsOf(order.paymentId)).toHaveLength(1);
  });

  it('sends the money to the wallet instead when the payment cannot take it back', async () => {
    const order = await paidOnline();
    // The payment was refunded in full from the gateway's dashboard meanwhile.
    await t.db.insert(sandboxRefunds).values({
      refundId: `rfnd_dashboard_${order.orderId}`,
      paymentId: order.paymentId,
      amount: TOTAL,
      status: 'processed',
      idempotencyKey: `dashboard-${order.orderId}`,
    });
    const cancel = await shop.post(order.shopper, '/v1/cancel-order', {
      orderId: order.orderId,
      destination: 'Source',
    });
    expect(cancel.json().Success).toBe(true);
    expect(await refundsOf(order.orderId)).toEqual([
      expect.objectContaining({ destination: 'Wallet', status: 'Completed', amount: TOTAL }),
    ]);
    const ledger = await walletLedger(t.db, order.shopper.userId);
    expect(ledger.balance).toBe(TOTAL);
    expect(ledger.rows.at(-1)?.description).toMatch(
      /^Refund for order SF-\d{8}-\d{5} \(the original payment method could not take it\)$/,
    );
  });
});

describe('how the shopper paid', () => {
  it('is recorded from the gateway and shown on the order, to name the refund destination', async () => {
    const shopper = await t.signIn();
    const data = (await shop.checkout(shopper)).json().OrderData;
    expect(data.Payment.Method).toBeNull();
    const gatewayOrderId: string = data.Payment.GatewayOrderId;
    const paid = await t.app.inject({
      method: 'POST',
      url: `/sandbox/pay/${gatewayOrderId}`,
      payload: new URLSearchParams({ action: 'pay', method: 'card', return: '/' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const back = new URL(paid.headers.location!, 'http://store.test');
    const validated = await shop.post(shopper, '/v1/validate-payment-signature', {
      orderId: data.OrderId,
      paymentId: back.searchParams.get('payment_id'),
      signature: back.searchParams.get('signature'),
    });
    expect(validated.json().OrderData.Payment.Method).toBe('card');
    const details = await get(shopper, `/v1/order-details?orderId=${data.OrderId}`);
    expect(details.json().OrderDetails.Payment).toMatchObject({ Method: 'card', Amount: TOTAL });
  });
});

/** Staff calls, as an admin. */
const ops = (path: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/ops/v1${path}`,
    payload,
    headers: admin.authorization,
  });

async function delivered(order: { orderId: number }) {
  const { orderId } = order;
  const details = await t.app.inject({
    method: 'GET',
    url: `/ops/v1/order?orderId=${orderId}`,
    headers: admin.authorization,
  });
  const [line] = details.json().Order.Lines;
  for (const [path, payload] of [
    ['/orders/confirm', { orderId }],
    ['/orders/start-packing', { orderId }],
    ['/orders/pack', { orderId, lines: [{ lineId: line.LineId, grams: 500 }] }],
    ['/orders/dispatch', { orderId }],
    ['/orders/deliver', { orderId }],
  ] as const)
    expect((await ops(path, payload)).statusCode).toBe(200);
  return line.LineId as number;
}

describe('a staff line refund to the original payment method', () => {
  it('sends the line back to the payment, recorded as a refund the shopper sees', async () => {
    const order = await paidOnline();
    const lineId = await delivered(order);
    const reply = await ops('/orders/refund-line', {
      orderId: order.orderId,
      lineId,
      reason: 'Not fresh',
      destination: 'Source',
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().Order.Lines[0]).toMatchObject({ Refunded: PRICE });
    const [row] = await refundsOf(order.orderId);
    expect(row).toMatchObject({
      destination: 'Source',
      status: 'Completed',
      amount: PRICE,
      reason: 'Not fresh',
    });
    expect((await gatewayRefundsOf(order.paymentId)).map((refund) => refund.amount)).toEqual([
      PRICE,
    ]);
    expect((await walletLedger(t.db, order.shopper.userId)).balance).toBe(0);
    const list = await get(order.shopper, '/v1/get-refunds?pageNo=1');
    expect(list.json().RefundsData[0]).toMatchObject({ Destination: 'Source', Amount: PRICE });
    const audit = await t.app.inject({
      method: 'GET',
      url: `/ops/v1/audit?orderId=${order.orderId}`,
      headers: admin.authorization,
    });
    expect(audit.json().Entries.at(-1)).toMatchObject({
      Action: 'refundLine',
      After: { Destination: 'Source', ToSource: PRICE, Amount: PRICE, RefundId: row!.id },
    });
  });

  it('sends to the source only what the online payment has left, the rest to the wallet', async () => {
    // ₹343 of which ₹100 from the wallet: ₹243 paid online.
    const order = await paidOnline(10_000);
    const lineId = await delivered(order);
    // Some of the online payment already went back (an earlier refund).
    await t.db.insert(refunds).values({
      orderId: order.orderId,
      userId: order.shopper.userId,
      amount: 20_000,
      status: 'Completed',
      reason: 'Earlier complaint',
      destination: 'Source',
      gatewayPaymentId: order.paymentId,
    });
    const reply = await ops('/orders/refund-line', {
      orderId: order.orderId,
      lineId,
      reason: 'Not fresh',
      destination: 'Source',
    });
    expect(reply.statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(refunds)
      .where(and(eq(refunds.orderId, order.orderId), eq(refunds.reason, 'Not fresh')));
    expect(rows.map((row) => [row.destination, row.amount])).toEqual([['Source', 4_300]]);
    expect((await walletLedger(t.db, order.shopper.userId)).balance).toBe(PRICE - 4_300);
  });

  it('is refused for an order not paid online', async () => {
    const shopper = await t.signIn();
    await creditWallet(t.db, shopper.userId, 100_000);
    const orderId = (await shop.checkout(shopper, { useWallet: true })).json().OrderData.OrderId;
    const lineId = await delivered({ orderId });
    const reply = await ops('/orders/refund-line', {
      orderId,
      lineId,
      reason: 'Not fresh',
      destination: 'Source',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      Message: 'Not paid online',
      Description: 'This order has no online payment to refund to. Refund it to the wallet.',
    });
    const toWallet = await ops('/orders/refund-line', { orderId, lineId, reason: 'Not fresh' });
    expect(toWallet.statusCode).toBe(200);
  });
});

describe("a shopper's refund request, decided by an admin", () => {
  const requestRefund = (shopper: SignedInShopper, orderId: number) =>
    shop.post(shopper, '/v1/create-refund', { orderId, reason: 'Fish was not fresh' });
  const board = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/ops/v1/orders?refundRequested=yes',
        headers: admin.authorization,
      })
    ).json().Orders as { OrderId: number; RefundRequested: boolean }[];

  it('lists the request for the admins, and accepted, sends it back to the payment at once', async () => {
    const order = await paidOnline();
    await delivered(order);
    const requested = await requestRefund(order.shopper, order.orderId);
    expect(requested.json().Refund).toMatchObject({ Amount: TOTAL, Destination: 'Source' });
    const refundId = requested.json().Refund.RefundId as number;

    expect(await board()).toContainEqual(
      expect.objectContaining({ OrderId: order.orderId, RefundRequested: true }),
    );
    const details = await t.app.inject({
      method: 'GET',
      url: `/ops/v1/order?orderId=${order.orderId}`,
      headers: admin.authorization,
    });
    expect(details.json().Order.RefundRequests).toEqual([
      {
        RefundId: refundId,
        Amount: TOTAL,
        Destination: 'Source',
        Reason: 'Fish was not fresh',
        CreatedAt: expect.any(String),
      },
    ]);

    const decided = await ops('/orders/decide-refund', {
      orderId: order.orderId,
      refundId,
      accept: true,
      reason: 'Photo shows spoiled fish',
    });
    expect(decided.statusCode).toBe(200);
    expect(decided.json().Order.RefundRequests).toEqual([]);
    await expect
      .poll(async () => (await refundsOf(order.orderId)).map((row) => [row.status, row.amount]))
      .toEqual([['Completed', TOTAL]]);
    expect((await gatewayRefundsOf(order.paymentId)).map((refund) => refund.amount)).toEqual([
      TOTAL,
    ]);
    expect(await board()).not.toContainEqual(expect.objectContaining({ OrderId: order.orderId }));
    const shopperSees = await get(order.shopper, `/v1/get-refund-details?refundId=${refundId}`);
    expect(shopperSees.json()).toMatchObject({
      RefundDetails: { Status: 'Completed', Amount: TOTAL },
    });

    // Decided once: a second click (or another admin) is told, and nothing moves again.
    const again = await ops('/orders/decide-refund', {
      orderId: order.orderId,
      refundId,
      accept: true,
      reason: 'Again',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().Message).toBe('No refund request to decide');
    expect(await gatewayRefundsOf(order.paymentId)).toHaveLength(1);
  });

  it('never pays back more than is left: a line refunded since the request is taken off', async () => {
    // Paid from the wallet: the request goes to the wallet.
    const shopper = await t.signIn();
    await creditWallet(t.db, shopper.userId, 100_000);
    const orderId = (await shop.checkout(shopper, { useWallet: true })).json().OrderData.OrderId;
    const lineId = await delivered({ orderId });
    const requested = await requestRefund(shopper, orderId);
    expect(requested.json().Refund).toMatchObject({ Amount: TOTAL, Destination: 'Wallet' });
    expect(
      (await ops('/orders/refund-line', { orderId, lineId, reason: 'Not fresh' })).statusCode,
    ).toBe(200);
    const before = (await walletLedger(t.db, shopper.userId)).balance;

    const decided = await ops('/orders/decide-refund', {
      orderId,
      refundId: requested.json().Refund.RefundId,
      accept: true,
      reason: 'Delivery charges back too',
    });
    expect(decided.statusCode).toBe(200);
    // ₹343 less the ₹299 line refunded to the wallet already: ₹44.
    expect((await walletLedger(t.db, shopper.userId)).balance).toBe(before + TOTAL - PRICE);
    const [request] = await refundsOf(orderId);
    expect(request).toMatchObject({
      status: 'Completed',
      destination: 'Wallet',
      amount: TOTAL - PRICE,
    });
    // Everything went back: a new request has nothing left to ask for (the accepted one counts).
    expect((await requestRefund(shopper, orderId)).statusCode).toBe(400);
  });

  it('declined, ends with the reason on the order and tells the shopper', async () => {
    const order = await paidOnline();
    await delivered(order);
    const requested = await requestRefund(order.shopper, order.orderId);
    const refundId = requested.json().Refund.RefundId as number;
    const decided = await ops('/orders/decide-refund', {
      orderId: order.orderId,
      refundId,
      accept: false,
      reason: 'Delivered fresh, photo at the door',
    });
    expect(decided.statusCode).toBe(200);
    expect(decided.json().Order.Events.at(-1)).toMatchObject({
      Note: 'Your refund request was declined: Delivered fresh, photo at the door',
    });
    expect((await refundsOf(order.orderId)).map((row) => row.status)).toEqual(['Rejected']);
    expect(await gatewayRefundsOf(order.paymentId)).toEqual([]);
    const pushes = await t.db
      .select({ kind: orderOutbox.kind })
      .from(orderOutbox)
      .where(eq(orderOutbox.orderId, order.orderId));
    expect(pushes.map((push) => push.kind)).toContain('RefundDeclined');
    // The shopper may ask again.
    expect((await requestRefund(order.shopper, order.orderId)).statusCode).toBe(200);
  });
});
