/**
 * A shopper's moves through the real API and the checks the reliability suites make on what is stored:
 * the wallet ledger, the orders and what the gateway captured.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../db/index.js';
import { orders } from '../orders/tables.js';
import { newSandboxId } from '../payments/gateway.js';
import { paymentSignature } from '../payments/signature.js';
import { sandboxPayments } from '../payments/tables.js';
import { walletTransactions, wallets } from '../wallet/tables.js';
import type { SignedInShopper, TestApp } from './app.js';
import { addAddress, addProduct, seededMethods } from './fixtures.js';

/** A product at ₹299: one of it with free standard delivery bills ₹299 + ₹29 shipping + ₹15 fee = ₹343. */
export const PRICE = 29_900;
/** How many times a shed call is sent in all, as the SDK's default retry limit allows (1 + 2) and then some. */
const SHED_ATTEMPTS = 5;

type Reply = LightMyRequestResponse;

export interface Shop {
  t: TestApp;
  productId: number;
  methods: Awaited<ReturnType<typeof seededMethods>>;
  /** POST with the shopper's token and an Idempotency-Key, through `via` when given. */
  post(
    shopper: SignedInShopper,
    url: string,
    payload: object,
    key?: string,
    via?: FastifyInstance,
  ): Promise<Reply>;
  /**
   * POST /v1/checkout of `qty` of the product with the shopper's own address, through `via` (another app
   * instance on the same database) when given.
   */
  checkout(
    shopper: SignedInShopper,
    options?: { useWallet?: boolean; qty?: number; key?: string; via?: FastifyInstance },
  ): Promise<Reply>;
  /** An order waiting for its online payment. */
  pendingOrder(shopper: SignedInShopper): Promise<PendingOrder>;
}

export interface PendingOrder {
  orderId: number;
  gatewayOrderId: string;
  amount: number;
}

export async function openShop(t: TestApp): Promise<Shop> {
  const { productId } = await addProduct(t.db, { name: 'Chicken Curry Cut', price: PRICE });
  const methods = await seededMethods(t.db);
  const addressOf = new Map<number, number>();

  // Like the SDK: a call the server shed (503 with Retry-After: every connection was busy, as when 50
  // checkouts queue on one wallet on a loaded machine) is sent again with the same key when it says.
  const post: Shop['post'] = async (shopper, url, payload, key = randomUUID(), via = t.app) => {
    for (let attempt = 1; ; attempt++) {
      const reply = await via.inject({
        method: 'POST',
        url,
        payload,
        headers: { ...shopper.authorization, 'idempotency-key': key },
      });
      const retryAfter = Number(reply.headers['retry-after']);
      if (reply.statusCode !== 503 || !retryAfter || attempt === SHED_ATTEMPTS) return reply;
      await new Promise((resolve) => setTimeout(resolve, retryAfter * 1_000));
    }
  };

  const checkout: Shop['checkout'] = async (shopper, options = {}) => {
    let addressId = addressOf.get(shopper.userId);
    if (addressId === undefined) {
      addressId = await addAddress(t.db, shopper.userId);
      addressOf.set(shopper.userId, addressId);
    }
    return post(
      shopper,
      '/v1/checkout',
      {
        addressId,
        deliveryMethodId: methods.standard,
        paymentMethodId: methods.online,
        useWallet: options.useWallet ?? false,
        products: [{ productId, qty: options.qty ?? 1, configPriceIds: [], price: PRICE }],
      },
      options.key,
      options.via,
    );
  };

  return {
    t,
    productId,
    methods,
    post,
    checkout,
    async pendingOrder(shopper) {
      const reply = await checkout(shopper);
      if (reply.statusCode !== 200) throw new Error(`checkout failed: ${reply.body}`);
      const order = reply.json().OrderData;
      return {
        orderId: order.OrderId,
        gatewayOrderId: order.Payment.GatewayOrderId,
        amount: order.Payment.Amount,
      };
    },
  };
}

/**
 * What the sandbox gateway records when the shopper pays on its page (without the page's delayed
 * webhook, so a test decides when each delivery arrives), and the signature the browser brings back.
 */
export async function captureAtGateway(db: Database, secret: string, order: PendingOrder) {
  const paymentId = newSandboxId('pay');
  await db.insert(sandboxPayments).values({
    paymentId,
    gatewayOrderId: order.gatewayOrderId,
    amount: order.amount,
    status: 'captured',
  });
  return { paymentId, signature: paymentSignature(secret, order.gatewayOrderId, paymentId) };
}

export interface Ledger {
  balance: number;
  credits: number;
  debits: number;
  /** Every row's balanceAfter follows from the one before it. */
  chained: boolean;
  rows: (typeof walletTransactions.$inferSelect)[];
}

export async function walletLedger(db: Database, userId: number): Promise<Ledger> {
  const [wallet] = await db.select().from(wallets).where(eq(wallets.userId, userId));
  const rows = await db
    .select()
    .from(walletTransactions)
    .where(eq(walletTransactions.userId, userId))
    .orderBy(walletTransactions.id);
  let running = 0;
  let chained = true;
  for (const row of rows) {
    running += row.type === 'Credit' ? row.amount : -row.amount;
    if (row.balanceAfter !== running) chained = false;
  }
  const sumOf = (type: string) =>
    rows.filter((row) => row.type === type).reduce((total, row) => total + row.amount, 0);
  return {
    balance: wallet?.balance ?? 0,
    credits: sumOf('Credit'),
    debits: sumOf('Debit'),
    chained,
    rows,
  };
}

/** Wallet credits minus debits written for one order: what the wallet gave back of it. */
export function walletNetForOrder(ledger: Ledger, orderId: number): number {
  return ledger.rows
    .filter((row) => row.orderId === orderId)
    .reduce((total, row) => total + (row.type === 'Credit' ? row.amount : -row.amount), 0);
}

export async function ordersOf(db: Database, userId: number) {
  return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(orders.id);
}

/** Starts every task at once and waits for all of them. */
export function inParallel<T>(count: number, task: (index: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: count }, (_, index) => task(index)));
}
