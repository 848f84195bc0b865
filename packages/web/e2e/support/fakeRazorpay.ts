/**
 * A local fake of Razorpay for the browser tests (no internet here): its REST API over real HTTP on
 * loopback (orders and payments, with Basic auth, as the reference server calls them) and its Checkout
 * script, served to the page in place of https://checkout.razorpay.com/v1/checkout.js. The script behaves
 * like Razorpay's: `new Razorpay(options)`, `.on('payment.failed', …)`, `.open()` shows a modal whose
 * buttons pay (the handler gets the payment id, order id and an HMAC-SHA256 signature made with the key
 * secret, as Razorpay's servers make it), fail (payment.failed) or close it (modal.ondismiss). Its calls to
 * "Razorpay's servers" (https://api.razorpay.com/__fake/…) are answered by the test through page.route.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';

export const RAZORPAY_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';
const FAKE_SERVERS = 'https://api.razorpay.com/__fake';

interface FakeOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
}

interface FakePayment {
  id: string;
  order_id: string;
  amount: number;
  status: 'captured' | 'failed';
}

export interface FakeRazorpay {
  /** The REST API base for PAYMENT_GATEWAY_API_URL. */
  apiUrl: string;
  orders: Map<string, FakeOrder>;
  payments: Map<string, FakePayment>;
  /** Options each `new Razorpay(options)` got in the page (recorded by the script). */
  opened: Record<string, unknown>[];
  /** Serves the Checkout script and its server calls to this page. */
  attach(page: Page): Promise<void>;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_fake${randomBytes(7).toString('hex')}`;

async function body(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : {};
}

function send(response: ServerResponse, status: number, value: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(value));
}

/** The Checkout script: a modal with the amount and three buttons, Razorpay's callbacks. */
const checkoutScript = `(() => {
  const servers = ${JSON.stringify(FAKE_SERVERS)};
  window.Razorpay = function Razorpay(options) {
    const failed = [];
    fetch(servers + '/opened', { method: 'POST', body: JSON.stringify({ ...options, handler: undefined, modal: undefined }) });
    return {
      on(event, handler) { if (event === 'payment.failed') failed.push(handler); },
      open() {
        const modal = document.createElement('div');
        modal.setAttribute('role', 'dialog');
        modal.setAttribute('aria-label', 'Razorpay Checkout');
        modal.style.cssText = 'position:fixed;inset:0;z-index:2147483647;background:#fff;padding:24px';
        const rupees = (options.amount / 100).toFixed(2);
        modal.innerHTML = '<h2>Razorpay Checkout</h2><p></p>'
          + '<button type="button" data-act="pay">Pay with UPI</button>'
          + '<button type="button" data-act="fail">Fail payment</button>'
          + '<button type="button" data-act="close">Close</button>';
        modal.querySelector('p').textContent = options.name + ' · ₹' + rupees + ' · ' + options.order_id;
        document.body.appendChild(modal);
        const act = async (what) => {
          const reply = await fetch(servers + '/' + what, {
            method: 'POST',
            body: JSON.stringify({ key: options.key, order_id: options.order_id }),
          }).then((r) => r.json());
          if (what === 'pay') options.handler(reply);
          else for (const handler of failed) handler(reply);
        };
        modal.addEventListener('click', (event) => {
          const button = event.target.closest('button');
          if (!button) return;
          if (button.dataset.act === 'close') { modal.remove(); options.modal.ondismiss(); }
          else void act(button.dataset.act);
        });
      },
    };
  };
})();`;

export async function startFakeRazorpay(keyId: string, keySecret: string): Promise<FakeRazorpay> {
  const orders = new Map<string, FakeOrder>();
  const payments = new Map<string, FakePayment>();
  const opened: Record<string, unknown>[] = [];
  const authorization = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  const server = createServer((request, response) => {
    void (async () => {
      if (request.headers.authorization !== authorization) {
        send(response, 401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Auth failed' } });
        return;
      }
      const url = new URL(request.url ?? '/', 'http://fake');
      if (request.method === 'POST' && url.pathname === '/v1/orders') {
        const input = (await body(request)) as Partial<FakeOrder>;
        const order: FakeOrder = {
          id: id('order'),
          amount: Number(input.amount),
          currency: String(input.currency),
          receipt: String(input.receipt),
        };
        orders.set(order.id, order);
        send(response, 200, { ...order, entity: 'order', status: 'created' });
        return;
      }
      const payment = /^\/v1\/payments\/([^/]+)$/.exec(url.pathname);
      if (request.method === 'GET' && payment) {
        const found = payments.get(decodeURIComponent(payment[1] ?? ''));
        if (found) send(response, 200, { ...found, entity: 'payment' });
        else
          send(response, 400, { error: { code: 'BAD_REQUEST_ERROR', description: 'No payment' } });
        return;
      }
      send(response, 404, { error: { code: 'NOT_FOUND' } });
    })().catch(() => send(response, 500, { error: { code: 'SERVER_ERROR' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /** What Razorpay's servers do when the shopper pays or fails in the modal. */
  const act = (what: string, input: { key?: string; order_id?: string }) => {
    const order = orders.get(input.order_id ?? '');
    if (!order || input.key !== keyId)
      return { status: 400, body: { error: { code: 'BAD_REQUEST_ERROR' } } };
    const paymentId = id('pay');
    if (what === 'pay') {
      payments.set(paymentId, {
        id: paymentId,
        order_id: order.id,
        amount: order.amount,
        status: 'captured',
      });
      const signature = createHmac('sha256', keySecret)
        .update(`${order.id}|${paymentId}`)
        .digest('hex');
      return {
        status: 200,
        body: {
          razorpay_payment_id: paymentId,
          razorpay_order_id: order.id,
          razorpay_signature: signature,
        },
      };
    }
    payments.set(paymentId, {
      id: paymentId,
      order_id: order.id,
      amount: order.amount,
      status: 'failed',
    });
    return {
      status: 200,
      body: {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Your payment could not be completed',
          reason: 'payment_failed',
          metadata: { order_id: order.id, payment_id: paymentId },
        },
      },
    };
  };

  return {
    apiUrl: `http://127.0.0.1:${port}/v1`,
    orders,
    payments,
    opened,
    async attach(page) {
      await page.route(RAZORPAY_SCRIPT_URL, (route) =>
        route.fulfill({ status: 200, contentType: 'text/javascript', body: checkoutScript }),
      );
      await page.route(`${FAKE_SERVERS}/**`, async (route) => {
        const what = new URL(route.request().url()).pathname.split('/').pop() ?? '';
        const input = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
        if (what === 'opened') {
          opened.push(input);
          await route.fulfill({ status: 204, headers: { 'access-control-allow-origin': '*' } });
          return;
        }
        const result = act(what, input);
        await route.fulfill({
          status: result.status,
          contentType: 'application/json',
          headers: { 'access-control-allow-origin': '*' },
          body: JSON.stringify(result.body),
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
