/**
 * A local fake of Razorpay's REST API over real HTTP on loopback, for the server's gateway tests (no
 * internet here): orders, payments (a test captures or fails one as the shopper's bank would; an order's
 * payments are listed by GET /orders/:id/payments, newest first) and refunds with Basic auth and the
 * X-Refund-Idempotency header as Razorpay documents them. A test can make the next refund calls or order
 * payment lookups answer an error, and reads every refund request the server made.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface FakePayment {
  id: string;
  order_id: string;
  amount: number;
  status: 'captured' | 'failed';
}

export interface FakeRefund {
  id: string;
  payment_id: string;
  amount: number;
  status: 'pending' | 'processed';
  notes: Record<string, string>;
}

export interface RefundCall {
  paymentId: string;
  idempotencyKey: string | undefined;
  body: { amount?: number; speed?: string; receipt?: string; notes?: Record<string, string> };
}

export interface FakeRazorpay {
  /** The REST API base for config.payment.apiUrl. */
  apiUrl: string;
  orders: Map<string, { id: string; amount: number }>;
  refunds: Map<string, FakeRefund>;
  refundCalls: RefundCall[];
  /** What the shopper's bank does when they pay: a captured payment of the order's amount. */
  capture(gatewayOrderId: string): string;
  /** A payment of the order that the bank declined. */
  decline(gatewayOrderId: string): string;
  /** How many times the server listed an order's payments (GET /orders/:id/payments). */
  orderPaymentLookups: number;
  /** Answers the next order payment lookups with these statuses instead (e.g. 503). */
  failNextOrderPaymentLookups(...statuses: number[]): void;
  /** The status new refunds are created with (Razorpay: pending at normal speed, until processed). */
  refundStatus: 'pending' | 'processed';
  /** Answers the next refund calls with these statuses instead (e.g. 500 then 400). */
  failNextRefunds(...statuses: number[]): void;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_fake${randomBytes(7).toString('hex')}`;

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : {};
}

function send(response: ServerResponse, status: number, value: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(value));
}

const badRequest = (description: string) => ({
  error: { code: 'BAD_REQUEST_ERROR', description },
});

export async function startFakeRazorpay(keyId: string, keySecret: string): Promise<FakeRazorpay> {
  const orders = new Map<string, { id: string; amount: number }>();
  const payments = new Map<string, FakePayment>();
  const refunds = new Map<string, FakeRefund>();
  const byKey = new Map<string, FakeRefund>();
  const refundCalls: RefundCall[] = [];
  const failures: number[] = [];
  const lookupFailures: number[] = [];
  const authorization = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  const fake: FakeRazorpay = {
    apiUrl: '',
    orders,
    refunds,
    refundCalls,
    refundStatus: 'pending',
    capture: (gatewayOrderId) => pay(gatewayOrderId, 'captured'),
    decline: (gatewayOrderId) => pay(gatewayOrderId, 'failed'),
    orderPaymentLookups: 0,
    failNextOrderPaymentLookups: (...statuses) => void lookupFailures.push(...statuses),
    failNextRefunds: (...statuses) => void failures.push(...statuses),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  function pay(gatewayOrderId: string, status: FakePayment['status']): string {
    const order = orders.get(gatewayOrderId);
    if (!order) throw new Error(`no fake order ${gatewayOrderId}`);
    const paymentId = id('pay');
    payments.set(paymentId, { id: paymentId, order_id: order.id, amount: order.amount, status });
    return paymentId;
  }

  /** GET /orders/:id/payments: Razorpay's collection of the order's payments, newest first. */
  function paymentsOf(gatewayOrderId: string) {
    fake.orderPaymentLookups += 1;
    const failure = lookupFailures.shift();
    if (failure !== undefined) return { status: failure, body: badRequest('Injected failure') };
    if (!orders.has(gatewayOrderId))
      return { status: 400, body: badRequest('The id provided does not exist') };
    const items = [...payments.values()]
      .filter((each) => each.order_id === gatewayOrderId)
      .reverse()
      .map((each) => ({ ...each, entity: 'payment', currency: 'INR', method: 'upi' }));
    return { status: 200, body: { entity: 'collection', count: items.length, items } };
  }

  function refund(paymentId: string, key: string | undefined, input: RefundCall['body']) {
    refundCalls.push({ paymentId, idempotencyKey: key, body: input });
    const failure = failures.shift();
    if (failure !== undefined) return { status: failure, body: badRequest('Injected failure') };
    if (key !== undefined) {
      const repeated = byKey.get(key);
      if (repeated) return { status: 200, body: { ...repeated, entity: 'refund' } };
    }
    const payment = payments.get(paymentId);
    if (!payment || payment.status !== 'captured')
      return { status: 400, body: badRequest('The payment has not been captured') };
    const refunded = [...refunds.values()]
      .filter((each) => each.payment_id === paymentId)
      .reduce((total, each) => total + each.amount, 0);
    const amount = Number(input.amount ?? payment.amount - refunded);
    if (amount <= 0 || refunded + amount > payment.amount)
      return {
        status: 400,
        body: badRequest('The total refund amount is greater than the refund payment amount'),
      };
    const created: FakeRefund = {
      id: id('rfnd'),
      payment_id: paymentId,
      amount,
      status: fake.refundStatus,
      notes: input.notes ?? {},
    };
    refunds.set(created.id, created);
    if (key !== undefined) byKey.set(key, created);
    return { status: 200, body: { ...created, entity: 'refund', currency: 'INR' } };
  }

  const server = createServer((request, response) => {
    void (async () => {
      if (request.headers.authorization !== authorization) {
        send(response, 401, badRequest('Authentication failed'));
        return;
      }
      const url = new URL(request.url ?? '/', 'http://fake');
      if (request.method === 'POST' && url.pathname === '/v1/orders') {
        const input = (await readBody(request)) as { amount?: number };
        const order = { id: id('order'), amount: Number(input.amount) };
        orders.set(order.id, order);
        send(response, 200, { ...order, entity: 'order', status: 'created' });
        return;
      }
      const orderPayments = /^\/v1\/orders\/([^/]+)\/payments$/.exec(url.pathname);
      if (request.method === 'GET' && orderPayments) {
        const result = paymentsOf(decodeURIComponent(orderPayments[1] ?? ''));
        send(response, result.status, result.body);
        return;
      }
      const paymentRefund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(url.pathname);
      if (request.method === 'POST' && paymentRefund) {
        const key = request.headers['x-refund-idempotency'];
        const result = refund(
          decodeURIComponent(paymentRefund[1] ?? ''),
          typeof key === 'string' ? key : undefined,
          (await readBody(request)) as RefundCall['body'],
        );
        send(response, result.status, result.body);
        return;
      }
      const payment = /^\/v1\/payments\/([^/]+)$/.exec(url.pathname);
      if (request.method === 'GET' && payment) {
        const found = payments.get(decodeURIComponent(payment[1] ?? ''));
        if (found) send(response, 200, { ...found, entity: 'payment' });
        else send(response, 400, badRequest('The id provided does not exist'));
        return;
      }
      send(response, 404, { error: { code: 'NOT_FOUND' } });
    })().catch(() => send(response, 500, { error: { code: 'SERVER_ERROR' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}
