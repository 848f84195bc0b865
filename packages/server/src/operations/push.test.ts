/**
 * Order updates reach every saved push token: exactly once per token and event with the sandbox sender,
 * even with two servers sending at once and across a restart; failures retried with back-off; tokens the
 * push service calls gone removed. FCM HTTP v1 is exercised against a local HTTP server.
 */
import { generateKeyPairSync } from 'node:crypto';
import { type IncomingMessage, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedInShopper, type TestApp } from '../testing/app.js';
import { placePaidOrder, type SignedInStaff, signInStaff } from '../testing/staff.js';
import { notificationTokens, orderOutbox, pushDeliveries } from '../notifications/tables.js';
import { fcmSender } from './fcm.js';
import {
  MAX_PUSH_ATTEMPTS,
  type PushSender,
  deliverDuePushes,
  sandboxPushSender,
  startPushLoop,
} from './push.js';
import { sandboxPushes } from './tables.js';

let t: TestApp;
let packer: SignedInStaff;
let rider: SignedInStaff;

beforeAll(async () => {
  t = await createTestApp();
  packer = await signInStaff(t, 'packer');
  rider = await signInStaff(t, 'rider');
});
afterAll(() => t.close());

const post = (who: SignedInStaff, path: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/ops/v1${path}`, payload, headers: who.authorization });

async function shopperWithTokens(...tokens: string[]): Promise<SignedInShopper> {
  const shopper = await t.signIn();
  for (const token of tokens)
    await t.db.insert(notificationTokens).values({ userId: shopper.userId, token });
  return shopper;
}

/** Delivers everything due with the sandbox sender until nothing is left (and nothing is pending). */
async function drain(db = t.db) {
  while ((await deliverDuePushes(db, sandboxPushSender)) > 0);
}

const recordedFor = (orderId: number) =>
  t.db
    .select({ token: sandboxPushes.token, title: sandboxPushes.title, link: sandboxPushes.link })
    .from(sandboxPushes)
    .innerJoin(pushDeliveries, eq(pushDeliveries.id, sandboxPushes.deliveryId))
    .innerJoin(orderOutbox, eq(orderOutbox.id, pushDeliveries.eventId))
    .where(eq(orderOutbox.orderId, orderId))
    .orderBy(asc(sandboxPushes.id));

describe('the push sender', () => {
  it('sends each order update once to each token, with two servers at once and across a restart', async () => {
    await drain();
    const shopper = await shopperWithTokens('phone', 'laptop');
    const orderId = await placePaidOrder(t, shopper);
    await post(packer, '/orders/confirm', { orderId });

    // A server starts, sends what is due, and stops (its first round completes before stop answers).
    const first = startPushLoop(t.db, sandboxPushSender);
    await first.stop();
    expect((await recordedFor(orderId)).map((p) => [p.title, p.token])).toEqual([
      ['Order confirmed', 'phone'],
      ['Order confirmed', 'laptop'],
    ]);

    await post(packer, '/orders/start-packing', { orderId });
    const lines = (
      await t.app.inject({
        method: 'GET',
        url: '/ops/v1/order',
        query: { orderId: String(orderId) },
        headers: packer.authorization,
      })
    ).json().Order.Lines as { LineId: number }[];
    await post(packer, '/orders/pack', {
      orderId,
      lines: lines.map((l) => ({ lineId: l.LineId, grams: 400 })),
    });
    await post(rider, '/orders/dispatch', { orderId });

    // After the restart two servers (their own connections on PostgreSQL) send at the same time.
    const other = await t.anotherInstance();
    const [a, b] = [
      startPushLoop(t.db, sandboxPushSender),
      startPushLoop(other.db, sandboxPushSender),
    ];
    await Promise.all([a.stop(), b.stop()]);
    await drain();

    const recorded = await recordedFor(orderId);
    expect(recorded.map((p) => p.title)).toEqual([
      'Order confirmed',
      'Order confirmed',
      'Order packed',
      'Order packed',
      'Wallet credit',
      'Wallet credit',
      'Out for delivery',
      'Out for delivery',
    ]);
    expect(new Set(recorded.map((p) => `${p.title}/${p.token}`)).size).toBe(recorded.length);
    expect(recorded.every((p) => p.link === `/order/details/${orderId}`)).toBe(true);
    // The sandbox page lists what was recorded.
    const page = await t.app.inject({ method: 'GET', url: '/sandbox' });
    expect(page.body).toContain('Out for delivery');
    expect(page.body).toContain(`/order/details/${orderId}`);
    const [pending] = await t.db
      .select({ n: count() })
      .from(pushDeliveries)
      .where(
        sql`${pushDeliveries.sentAt} is null and ${pushDeliveries.userId} = ${shopper.userId}`,
      );
    expect(pending!.n).toBe(0);
  });

  it('retries a failed send later, and gives up after the last attempt', async () => {
    await drain();
    const shopper = await shopperWithTokens('flaky-device');
    const orderId = await placePaidOrder(t, shopper);
    await post(packer, '/orders/confirm', { orderId });
    const failing: PushSender = {
      name: 'failing',
      send: async () => ({ kind: 'retry', error: 'push service unavailable' }),
    };
    expect(await deliverDuePushes(t.db, failing)).toBe(1);
    const [row] = await t.db
      .select()
      .from(pushDeliveries)
      .where(eq(pushDeliveries.userId, shopper.userId));
    expect(row).toMatchObject({ attempts: 1, sentAt: null, lastError: 'push service unavailable' });
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    // Not due again yet.
    expect(await deliverDuePushes(t.db, failing)).toBe(0);

    const makeDue = () =>
      t.db
        .update(pushDeliveries)
        .set({ nextAttemptAt: new Date(0) })
        .where(eq(pushDeliveries.id, row!.id));
    for (let attempt = 2; attempt <= MAX_PUSH_ATTEMPTS; attempt += 1) {
      await makeDue();
      await deliverDuePushes(t.db, failing);
    }
    const [last] = await t.db.select().from(pushDeliveries).where(eq(pushDeliveries.id, row!.id));
    expect(last!.attempts).toBe(MAX_PUSH_ATTEMPTS);
    expect(last!.failedAt).not.toBeNull();
    await makeDue();
    expect(await deliverDuePushes(t.db, sandboxPushSender)).toBe(0);
  });

  it('removes a token the push service reports as gone', async () => {
    await drain();
    const shopper = await shopperWithTokens('old-phone', 'new-phone');
    const orderId = await placePaidOrder(t, shopper);
    await post(packer, '/orders/confirm', { orderId });
    const picky: PushSender = {
      name: 'picky',
      send: async (message) =>
        message.token === 'old-phone' ? { kind: 'gone' } : { kind: 'sent' },
    };
    expect(await deliverDuePushes(t.db, picky)).toBe(2);
    const tokens = await t.db
      .select({ token: notificationTokens.token })
      .from(notificationTokens)
      .where(eq(notificationTokens.userId, shopper.userId));
    expect(tokens).toEqual([{ token: 'new-phone' }]);
  });
});

describe('the FCM HTTP v1 sender', () => {
  it('exchanges the service account for a token once and sends each message, telling gone tokens apart', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const seen: { url: string; auth: string | undefined; body: string }[] = [];
    const read = (request: IncomingMessage) =>
      new Promise<string>((resolve) => {
        let body = '';
        request.on('data', (chunk: Buffer) => (body += chunk.toString()));
        request.on('end', () => resolve(body));
      });
    const server = createServer((request, response) => {
      void read(request).then((body) => {
        seen.push({ url: request.url!, auth: request.headers.authorization, body });
        if (request.url === '/token') {
          response.setHeader('content-type', 'application/json');
          return response.end(JSON.stringify({ access_token: 'access-1', expires_in: 3600 }));
        }
        const token = (JSON.parse(body) as { message: { token: string } }).message.token;
        if (token === 'gone') {
          response.statusCode = 404;
          return response.end(
            '{"error":{"status":"NOT_FOUND","details":[{"errorCode":"UNREGISTERED"}]}}',
          );
        }
        if (token === 'busy') {
          response.statusCode = 503;
          return response.end('unavailable');
        }
        response.end('{"name":"projects/shop/messages/1"}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const sender = fcmSender(
        {
          project_id: 'shop',
          client_email: 'push@shop.iam.gserviceaccount.com',
          private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
          token_uri: `${base}/token`,
        },
        { endpoint: base },
      );
      const message = {
        deliveryId: 1,
        title: 'Order packed',
        body: 'SF-1 is packed and ready.',
        link: '/order/details/1',
        data: { orderId: '1', click_action: '/order/details/1' },
      };
      const tx = undefined as never;
      expect(await sender.send({ ...message, token: 'device' }, tx)).toEqual({ kind: 'sent' });
      expect(await sender.send({ ...message, token: 'gone' }, tx)).toEqual({ kind: 'gone' });
      expect((await sender.send({ ...message, token: 'busy' }, tx)).kind).toBe('retry');

      expect(seen.filter((s) => s.url === '/token')).toHaveLength(1);
      const exchange = new URLSearchParams(seen[0]!.body);
      expect(exchange.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
      const sends = seen.filter((s) => s.url === '/v1/projects/shop/messages:send');
      expect(sends).toHaveLength(3);
      expect(sends.every((s) => s.auth === 'Bearer access-1')).toBe(true);
      expect(JSON.parse(sends[0]!.body)).toEqual({
        message: {
          token: 'device',
          notification: { title: 'Order packed', body: 'SF-1 is packed and ready.' },
          data: { orderId: '1', click_action: '/order/details/1' },
          webpush: { fcm_options: { link: '/order/details/1' } },
        },
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
