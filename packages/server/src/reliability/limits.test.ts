/**
 * Every limit holds in parallel: 50 attempts at once over real HTTP, half to each of two servers on one
 * database, never get past a limit, because each attempt is counted in the same step that decides it
 * (docs/security.md). Each kind of attempt comes from its own loopback address (127.0.0.x), so the
 * per-address limits of one test do not touch another's.
 */
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { refundStatusesWhere } from '@storefront/sdk/core';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_REFUSED_SIGN_INS_PER_ADDRESS } from '../auth/attempts.js';
import { refusedSignIns, sandboxOtps } from '../auth/tables.js';
import { coupons, couponUses } from '../offers/tables.js';
import { refunds } from '../payments/tables.js';
import {
  MAX_ATTEMPTS_PER_CODE,
  MAX_SENDS_PER_DESTINATION,
  MAX_SENDS_PER_IP,
} from '../sandbox/model.js';
import { MAX_CODES_PER_CLIENT } from '../staff/codes.js';
import { MAX_FAILED_SIGN_INS, SIGN_IN_LOCK_MS, saveStaff } from '../staff/service.js';
import { staffMembers, staffSignInCodes } from '../staff/tables.js';
import { createTestApp, nextPhoneNumber, type TestApp } from '../testing/app.js';
import { addAddress } from '../testing/fixtures.js';
import { recordCases, recordDataLost, recordOverHttp } from '../testing/report-meta.js';
import { type Shop, PRICE, inParallel, openShop, ordersOf } from '../testing/shop.js';
import { placePaidOrder } from '../testing/staff.js';

const ATTEMPTS = 50;

let t: TestApp;
let shop: Shop;
/** The two servers' base URLs. */
let servers: string[];

beforeAll(async () => {
  t = await createTestApp();
  shop = await openShop(t);
  const second = await t.anotherInstance();
  servers = [];
  for (const app of [t.app, second]) {
    await app.listen({ port: 0, host: '127.0.0.1' });
    servers.push(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
  }
});
afterAll(() => t.close());
// Every case here goes over real HTTP: the report counts them apart.
beforeEach((context) => recordOverHttp(context));

interface Reply {
  status: number;
  body: Record<string, unknown>;
}

/**
 * A POST over a socket of its own from `from` (a loopback address: the server sees it as the client's),
 * to the first server for an even `index`, to the second for an odd one.
 */
function post(
  path: string,
  payload: object,
  options: { index: number; from: string; headers?: Record<string, string> },
): Promise<Reply> {
  const body = JSON.stringify(payload);
  const url = new URL(path, servers[options.index % 2]);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      url,
      {
        method: 'POST',
        agent: false,
        localAddress: options.from,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...options.headers,
        },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: incoming.statusCode ?? 0,
            body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
          });
        });
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** How many replies had each status, e.g. { 401: 5, 429: 45 }. */
function statusCounts(replies: Reply[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const reply of replies) counts[reply.status] = (counts[reply.status] ?? 0) + 1;
  return counts;
}

describe('staff wrong passwords', () => {
  it(`checks exactly ${MAX_FAILED_SIGN_INS} of ${ATTEMPTS} parallel wrong passwords; the rest, and then the right one, are locked out`, async (context) => {
    const member = {
      email: `target-${randomUUID().slice(0, 8)}@staff.test`,
      name: 'Targeted',
      role: 'admin' as const,
      password: 'the-right-passphrase',
    };
    const saved = await saveStaff(t.db, member);
    const signIn = (password: string, index: number) =>
      post(
        '/ops/v1/staff/sign-in',
        { email: member.email, password },
        { index, from: '127.0.0.2' },
      );

    const replies = await inParallel(ATTEMPTS, (index) => signIn(`wrong-${index}`, index));
    recordCases(context, replies.length);

    // A 401 is a checked (wrong) password; a 429 was refused before any check.
    expect(statusCounts(replies)).toEqual({
      401: MAX_FAILED_SIGN_INS,
      429: ATTEMPTS - MAX_FAILED_SIGN_INS,
    });
    for (const reply of replies.filter((r) => r.status === 429))
      expect(reply.body).toMatchObject({ Message: 'Too many wrong passwords' });
    const [row] = await t.db.select().from(staffMembers).where(eq(staffMembers.id, saved.id));
    const lockedFor = (row?.lockedUntil?.getTime() ?? 0) - Date.now();
    expect(lockedFor).toBeGreaterThan(SIGN_IN_LOCK_MS - 60_000);
    expect(lockedFor).toBeLessThanOrEqual(SIGN_IN_LOCK_MS);
    // The right password is not even checked while locked.
    const right = await signIn(member.password, 0);
    expect(right.status).toBe(429);
  });

  it(`a right password among ${ATTEMPTS} parallel wrong ones starts a new row: at most ${2 * MAX_FAILED_SIGN_INS} checked`, async (context) => {
    const member = {
      email: `mixed-${randomUUID().slice(0, 8)}@staff.test`,
      name: 'Mixed',
      role: 'packer' as const,
      password: 'the-right-passphrase',
    };
    await saveStaff(t.db, member);
    const replies = await inParallel(ATTEMPTS, (index) =>
      post(
        '/ops/v1/staff/sign-in',
        { email: member.email, password: index === 0 ? member.password : `wrong-${index}` },
        { index, from: '127.0.0.2' },
      ),
    );
    recordCases(context, replies.length);
    const { 200: signedIn = 0, 401: wrong = 0, 429: locked = 0, ...other } = statusCounts(replies);
    expect(other).toEqual({});
    expect(signedIn + wrong + locked).toBe(ATTEMPTS);
    expect(signedIn).toBeLessThanOrEqual(1);
    // Up to MAX_FAILED_SIGN_INS checked before the right one finished, as many again after it.
    expect(signedIn + wrong).toBeLessThanOrEqual(2 * MAX_FAILED_SIGN_INS);
    expect(wrong).toBeGreaterThanOrEqual(MAX_FAILED_SIGN_INS - signedIn);
  });
});

describe('forged sign-in proofs from one address', () => {
  const signIn = (idToken: string, index: number, from: string, phoneNumber = '9876543210') =>
    post(
      '/v1/auth-users',
      {
        username: 'Mallory',
        email: '',
        phoneNumber,
        loginUsing: 'Phone',
        loginService: 'otpless',
        idToken,
      },
      { index, from },
    );

  it(`checks at most ${MAX_REFUSED_SIGN_INS_PER_ADDRESS} of ${ATTEMPTS} parallel proofs; the rest answer 429 unchecked`, async (context) => {
    const from = '127.0.0.3';
    const replies = await inParallel(ATTEMPTS, (index) =>
      signIn(`forged.${index}.proof`, index, from),
    );
    recordCases(context, replies.length);

    expect(statusCounts(replies)).toEqual({
      401: MAX_REFUSED_SIGN_INS_PER_ADDRESS,
      429: ATTEMPTS - MAX_REFUSED_SIGN_INS_PER_ADDRESS,
    });
    for (const reply of replies.filter((r) => r.status === 429))
      expect(reply.body).toMatchObject({ ErrorMessage: 'Unable to sign-in!' });
    const counted = await t.db
      .select()
      .from(refusedSignIns)
      .where(eq(refusedSignIns.clientIp, from));
    recordDataLost(context, Math.max(0, counted.length - MAX_REFUSED_SIGN_INS_PER_ADDRESS));
    expect(counted).toHaveLength(MAX_REFUSED_SIGN_INS_PER_ADDRESS);
    // Blocked for a genuine proof too, on either server.
    for (const index of [0, 1]) {
      const phoneNumber = nextPhoneNumber();
      const genuine = await genuineProof(phoneNumber);
      expect((await signIn(genuine, index, from, phoneNumber)).status).toBe(429);
    }
  });

  it(`a good proof gives its slot back: ${MAX_REFUSED_SIGN_INS_PER_ADDRESS + 5} sign-ins from one address all pass`, async () => {
    const from = '127.0.0.4';
    for (let index = 0; index < MAX_REFUSED_SIGN_INS_PER_ADDRESS + 5; index++) {
      const phoneNumber = nextPhoneNumber();
      const reply = await signIn(await genuineProof(phoneNumber), index, from, phoneNumber);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    }
    const counted = await t.db
      .select()
      .from(refusedSignIns)
      .where(eq(refusedSignIns.clientIp, from));
    expect(counted).toHaveLength(0);
  });
});

/** A sandbox sign-in proof for a phone number (asked for through the app, from its own address). */
async function genuineProof(phoneNumber: string): Promise<string> {
  const sent = await t.app.inject({
    method: 'POST',
    url: '/v1/sandbox/otp/send',
    payload: { phoneNumber },
  });
  const { RequestId } = sent.json<{ RequestId: string }>();
  const [row] = await t.db.select().from(sandboxOtps).where(eq(sandboxOtps.id, RequestId));
  const verified = await t.app.inject({
    method: 'POST',
    url: '/v1/sandbox/otp/verify',
    payload: { requestId: RequestId, code: row!.code },
  });
  return verified.json<{ Token: string }>().Token;
}

describe('sign-in codes', () => {
  const send = (phoneNumber: string, index: number, from: string) =>
    post('/v1/sandbox/otp/send', { phoneNumber }, { index, from });

  it(`sends ${MAX_SENDS_PER_DESTINATION} of ${ATTEMPTS} parallel codes to one phone number`, async (context) => {
    const phoneNumber = nextPhoneNumber();
    const replies = await inParallel(ATTEMPTS, (index) => send(phoneNumber, index, '127.0.0.5'));
    recordCases(context, replies.length);
    const stored = await t.db
      .select()
      .from(sandboxOtps)
      .where(eq(sandboxOtps.destination, phoneNumber));
    recordDataLost(context, Math.max(0, stored.length - MAX_SENDS_PER_DESTINATION));
    expect(statusCounts(replies)).toEqual({
      200: MAX_SENDS_PER_DESTINATION,
      429: ATTEMPTS - MAX_SENDS_PER_DESTINATION,
    });
    expect(stored).toHaveLength(MAX_SENDS_PER_DESTINATION);
  });

  it(`sends at most ${MAX_SENDS_PER_IP} codes from one address, to many phone numbers in parallel`, async (context) => {
    const from = '127.0.0.6';
    // The address is ATTEMPTS sends short of its limit, then sends ATTEMPTS codes at once.
    const before = MAX_SENDS_PER_IP - ATTEMPTS / 2;
    const first = await inParallel(before, (index) => send(nextPhoneNumber(), index, from));
    expect(first.every((reply) => reply.status === 200)).toBe(true);

    const replies = await inParallel(ATTEMPTS, (index) => send(nextPhoneNumber(), index, from));
    recordCases(context, replies.length);
    const stored = await t.db.select().from(sandboxOtps).where(eq(sandboxOtps.clientIp, from));
    recordDataLost(context, Math.max(0, stored.length - MAX_SENDS_PER_IP));
    expect(statusCounts(replies)).toEqual({
      200: MAX_SENDS_PER_IP - before,
      429: ATTEMPTS - (MAX_SENDS_PER_IP - before),
    });
    expect(stored).toHaveLength(MAX_SENDS_PER_IP);
  });

  it(`checks ${MAX_ATTEMPTS_PER_CODE} of ${ATTEMPTS} parallel guesses at one code; then the right code is refused`, async (context) => {
    const from = '127.0.0.7';
    const sent = await send(nextPhoneNumber(), 0, from);
    const requestId = String(sent.body.RequestId);
    const [row] = await t.db.select().from(sandboxOtps).where(eq(sandboxOtps.id, requestId));
    const code = row!.code;
    const wrong = (index: number) =>
      String((Number(code) + 1 + index) % 1_000_000).padStart(6, '0');

    const replies = await inParallel(ATTEMPTS, (index) =>
      post('/v1/sandbox/otp/verify', { requestId, code: wrong(index) }, { index, from }),
    );
    recordCases(context, replies.length);

    expect(statusCounts(replies)).toEqual({
      400: MAX_ATTEMPTS_PER_CODE,
      429: ATTEMPTS - MAX_ATTEMPTS_PER_CODE,
    });
    const [after] = await t.db.select().from(sandboxOtps).where(eq(sandboxOtps.id, requestId));
    expect(after?.attempts).toBe(MAX_ATTEMPTS_PER_CODE);
    const right = await post('/v1/sandbox/otp/verify', { requestId, code }, { index: 1, from });
    expect(right.status).toBe(429);
  });
});

describe('staff sign-in codes', () => {
  it(`sends at most ${MAX_CODES_PER_CLIENT} codes from one address, for many emails in parallel`, async (context) => {
    const from = '127.0.0.8';
    const replies = await inParallel(ATTEMPTS, (index) =>
      post('/ops/v1/staff/send-code', { email: `member${index}@limits.example` }, { index, from }),
    );
    recordCases(context, replies.length);
    const stored = await t.db
      .select()
      .from(staffSignInCodes)
      .where(eq(staffSignInCodes.clientIp, from));
    recordDataLost(context, Math.max(0, stored.length - MAX_CODES_PER_CLIENT));
    expect(statusCounts(replies)).toEqual({
      200: MAX_CODES_PER_CLIENT,
      429: ATTEMPTS - MAX_CODES_PER_CLIENT,
    });
    expect(stored).toHaveLength(MAX_CODES_PER_CLIENT);
  });
});

describe('a per-shopper coupon limit', () => {
  it(`holds under ${ATTEMPTS} parallel apply-and-checkouts of one shopper on two servers`, async (context) => {
    const code = `LIMIT${randomUUID().slice(0, 6).toUpperCase()}`;
    const [coupon] = await t.db
      .insert(coupons)
      .values({
        code,
        title: '₹50 off, twice',
        description: 'Test coupon',
        discountType: 'Flat',
        discountValue: 5_000,
        perShopperLimit: 2,
      })
      .returning();
    const shopper = await t.signIn();
    const addressId = await addAddress(t.db, shopper.userId);
    const headers = { ...shopper.authorization };
    const products = [{ productId: shop.productId, qty: 1, configPriceIds: [] }];

    const replies = await inParallel(ATTEMPTS, async (index) => {
      await post(
        '/v1/apply-coupon',
        { couponCode: code, products },
        { index, from: '127.0.0.8', headers },
      );
      return post(
        '/v1/checkout',
        {
          addressId,
          deliveryMethodId: shop.methods.standard,
          paymentMethodId: shop.methods.online,
          useWallet: false,
          products: [{ ...products[0], price: PRICE }],
        },
        { index, from: '127.0.0.8', headers: { ...headers, 'idempotency-key': randomUUID() } },
      );
    });
    recordCases(context, replies.length);

    const uses = await t.db
      .select({ orderId: couponUses.orderId })
      .from(couponUses)
      .where(and(eq(couponUses.userId, shopper.userId), eq(couponUses.couponId, coupon!.id)));
    const placed = await ordersOf(t.db, shopper.userId);
    recordDataLost(context, Math.max(0, uses.length - 2) + Math.abs(ATTEMPTS - placed.length));
    expect(statusCounts(replies)).toEqual({ 200: ATTEMPTS });
    expect(uses.length).toBeGreaterThanOrEqual(1);
    expect(uses.length).toBeLessThanOrEqual(2);
    const discounted = placed.filter((order) => order.couponId === coupon!.id);
    expect(discounted.map((order) => order.id).sort()).toEqual(
      uses.map((use) => use.orderId).sort(),
    );
  });
});

describe('refund requests', () => {
  it(`open one request for an order of ${ATTEMPTS} parallel ones on two servers`, async (context) => {
    const shopper = await t.signIn();
    const orderId = await placePaidOrder(t, shopper);
    const replies = await inParallel(ATTEMPTS, (index) =>
      post(
        '/v1/create-refund',
        { orderId, reason: 'Not as described' },
        {
          index,
          from: '127.0.0.9',
          headers: { ...shopper.authorization, 'idempotency-key': randomUUID() },
        },
      ),
    );
    recordCases(context, replies.length);
    const open = await t.db
      .select()
      .from(refunds)
      .where(
        and(
          eq(refunds.orderId, orderId),
          inArray(refunds.status, [...refundStatusesWhere('open')]),
        ),
      );
    recordDataLost(context, Math.max(0, open.length - 1));
    expect(statusCounts(replies)).toEqual({ 200: 1, 409: ATTEMPTS - 1 });
    expect(open).toHaveLength(1);
  });
});
