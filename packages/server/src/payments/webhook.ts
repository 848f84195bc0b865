/**
 * POST /payment-webhook (under the API prefix): gateway events, Razorpay-style. The signature (header x-razorpay-signature,
 * or x-sandbox-signature from the sandbox gateway) is HMAC-SHA256 of the raw body with the webhook
 * secret. Each event id is handled once (payment_webhook_events); `payment.captured` settles an order
 * whose browser callback never arrived, `payment.failed` records the failure, and `refund.processed` /
 * `refund.failed` complete a refund to the original payment method or send it to the wallet instead.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../env.js';
import type { Database } from '../db/index.js';
import type { FastifyBaseLogger } from 'fastify';
import { serverNow } from '../clock.js';
import { gatewayMethodOf } from './gateway.js';
import { applyRefundEvent, sendSourceRefundSoon } from './refunds.js';
import { attemptByGatewayOrderId, failAttempt, settleAttempt } from './service.js';
import { isValidWebhookSignature } from './signature.js';
import { paymentWebhookEvents } from './tables.js';
import { commerceMessages, opsMessages } from '../messages.js';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../http/json-body.js';
import { findUnstorableText } from '../http/validation.js';

export const WEBHOOK_PATH = '/payment-webhook';
const texts = commerceMessages.payment.webhook;

const WebhookEvent = z.object({
  id: z.string().min(1).max(200).optional(),
  event: z.string().min(1).max(100),
  payload: z
    .object({
      payment: z
        .object({
          entity: z.object({
            id: z.string().min(1),
            order_id: z.string().min(1),
            amount: z.number().int().nonnegative(),
            status: z.string().optional(),
            method: z.string().optional(),
            error_description: z.string().nullish(),
          }),
        })
        .optional(),
      refund: z
        .object({
          entity: z.object({
            id: z.string().min(1),
            payment_id: z.string().min(1),
            amount: z.number().int().nonnegative(),
            // Razorpay sends an empty array when a refund has no notes.
            notes: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).optional(),
          }),
        })
        .optional(),
    })
    .default({}),
});

const REFUND_EVENTS = { 'refund.processed': 'processed', 'refund.failed': 'failed' } as const;
const isRefundEvent = (event: string): event is keyof typeof REFUND_EVENTS =>
  Object.prototype.hasOwnProperty.call(REFUND_EVENTS, event);
export type WebhookEvent = z.input<typeof WebhookEvent>;

export interface WebhookResult {
  status: number;
  body: { Success: boolean; Message?: string; Description?: string; Duplicate?: boolean };
}

export async function handleWebhook(
  db: Database,
  config: Config,
  rawBody: string,
  signature: string | undefined,
  headerEventId: string | undefined,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<WebhookResult> {
  if (!signature || !isValidWebhookSignature(config.payment.webhookSecret, rawBody, signature)) {
    return { status: 400, body: { Success: false, ...texts.invalidSignature } };
  }
  // Stored as jsonb through JSON.stringify, which recurses: a deep body is refused before it is parsed.
  if (nestsDeeperThan(rawBody, MAX_JSON_DEPTH)) {
    return { status: 400, body: { Success: false, ...texts.tooDeep(MAX_JSON_DEPTH) } };
  }
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return { status: 400, body: { Success: false, ...texts.invalidJson } };
  }
  // The event is stored as jsonb, which refuses an escaped NUL or unpaired surrogate too.
  if (findUnstorableText(json) !== undefined) {
    return { status: 400, body: { Success: false, ...texts.unstorableText } };
  }
  const parsed = WebhookEvent.safeParse(json);
  const eventId = headerEventId ?? (parsed.success ? parsed.data.id : undefined);
  if (!parsed.success || !eventId) {
    return { status: 400, body: { Success: false, ...texts.unrecognisedEvent } };
  }
  const event = parsed.data;
  const now = serverNow(config);
  let sourceRefundId: number | null = null;
  const result = await db.transaction(async (tx): Promise<WebhookResult> => {
    const fresh = await tx
      .insert(paymentWebhookEvents)
      .values({ eventId, event: event.event, payload: json as object })
      .onConflictDoNothing()
      .returning({ eventId: paymentWebhookEvents.eventId });
    if (fresh.length === 0) return { status: 200, body: { Success: true, Duplicate: true } };
    const refund = event.payload.refund?.entity;
    if (refund && isRefundEvent(event.event)) {
      const notes = refund.notes && !Array.isArray(refund.notes) ? refund.notes : {};
      const key = notes.idempotency_key;
      await applyRefundEvent(
        tx,
        {
          gatewayRefundId: refund.id,
          idempotencyKey: typeof key === 'string' ? key : undefined,
          outcome: REFUND_EVENTS[event.event],
        },
        now,
      );
      return { status: 200, body: { Success: true } };
    }
    const payment = event.payload.payment?.entity;
    if (!payment) return { status: 200, body: { Success: true } };
    const attempt = await attemptByGatewayOrderId(tx, payment.order_id);
    if (!attempt) return { status: 200, body: { Success: true } };
    if (event.event === 'payment.captured') {
      const settled = await settleAttempt(
        tx,
        attempt,
        { paymentId: payment.id, amount: payment.amount, method: gatewayMethodOf(payment.method) },
        opsMessages.eventSource.webhook,
        now,
      );
      if (settled.kind === 'returned') sourceRefundId = settled.sourceRefundId;
    } else if (event.event === 'payment.failed') {
      await failAttempt(tx, attempt, {
        channel: opsMessages.eventSource.webhook,
        reason: payment.error_description ?? '',
      });
    }
    return { status: 200, body: { Success: true } };
  });
  if (sourceRefundId !== null) await sendSourceRefundSoon(db, config, sourceRefundId, log);
  return result;
}

function header(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

export async function paymentWebhookPlugin(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    // The signature covers the exact bytes sent, so this route keeps the body as raw text (its depth is
    // checked once the signature holds: handleWebhook).
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(WEBHOOK_PATH, async (request, reply) => {
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const signature =
        header(request.headers['x-razorpay-signature']) ??
        header(request.headers['x-sandbox-signature']);
      const result = await handleWebhook(
        app.db,
        app.config,
        rawBody,
        signature,
        header(request.headers['x-razorpay-event-id']),
        request.log,
      );
      if (result.status !== 200)
        request.log.warn({ result: result.body }, 'payment webhook refused');
      return reply.code(result.status).send(result.body);
    });
  });
}
