/**
 * Hostile sessions: bearer tokens that are expired, forged, unsigned (alg: none), signed with another key
 * or malformed get 401; a rotated refresh token replayed after the grace period ends its session (the
 * whole refresh-token family, the shopper's other devices stay signed in); sign-in codes and sign-in
 * proofs are rate-limited per phone/email and per address. Sign-out itself: auth/sign-out.test.ts.
 */
import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { SignJWT, UnsecuredJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_REFUSED_SIGN_INS_PER_ADDRESS } from '../auth/attempts.js';
import { ROTATION_GRACE_MS } from '../auth/session.js';
import { sessions } from '../auth/tables.js';
import { issueAccessToken, secretKey } from '../http/access-token.js';
import {
  MAX_ATTEMPTS_PER_CODE,
  MAX_SENDS_PER_DESTINATION,
  MAX_SENDS_PER_IP,
} from '../sandbox/model.js';
import { buildApp } from '../app.js';
import { createTestApp, nextPhoneNumber, type TestApp } from '../testing/app.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profile = (authorization?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/v1/get-profile',
    headers: authorization === undefined ? {} : { authorization },
  });

/** The session (sid) a token of the server's names. */
const sessionOf = (token: string) => String(decodeJwt(token).sid);

/** A token shaped like the server's own (of the live session `sid`), with the given key and claims. */
function accessTokenLike(
  userId: number,
  sid: string,
  options: { key?: Uint8Array; expiresAt?: number; audience?: string; issuer?: string } = {},
) {
  return new SignJWT({ tu: true, sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuer(options.issuer ?? 'storefront-server')
    .setAudience(options.audience ?? 'storefront-v1')
    .setIssuedAt()
    .setExpirationTime(options.expiresAt ?? '15m')
    .sign(options.key ?? secretKey(t.config, 'access'));
}

describe('bearer tokens', () => {
  it('accepts the server’s own token (the baseline the refusals are measured against)', async () => {
    const shopper = await t.signIn();
    expect((await profile(`Bearer ${shopper.token}`)).statusCode).toBe(200);
  });

  it('answers 401 for expired, forged, unsigned, wrong-key and wrong-audience tokens', async () => {
    const shopper = await t.signIn();
    const sid = sessionOf(shopper.token);
    const [header, payload, signature] = shopper.token.split('.') as [string, string, string];
    const otherUserPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: '1' }),
    ).toString('base64url');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const hostile = {
      expired: await accessTokenLike(shopper.userId, sid, {
        expiresAt: Math.floor(Date.now() / 1000) - 60,
      }),
      'forged payload': `${header}.${otherUserPayload}.${signature}`,
      'altered signature': `${header}.${payload}.${flipped}`,
      'no signature': `${header}.${payload}.`,
      'alg none': new UnsecuredJWT({ tu: true, sid })
        .setSubject(String(shopper.userId))
        .setIssuer('storefront-server')
        .setAudience('storefront-v1')
        .setExpirationTime('15m')
        .encode(),
      'wrong key': await accessTokenLike(shopper.userId, sid, {
        key: createHash('sha256').update('another server').digest(),
      }),
      // The same secret for another purpose (the sandbox sign-in proofs) is another key.
      'another purpose’s key': await accessTokenLike(shopper.userId, sid, {
        key: secretKey(t.config, 'sandbox-sign-in'),
      }),
      'wrong audience': await accessTokenLike(shopper.userId, sid, { audience: 'someone-else' }),
      'wrong issuer': await accessTokenLike(shopper.userId, sid, { issuer: 'someone-else' }),
    };
    for (const [name, token] of Object.entries(hostile)) {
      const reply = await profile(`Bearer ${token}`);
      expect({ name, status: reply.statusCode }).toEqual({ name, status: 401 });
      expect(reply.json()).toEqual({
        Message: 'Unauthorized',
        Description: 'Your session has expired, please sign in again',
      });
    }
  });

  it('answers 401 for a token naming no valid user id', async () => {
    const sid = sessionOf((await t.signIn()).token);
    for (const subject of ['0', '-1', 'abc', '1.5', '99999999999999999999']) {
      const token = await new SignJWT({ sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(subject)
        .setIssuer('storefront-server')
        .setAudience('storefront-v1')
        .setExpirationTime('15m')
        .sign(secretKey(t.config, 'access'));
      expect((await profile(`Bearer ${token}`)).statusCode).toBe(401);
    }
  });

  it('answers 401, never 500, for generated malformed authorization headers', async () => {
    const shopper = await t.signIn();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string(),
          fc.string().map((text) => `Bearer ${text}`),
          fc.string().map((text) => `Bearer ${shopper.token}${text}x`),
          fc
            .tuple(fc.base64String(), fc.base64String(), fc.base64String())
            .map((parts) => `Bearer ${parts.join('.')}`),
          fc.constantFrom(
            'Bearer',
            'Bearer ',
            'bearer x.y.z',
            `Basic ${shopper.token}`,
            `Bearer ${shopper.token} ${shopper.token}`,
            `Bearer ${'a'.repeat(8_000)}`,
          ),
        ),
        async (authorization) => {
          const reply = await profile(authorization);
          expect(reply.statusCode).toBe(401);
        },
      ),
      { numRuns: RUNS, ...(SEED !== undefined ? { seed: SEED } : {}) },
    );
  });

  it('issues tokens that expire: the server’s own token past its exp is refused', async () => {
    const shopper = await t.signIn();
    const sid = sessionOf(shopper.token);
    const token = await issueAccessToken(t.config, {
      userId: shopper.userId,
      isTestUser: true,
      sessionId: sid,
    });
    expect((await profile(`Bearer ${token}`)).statusCode).toBe(200);
    const expired = await accessTokenLike(shopper.userId, sid, {
      expiresAt: Math.floor(Date.now() / 1000) - 1,
    });
    expect((await profile(`Bearer ${expired}`)).statusCode).toBe(401);
  });
});

describe('refresh tokens', () => {
  const refresh = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/refresh-session',
      cookies: { sf_refresh: token },
    });

  it('ends the session (every token of its family) when a rotated token is replayed after the grace period, and only that one', async () => {
    const phoneNumber = nextPhoneNumber();
    const phone = await t.signIn({ phoneNumber });
    const laptop = await t.signIn({ phoneNumber });
    expect(laptop.userId).toBe(phone.userId);

    const rotated = await refresh(phone.refreshToken);
    expect(rotated.statusCode).toBe(200);
    const current = rotated.cookies.find((cookie) => cookie.name === 'sf_refresh')!.value;
    const currentAccess = rotated.json<{ Token: string }>().Token;
    expect((await profile(`Bearer ${currentAccess}`)).statusCode).toBe(200);
    // The thief replays the old token after the grace period.
    await t.db
      .update(sessions)
      .set({ rotatedAt: new Date(Date.now() - ROTATION_GRACE_MS - 1_000) })
      .where(eq(sessions.userId, phone.userId));
    const replay = await refresh(phone.refreshToken);
    expect(replay.statusCode).toBe(401);

    // Nothing of that session survives: the rightful holder's new refresh token, its access tokens.
    expect((await refresh(current)).statusCode).toBe(401);
    expect((await profile(`Bearer ${currentAccess}`)).statusCode).toBe(401);
    expect((await profile(`Bearer ${phone.token}`)).statusCode).toBe(401);
    const phoneTokens = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.sessionId, sessionOf(phone.token)));
    expect(phoneTokens.filter((token) => token.revokedAt === null)).toHaveLength(0);

    // The other device's session is another family: still signed in, and it still refreshes.
    expect((await profile(laptop.authorization.authorization)).statusCode).toBe(200);
    expect((await refresh(laptop.refreshToken)).statusCode).toBe(200);
  });

  it('refuses generated, empty and unknown refresh cookies with 401', async () => {
    for (const token of ['', 'x', randomUUID(), 'a'.repeat(4_000), '%00']) {
      expect((await refresh(token)).statusCode).toBe(401);
    }
    expect((await t.app.inject({ method: 'POST', url: '/v1/refresh-session' })).statusCode).toBe(
      401,
    );
  });
});

describe('sign-in rate limits', () => {
  const send = (contact: object, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/v1/sandbox/otp/send', payload: contact, remoteAddress });

  it(`sends at most ${MAX_SENDS_PER_DESTINATION} codes per phone number and per email in 15 minutes`, async () => {
    const phoneNumber = nextPhoneNumber();
    const email = `limit-${randomUUID()}@example.com`;
    for (const contact of [{ phoneNumber }, { email }]) {
      // From different addresses: the limit is the destination's, wherever the requests come from.
      const replies = await Promise.all(
        Array.from({ length: MAX_SENDS_PER_DESTINATION + 3 }, (_, index) =>
          send(contact, `10.1.0.${index + 1}`),
        ),
      );
      const statuses = replies.map((reply) => reply.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(MAX_SENDS_PER_DESTINATION);
      expect(statuses.filter((status) => status === 429)).toHaveLength(3);
    }
  });

  it(`sends at most ${MAX_SENDS_PER_IP} codes per address in 15 minutes`, async () => {
    const address = '10.2.0.1';
    for (let index = 0; index < MAX_SENDS_PER_IP; index++) {
      expect((await send({ phoneNumber: nextPhoneNumber() }, address)).statusCode).toBe(200);
    }
    const over = await send({ phoneNumber: nextPhoneNumber() }, address);
    expect(over.statusCode).toBe(429);
    expect(over.json().Message).toBe('Too many requests');
    // Another address is not affected.
    expect((await send({ phoneNumber: nextPhoneNumber() }, '10.2.0.2')).statusCode).toBe(200);
  });

  it(`allows ${MAX_ATTEMPTS_PER_CODE} tries per code, then refuses even the right code`, async () => {
    const phoneNumber = nextPhoneNumber();
    const sent = await send({ phoneNumber }, '10.3.0.1');
    const { RequestId } = sent.json();
    const inbox = await t.app.inject({ method: 'GET', url: '/v1/sandbox/otp/inbox' });
    const code = inbox.json().Messages.find((message: { To: string }) => message.To === phoneNumber)
      .Code as string;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < MAX_ATTEMPTS_PER_CODE; attempt++) {
      const reply = await t.app.inject({
        method: 'POST',
        url: '/v1/sandbox/otp/verify',
        payload: { requestId: RequestId, code: wrong },
      });
      expect(reply.statusCode).toBe(400);
    }
    const right = await t.app.inject({
      method: 'POST',
      url: '/v1/sandbox/otp/verify',
      payload: { requestId: RequestId, code },
    });
    expect(right.statusCode).toBe(429);
  });

  it(`stops an address after ${MAX_REFUSED_SIGN_INS_PER_ADDRESS} refused sign-in proofs, on every server of the store`, async () => {
    // A second server on the same database, as behind a load balancer: the attempts are the store's.
    const other = await buildApp({ config: t.config, db: t.db });
    await other.ready();
    const servers = [t.app, other];
    const signIn = (remoteAddress: string, idToken: string, server = 0) =>
      servers[server]!.inject({
        method: 'POST',
        url: '/v1/auth-users',
        remoteAddress,
        payload: {
          username: 'Mallory',
          email: '',
          phoneNumber: '9876543210',
          loginUsing: 'Phone',
          loginService: 'otpless',
          idToken,
        },
      });
    const address = '10.4.0.1';
    try {
      // Taking turns between the two servers.
      for (let index = 0; index < MAX_REFUSED_SIGN_INS_PER_ADDRESS; index++) {
        expect((await signIn(address, `forged.${index}.proof`, index % 2)).statusCode).toBe(401);
      }
      for (const server of [0, 1]) {
        const blocked = await signIn(address, 'forged.again.proof', server);
        expect(blocked.statusCode).toBe(429);
        expect(blocked.json()).toMatchObject({
          ErrorMessage: 'Unable to sign-in!',
          ErrorDescription:
            'Too many sign-in attempts from this network. Please wait 15 minutes and try again.',
        });
      }
      // A genuine shopper on another network still signs in.
      const shopper = await t.signIn();
      expect(shopper.token).not.toBe('');
    } finally {
      await other.close();
    }
  });
});
