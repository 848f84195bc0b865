/**
 * The ownership matrix: shopper B uses shopper A's ids on every call that takes the id of something a
 * shopper owns (addresses, orders and their payments, refunds, notification tokens, and through checkout
 * A's address) and gets 404 — or the call's documented refusal, such as NoOrder or MissingFields — and
 * nothing of A's changes: A's data, read through the API as A and straight from the tables, is the same
 * before and after. B's own lists never show anything of A's.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from './addresses/tables.js';
import { users } from './auth/tables.js';
import { reviews } from './catalog/tables.js';
import { notificationTokens } from './notifications/tables.js';
import { appliedCoupons, couponUses } from './offers/tables.js';
import { orderEvents, orderLines, orders } from './orders/tables.js';
import { paymentSignature } from './payments/signature.js';
import { paymentAttempts, refunds } from './payments/tables.js';
import { createTestApp, type SignedInShopper, type TestApp } from './testing/app.js';
import {
  addAddress,
  addProduct,
  creditWallet,
  seededMethods,
  type ProductFixture,
} from './testing/fixtures.js';
import { receiveProduct } from './testing/received.js';
import { walletTransactions, wallets } from './wallet/tables.js';
import { recordCases, recordDataLost } from './testing/report-meta.js';

let t: TestApp;
let a: SignedInShopper;
let b: SignedInShopper;
let product: ProductFixture;
const ids = {
  homeAddress: 0,
  workAddress: 0,
  paidOrder: 0,
  pendingOrder: 0,
  gatewayOrderId: '',
  refund: 0,
};

function call(
  who: SignedInShopper,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url: `/v1${url}`,
    headers: { ...who.authorization, 'idempotency-key': randomUUID() },
    ...(payload ? { payload } : {}),
  });
}

async function ok(who: SignedInShopper, method: 'POST' | 'PUT', url: string, payload: object) {
  const reply = await call(who, method, url, payload);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json();
}

beforeAll(async () => {
  t = await createTestApp();
  product = await addProduct(t.db, { name: 'Mutton Curry Cut', price: 29_900 });
  const methods = await seededMethods(t.db);
  a = await t.signIn({ email: `a-${randomUUID().slice(0, 8)}@example.com` }, 'Asha');
  b = await t.signIn(undefined, 'Bharat');
  ids.homeAddress = await addAddress(t.db, a.userId, { isDefault: true });
  ids.workAddress = await addAddress(t.db, a.userId, { type: 'Work', fullName: 'Asha at work' });
  await creditWallet(t.db, a.userId, 100_000);
  const line = { productId: product.productId, qty: 1, configPriceIds: [], price: 29_900 };
  const checkout = (useWallet: boolean) =>
    ok(a, 'POST', '/checkout', {
      addressId: ids.homeAddress,
      deliveryMethodId: methods.standard,
      paymentMethodId: methods.online,
      useWallet,
      products: [line],
    });
  ids.paidOrder = (await checkout(true)).OrderData.OrderId;
  const pending = (await checkout(false)).OrderData;
  ids.pendingOrder = pending.OrderId;
  ids.gatewayOrderId = pending.Payment.GatewayOrderId;
  ids.refund = (
    await ok(a, 'POST', '/create-refund', { orderId: ids.paidOrder, reason: 'Arrived warm' })
  ).Refund.RefundId;
  await ok(a, 'POST', '/save-notification-token', { userId: a.userId, token: 'token-of-a' });
  // Only a shopper who received the product reviews it.
  await receiveProduct(t, a, line);
  await ok(a, 'POST', '/post-product-review', {
    productId: product.productId,
    rating: 5,
    comment: 'Tender',
  });
});
afterAll(() => t.close());

/** Everything of A's, as A reads it through the API and as the tables hold it. */
async function snapshotOfA() {
  const reads = [
    '/get-user-address',
    '/order-history',
    `/order-details?orderId=${ids.paidOrder}`,
    `/order-details?orderId=${ids.pendingOrder}`,
    `/order-history-by-id?orderId=${ids.pendingOrder}`,
    '/get-refunds',
    '/get-last-refund',
    `/get-refund-details?refundId=${ids.refund}`,
    '/wallet-data',
    '/wallet-transactions',
    '/get-profile',
    `/get-my-review?productId=${product.productId}`,
  ];
  const api: Record<string, unknown> = {};
  for (const url of reads) {
    const reply = await call(a, 'GET', url);
    expect(reply.statusCode, `${url}: ${reply.body}`).toBe(200);
    api[url] = reply.json();
  }
  const orderIds = [ids.paidOrder, ids.pendingOrder];
  const rows = {
    user: await t.db.select().from(users).where(eq(users.id, a.userId)),
    addresses: await t.db.select().from(addresses).where(eq(addresses.userId, a.userId)),
    orders: await t.db.select().from(orders).where(eq(orders.userId, a.userId)),
    orderLines: await t.db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)),
    orderEvents: await t.db
      .select()
      .from(orderEvents)
      .where(inArray(orderEvents.orderId, orderIds)),
    paymentAttempts: await t.db
      .select()
      .from(paymentAttempts)
      .where(inArray(paymentAttempts.orderId, orderIds)),
    refunds: await t.db.select().from(refunds).where(eq(refunds.userId, a.userId)),
    wallet: await t.db.select().from(wallets).where(eq(wallets.userId, a.userId)),
    walletTransactions: await t.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.userId, a.userId)),
    notificationTokens: await t.db
      .select()
      .from(notificationTokens)
      .where(eq(notificationTokens.userId, a.userId)),
    reviews: await t.db.select().from(reviews).where(eq(reviews.userId, a.userId)),
    couponUses: await t.db.select().from(couponUses).where(eq(couponUses.userId, a.userId)),
    appliedCoupons: await t.db
      .select()
      .from(appliedCoupons)
      .where(eq(appliedCoupons.userId, a.userId)),
  };
  return { api, rows };
}

describe("shopper B with shopper A's ids", () => {
  it('is refused on every call and changes nothing of A’s', async (context) => {
    const before = await snapshotOfA();
    const methods = await seededMethods(t.db);
    const addressInput = {
      fullName: 'Bharat',
      phoneNumber: '9876543210',
      addressLine1: '1 Hostile Lane',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560034',
      type: 'Home',
      latitude: 12.93,
      longitude: 77.62,
    };
    const paymentId = `pay_${randomUUID()}`;
    const signature = paymentSignature(t.config.payment.keySecret, ids.gatewayOrderId, paymentId);
    const orderRefusal = {
      Message: 'Order not found',
      Description: 'We could not find this order.',
    };
    const addressRefusal = {
      Message: 'Address not found',
      Description: 'It does not exist, or it is not yours.',
    };

    const matrix: {
      name: string;
      method: 'GET' | 'POST' | 'PUT' | 'DELETE';
      url: string;
      payload?: object;
      status: number;
      body: unknown;
    }[] = [
      {
        name: 'update an address',
        method: 'PUT',
        url: '/update-user-address',
        payload: { UpdatedAddressData: { ...addressInput, addressId: ids.workAddress } },
        status: 404,
        body: addressRefusal,
      },
      {
        name: 'delete an address',
        method: 'DELETE',
        url: '/delete-user-address',
        payload: { addressId: ids.workAddress },
        status: 404,
        body: addressRefusal,
      },
      {
        name: 'make an address the default',
        method: 'PUT',
        url: '/set-default-address',
        payload: { addressId: ids.workAddress },
        status: 404,
        body: addressRefusal,
      },
      {
        name: 'price a bill to an address',
        method: 'POST',
        url: '/calculate-bill',
        payload: {
          addressId: ids.homeAddress,
          deliveryMethodId: methods.standard,
          useWallet: true,
          products: [{ productId: product.productId, qty: 1, configPriceIds: [], price: 29_900 }],
        },
        status: 400,
        body: expect.objectContaining({
          MissingFields: [{ Field: 'addressId', Description: 'Choose a saved delivery address.' }],
        }),
      },
      {
        name: 'check out to an address',
        method: 'POST',
        url: '/checkout',
        payload: {
          addressId: ids.homeAddress,
          deliveryMethodId: methods.standard,
          paymentMethodId: methods.online,
          useWallet: false,
          products: [{ productId: product.productId, qty: 1, configPriceIds: [], price: 29_900 }],
        },
        status: 400,
        body: expect.objectContaining({
          MissingFields: [expect.objectContaining({ Field: 'addressId' })],
        }),
      },
      {
        name: 'read an order',
        method: 'GET',
        url: `/order-details?orderId=${ids.paidOrder}`,
        status: 200,
        body: { NoOrder: true, OrderDetails: null },
      },
      {
        name: 'read an order history row',
        method: 'GET',
        url: `/order-history-by-id?orderId=${ids.pendingOrder}`,
        status: 200,
        body: { NoOrder: true, Order: null },
      },
      {
        name: 'cancel an order',
        method: 'POST',
        url: '/cancel-order',
        payload: { orderId: ids.pendingOrder, reason: 'not mine' },
        status: 404,
        body: orderRefusal,
      },
      {
        name: 'pay an order with a valid signature',
        method: 'POST',
        url: '/validate-payment-signature',
        payload: { orderId: ids.pendingOrder, paymentId, signature },
        status: 404,
        body: orderRefusal,
      },
      {
        name: 'start a new payment attempt',
        method: 'POST',
        url: '/revise-payment',
        payload: { orderId: ids.pendingOrder },
        status: 404,
        body: orderRefusal,
      },
      {
        name: 'report a payment failed',
        method: 'POST',
        url: '/payment-failed',
        payload: { orderId: ids.pendingOrder, reason: 'declined' },
        status: 404,
        body: orderRefusal,
      },
      {
        name: 'ask for a refund',
        method: 'POST',
        url: '/create-refund',
        payload: { orderId: ids.paidOrder, reason: 'I want the money' },
        status: 404,
        body: orderRefusal,
      },
      {
        name: 'read a refund',
        method: 'GET',
        url: `/get-refund-details?refundId=${ids.refund}`,
        status: 200,
        body: { NoRefund: true, RefundDetails: null },
      },
      {
        name: 'save a notification token',
        method: 'POST',
        url: '/save-notification-token',
        payload: { userId: a.userId, token: 'token-of-b' },
        status: 404,
        body: { Message: 'Not found', Description: 'It does not exist, or it is not yours.' },
      },
    ];

    recordCases(context, matrix.length);
    for (const row of matrix) {
      const reply = await call(b, row.method, row.url, row.payload);
      expect({ name: row.name, status: reply.statusCode, body: reply.json() }).toEqual({
        name: row.name,
        status: row.status,
        body: row.body,
      });
    }

    const after = await snapshotOfA();
    recordDataLost(context, JSON.stringify(after) === JSON.stringify(before) ? 0 : 1);
    expect(after).toEqual(before);
  });

  it("B's own lists, wallet, profile and review show nothing of A's", async () => {
    const own = async (url: string) => (await call(b, 'GET', url)).json();
    expect((await own('/get-user-address')).AddressList).toEqual([]);
    expect(await own('/order-history')).toMatchObject({ NoOrders: true, Orders: [] });
    expect(await own('/get-refunds')).toMatchObject({ NoRefunds: true, RefundsData: [] });
    expect(await own('/get-last-refund')).toMatchObject({ Norefund: true, Refund: null });
    expect(await own('/wallet-data')).toEqual({ Balance: 0 });
    expect(await own('/wallet-transactions')).toMatchObject({
      NoTransactions: true,
      Transactions: [],
    });
    expect((await own('/get-profile')).UserData).toMatchObject({ UserId: b.userId });
    expect(await own(`/get-my-review?productId=${product.productId}`)).toEqual({
      IsUserAlreadyPostedReview: false,
      Review: null,
    });
  });
});
