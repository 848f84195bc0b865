/**
 * The payment gateway behind checkout, Razorpay-style: the server creates a gateway order per payment
 * attempt and later asks the gateway what was paid. PAYMENT_GATEWAY chooses: the sandbox gateway served by
 * this server (its page is in payments/sandbox.ts; sandbox mode only) or Razorpay's REST API (production,
 * or sandbox mode with Razorpay test keys).
 */
import type { PaymentGateway } from '@storefront/sdk/core';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../env.js';
import type { Database, Transaction } from '../db/index.js';
import { sandboxPayments } from './tables.js';

export interface GatewayPaymentRecord {
  paymentId: string;
  gatewayOrderId: string;
  amount: number;
  status: 'captured' | 'failed' | 'other';
}

export interface Gateway {
  name: PaymentGateway;
  keyId: string;
  createOrder(amount: number, receipt: string): Promise<string>;
  /** What the gateway recorded for a payment id, or null when it knows no such payment. */
  fetchPayment(db: Database | Transaction, paymentId: string): Promise<GatewayPaymentRecord | null>;
  checkoutUrl(gatewayOrderId: string): string;
}

export const newSandboxId = (prefix: string) => `${prefix}_sbx${randomBytes(8).toString('hex')}`;

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
      return row
        ? {
            paymentId: row.paymentId,
            gatewayOrderId: row.gatewayOrderId,
            amount: row.amount,
            status: row.status,
          }
        : null;
    },
    checkoutUrl: (gatewayOrderId) => `/sandbox/pay/${encodeURIComponent(gatewayOrderId)}`,
  };
}

function razorpayGateway(config: Config): Gateway {
  const authorization = `Basic ${Buffer.from(`${config.payment.keyId}:${config.payment.keySecret}`).toString('base64')}`;
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${config.payment.apiUrl}${path}`, {
      ...init,
      headers: { authorization, 'content-type': 'application/json' },
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
      const body = (await response.json()) as {
        id: string;
        order_id: string;
        amount: number;
        status: string;
      };
      return {
        paymentId: body.id,
        gatewayOrderId: body.order_id,
        amount: body.amount,
        status: body.status === 'captured' || body.status === 'failed' ? body.status : 'other',
      };
    },
    // Razorpay Checkout is a script the app loads and opens in the page with the key and order id.
    checkoutUrl: () => config.payment.checkoutScriptUrl,
  };
}

export function gatewayFor(config: Config): Gateway {
  return config.payment.gateway === 'sandbox' ? sandboxGateway(config) : razorpayGateway(config);
}
