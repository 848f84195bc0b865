import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../env.js';
import { type TestApp, createTestApp } from '../testing/app.js';

const PROJECT = 'demo-freshcuts';

/** An ID token as the Firebase Auth emulator issues it: alg none, no signature. */
function emulatorToken(claims: Record<string, unknown>): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: `https://securetoken.google.com/${PROJECT}`,
    aud: PROJECT,
    sub: 'emulator-uid-1',
    iat: now,
    auth_time: now,
    exp: now + 3600,
    email: 'neha@example.com',
    ...claims,
  };
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(payload)}.`;
}

const firebaseLogin = (t: TestApp, idToken: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/auth-users',
    payload: {
      username: 'Neha',
      email: 'neha@example.com',
      phoneNumber: '',
      loginUsing: 'Google',
      loginService: 'firebase',
      idToken,
    },
  });

function firebaseConfig(emulatorHost: string | undefined) {
  const base = testConfig();
  return {
    login: {
      ...base.login,
      provider: 'firebase' as const,
      firebase: {
        ...base.login.firebase,
        projectId: PROJECT,
        apiKey: 'demo-key',
        authEmulatorHost: emulatorHost,
      },
    },
  };
}

describe('Firebase sign-in with the Auth emulator configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: firebaseConfig('127.0.0.1:9099') });
  });
  afterAll(() => t.close());

  it("accepts the emulator's unsigned tokens as test users", async () => {
    const res = await firebaseLogin(t, emulatorToken({}));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      IsTestUser: true,
      UserData: { Email: 'neha@example.com', LoginFrom: 'Google' },
    });
  });

  it('refuses tokens for another project, expired ones and ones older than 300 s', async () => {
    const now = Math.floor(Date.now() / 1000);
    for (const claims of [{ aud: 'other-project' }, { exp: now - 10 }, { iat: now - 301 }]) {
      const res = await firebaseLogin(t, emulatorToken(claims));
      expect(res.statusCode).toBe(401);
      expect(res.json().ErrorMessage).toBe('Unable to sign-in!');
    }
  });

  it('refuses an email and password account until its address is verified', async () => {
    const password = { firebase: { sign_in_provider: 'password' } };
    const unverified = await firebaseLogin(
      t,
      emulatorToken({ ...password, email_verified: false }),
    );
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json()).toMatchObject({ ErrorMessage: 'Please verify your email' });
    const verified = await firebaseLogin(t, emulatorToken({ ...password, email_verified: true }));
    expect(verified.statusCode).toBe(200);
  });

  it('advertises the emulator in the login config', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/get-firebaseAndOtplessLoginConfig' });
    expect(res.json().Config).toMatchObject({
      projectId: PROJECT,
      authEmulatorUrl: 'http://127.0.0.1:9099',
    });
  });
});

describe('Firebase sign-in without the emulator', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: firebaseConfig(undefined) });
  });
  afterAll(() => t.close());

  it('refuses unsigned tokens', async () => {
    const res = await firebaseLogin(t, emulatorToken({}));
    expect(res.statusCode).toBe(401);
  });
});

describe('sessions in production mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: { ...firebaseConfig('127.0.0.1:9099'), mode: 'production', isSandbox: false },
    });
  });
  afterAll(() => t.close());

  it('sets the refresh cookie Secure, httpOnly and SameSite=Strict', async () => {
    const res = await firebaseLogin(t, emulatorToken({ sub: 'prod-uid' }));
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'sf_refresh')).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: 'Strict',
      path: '/v1',
    });
  });

  it('advertises the configured sign-in service, not the sandbox', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/get-firebaseAndOtplessLoginConfig' });
    expect(res.json()).toMatchObject({ LoginServiceProvider: 'firebase', IsSandbox: false });
  });
});

describe('a sandbox server configured for Firebase', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: firebaseConfig('127.0.0.1:9099') });
  });
  afterAll(() => t.close());

  it('offers the Firebase-style login with every method, against the Auth emulator', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/get-firebaseAndOtplessLoginConfig' });
    expect(res.json()).toMatchObject({
      LoginServiceProvider: 'firebase',
      IsSandbox: true,
      FirebaseAllowedLoginMethods: ['Phone', 'Email', 'Google', 'Facebook'],
      Config: { authEmulatorUrl: 'http://127.0.0.1:9099' },
    });
  });
});
