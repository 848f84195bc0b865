import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAddress, addProduct, creditWallet, seededMethods } from '../testing/fixtures.js';
import { paymentSignature } from '../payments/signature.js';
import { createTestApp, type SignedInShopper, type TestApp } from '../testing/app.js';
import { orders } from './tables.js';

let t: TestApp;
let productId: number;
let methods: Awaited<ReturnType<typeof seededMethods>>;

beforeAll(async () => {
  t = await createTestApp();
  productId = (await addProduct(t.db, { name: 'Rohu Fish Curry Cut', price: 24_900 })).productId;
  methods = await seededMethods(t.db);
});
afterAll(() => t.close());

function post(shopper: SignedInShopper, url: string, payload: object) {
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...shopper.authorization, 'idempotency-key': randomUUID() },
  });
}

function get(shopper: SignedInShopper, url: string) {
  return t.app.inject({ method: 'GET', url, headers: shopper.authorization });
}

/** ₹249 + ₹29 shipping + ₹15 platform fee = ₹293 per order. */
async function checkout(shopper: SignedInShopper, useWallet = false) {
  const addressId = await addAddress(t.db, shopper.userId);
  const reply = await post(shopper, '/v1/checkout', {
    addressId,
    deliveryMethodId: methods.standard,
    paymentMethodId: methods.online,
    useWallet,
    products: [{ productId, qty: 1, configPriceIds: [], price: 24_900 }],
  });
  expect(reply.statusCode).toBe(200);
  return reply.json().OrderData as { OrderId: number; Payment: { GatewayOrderId: string } | null };
}

/** Pays the order on the sandbox page and confirms the signature, as the web app does. */
async function pay(
  shopper: SignedInShopper,
  order: { OrderId: number; Payment: { GatewayOrderId: string } | null },
) {
  const gatewayOrderId = order.Payment!.GatewayOrderId;
  const page = await t.app.inject({
    method: 'POST',
    url: `/sandbox/pay/${gatewayOrderId}`,
    payload: 'action=pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const back = new URL(page.headers.location!, 'http://store.test');
  const paymentId = back.searchParams.get('payment_id')!;
  expect(back.searchParams.get('signature')).toBe(
    paymentSignature(t.config.payment.keySecret, gatewayOrderId, paymentId),
  );
  const reply = await post(shopper, '/v1/validate-payment-signature', {
    orderId: order.OrderId,
    paymentId,
    signature: back.searchParams.get('signature')!,
  });
  expect(reply.statusCode).toBe(200);
}

describe('order history', () => {
  it('answers NoOrders for a shopper without orders', async () => {
    const shopper = await t.signIn();
    expect((await get(shopper, '/v1/order-history')).json()).toEqual({
      NoOrders: true,
      CountTotalOrders: 0,
      CountPlacedOrders: 0,
      Orders: [],
      PageNo: 1,
      TotalPages: 0,
    });
  });

  it('pages ten orders at a time, newest first, and counts placed ones', async () => {
    const shopper = await t.signIn();
    const created = [];
    for (let i = 0; i < 11; i++) created.push(await checkout(shopper));
    await pay(shopper, created[0]!);
    const first = (await get(shopper, '/v1/order-history?pageNo=1')).json();
    expect(first).toMatchObject({
      NoOrders: false,
      CountTotalOrders: 11,
      CountPlacedOrders: 1,
      TotalPages: 2,
    });
    expect(first.Orders).toHaveLength(10);
    expect(first.Orders[0]).toMatchObject({
      OrderId: created[10]!.OrderId,
      Status: 'PendingPayment',
      Total: 29_300,
      ItemCount: 1,
      FirstItemName: 'Rohu Fish Curry Cut',
    });
    const second = (await get(shopper, '/v1/order-history?pageNo=2')).json();
    expect(second.Orders.map((o: { OrderId: number }) => o.OrderId)).toEqual([created[0]!.OrderId]);
    expect(second.Orders[0].Status).toBe('Placed');
  });
});

describe('one order', () => {
  it('shows the shopper their order with its lines, bill, address and timeline', async () => {
    const shopper = await t.signIn();
    const order = await checkout(shopper);
    const byId = (await get(shopper, `/v1/order-history-by-id?orderId=${order.OrderId}`)).json();
    expect(byId).toMatchObject({ NoOrder: false, Order: { OrderId: order.OrderId } });
    const details = (await get(shopper, `/v1/order-details?orderId=${order.OrderId}`)).json();
    expect(details).toMatchObject({
      NoOrder: false,
      OrderDetails: {
        Items: [
          {
            ProductName: 'Rohu Fish Curry Cut',
            UnitPrice: 24_900,
            Qty: 1,
            LineTotal: 24_900,
            SelectedOptions: {},
          },
        ],
        Bill: { Total: 29_300 },
        DeliveryMethod: 'Standard',
        PaymentMethod: 'Pay online',
        // The route of its zone (560034), as checkout charged it.
        Address: { fullName: 'Asha Rao', RouteLength: 1_500 },
        CanCancel: true,
        CanRetryPayment: true,
        Timeline: [{ Status: 'PendingPayment' }],
      },
    });
  });

  it('answers NoOrder for another shopper’s order', async () => {
    const owner = await t.signIn();
    const order = await checkout(owner);
    const stranger = await t.signIn();
    expect((await get(stranger, `/v1/order-details?orderId=${order.OrderId}`)).json()).toEqual({
      NoOrder: true,
      OrderDetails: null,
    });
    expect(
      (await get(stranger, `/v1/order-history-by-id?orderId=${order.OrderId}`)).json(),
    ).toEqual({
      NoOrder: true,
      Order: null,
    });
    expect((await get(stranger, '/v1/order-history')).json().CountTotalOrders).toBe(0);
    const cancel = await post(stranger, '/v1/cancel-order', { orderId: order.OrderId });
    expect(cancel.statusCode).toBe(404);
  });
});

describe('cancel-order', () => {
  it('cancels a paid order and refunds everything paid into the wallet with a refund record', async () => {
    const shopper = await t.signIn();
    await creditWallet(t.db, shopper.userId, 5_000);
    const order = await checkout(shopper, true);
    await pay(shopper, order);
    const reply = await post(shopper, '/v1/cancel-order', {
      orderId: order.OrderId,
      reason: 'Ordered twice',
    });
    expect(reply.json()).toMatchObject({
      Success: true,
      Error: false,
      Message: 'Your order is cancelled. ₹293 is refunded to your wallet.',
    });
    const refundId = reply.json().RefundId;
    expect(refundId).toEqual(expect.any(Number));
    expect((await get(shopper, '/v1/wallet-data')).json()).toEqual({ Balance: 29_300 });
    const transactions = (await get(shopper, '/v1/wallet-transactions')).json();
    expect(transactions.Transactions[0]).toMatchObject({
      Type: 'Credit',
      Amount: 29_300,
      RefundId: refundId,
      OrderId: order.OrderId,
      BalanceAfter: 29_300,
    });
    expect(transactions.TotalTransactions).toBe(3);
    const details = (await get(shopper, `/v1/order-details?orderId=${order.OrderId}`)).json()
      .OrderDetails;
    expect(details).toMatchObject({
      Status: 'Cancelled',
      PaymentStatus: 'Refunded',
      CanCancel: false,
    });
    const refund = (await get(shopper, `/v1/get-refund-details?refundId=${refundId}`)).json();
    expect(refund).toMatchObject({
      NoRefund: false,
      RefundDetails: {
        Amount: 29_300,
        Status: 'Completed',
        Destination: 'Wallet',
        Reason: 'Ordered twice',
      },
    });
  });

  it('releases the wallet hold of an unpaid order without a refund record', async () => {
    const shopper = await t.signIn();
    await creditWallet(t.db, shopper.userId, 5_000);
    const order = await checkout(shopper, true);
    expect((await get(shopper, '/v1/wallet-data')).json().Balance).toBe(0);
    const reply = await post(shopper, '/v1/cancel-order', { orderId: order.OrderId });
    expect(reply.json()).toEqual({
      Success: true,
      Error: false,
      Message: 'Your order is cancelled.',
      RefundId: null,
    });
    expect((await get(shopper, '/v1/wallet-data')).json().Balance).toBe(5_000);
    const page = await t.app.inject({
      method: 'GET',
      url: `/sandbox/pay/${order.Payment!.GatewayOrderId}`,
    });
    expect(page.statusCode).toBe(409);
  });

  it('answers Error with a message once the order has left the store', async () => {
    const shopper = await t.signIn();
    const order = await checkout(shopper);
    await pay(shopper, order);
    await t.db.update(orders).set({ status: 'OutForDelivery' }).where(eq(orders.id, order.OrderId));
    const reply = await post(shopper, '/v1/cancel-order', { orderId: order.OrderId });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      Success: false,
      Error: true,
      Message: 'This order can no longer be cancelled. Unable to process your request.',
      RefundId: null,
    });
  });
});

describe('refunds', () => {
  it('creates one open refund request per paid order and lists it', async () => {
    const shopper = await t.signIn();
    const order = await checkout(shopper);
    const unpaid = await post(shopper, '/v1/create-refund', {
      orderId: order.OrderId,
      reason: 'Not delivered',
    });
    expect(unpaid.statusCode).toBe(400);
    await pay(shopper, order);
    await t.db.update(orders).set({ status: 'Delivered' }).where(eq(orders.id, order.OrderId));
    const created = await post(shopper, '/v1/create-refund', {
      orderId: order.OrderId,
      reason: 'Fish was not fresh',
    });
    expect(created.json()).toMatchObject({
      Success: true,
      Refund: {
        OrderId: order.OrderId,
        Amount: 29_300,
        Status: 'Requested',
        Destination: 'Source',
        ProcessedAt: null,
      },
    });
    const again = await post(shopper, '/v1/create-refund', {
      orderId: order.OrderId,
      reason: 'Asking again',
    });
    expect(again.statusCode).toBe(409);

    const list = (await get(shopper, '/v1/get-refunds')).json();
    expect(list).toMatchObject({
      NoRefunds: false,
      CountTotalRefunds: 1,
      PageNo: 1,
      TotalPages: 1,
    });
    expect(list.RefundsData[0].RefundId).toBe(created.json().Refund.RefundId);
    expect((await get(shopper, '/v1/get-last-refund')).json()).toMatchObject({
      Norefund: false,
      Refund: { RefundId: created.json().Refund.RefundId },
    });
  });

  it('closes an open refund request when the order is cancelled, refunding once', async () => {
    const shopper = await t.signIn();
    const order = await checkout(shopper);
    await pay(shopper, order);
    const requested = await post(shopper, '/v1/create-refund', {
      orderId: order.OrderId,
      reason: 'Wrong item packed',
    });
    const cancelled = await post(shopper, '/v1/cancel-order', { orderId: order.OrderId });
    expect(cancelled.json()).toMatchObject({ Success: true, RefundId: expect.any(Number) });
    expect((await get(shopper, '/v1/wallet-data')).json()).toEqual({ Balance: 29_300 });
    const request = await get(
      shopper,
      `/v1/get-refund-details?refundId=${requested.json().Refund.RefundId}`,
    );
    expect(request.json().RefundDetails.Status).toBe('Rejected');
    const again = await post(shopper, '/v1/create-refund', {
      orderId: order.OrderId,
      reason: 'One more time',
    });
    expect(again.statusCode).toBe(400);
  });

  it('keeps refunds private to their shopper', async () => {
    const shopper = await t.signIn();
    await creditWallet(t.db, shopper.userId, 50_000);
    const order = await checkout(shopper, true);
    const cancelled = await post(shopper, '/v1/cancel-order', { orderId: order.OrderId });
    const refundId = cancelled.json().RefundId;
    const stranger = await t.signIn();
    expect((await get(stranger, `/v1/get-refund-details?refundId=${refundId}`)).json()).toEqual({
      NoRefund: true,
      RefundDetails: null,
    });
    expect((await get(stranger, '/v1/get-refunds')).json()).toMatchObject({
      NoRefunds: true,
      RefundsData: [],
    });
    expect((await get(stranger, '/v1/get-last-refund')).json()).toEqual({
      Norefund: true,
      Refund: null,
    });
    expect((await get(stranger, '/v1/wallet-transactions')).json()).toMatchObject({
      NoTransactions: true,
      Transactions: [],
    });
    const refundOther = await post(stranger, '/v1/create-refund', {
      orderId: order.OrderId,
      reason: 'Not mine at all',
    });
    expect(refundOther.statusCode).toBe(404);
  });
});
