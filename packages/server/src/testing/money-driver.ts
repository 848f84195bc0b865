/**
 * Every move that changes an order's money, made the way the shopper and the staff make it (over the API),
 * and the checks of docs/money.md on what is stored after it: the ledger tests and the property-based
 * ledger run use it.
 */
import { randomUUID } from 'node:crypto';
import { ledgerViolations, orderMoney, type OrderMoney } from '@storefront/sdk/core';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { coupons } from '../offers/tables.js';
import { ledgerOf } from '../orders/ledger.js';
import { orders } from '../orders/tables.js';
import { paymentAttempts, refunds } from '../payments/tables.js';
import { webhookSignature } from '../payments/signature.js';
import type { SignedInShopper, TestApp } from './app.js';
import { addAddress, addProduct, creditWallet, seededMethods } from './fixtures.js';
import { captureAtGateway, walletLedger } from './shop.js';
import { signInStaff, type SignedInStaff } from './staff.js';

/** Two cuts sold by weight: 500 g at ₹400 and 1 kg at ₹650. */
const CUTS = [
  { name: 'Chicken Breast Boneless', label: '500 g', grams: 500, price: 40_000 },
  { name: 'Mutton Curry Cut', label: '1 kg', grams: 1_000, price: 65_000 },
] as const;

export type PackMode = 'exact' | 'light' | 'over' | 'short';

export interface MoneyDriver {
  t: TestApp;
  admin: SignedInStaff;
  /** A coupon of 10 % off that any shopper may use any number of times. */
  couponCode: string;
  shopper(): Promise<SignedInShopper>;
  place(
    shopper: SignedInShopper,
    options: { qty?: [number, number]; coupon?: boolean; wallet?: number; atDoor?: boolean },
  ): Promise<{ reply: LightMyRequestResponse; orderId: number | null }>;
  /** The gateway captures the order's current attempt and the browser brings the signature back. */
  payOnline(shopper: SignedInShopper, orderId: number): Promise<LightMyRequestResponse>;
  /** The gateway captures the order's current attempt and tells the store by its webhook. */
  payByWebhook(orderId: number, via?: FastifyInstance): Promise<LightMyRequestResponse>;
  failPayment(shopper: SignedInShopper, orderId: number): Promise<LightMyRequestResponse>;
  retryPayment(shopper: SignedInShopper, orderId: number): Promise<LightMyRequestResponse>;
  cancel(
    shopper: SignedInShopper,
    orderId: number,
    via?: FastifyInstance,
  ): Promise<LightMyRequestResponse>;
  /** A staff move without a body but the order (confirm, start-packing, dispatch, deliver). */
  move(orderId: number, path: string, via?: FastifyInstance): Promise<LightMyRequestResponse>;
  pack(orderId: number, modes: PackMode[], via?: FastifyInstance): Promise<LightMyRequestResponse>;
  collect(orderId: number, via?: FastifyInstance): Promise<LightMyRequestResponse>;
  refundLine(
    orderId: number,
    line: number,
    destination?: 'Wallet' | 'Source',
    via?: FastifyInstance,
  ): Promise<LightMyRequestResponse>;
  requestRefund(shopper: SignedInShopper, orderId: number): Promise<LightMyRequestResponse>;
  decide(orderId: number, accept: boolean, via?: FastifyInstance): Promise<LightMyRequestResponse>;
  money(orderId: number): Promise<OrderMoney>;
  /** The rules of docs/money.md for one order and its shopper; the broken ones (empty when they hold). */
  violations(orderId: number): Promise<string[]>;
}

export async function openMoneyDriver(t: TestApp): Promise<MoneyDriver> {
  const admin = await signInStaff(t, 'admin');
  const methods = await seededMethods(t.db);
  const cuts: ((typeof CUTS)[number] & { productId: number; rowId: number })[] = [];
  for (const cut of CUTS) {
    const product = await addProduct(t.db, {
      name: cut.name,
      price: cut.price,
      options: [{ group: 'Weight', rows: [{ label: cut.label, delta: 0 }] }],
    });
    cuts.push({ ...cut, productId: product.productId, rowId: product.rows[cut.label]! });
  }
  const couponCode = `TEN${randomUUID().slice(0, 6).toUpperCase()}`;
  await t.db.insert(coupons).values({
    code: couponCode,
    title: '10 % off',
    description: 'Test coupon',
    discountType: 'Percent',
    discountValue: 10,
  });
  const addressOf = new Map<number, number>();

  const post = (
    who: { authorization: { authorization: string } },
    url: string,
    payload: object,
    via: FastifyInstance = t.app,
  ) =>
    via.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...who.authorization, 'idempotency-key': randomUUID() },
    });
  const ops = (path: string, payload: object, via?: FastifyInstance) =>
    post(admin, `/ops/v1${path}`, payload, via);
  const staffView = async (orderId: number) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/ops/v1/order?orderId=${orderId}`,
        headers: admin.authorization,
      })
    ).json<{
      Order: { Lines: { LineId: number; OrderedGrams: number | null; Qty: number }[] };
    }>().Order;
  const attemptOf = async (orderId: number) => {
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    if (!order?.currentAttemptId) return null;
    const [attempt] = await t.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, order.currentAttemptId));
    return attempt ?? null;
  };

  return {
    t,
    admin,
    couponCode,
    shopper: () => t.signIn(),
    async place(shopper, options) {
      const qty = options.qty ?? [1, 1];
      const products = cuts.map((cut, index) => ({
        productId: cut.productId,
        qty: qty[index]!,
        configPriceIds: [cut.rowId],
        price: cut.price,
      }));
      if (options.wallet) await creditWallet(t.db, shopper.userId, options.wallet);
      if (options.coupon)
        await post(shopper, '/v1/apply-coupon', {
          couponCode,
          products: products.map(({ price: _price, ...line }) => line),
        });
      let addressId = addressOf.get(shopper.userId);
      if (addressId === undefined) {
        addressId = await addAddress(t.db, shopper.userId);
        addressOf.set(shopper.userId, addressId);
      }
      const reply = await post(shopper, '/v1/checkout', {
        addressId,
        deliveryMethodId: methods.standard,
        paymentMethodId: options.atDoor ? methods.onDelivery : methods.online,
        useWallet: (options.wallet ?? 0) > 0,
        products,
      });
      const orderId =
        reply.statusCode === 200
          ? reply.json<{ OrderData: { OrderId: number } }>().OrderData.OrderId
          : null;
      return { reply, orderId };
    },
    async payOnline(shopper, orderId) {
      const attempt = await attemptOf(orderId);
      if (!attempt) throw new Error(`order ${orderId} has no payment attempt`);
      const { paymentId, signature } = await captureAtGateway(t.db, t.config.payment.keySecret, {
        orderId,
        gatewayOrderId: attempt.gatewayOrderId,
        amount: attempt.amount,
      });
      return post(shopper, '/v1/validate-payment-signature', { orderId, paymentId, signature });
    },
    async payByWebhook(orderId, via = t.app) {
      const attempt = await attemptOf(orderId);
      if (!attempt) throw new Error(`order ${orderId} has no payment attempt`);
      const { paymentId } = await captureAtGateway(t.db, t.config.payment.keySecret, {
        orderId,
        gatewayOrderId: attempt.gatewayOrderId,
        amount: attempt.amount,
      });
      const raw = JSON.stringify({
        id: `evt_${randomUUID()}`,
        event: 'payment.captured',
        payload: {
          payment: {
            entity: {
              id: paymentId,
              order_id: attempt.gatewayOrderId,
              amount: attempt.amount,
              status: 'captured',
            },
          },
        },
      });
      return via.inject({
        method: 'POST',
        url: '/v1/payment-webhook',
        payload: raw,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': webhookSignature(t.config.payment.webhookSecret, raw),
        },
      });
    },
    failPayment: (shopper, orderId) =>
      post(shopper, '/v1/payment-failed', { orderId, reason: 'Declined by the bank' }),
    retryPayment: (shopper, orderId) => post(shopper, '/v1/revise-payment', { orderId }),
    cancel: (shopper, orderId, via) =>
      post(shopper, '/v1/cancel-order', { orderId, reason: 'Changed my mind' }, via),
    move: (orderId, path, via) => ops(`/orders/${path}`, { orderId }, via),
    async pack(orderId, modes, via) {
      const { Lines } = await staffView(orderId);
      const lines = Lines.map((line, index) => {
        const mode = modes[index % modes.length] ?? 'exact';
        if (mode === 'short') return { lineId: line.LineId, short: true };
        const ordered = line.OrderedGrams ?? 0;
        const factor = { exact: 1, light: 0.8, over: 1.1 }[mode];
        return { lineId: line.LineId, grams: Math.round(ordered * factor) };
      });
      return ops('/orders/pack', { orderId, lines }, via);
    },
    collect: (orderId, via) => ops('/orders/collect-payment', { orderId, method: 'Cash' }, via),
    async refundLine(orderId, line, destination, via) {
      const { Lines } = await staffView(orderId);
      const lineId = Lines[line % Lines.length]!.LineId;
      return ops(
        '/orders/refund-line',
        { orderId, lineId, reason: 'Not fresh', ...(destination ? { destination } : {}) },
        via,
      );
    },
    requestRefund: (shopper, orderId) =>
      post(shopper, '/v1/create-refund', { orderId, reason: 'Not fresh' }),
    async decide(orderId, accept, via) {
      // The order's latest request, whatever its status: the staff view lists open requests only, and a
      // move raced against this one (a cancel) may have closed it already; the server then answers 409.
      const [request] = await t.db
        .select({ id: refunds.id })
        .from(refunds)
        .where(eq(refunds.orderId, orderId))
        .orderBy(desc(refunds.id))
        .limit(1);
      if (!request) throw new Error(`order ${orderId} has no refund request`);
      return ops(
        '/orders/decide-refund',
        { orderId, refundId: request.id, accept, reason: accept ? 'Photo' : 'Fresh' },
        via,
      );
    },
    money: async (orderId) => orderMoney(await ledgerOf(t.db, orderId)),
    async violations(orderId) {
      const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
      if (!order) return [`order ${orderId} is missing`];
      const ledger = await ledgerOf(t.db, orderId);
      const money = orderMoney(ledger);
      const broken = ledgerViolations(ledger);
      if (money.Charged !== order.total)
        broken.push(`charged ${money.Charged}, the bill's total ${order.total}`);
      // What the shopper sees as due is what the rider collects (and what the gateway is asked for).
      const dueStates = order.status !== 'Cancelled' && order.paymentStatus !== 'Paid';
      if (dueStates && money.Due !== order.amountPayable)
        broken.push(`due ${money.Due}, but ${order.amountPayable} is asked for`);
      if (!dueStates && money.Due !== 0) broken.push(`due ${money.Due} on a settled order`);
      const wallet = await walletLedger(t.db, order.userId);
      if (!wallet.chained || wallet.balance !== wallet.credits - wallet.debits)
        broken.push('the wallet balance is not the sum of its entries');
      if (wallet.balance < 0) broken.push('the wallet is negative');
      return broken;
    },
  };
}
