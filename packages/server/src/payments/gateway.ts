/**
 * The payment gateway behind checkout, Razorpay-style: the server creates a gateway order per payment
 * attempt, later asks the gateway what was paid, and sends money back to a captured payment (a refund to
 * the original payment method). PAYMENT_GATEWAY chooses: the sandbox gateway served by this server (its
 * page is in payments/sandbox.ts; sandbox mode only) or Razorpay's REST API (production, or sandbox mode
 * with Razorpay test keys).
 */
import {
  GATEWAY_PAYMENT_METHODS,
  type GatewayPaymentMethod,
  type PaymentGateway,
} from '@storefront/sdk/core';
import { randomBytes } from 'node:crypto';
import { asc, eq, sum } from 'drizzle-orm';
import type { Config } from '../env.js';
import type { Database, Transaction } from '../db/index.js';
import { sandboxPayments, sandboxRefunds } from './tables.js';

export interface GatewayPaymentRecord {
  paymentId: string;
  gatewayOrderId: string;
  amount: number;
  status: 'captured' | 'failed' | 'other';
  method: GatewayPaymentMethod;
}

/** The gateway's name for how a payment was made, as one of ours ('other' when unknown). */
export function gatewayMethodOf(value: unknown): GatewayPaymentMethod {
  return GATEWAY_PAYMENT_METHODS.find((method) => method === value) ?? 'other';
}

export interface GatewayRefundRequest {
  paymentId: string;
  /** Paise, at most what is left of the captured payment. */
  amount: number;
  /**
   * The same key for every try of one refund (at least 10 characters): the gateway answers a repeated
   * call with the refund it already made, so a lost reply never refunds twice.
   */
  idempotencyKey: string;
  /** Shown on the gateway's dashboard, e.g. the order number. */
  receipt: string;
}

/**
 * A refund the gateway took (processed at once, or pending at the bank: its webhook says when it is
 * processed or failed), or one it refused for good (the payment cannot take it). A transient problem
 * (network, 5xx, 429, a concurrent try) is thrown instead, to be tried again with the same key.
 */
export type GatewayRefundResult =
  | { kind: 'accepted'; refundId: string; status: 'processed' | 'pending' }
  | { kind: 'refused'; reason: string };

export interface Gateway {
  name: PaymentGateway;
  keyId: string;
  createOrder(amount: number, receipt: string): Promise<string>;
  /** What the gateway recorded for a payment id, or null when it knows no such payment. */
  fetchPayment(db: Database | Transaction, paymentId: string): Promise<GatewayPaymentRecord | null>;
  /**
   * Every payment the gateway recorded for one of its orders, oldest first (Razorpay: GET
   * /orders/:id/payments, what its docs advise when a signature does not verify); empty for an order it
   * does not know. Throws when the gateway cannot be asked.
   */
  paymentsOfOrder(
    db: Database | Transaction,
    gatewayOrderId: string,
  ): Promise<GatewayPaymentRecord[]>;
  /** Sends money back to a captured payment (docs/delivery.md, refunds to the original method). */
  refund(db: Database | Transaction, request: GatewayRefundRequest): Promise<GatewayRefundResult>;
  checkoutUrl(gatewayOrderId: string): string;
}

export const newSandboxId = (prefix: string) => `${prefix}_sbx${randomBytes(8).toString('hex')}`;

const sandboxRecord = (row: typeof sandboxPayments.$inferSelect): GatewayPaymentRecord => ({
  paymentId: row.paymentId,
  gatewayOrderId: row.gatewayOrderId,
  amount: row.amount,
  status: row.status,
  method: row.method,
});

function sandboxGateway(config: Config): Gateway {
  return {
    name: 'sandbox',
    keyId: config.payment.keyId,
    createOrder: async () => newSandboxId('order'),
    async fetchPayment(db, paymentId) {
      const [row] = await db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.paymentId, paymentId));
      return row ? sandboxRecord(row) : null;
    },
    async paymentsOfOrder(db, gatewayOrderId) {
      const rows = await db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.gatewayOrderId, gatewayOrderId))
        .orderBy(asc(sandboxPayments.createdAt), asc(sandboxPayments.paymentId));
      return rows.map(sandboxRecord);
    },
    /**
     * Like Razorpay: only a captured payment, never beyond what is left of it, and a repeated key answers
     * the refund it already made. The payment's row is locked, so concurrent refunds of it add up.
     */
    async refund(db, request) {
      const [payment] = await db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.paymentId, request.paymentId))
        .for('update');
      const [repeated] = await db
        .select()
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.idempotencyKey, request.idempotencyKey));
      if (repeated) {
        return repeated.paymentId === request.paymentId && repeated.amount === request.amount
          ? { kind: 'accepted', refundId: repeated.refundId, status: repeated.status }
          : { kind: 'refused', reason: 'The idempotency key was used for another refund' };
      }
      if (!payment || payment.status !== 'captured')
        return { kind: 'refused', reason: 'The payment is not captured' };
      const [refunded] = await db
        .select({ amount: sum(sandboxRefunds.amount) })
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.paymentId, request.paymentId));
      if (request.amount <= 0 || Number(refunded?.amount ?? 0) + request.amount > payment.amount)
        return { kind: 'refused', reason: 'The refund is more than is left of the payment' };
      const refundId = newSandboxId('rfnd');
      await db.insert(sandboxRefunds).values({
        refundId,
        paymentId: request.paymentId,
        amount: request.amount,
        status: 'processed',
        idempotencyKey: request.idempotencyKey,
      });
      return { kind: 'accepted', refundId, status: 'processed' };
    },
    checkoutUrl: (gatewayOrderId) => `/sandbox/pay/${encodeURIComponent(gatewayOrderId)}`,
  };
}

/** A payment entity as Razorpay's REST API answers it (the fields the store reads). */
interface RazorpayPayment {
  id: string;
  order_id: string;
  amount: number;
  status: string;
  method?: string;
}

const razorpayRecord = (body: RazorpayPayment): GatewayPaymentRecord => ({
  paymentId: body.id,
  gatewayOrderId: body.order_id,
  amount: body.amount,
  status: body.status === 'captured' || body.status === 'failed' ? body.status : 'other',
  method: gatewayMethodOf(body.method),
});

function razorpayGateway(config: Config): Gateway {
  const authorization = `Basic ${Buffer.from(`${config.payment.keyId}:${config.payment.keySecret}`).toString('base64')}`;
  const call = async (
    path: string,
    init: RequestInit = {},
    headers: Record<string, string> = {},
  ) => {
    const response = await fetch(`${config.payment.apiUrl}${path}`, {
      ...init,
      headers: { authorization, 'content-type': 'application/json', ...headers },
      signal: AbortSignal.timeout(10_000),
    });
    return response;
  };
  return {
    name: 'razorpay',
    keyId: config.payment.keyId,
    async createOrder(amount, receipt) {
      const response = await call('/orders', {
        method: 'POST',
        body: JSON.stringify({ amount, currency: 'INR', receipt }),
      });
      if (!response.ok) throw new Error(`Razorpay order creation failed with ${response.status}`);
      const body = (await response.json()) as { id: string };
      return body.id;
    },
    async fetchPayment(_db, paymentId) {
      const response = await call(`/payments/${encodeURIComponent(paymentId)}`);
      if (response.status === 400 || response.status === 404) return null;
      if (!response.ok) throw new Error(`Razorpay payment lookup failed with ${response.status}`);
      return razorpayRecord((await response.json()) as RazorpayPayment);
    },
    async paymentsOfOrder(_db, gatewayOrderId) {
      const response = await call(`/orders/${encodeURIComponent(gatewayOrderId)}/payments`);
      if (response.status === 400 || response.status === 404) return [];
      if (!response.ok)
        throw new Error(`Razorpay order payments lookup failed with ${response.status}`);
      const body = (await response.json()) as { items?: RazorpayPayment[] };
      return (body.items ?? []).map(razorpayRecord).reverse();
    },
    /**
     * POST /payments/:id/refund at normal speed with Razorpay's X-Refund-Idempotency header. A 400 is a
     * refusal for good (e.g. more than is left of the payment); anything else but success is thrown.
     */
    async refund(_db, request) {
      const response = await call(
        `/payments/${encodeURIComponent(request.paymentId)}/refund`,
        {
          method: 'POST',
          body: JSON.stringify({
            amount: request.amount,
            speed: 'normal',
            receipt: request.receipt,
            notes: { idempotency_key: request.idempotencyKey },
          }),
        },
        { 'x-refund-idempotency': request.idempotencyKey },
      );
      if (response.status === 400) {
        const body = (await response.json().catch(() => ({}))) as {
          error?: { description?: string };
        };
        return { kind: 'refused', reason: body.error?.description ?? 'Refused by Razorpay' };
      }
      if (!response.ok) throw new Error(`Razorpay refund failed with ${response.status}`);
      const body = (await response.json()) as { id: string; status: string };
      if (body.status === 'failed')
        return { kind: 'refused', reason: 'Razorpay failed the refund' };
      return {
        kind: 'accepted',
        refundId: body.id,
        status: body.status === 'processed' ? 'processed' : 'pending',
      };
    },
    // Razorpay Checkout is a script the app loads and opens in the page with the key and order id.
    checkoutUrl: () => config.payment.checkoutScriptUrl,
  };
}

export function gatewayFor(config: Config): Gateway {
  return config.payment.gateway === 'sandbox' ? sandboxGateway(config) : razorpayGateway(config);
}
