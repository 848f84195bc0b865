import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../env.js';
import { type TestApp, createTestApp, nextPhoneNumber } from '../testing/app.js';
import { issueSandboxSignInToken } from './identity.js';
import { secretKey } from '../http/access-token.js';
import { sessions } from './tables.js';

describe('sign-in and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function requestCode(contact: { phoneNumber: string } | { email: string }) {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/v1/sandbox/otp/send',
      payload: contact,
    });
    const inbox = await t.app.inject({ method: 'GET', url: '/v1/sandbox/otp/inbox' });
    const to = 'email' in contact ? contact.email : contact.phoneNumber;
    const code = inbox.json().Messages.find((m: { To: string }) => m.To === to)?.Code as string;
    return { requestId: sent.json().RequestId as string, code, sent };
  }

  const login = (idToken: string, extra: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/auth-users',
      payload: {
        username: 'Asha',
        email: '',
        phoneNumber: '',
        loginUsing: 'Phone',
        loginService: 'otpless',
        idToken,
        ...extra,
      },
    });

  it('signs a shopper in with a sandbox code and issues a test-user session', async () => {
    const phoneNumber = nextPhoneNumber();
    const { requestId, code, sent } = await requestCode({ phoneNumber });
    expect(sent.json().ExpiresIn).toBe(300);
    expect(code).toMatch(/^[0-9]{6}$/);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/v1/sandbox/otp/verify',
      payload: { requestId, code },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().PhoneNumber).toBe(phoneNumber);

    const res = await login(verified.json().Token, { phoneNumber: `+91${phoneNumber}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      ExpiresIn: 900,
      IsTestUser: true,
      DefaultAddress: null,
      UserData: { Username: 'Asha', PhoneNumber: phoneNumber, Email: '', LoginFrom: 'Phone' },
    });
    const cookie = res.cookies.find((c) => c.name === 'sf_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/v1' });
    expect(cookie?.secure).toBeFalsy();

    const profile = await t.app.inject({
      method: 'GET',
      url: '/v1/get-profile',
      headers: { authorization: `Bearer ${body.Token}` },
    });
    expect(profile.json().UserData.UserId).toBe(body.UserData.UserId);
  });

  it('accepts a sign-in proof only once', async () => {
    const { requestId, code } = await requestCode({ email: 'once@example.com' });
    const verified = await t.app.inject({
      method: 'POST',
      url: '/v1/sandbox/otp/verify',
      payload: { requestId, code },
    });
    const token = verified.json().Token as string;
    expect((await login(token, { loginUsing: 'Email' })).statusCode).toBe(200);
    const replay = await login(token, { loginUsing: 'Email' });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ ErrorMessage: 'Unable to sign-in!' });
  });

  it('takes the identity from the proof, not from the payload', async () => {
    const proof = await issueSandboxSignInToken(t.config, 'phone', '9123456780');
    const res = await login(proof, { phoneNumber: '9000000001' });
    expect(res.statusCode).toBe(400);
    expect(res.json().ErrorDescription).toMatch(/does not match/);
  });

  it('refuses forged and unsigned proofs', async () => {
    const forged = await new SignJWT({ ch: 'phone', dst: '9123456789' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('storefront-server-sandbox')
      .setAudience('storefront-sandbox-sign-in')
      .setJti('x')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('not-the-server-secret-not-the-server-secret'));
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"ch":"phone","dst":"9123456789"}').toString('base64url')}.`;
    for (const token of [forged, unsigned, 'garbage']) {
      const res = await login(token);
      expect(res.statusCode).toBe(401);
    }
  });

  it('answers 500 with login error fields when verifying the proof fails on the server side', async () => {
    const proof = await issueSandboxSignInToken(t.config, 'phone', '9123400001');
    await t.db.execute(sql`create function refuse_insert() returns trigger language plpgsql as $$
      begin raise exception 'store unavailable'; end $$`);
    await t.db.execute(sql`create trigger refuse_used_tokens before insert on used_sign_in_tokens
      for each row execute function refuse_insert()`);
    try {
      const res = await login(proof);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        Message: 'Sign-in service unavailable',
        Description: expect.any(String),
        ErrorMessage: 'Sign-in service unavailable',
        ErrorDescription: expect.any(String),
      });
    } finally {
      await t.db.execute(sql`drop trigger refuse_used_tokens on used_sign_in_tokens`);
      await t.db.execute(sql`drop function refuse_insert()`);
    }
  });

  it('refuses a wrong code and locks the code after five attempts', async () => {
    const { requestId, code } = await requestCode({ phoneNumber: nextPhoneNumber() });
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/sandbox/otp/verify',
        payload: { requestId, code: wrong },
      });
      expect(res.statusCode).toBe(400);
    }
    const locked = await t.app.inject({
      method: 'POST',
      url: '/v1/sandbox/otp/verify',
      payload: { requestId, code },
    });
    expect(locked.statusCode).toBe(429);
  });

  it('limits how many codes one destination can request, also when asked all at once', async () => {
    const phoneNumber = nextPhoneNumber();
    const sends = await Promise.all(
      Array.from({ length: 7 }, () =>
        t.app.inject({ method: 'POST', url: '/v1/sandbox/otp/send', payload: { phoneNumber } }),
      ),
    );
    const statuses = sends.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });

  it('validates the send request', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/sandbox/otp/send',
      payload: { phoneNumber: '12345' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().Description).toContain('10-digit mobile number');
  });

  it('rotates the refresh cookie and accepts the old one only from a concurrent refresh', async () => {
    const shopper = await t.signIn();
    const refresh = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/refresh-session',
        cookies: { sf_refresh: token },
        payload: {},
      });
    const first = await refresh(shopper.refreshToken);
    expect(first.statusCode).toBe(200);
    expect(first.json().UserData.UserId).toBe(shopper.userId);
    const next = first.cookies.find((c) => c.name === 'sf_refresh')?.value ?? '';
    expect(next).not.toBe(shopper.refreshToken);

    // Another tab that reloaded at the same moment still presents the old cookie: it gets a session too.
    const otherTab = await refresh(shopper.refreshToken);
    expect(otherTab.statusCode).toBe(200);
    const otherNext = otherTab.cookies.find((c) => c.name === 'sf_refresh')?.value ?? '';
    expect(otherNext).not.toBe(next);
  });

  it('treats a long-rotated cookie as stolen and ends its session, the newer cookie included', async () => {
    const shopper = await t.signIn();
    const refresh = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/refresh-session',
        cookies: { sf_refresh: token },
        payload: {},
      });
    const next =
      (await refresh(shopper.refreshToken)).cookies.find((c) => c.name === 'sf_refresh')?.value ??
      '';
    await t.db
      .update(sessions)
      .set({ rotatedAt: new Date(Date.now() - 60_000) })
      .where(and(eq(sessions.userId, shopper.userId), isNotNull(sessions.revokedAt)));
    expect((await refresh(shopper.refreshToken)).statusCode).toBe(401);
    expect((await refresh(next)).statusCode).toBe(401);
  });

  it('revokes the refresh cookie on logout', async () => {
    const shopper = await t.signIn();
    const out = await t.app.inject({
      method: 'POST',
      url: '/v1/logout',
      cookies: { sf_refresh: shopper.refreshToken },
      payload: {},
    });
    expect(out.json()).toEqual({ Success: true });
    const again = await t.app.inject({
      method: 'POST',
      url: '/v1/refresh-session',
      cookies: { sf_refresh: shopper.refreshToken },
      payload: {},
    });
    expect(again.statusCode).toBe(401);
  });

  it('refuses an expired session token', async () => {
    const expired = await new SignJWT({ tu: true })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('storefront-server')
      .setAudience('storefront-v1')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(secretKey(t.config, 'access'));
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/get-profile',
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('shows sent codes on the sandbox page', async () => {
    const { code } = await requestCode({ email: 'page@example.com' });
    const page = await t.app.inject({ method: 'GET', url: '/sandbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('page@example.com');
    expect(page.body).toContain(code);
  });
});

describe('sandbox sign-in outside sandbox mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { ...testConfig(), mode: 'production', isSandbox: false } });
  });
  afterAll(() => t.close());

  it('does not exist', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/sandbox/otp/inbox' })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: '/sandbox' })).body).not.toContain(
      'sign-in codes',
    );
    const send = await t.app.inject({
      method: 'POST',
      url: '/v1/sandbox/otp/send',
      payload: { phoneNumber: '9876543210' },
    });
    expect(send.statusCode).toBe(404);
  });

  it('does not accept sandbox proofs at /auth-users', async () => {
    const proof = await issueSandboxSignInToken(t.config, 'phone', '9876543210');
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth-users',
      payload: {
        username: 'X',
        email: '',
        phoneNumber: '',
        loginUsing: 'Phone',
        loginService: 'otpless',
        idToken: proof,
      },
    });
    expect(res.statusCode).toBe(401);
  });
});
