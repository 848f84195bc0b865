import type { EndpointDefinition } from '@storefront/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type TestApp, createTestApp } from '../testing/app.js';
import { HttpError } from './errors.js';
import { API_PREFIX, defineRoute } from './route.js';

const strictBody = z.strictObject({
  amount: z.number().int().positive(),
  note: z.string().default(''),
});

const echo = {
  method: 'POST',
  path: '/test/echo',
  auth: false,
  request: strictBody,
  reply: z.object({ Amount: z.number(), Note: z.string() }),
} satisfies EndpointDefinition;

const whoAmI = {
  method: 'GET',
  path: '/test/who-am-i',
  auth: true,
  request: z.strictObject({}),
  reply: z.object({ UserId: z.number(), IsTestUser: z.boolean() }),
} satisfies EndpointDefinition;

const charge = {
  method: 'POST',
  path: '/test/charge',
  auth: true,
  idempotent: true,
  request: strictBody,
  reply: z.object({ ChargeNo: z.number() }),
} satisfies EndpointDefinition;

const broken = {
  method: 'GET',
  path: '/test/broken-reply',
  auth: false,
  request: z.strictObject({}),
  reply: z.object({ Count: z.number() }),
} satisfies EndpointDefinition;

const busy = {
  method: 'GET',
  path: '/test/busy',
  auth: false,
  request: z.strictObject({}),
  reply: z.object({}),
} satisfies EndpointDefinition;

describe('defineRoute', () => {
  let t: TestApp;
  let charges = 0;
  /** Charge requests the server has received, and what a running charge waits for before answering. */
  let chargeArrivals = 0;
  let chargeHeld: Promise<void> | undefined;

  beforeAll(async () => {
    t = await createTestApp({
      // Registered under the API prefix like the domain plugins, so the rows' paths sit under /v1.
      extend: async (app) => {
        await app.register(
          async (api) => {
            api.addHook('onRequest', async (request) => {
              if (request.url.startsWith(`${API_PREFIX}${charge.path}`)) chargeArrivals += 1;
            });
            defineRoute(api, echo, ({ input }) => ({ Amount: input.amount, Note: input.note }));
            defineRoute(api, whoAmI, ({ user }) => ({
              UserId: user.userId,
              IsTestUser: user.isTestUser,
            }));
            defineRoute(api, charge, async ({ input }) => {
              charges += 1;
              await chargeHeld;
              if (input.amount === 13)
                throw new HttpError(400, 'Unlucky amount', 'Pick another', { Unlucky: true });
              return { ChargeNo: charges };
            });
            defineRoute(api, broken, () => ({ Count: 'many' }) as unknown as { Count: number });
            defineRoute(api, busy, () => {
              throw new HttpError(409, 'Busy', 'Come back soon', {}, { 'retry-after': '1' });
            });
          },
          { prefix: API_PREFIX },
        );
      },
    });
  });
  afterAll(() => t.close());

  it('validates the body and names the offending field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/test/echo',
      payload: { amount: -1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      Message: 'Invalid request',
      Description: expect.stringContaining('amount'),
    });
  });

  it('refuses unknown fields in strict bodies', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/test/echo',
      payload: { amount: 5, userId: 7 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().Description).toContain('userId');
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"amount":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe('Invalid request');
  });

  it('applies schema defaults and answers through the reply schema', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/test/echo',
      payload: { amount: 5 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Amount: 5, Note: '' });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('answers 401 without a token, with a forged token and with a token for another key', async () => {
    const shopper = await t.signIn();
    const [header, payload] = shopper.token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    for (const authorization of [undefined, 'Bearer nonsense', `Bearer ${forged}`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/v1/test/who-am-i',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().Message).toBe('Unauthorized');
    }
    const ok = await t.app.inject({
      method: 'GET',
      url: '/v1/test/who-am-i',
      headers: shopper.authorization,
    });
    expect(ok.json()).toEqual({ UserId: shopper.userId, IsTestUser: true });
  });

  it('never leaks a stack when a reply does not match its schema', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/test/broken-reply' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      Message: 'Internal server error',
      Description: 'Something went wrong, Please try again after some time',
    });
  });

  it('sends the headers of an HttpError with its body', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/test/busy' });
    expect(res.statusCode).toBe(409);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json()).toEqual({ Message: 'Busy', Description: 'Come back soon' });
  });

  it('answers unknown /v1 paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/no-such-call' });
    expect(res.statusCode).toBe(404);
    expect(res.json().Message).toBe('Not found');
  });

  describe('idempotent calls', () => {
    it('require an Idempotency-Key', async () => {
      const shopper = await t.signIn();
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/test/charge',
        headers: shopper.authorization,
        payload: { amount: 100 },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().Description).toContain('Idempotency-Key');
    });

    it('replay the stored reply and run the handler once, also for concurrent duplicates', async () => {
      const shopper = await t.signIn();
      const before = charges;
      const send = () =>
        t.app.inject({
          method: 'POST',
          url: '/v1/test/charge',
          headers: { ...shopper.authorization, 'idempotency-key': 'order-action-1' },
          payload: { amount: 100 },
        });
      let release!: () => void;
      chargeHeld = new Promise((resolve) => (release = resolve));
      const arrivedBefore = chargeArrivals;
      const both = Promise.all([send(), send()]);
      // The first charge runs until its duplicate has arrived: the two overlap however fast the machine.
      await expect
        .poll(() => chargeArrivals === arrivedBefore + 2 && charges === before + 1)
        .toBe(true);
      release();
      chargeHeld = undefined;
      const [first, second] = await both;
      const third = await send();
      expect(charges).toBe(before + 1);
      for (const res of [first, second, third]) {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ ChargeNo: before + 1 });
      }
      expect(third.headers['idempotent-replayed']).toBe('true');
    });

    it('keep keys per shopper and refuse a key reused with a different body', async () => {
      const a = await t.signIn();
      const b = await t.signIn();
      const send = (who: typeof a, amount: number) =>
        t.app.inject({
          method: 'POST',
          url: '/v1/test/charge',
          headers: { ...who.authorization, 'idempotency-key': 'shared-key' },
          payload: { amount },
        });
      const fromA = await send(a, 100);
      const fromB = await send(b, 100);
      expect(fromB.json().ChargeNo).toBe(fromA.json().ChargeNo + 1);
      const reused = await send(a, 200);
      expect(reused.statusCode).toBe(422);
    });

    it('replay a client error with its flags', async () => {
      const shopper = await t.signIn();
      const send = () =>
        t.app.inject({
          method: 'POST',
          url: '/v1/test/charge',
          headers: { ...shopper.authorization, 'idempotency-key': 'unlucky' },
          payload: { amount: 13 },
        });
      const before = charges;
      const first = await send();
      const again = await send();
      expect(charges).toBe(before + 1);
      expect(first.statusCode).toBe(400);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({
        Message: 'Unlucky amount',
        Description: 'Pick another',
        Unlucky: true,
      });
    });
  });
});
