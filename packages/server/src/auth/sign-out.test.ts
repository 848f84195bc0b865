/**
 * Sign-out that signs out: an access token names its session (sid), every authenticated call checks the
 * session is live, and ending a session (sign-out, a replayed refresh token) stops its tokens at once on
 * the server that ended it and, through the NOTIFY, on every other server sharing the database, well
 * before the cached answers' own lifetime (ENTRY_TTL_MS) would. Shoppers and staff alike; on PGlite and
 * PostgreSQL (TEST_DB).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretKey } from '../http/access-token.js';
import { ENTRY_TTL_MS, LiveSessions } from '../http/live-sessions.js';
import { saveStaff } from '../staff/service.js';
import { storedStaffSession } from '../staff/sessions.js';
import { createTestApp, nextPhoneNumber, type TestApp } from '../testing/app.js';
import { ROTATION_GRACE_MS, storedSession } from './session.js';
import { sessions } from './tables.js';

let t: TestApp;
/** A second server on the same database, as behind a load balancer. */
let other: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  other = await t.anotherInstance();
});
afterAll(() => t.close());

/** Well inside the cache's own lifetime: a 401 seen within it came from the NOTIFY, not from expiry. */
const NOTIFY_DEADLINE = { timeout: ENTRY_TTL_MS / 2, interval: 20 };

const sidOf = (token: string) => String(decodeJwt(token).sid);
const newSid = () => randomBytes(16).toString('base64url');

const profile = (server: FastifyInstance, token: string) =>
  server.inject({
    method: 'GET',
    url: '/v1/get-profile',
    headers: { authorization: `Bearer ${token}` },
  });
const status = async (server: FastifyInstance, token: string) =>
  (await profile(server, token)).statusCode;

const refresh = (refreshToken: string, server: FastifyInstance = t.app) =>
  server.inject({
    method: 'POST',
    url: '/v1/refresh-session',
    cookies: { sf_refresh: refreshToken },
  });
const cookieOf = (reply: { cookies: { name: string; value: string }[] }) =>
  reply.cookies.find((cookie) => cookie.name === 'sf_refresh')?.value ?? '';

/** A shopper access token signed with the server's key, with the claims given. */
const shopperToken = (userId: number, claims: Record<string, unknown>) =>
  new SignJWT({ tu: true, ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuer('storefront-server')
    .setAudience('storefront-v1')
    .setIssuedAt()
    .setExpirationTime('15m')
    .sign(secretKey(t.config, 'access'));

describe('shopper sign-out', () => {
  it('ends the access token at once on the server that signed out, and on a second server on the NOTIFY', async () => {
    const shopper = await t.signIn();
    // Both servers have seen the session live (and remember it so).
    expect(await status(t.app, shopper.token)).toBe(200);
    expect(await status(other, shopper.token)).toBe(200);

    const logout = await t.app.inject({
      method: 'POST',
      url: '/v1/logout',
      cookies: { sf_refresh: shopper.refreshToken },
    });
    expect(logout.statusCode).toBe(200);

    expect(await status(t.app, shopper.token)).toBe(401);
    await expect.poll(() => status(other, shopper.token), NOTIFY_DEADLINE).toBe(401);
    expect((await profile(other, shopper.token)).json()).toEqual({
      Message: 'Unauthorized',
      Description: 'Your session has expired, please sign in again',
    });
    // The refresh token went with it, on either server.
    expect((await refresh(shopper.refreshToken, other)).statusCode).toBe(401);
  });

  it('signs out on the second server too: the first server refuses the token as soon as it hears', async () => {
    const shopper = await t.signIn();
    expect(await status(t.app, shopper.token)).toBe(200);
    const logout = await other.inject({
      method: 'POST',
      url: '/v1/logout',
      cookies: { sf_refresh: shopper.refreshToken },
    });
    expect(logout.statusCode).toBe(200);
    expect(await status(other, shopper.token)).toBe(401);
    await expect.poll(() => status(t.app, shopper.token), NOTIFY_DEADLINE).toBe(401);
  });

  it('ends only the session signed out: the same shopper on another device stays signed in', async () => {
    const phoneNumber = nextPhoneNumber();
    const phone = await t.signIn({ phoneNumber });
    const laptop = await t.signIn({ phoneNumber });
    expect(sidOf(laptop.token)).not.toBe(sidOf(phone.token));
    await t.app.inject({
      method: 'POST',
      url: '/v1/logout',
      cookies: { sf_refresh: phone.refreshToken },
    });
    expect(await status(t.app, phone.token)).toBe(401);
    expect(await status(t.app, laptop.token)).toBe(200);
    expect(await status(other, laptop.token)).toBe(200);
    expect((await refresh(laptop.refreshToken)).statusCode).toBe(200);
  });

  it('ends the session of a bearer token sent to /logout without the refresh cookie', async () => {
    const shopper = await t.signIn();
    const logout = await t.app.inject({
      method: 'POST',
      url: '/v1/logout',
      headers: shopper.authorization,
    });
    expect(logout.statusCode).toBe(200);
    expect(await status(t.app, shopper.token)).toBe(401);
    expect((await refresh(shopper.refreshToken)).statusCode).toBe(401);
  });

  it('keeps the session across refreshes: new tokens name it, earlier ones keep working', async () => {
    const shopper = await t.signIn();
    const first = await refresh(shopper.refreshToken);
    expect(first.statusCode).toBe(200);
    const firstToken = first.json<{ Token: string }>().Token;
    // A second tab refreshing with the same cookie within the grace gets a token of the same session.
    const secondTab = await refresh(shopper.refreshToken, other);
    expect(secondTab.statusCode).toBe(200);
    const secondToken = secondTab.json<{ Token: string }>().Token;
    expect(sidOf(firstToken)).toBe(sidOf(shopper.token));
    expect(sidOf(secondToken)).toBe(sidOf(shopper.token));
    for (const token of [shopper.token, firstToken, secondToken])
      expect(await status(t.app, token)).toBe(200);

    // Signing out with the latest cookie ends every token of the session, the other tab's included.
    await t.app.inject({
      method: 'POST',
      url: '/v1/logout',
      cookies: { sf_refresh: cookieOf(first) },
    });
    for (const token of [shopper.token, firstToken, secondToken])
      expect(await status(t.app, token)).toBe(401);
    expect((await refresh(cookieOf(secondTab))).statusCode).toBe(401);
  });

  it('a refresh token replayed after the grace ends its family on every server, and leaves the other device', async () => {
    const phoneNumber = nextPhoneNumber();
    const phone = await t.signIn({ phoneNumber });
    const laptop = await t.signIn({ phoneNumber });
    const rotated = await refresh(phone.refreshToken);
    const current = rotated.json<{ Token: string }>().Token;
    for (const server of [t.app, other]) {
      expect(await status(server, current)).toBe(200);
      expect(await status(server, laptop.token)).toBe(200);
    }
    await t.db
      .update(sessions)
      .set({ rotatedAt: new Date(Date.now() - ROTATION_GRACE_MS - 1_000) })
      .where(eq(sessions.sessionId, sidOf(phone.token)));

    // The thief replays the old cookie on the second server.
    expect((await refresh(phone.refreshToken, other)).statusCode).toBe(401);
    expect(await status(other, current)).toBe(401);
    await expect.poll(() => status(t.app, current), NOTIFY_DEADLINE).toBe(401);
    expect((await refresh(cookieOf(rotated))).statusCode).toBe(401);
    for (const server of [t.app, other]) expect(await status(server, laptop.token)).toBe(200);
  });

  it('a sign-out racing a refresh of the same cookie leaves no live token behind', async () => {
    for (let round = 0; round < 5; round++) {
      const shopper = await t.signIn();
      const [, refreshed] = await Promise.all([
        other.inject({
          method: 'POST',
          url: '/v1/logout',
          cookies: { sf_refresh: shopper.refreshToken },
        }),
        refresh(shopper.refreshToken),
      ]);
      // Whichever came first, the session ended: a token or cookie the refresh handed out is refused.
      if (refreshed.statusCode === 200) {
        const token = refreshed.json<{ Token: string }>().Token;
        await expect.poll(() => status(t.app, token), NOTIFY_DEADLINE).toBe(401);
        expect((await refresh(cookieOf(refreshed))).statusCode).toBe(401);
      } else expect(refreshed.statusCode).toBe(401);
      await expect.poll(() => status(t.app, shopper.token), NOTIFY_DEADLINE).toBe(401);
    }
  });

  it('refuses tokens naming an unknown session, another shopper’s session, or no session (401)', async () => {
    const shopper = await t.signIn();
    const someoneElse = await t.signIn();
    const tokens = {
      'unknown sid': await shopperToken(shopper.userId, { sid: newSid() }),
      'another shopper’s sid': await shopperToken(shopper.userId, {
        sid: sidOf(someoneElse.token),
      }),
      // Issued before sessions were checked: the client renews it with its refresh cookie.
      'no sid': await shopperToken(shopper.userId, {}),
      'malformed sid': await shopperToken(shopper.userId, { sid: 'x' }),
      'sid not a string': await shopperToken(shopper.userId, { sid: 1234567890123456 }),
    };
    // The baseline: the same signing with the shopper's own session is accepted.
    expect(
      await status(t.app, await shopperToken(shopper.userId, { sid: sidOf(shopper.token) })),
    ).toBe(200);
    for (const [name, token] of Object.entries(tokens))
      expect({ name, status: await status(t.app, token) }).toEqual({ name, status: 401 });
  });
});

// ---- staff --------------------------------------------------------------------------------------

/** A member signed in twice (two devices): their two tokens. */
async function staffOnTwoDevices(): Promise<{ staffId: number; tokens: [string, string] }> {
  const email = `signout-${randomBytes(4).toString('hex')}@staff.test`;
  const password = `pw-${randomUUID()}`;
  const member = await saveStaff(t.db, { email, name: 'Sign-out Admin', role: 'admin', password });
  const signIn = async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/ops/v1/staff/sign-in',
      payload: { email, password },
    });
    expect(reply.statusCode).toBe(200);
    return reply.json<{ Token: string }>().Token;
  };
  return { staffId: member.id, tokens: [await signIn(), await signIn()] };
}

const staffMe = (server: FastifyInstance, token?: string) =>
  server.inject({
    method: 'GET',
    url: '/ops/v1/staff/me',
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });
const staffStatus = async (server: FastifyInstance, token: string) =>
  (await staffMe(server, token)).statusCode;
const staffSignOut = (server: FastifyInstance, token?: string) =>
  server.inject({
    method: 'POST',
    url: '/ops/v1/staff/sign-out',
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    payload: {},
  });

const staffToken = (staffId: number, claims: Record<string, unknown>) =>
  new SignJWT({ role: 'admin', ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'staff+jwt' })
    .setSubject(String(staffId))
    .setIssuer('storefront-server')
    .setAudience('storefront-ops')
    .setIssuedAt()
    .setExpirationTime('12h')
    .sign(secretKey(t.config, 'staff-access'));

describe('staff sign-out', () => {
  it('ends the staff token at once here and on the second server on the NOTIFY; the other device stays', async () => {
    const { tokens } = await staffOnTwoDevices();
    const [desk, phone] = tokens;
    for (const server of [t.app, other])
      for (const token of tokens) expect(await staffStatus(server, token)).toBe(200);

    const signedOut = await staffSignOut(t.app, desk);
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.json()).toEqual({ Success: true });

    expect(await staffStatus(t.app, desk)).toBe(401);
    await expect.poll(() => staffStatus(other, desk), NOTIFY_DEADLINE).toBe(401);
    expect((await staffMe(other, desk)).json()).toEqual({
      Message: 'Unauthorized',
      Description: 'Your session has expired, please sign in again',
    });
    for (const server of [t.app, other]) expect(await staffStatus(server, phone)).toBe(200);
  });

  it('succeeds without a token, with a forged one and twice, ending nothing else', async () => {
    const { staffId, tokens } = await staffOnTwoDevices();
    expect((await staffSignOut(t.app)).statusCode).toBe(200);
    expect((await staffSignOut(t.app, 'not.a.token')).statusCode).toBe(200);
    // A token of the member's session signed with another key ends nothing.
    const forged = await new SignJWT({ role: 'admin', sid: sidOf(tokens[0]) })
      .setProtectedHeader({ alg: 'HS256', typ: 'staff+jwt' })
      .setSubject(String(staffId))
      .setIssuer('storefront-server')
      .setAudience('storefront-ops')
      .setExpirationTime('12h')
      .sign(secretKey(t.config, 'another key'));
    expect((await staffSignOut(t.app, forged)).statusCode).toBe(200);
    expect(await staffStatus(t.app, tokens[0])).toBe(200);
    expect((await staffSignOut(t.app, tokens[0])).statusCode).toBe(200);
    expect((await staffSignOut(t.app, tokens[0])).statusCode).toBe(200);
    expect(await staffStatus(t.app, tokens[0])).toBe(401);
    expect(await staffStatus(t.app, tokens[1])).toBe(200);
  });

  it('refuses staff tokens naming an unknown session, another member’s session, or none (401)', async () => {
    const { staffId, tokens } = await staffOnTwoDevices();
    const someoneElse = await staffOnTwoDevices();
    expect(await staffStatus(t.app, await staffToken(staffId, { sid: sidOf(tokens[0]) }))).toBe(
      200,
    );
    const refused = {
      'unknown sid': await staffToken(staffId, { sid: newSid() }),
      'another member’s sid': await staffToken(staffId, { sid: sidOf(someoneElse.tokens[0]) }),
      'no sid': await staffToken(staffId, {}),
    };
    for (const [name, token] of Object.entries(refused))
      expect({ name, status: await staffStatus(t.app, token) }).toEqual({ name, status: 401 });
  });
});

// ---- the cache ----------------------------------------------------------------------------------

describe('the live-session cache', () => {
  it('answers a repeated check from memory, and never keeps an answer read before the session ended', async () => {
    const shopper = await t.signIn();
    const sid = sidOf(shopper.token);
    let lookups = 0;
    let gate: Promise<void> | undefined;
    const live = new LiveSessions(t.db, {
      shopper: async (db, id) => {
        lookups++;
        const found = await storedSession(db, id);
        await gate;
        return found;
      },
      staff: storedStaffSession,
    });
    expect(await live.isLive('shopper', sid, shopper.userId)).toBe(true);
    expect(await live.isLive('shopper', sid, shopper.userId)).toBe(true);
    expect(lookups).toBe(1);
    // Another owner than the session's is refused from the same entry.
    expect(await live.isLive('shopper', sid, shopper.userId + 1)).toBe(false);

    // A lookup reads "live", then the session ends before its answer is kept.
    live.forget('shopper', sid);
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    const slow = live.isLive('shopper', sid, shopper.userId);
    await expect.poll(() => lookups).toBe(2);
    await t.app.inject({
      method: 'POST',
      url: '/v1/logout',
      cookies: { sf_refresh: shopper.refreshToken },
    });
    live.forget('shopper', sid);
    open();
    expect(await slow).toBe(true);
    gate = undefined;
    expect(await live.isLive('shopper', sid, shopper.userId)).toBe(false);
    expect(lookups).toBe(3);
  });

  it('drops everything on a notification it cannot read', async () => {
    const shopper = await t.signIn();
    const live = new LiveSessions(t.db, { shopper: storedSession, staff: storedStaffSession });
    await live.isLive('shopper', sidOf(shopper.token), shopper.userId);
    expect(live.size).toBe(1);
    live.onNotification('shopper:not a session id');
    expect(live.size).toBe(0);
  });
});
