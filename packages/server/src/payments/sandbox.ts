/**
 * The sandbox payment gateway's hosted page (sandbox mode only), Razorpay-style:
 * GET /sandbox/pay/:gatewayOrderId?return=<same-origin path> shows the store, the amount and three
 * buttons; the POST back redirects (303) to the return path with
 *   pay:    ?gateway_order_id=…&payment_id=…&signature=…
 *   fail:   ?payment_status=failed&gateway_order_id=…&reason=…
 *   cancel: ?payment_status=dismissed&gateway_order_id=…
 * A payment or failure is also sent to the webhook handler shortly after, as a real gateway would, so a
 * shopper who closed the tab still gets the order.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { formatPaise, type GatewayPaymentMethod } from '@storefront/sdk/core';
import { readSetting } from '../config/settings.js';
import { escapeHtml, ICON_LINKS } from '../web/html.js';
import { newSandboxId } from './gateway.js';
import { attemptByGatewayOrderId } from './service.js';
import { paymentSignature, webhookSignature } from './signature.js';
import { paymentAttempts, sandboxPayments, sandboxRefunds } from './tables.js';
import { handleWebhook, type WebhookEvent } from './webhook.js';

export /**
 * How a shopper can pay at the gateway, UPI first as India pays (issue 16). The sandbox behaves the same
 * for each: the choice is shown, and the buttons decide the outcome.
 */
const SANDBOX_PAYMENT_CHOICES = [
  { value: 'upi', label: 'UPI' },
  { value: 'card', label: 'Card' },
  { value: 'netbanking', label: 'Net banking' },
] as const satisfies readonly { value: GatewayPaymentMethod; label: string }[];

/** The sandbox gateway's latest refunds, newest first (listed on /sandbox). */
export async function latestSandboxRefunds(db: Database, limit = 20) {
  return db.select().from(sandboxRefunds).orderBy(desc(sandboxRefunds.createdAt)).limit(limit);
}

const DEFAULT_RETURN_PATH = '/order/checkout';
const DECLINED = 'Payment declined by the bank (sandbox)';

type SubmitOutcome =
  | { kind: 'paid'; gatewayOrderId: string; paymentId: string; event: WebhookEvent | null }
  | { kind: 'failed'; event: WebhookEvent }
  | { kind: 'dismissed'; gatewayOrderId: string }
  | { kind: 'closed' };
/** How long after a sandbox payment its webhook event arrives. */
export const SANDBOX_WEBHOOK_DELAY_MS = 1_500;

/**
 * A same-origin path: starts with one '/', no scheme, no backslash, printable ASCII only (it goes into the
 * Location header, which cannot carry anything else); anything else → the default.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 500) return DEFAULT_RETURN_PATH;
  if (!value.startsWith('/') || value.startsWith('//') || /[^\x21-\x7e]|\\/.test(value)) {
    return DEFAULT_RETURN_PATH;
  }
  return value;
}

function withQuery(path: string, params: Record<string, string>): string {
  const query = new URLSearchParams(params).toString();
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

function page(reply: FastifyReply, status: number, title: string, body: string) {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8')
    .send(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
${ICON_LINKS}
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f4f4f5;color:#18181b}
main{max-width:26rem;margin:2rem auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 1px 4px #0002}
.note{background:#fff3cd;padding:.75rem;border-left:4px solid #b58100;font-size:.9rem}
.amount{font-size:2rem;font-weight:700;margin:.25rem 0 1rem}
form{display:grid;gap:.75rem}button{font:inherit;font-size:1.05rem;padding:.8rem;border-radius:8px;border:2px solid #18181b;cursor:pointer}
button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
.pay{background:#166534;color:#fff;border-color:#166534}.fail{background:#fff;color:#991b1b;border-color:#991b1b}.cancel{background:#fff;color:#18181b}
label{display:grid;gap:.25rem}fieldset{border:1px solid #ccc;border-radius:8px;margin:1rem 0}fieldset label{display:flex;align-items:center;gap:.5rem}select{font:inherit;padding:.5rem}
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`);
}

type PaymentAttempt = typeof paymentAttempts.$inferSelect;
type GatewayMethod = (typeof SANDBOX_PAYMENT_CHOICES)[number]['value'];

/** The webhook event a real gateway would send for a sandbox payment that was paid or declined. */
function paymentEvent(
  attempt: PaymentAttempt,
  payment: { paymentId: string; gatewayOrderId: string; method: GatewayMethod; paid: boolean },
): WebhookEvent {
  const { paymentId, gatewayOrderId, method, paid } = payment;
  return {
    id: newSandboxId('evt'),
    event: paid ? 'payment.captured' : 'payment.failed',
    payload: {
      payment: {
        entity: {
          id: paymentId,
          order_id: gatewayOrderId,
          amount: attempt.amount,
          status: paid ? 'captured' : 'failed',
          method,
          ...(paid ? {} : { error_description: DECLINED }),
        },
      },
    },
  };
}

/**
 * What the gateway does with a button press, under a lock on the attempt: a gateway order is captured
 * at most once (pressing Pay again answers the first payment), and only an open attempt takes a payment.
 */
async function pressButton(
  db: Database,
  gatewayOrderId: string,
  action: string | undefined,
  method: GatewayMethod,
): Promise<SubmitOutcome> {
  return db.transaction(async (tx): Promise<SubmitOutcome> => {
    const [attempt] = await tx
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.gatewayOrderId, gatewayOrderId))
      .for('update');
    if (!attempt) return { kind: 'closed' };
    const [captured] = await tx
      .select()
      .from(sandboxPayments)
      .where(
        and(
          eq(sandboxPayments.gatewayOrderId, gatewayOrderId),
          eq(sandboxPayments.status, 'captured'),
        ),
      );
    if (captured) {
      return { kind: 'paid', gatewayOrderId, paymentId: captured.paymentId, event: null };
    }
    if (attempt.status !== 'Created' && attempt.status !== 'Failed') return { kind: 'closed' };
    if (action !== 'pay' && action !== 'fail') return { kind: 'dismissed', gatewayOrderId };
    const paymentId = newSandboxId('pay');
    const status = action === 'pay' ? 'captured' : 'failed';
    await tx
      .insert(sandboxPayments)
      .values({ paymentId, gatewayOrderId, amount: attempt.amount, status, method });
    const event = paymentEvent(attempt, {
      paymentId,
      gatewayOrderId,
      method,
      paid: action === 'pay',
    });
    return action === 'pay'
      ? { kind: 'paid', gatewayOrderId, paymentId, event }
      : { kind: 'failed', event };
  });
}

/**
 * Delivers events to the webhook handler, signed like the gateway would, after a short delay; the
 * pending deliveries are dropped when the app closes.
 */
function webhookEmitter(app: FastifyInstance): (event: WebhookEvent) => void {
  const timers = new Set<NodeJS.Timeout>();
  app.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  });
  return (event) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      const rawBody = JSON.stringify(event);
      const signature = webhookSignature(app.config.payment.webhookSecret, rawBody);
      handleWebhook(app.db, app.config, rawBody, signature, undefined, app.log).catch(
        (error: unknown) => app.log.error({ err: error }, 'sandbox webhook delivery failed'),
      );
    }, SANDBOX_WEBHOOK_DELAY_MS);
    timer.unref();
    timers.add(timer);
  };
}

/** The page's store name, amount, payment choices and the three buttons, posting back to itself. */
function payPageBody(attempt: PaymentAttempt, storeName: string, returnPath: string): string {
  const amount = formatPaise(attempt.amount);
  const action = `/sandbox/pay/${encodeURIComponent(attempt.gatewayOrderId)}`;
  return `<p class="note">Sandbox payment page: no real money moves.</p>
<h1>${escapeHtml(storeName)}</h1>
<p>Amount to pay</p>
<p class="amount">${escapeHtml(amount)}</p>
<p>Order reference <code>${escapeHtml(attempt.gatewayOrderId)}</code></p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="return" value="${escapeHtml(returnPath)}">
<fieldset><legend>Pay with</legend>
${SANDBOX_PAYMENT_CHOICES.map(
  (choice, index) =>
    `<label><input type="radio" name="method" value="${choice.value}"${index === 0 ? ' checked' : ''}> ${choice.label}</label>`,
).join('\n')}
</fieldset>
<button class="pay" type="submit" name="action" value="pay">Pay ${escapeHtml(amount)}</button>
<button class="fail" type="submit" name="action" value="fail">Fail payment</button>
<button class="cancel" type="submit" name="action" value="cancel">Cancel and go back</button>
</form>`;
}

/** GET /sandbox/pay/:gatewayOrderId: the payment page of an open attempt (404 unknown, 409 closed). */
function payPageRoute(app: FastifyInstance, scope: FastifyInstance): void {
  scope.get<{ Params: { gatewayOrderId: string }; Querystring: { return?: string } }>(
    '/sandbox/pay/:gatewayOrderId',
    async (request, reply) => {
      const returnPath = safeReturnPath(request.query.return);
      const attempt = await attemptByGatewayOrderId(app.db, request.params.gatewayOrderId);
      const back = `<p><a href="${escapeHtml(returnPath)}">Back to the store</a></p>`;
      if (!attempt) {
        return page(
          reply,
          404,
          'Payment not found',
          `<h1>Payment not found</h1><p>There is no payment with this id.</p>${back}`,
        );
      }
      if (attempt.status !== 'Created' && attempt.status !== 'Failed') {
        return page(
          reply,
          409,
          'Payment closed',
          `<h1>This payment is closed</h1><p>It was already paid, replaced by a newer attempt or cancelled.</p>${back}`,
        );
      }
      const storeName = (await readSetting(app.db, 'storeConfigs'))?.storeName ?? 'Store';
      const amount = formatPaise(attempt.amount);
      return page(
        reply,
        200,
        `Pay ${amount} to ${storeName}`,
        payPageBody(attempt, storeName, returnPath),
      );
    },
  );
}

/** Where a button press sends the shopper back to, with the outcome in the query (see the top). */
function returnAddress(
  app: FastifyInstance,
  returnPath: string,
  gatewayOrderId: string,
  outcome: SubmitOutcome,
): string {
  if (outcome.kind === 'paid') {
    const signature = paymentSignature(
      app.config.payment.keySecret,
      outcome.gatewayOrderId,
      outcome.paymentId,
    );
    return withQuery(returnPath, {
      gateway_order_id: outcome.gatewayOrderId,
      payment_id: outcome.paymentId,
      signature,
    });
  }
  if (outcome.kind === 'dismissed') {
    return withQuery(returnPath, {
      payment_status: 'dismissed',
      gateway_order_id: outcome.gatewayOrderId,
    });
  }
  return withQuery(returnPath, {
    payment_status: 'failed',
    gateway_order_id: gatewayOrderId,
    reason: outcome.kind === 'failed' ? DECLINED : 'This payment is closed',
  });
}

/** POST /sandbox/pay/:gatewayOrderId: a button press, answered with a 303 back to the store. */
function buttonRoute(
  app: FastifyInstance,
  scope: FastifyInstance,
  emitWebhook: (event: WebhookEvent) => void,
): void {
  scope.post<{ Params: { gatewayOrderId: string }; Body: Record<string, string> | undefined }>(
    '/sandbox/pay/:gatewayOrderId',
    async (request, reply) => {
      const form = request.body ?? {};
      const returnPath = safeReturnPath(form.return);
      const { gatewayOrderId } = request.params;
      // What the shopper chose is recorded with the payment, as a real gateway reports its method.
      const method =
        SANDBOX_PAYMENT_CHOICES.find((each) => each.value === form.method)?.value ?? 'upi';
      const outcome = await pressButton(app.db, gatewayOrderId, form.action, method);
      if ((outcome.kind === 'paid' || outcome.kind === 'failed') && outcome.event) {
        emitWebhook(outcome.event);
      }
      return reply.redirect(returnAddress(app, returnPath, gatewayOrderId, outcome), 303);
    },
  );
}

export async function sandboxPaymentPagePlugin(app: FastifyInstance): Promise<void> {
  const emitWebhook = webhookEmitter(app);
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    payPageRoute(app, scope);
    buttonRoute(app, scope, emitWebhook);
  });
}
