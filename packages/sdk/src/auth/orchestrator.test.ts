import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '../client.js';
import { MemoryStorage } from '../common/storage.js';
import { ApiError, AuthError, describeError } from '../errors/index.js';
import type { LoginConfigReply } from '../config/schemas.js';
import {
  startLocalServer,
  type LocalServer,
  type Reply,
  type RecordedRequest,
} from '../test-support/local-server.js';
import { createLoginOrchestrator, type LoginOrchestratorOptions } from './orchestrator.js';
import {
  createSandboxHostedProvider,
  type FirebaseIdentity,
  type FirebaseLoginProvider,
  type HostedLoginProvider,
  type HostedSession,
} from './providers.js';
import { createSession } from './session.js';

const user = {
  UserId: 7,
  Username: 'Asha',
  Email: 'asha@example.in',
  PhoneNumber: '',
  LoginFrom: 'Google',
};
const address = {
  AddressId: 3,
  IsDefault: 1 as const,
  fullName: 'Asha',
  phoneNumber: '9876543210',
  addressLine1: '12 MG Road',
  addressLine2: '',
  landmark: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  type: 'Home' as const,
  latitude: 12.97,
  longitude: 77.59,
  RouteLength: 2500,
  TimeDuration: 600,
};

function loginConfig(provider: 'otpless' | 'firebase'): LoginConfigReply {
  return {
    Config: {
      apiKey: 'k',
      authDomain: 'd',
      projectId: 'p',
      appId: 'a',
      messagingSenderId: 'm',
      vapId: 'v',
    },
    LoginServiceProvider: provider,
    OtpLessAppId: 'otpless-app',
    FirebaseAllowedLoginMethods: ['Phone', 'Google', 'Facebook'],
    OtpLessAllowedLoginMethods: ['Phone', 'Email'],
    IsSandbox: true,
  };
}

type Routes = Record<string, (request: RecordedRequest) => Reply>;

let server: LocalServer | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await server?.close();
  server = undefined;
});

const signedIn = (request: RecordedRequest): Reply => ({
  json: {
    Token: `token-for-${(request.body as { idToken: string }).idToken}`,
    ExpiresIn: 900,
    IsTestUser: false,
    DefaultAddress: address,
    UserData: user,
  },
});

async function setUp(routes: Routes, extra: Partial<LoginOrchestratorOptions> = {}) {
  server = await startLocalServer((request) => {
    const route = routes[request.path.replace('/v1', '')];
    return route ? route(request) : { status: 404, json: { Message: 'Not found' } };
  });
  const storage = new MemoryStorage();
  const session = createSession(storage);
  const client = createClient({
    baseUrl: server.url,
    getToken: () => session.getToken(),
    retry: { limit: 0 },
  });
  const login = createLoginOrchestrator({ client, storage, session, providers: {}, ...extra });
  return { client, storage, session, login };
}

function fakeFirebase(identity: Partial<FirebaseIdentity> = {}) {
  const calls: string[] = [];
  const provider: FirebaseLoginProvider = {
    async signIn(method) {
      calls.push(`signIn:${method}`);
      return {
        idToken: 'fb-id-token',
        email: 'asha@example.in',
        phoneNumber: null,
        displayName: 'Asha',
        ...identity,
      };
    },
    async deleteCurrentUser() {
      calls.push('delete');
    },
    async signOut() {
      calls.push('signOut');
    },
  };
  return { provider, calls };
}

function fakeHosted(sessionAfterPolls: number, hosted: HostedSession | null) {
  let polls = 0;
  const calls: string[] = [];
  const provider: HostedLoginProvider = {
    async start(method, identity) {
      calls.push(`start:${method}:${identity ?? ''}`);
    },
    async getSession() {
      polls++;
      return polls > sessionAfterPolls ? hosted : null;
    },
    async signOut() {
      calls.push('signOut');
    },
  };
  return { provider, calls, polls: () => polls };
}

describe('login configuration', () => {
  it('offers the methods of the provider the server names', async () => {
    const { login } = await setUp({
      '/get-firebaseAndOtplessLoginConfig': () => ({ json: loginConfig('firebase') }),
    });
    expect(await login.loadConfig()).toMatchObject({
      provider: 'firebase',
      methods: ['Phone', 'Google', 'Facebook'],
    });
    const hosted = await setUp({
      '/get-firebaseAndOtplessLoginConfig': () => ({ json: loginConfig('otpless') }),
    });
    expect(await hosted.login.loadConfig()).toMatchObject({
      provider: 'otpless',
      methods: ['Phone', 'Email'],
    });
  });
});

describe('Firebase sign-in', () => {
  it('posts the login payload and keeps Token in memory, UserData and DefaultAddress in storage', async () => {
    const firebase = fakeFirebase();
    const { login, session, storage, client } = await setUp(
      { '/auth-users': signedIn, '/wallet-data': () => ({ json: { Balance: 0 } }) },
      { providers: { firebase: firebase.provider } },
    );
    const result = await login.signInWithFirebase('Google');
    expect(server!.requests[0]?.body).toEqual({
      username: 'Asha',
      email: 'asha@example.in',
      phoneNumber: '',
      loginUsing: 'Google',
      loginService: 'firebase',
      idToken: 'fb-id-token',
    });
    expect(result).toEqual({ user, defaultAddress: address, isTestUser: false });
    expect(await session.getToken()).toBe('token-for-fb-id-token');
    expect(session.getSnapshot()).toMatchObject({ signedIn: true, user, defaultAddress: address });
    for (const key of [
      'storefront.user',
      'storefront.defaultAddress',
      'storefront.loggedInNotice',
    ]) {
      expect(storage.getItem(key) ?? '').not.toContain('token-for');
    }
    expect(storage.getItem('storefront.user')).toContain('asha@example.in');
    await client.wallet.data();
    expect(server!.requests[1]?.headers.authorization).toBe('Bearer token-for-fb-id-token');
  });

  it("shows 'Logged in!' once per sign-in", async () => {
    const firebase = fakeFirebase();
    const { login } = await setUp(
      { '/auth-users': signedIn },
      { providers: { firebase: firebase.provider } },
    );
    expect(login.consumeLoggedInNotice()).toBeUndefined();
    await login.signInWithFirebase('Google');
    expect(login.consumeLoggedInNotice()).toBe('Logged in!');
    expect(login.consumeLoggedInNotice()).toBeUndefined();
  });

  it('refuses an identity with neither email nor phone and deletes the Firebase account', async () => {
    const firebase = fakeFirebase({ email: null, phoneNumber: null });
    const { login } = await setUp(
      { '/auth-users': signedIn },
      { providers: { firebase: firebase.provider } },
    );
    const error = await login.signInWithFirebase('Facebook').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AuthError);
    expect(describeError(error, 'login')).toEqual({
      title: 'Unable to login with Facebook',
      description: "We didn't find required information from your account",
      logout: false,
      helpPath: '/help/facebook/login',
    });
    expect(firebase.calls).toEqual(['signIn:Facebook', 'delete', 'signOut']);
    expect(server!.requests).toHaveLength(0);
  });

  it('stops an email sign-in whose address is not verified, before the server, and stays signed in to Firebase', async () => {
    const firebase = fakeFirebase({ emailVerified: false });
    const { login, session } = await setUp(
      { '/auth-users': signedIn },
      { providers: { firebase: firebase.provider } },
    );
    const error = (await login
      .signInWithFirebase('Email', { email: 'asha@example.in', password: 'secret-1' })
      .catch((caught: unknown) => caught)) as AuthError;
    expect([error.reason, error.title]).toEqual(['email-unverified', 'Please verify your email']);
    expect(firebase.calls).toEqual(['signIn:Email']);
    expect(server!.requests).toHaveLength(0);
    expect(session.getSnapshot().signedIn).toBe(false);
  });

  it('creates an email account through the provider and names its failures', async () => {
    const firebase = fakeFirebase();
    const created: string[] = [];
    firebase.provider.createEmailAccount = async (email) => {
      if (created.includes(email)) {
        throw Object.assign(new Error('exists'), { code: 'auth/email-already-in-use' });
      }
      created.push(email);
    };
    const { login } = await setUp(
      { '/auth-users': signedIn },
      { providers: { firebase: firebase.provider } },
    );
    await login.createEmailAccount('asha@example.in', 'secret-1');
    expect(created).toEqual(['asha@example.in']);
    const error = (await login
      .createEmailAccount('asha@example.in', 'secret-1')
      .catch((caught: unknown) => caught)) as AuthError;
    expect([error.reason, error.title]).toEqual(['provider', 'This email already has an account']);
    expect(server!.requests).toHaveLength(0);
  });

  it('says a wrong password is a wrong password', async () => {
    const firebase = fakeFirebase();
    firebase.provider.signIn = async () => {
      throw Object.assign(new Error('Firebase: Error (auth/wrong-password).'), {
        code: 'auth/wrong-password',
      });
    };
    const { login } = await setUp(
      { '/auth-users': signedIn },
      { providers: { firebase: firebase.provider } },
    );
    const error = (await login
      .signInWithFirebase('Email', { email: 'asha@example.in', password: 'nope' })
      .catch((caught: unknown) => caught)) as AuthError;
    expect([error.reason, error.title]).toEqual(['provider', 'Wrong password']);
  });

  it('refuses to sign in while offline', async () => {
    const firebase = fakeFirebase();
    const { login } = await setUp(
      { '/auth-users': signedIn },
      { providers: { firebase: firebase.provider }, isOnline: () => false },
    );
    const error = (await login
      .signInWithFirebase('Google')
      .catch((caught: unknown) => caught)) as AuthError;
    expect([error.reason, error.title, error.description]).toEqual([
      'offline',
      'You are offline',
      'Please check your internet connection and try again',
    ]);
    expect(firebase.calls).toEqual([]);
  });

  it('wraps a provider failure in AuthError', async () => {
    const { login } = await setUp(
      {},
      {
        providers: {
          firebase: {
            signIn: () => Promise.reject(new Error('auth/popup-blocked')),
            deleteCurrentUser: async () => undefined,
            signOut: async () => undefined,
          },
        },
      },
    );
    const error = (await login
      .signInWithFirebase('Google')
      .catch((caught: unknown) => caught)) as AuthError;
    expect(error.reason).toBe('provider');
    expect((error.cause as Error).message).toBe('auth/popup-blocked');
  });

  it.each([
    ['auth/popup-blocked', 'Sign-in window blocked'],
    ['auth/popup-closed-by-user', 'Sign-in cancelled'],
    ['auth/unauthorized-domain', 'Sign-in unavailable here'],
    ['auth/network-request-failed', 'Unable to reach the sign-in service'],
    ['auth/invalid-api-key', 'Sign-in is not available'],
    ['auth/internal-error', 'Unable to sign-in!'],
  ])('a sign-in popup failing with %s says "%s"', async (code, title) => {
    const { login } = await setUp(
      {},
      {
        providers: {
          firebase: {
            signIn: () => Promise.reject(Object.assign(new Error(`Firebase: (${code})`), { code })),
            deleteCurrentUser: async () => undefined,
            signOut: async () => undefined,
          },
        },
      },
    );
    const error = (await login
      .signInWithFirebase('Google')
      .catch((caught: unknown) => caught)) as AuthError;
    expect(error.reason).toBe('provider');
    expect(error.title).toBe(title);
    expect(describeError(error, 'login')).toMatchObject({ title });
  });

  it('a 400 from /auth-users logs out and shows ErrorMessage / ErrorDescription', async () => {
    const firebase = fakeFirebase();
    const { login, session } = await setUp(
      {
        '/auth-users': () => ({
          status: 400,
          json: {
            Message: 'Login refused',
            ErrorMessage: 'Account disabled',
            ErrorDescription: 'Contact support',
          },
        }),
      },
      { providers: { firebase: firebase.provider } },
    );
    session.start({ Token: 'old', ExpiresIn: 900, UserData: user });
    const error = await login.signInWithFirebase('Google').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(describeError(error, 'login')).toEqual({
      title: 'Account disabled',
      description: 'Contact support',
      logout: true,
    });
    expect(firebase.calls).toContain('signOut');
    expect(server!.requests.map((request) => request.path)).toEqual([
      '/v1/auth-users',
      '/v1/logout',
    ]);
    expect(session.getSnapshot().signedIn).toBe(false);
    expect(await session.getToken()).toBeUndefined();
  });

  it('a 500 keeps the session and asks to try again', async () => {
    const firebase = fakeFirebase();
    const { login } = await setUp(
      {
        '/auth-users': () => ({
          status: 500,
          json: { Message: 'Down', ErrorMessage: 'Login service down' },
        }),
      },
      { providers: { firebase: firebase.provider } },
    );
    const error = await login.signInWithFirebase('Google').catch((caught: unknown) => caught);
    expect(describeError(error, 'login')).toEqual({
      title: 'Login service down',
      description: 'Something went wrong, Please try again to login again',
      logout: false,
    });
    expect(firebase.calls).not.toContain('signOut');
  });
});

describe('hosted sign-in', () => {
  const hostedSession: HostedSession = {
    token: 'otpless-token',
    email: '',
    phoneNumber: '+919876543210',
  };

  it('polls for the hosted session, then signs in with loginService otpless', async () => {
    const hosted = fakeHosted(2, hostedSession);
    const { login } = await setUp(
      { '/auth-users': signedIn },
      { providers: { hosted: hosted.provider }, pollIntervalMs: 10 },
    );
    await login.startHosted('Phone', '9876543210');
    await login.completeHostedSignIn('Phone');
    expect(hosted.calls).toEqual(['start:Phone:9876543210']);
    expect(hosted.polls()).toBe(3);
    expect(server!.requests[0]?.body).toEqual({
      username: '+919876543210',
      email: '',
      phoneNumber: '+919876543210',
      loginUsing: 'Phone',
      loginService: 'otpless',
      idToken: 'otpless-token',
    });
  });

  it("polls every 500 ms and gives up after 7 s with 'Unable to sign-in!'", async () => {
    vi.useFakeTimers();
    const hosted = fakeHosted(Number.POSITIVE_INFINITY, null);
    const { login } = await setUp({}, { providers: { hosted: hosted.provider } });
    const outcome = login.completeHostedSignIn('Google').catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(6_999);
    expect(hosted.polls()).toBe(14);
    await vi.advanceTimersByTimeAsync(1_000);
    const error = (await outcome) as AuthError;
    expect(hosted.polls()).toBe(15);
    expect([error.reason, error.title, error.description]).toEqual([
      'session-timeout',
      'Unable to sign-in!',
      'Something went wrong, Please try again. If issue persists try using another sign in methods',
    ]);
  });

  it('refuses a hosted identity with neither email nor phone', async () => {
    const hosted = fakeHosted(0, { token: 't', email: '', phoneNumber: '' });
    const { login } = await setUp({}, { providers: { hosted: hosted.provider } });
    const error = (await login
      .completeHostedSignIn('Google')
      .catch((caught: unknown) => caught)) as AuthError;
    expect(error.reason).toBe('missing-identity');
    expect(hosted.calls).toEqual(['signOut']);
  });

  it("signs in through the server's sandbox OTP calls", async () => {
    const { client, storage, session } = await setUp({
      '/sandbox/otp/send': () => ({ json: { RequestId: 'req-1', ExpiresIn: 300 } }),
      '/sandbox/otp/verify': (request) =>
        (request.body as { code: string }).code === '123456'
          ? { json: { Token: 'sandbox-proof', Email: '', PhoneNumber: '+919876543210' } }
          : { status: 400, json: { Message: 'Wrong code' } },
      '/auth-users': signedIn,
    });
    const login = createLoginOrchestrator({
      client,
      storage,
      session,
      providers: { hosted: createSandboxHostedProvider(client) },
    });
    await login.startHosted('Phone', '9876543210');
    const wrong = (await login
      .verifyHostedCode('Phone', '000000')
      .catch((caught: unknown) => caught)) as ApiError;
    expect(wrong.Message).toBe('Wrong code');
    await login.startHosted('Phone', '9876543210');
    await login.verifyHostedCode('Phone', '123456');
    expect(await session.getToken()).toBe('token-for-sandbox-proof');
    expect(server!.requests.map((request) => request.path)).toEqual([
      '/v1/sandbox/otp/send',
      '/v1/sandbox/otp/verify',
      '/v1/sandbox/otp/send',
      '/v1/sandbox/otp/verify',
      '/v1/auth-users',
    ]);
    expect(server!.requests[0]?.body).toEqual({ phoneNumber: '9876543210' });
  });

  it.each(['+91 98450 12345', '98450-12345', '098450 12345', '919845012345'])(
    'sends the code for %j to the 10-digit number, through the provider and the sandbox',
    async (typed) => {
      const hosted = fakeHosted(0, hostedSession);
      const { login, client, storage, session } = await setUp(
        { '/sandbox/otp/send': () => ({ json: { RequestId: 'req-1', ExpiresIn: 300 } }) },
        { providers: { hosted: hosted.provider } },
      );
      expect(await login.startHosted('Phone', typed)).toBe('9845012345');
      expect(hosted.calls).toEqual(['start:Phone:9845012345']);

      const sandbox = createLoginOrchestrator({
        client,
        storage,
        session,
        providers: { hosted: createSandboxHostedProvider(client) },
      });
      await sandbox.startHosted('Phone', typed);
      expect(server!.requests[0]?.body).toEqual({ phoneNumber: '9845012345' });
    },
  );

  it.each(['12345', '080 2345 6789', '+1 415 555 2671'])(
    'refuses %j as a mobile number in the server’s words, before sending anything',
    async (typed) => {
      const hosted = fakeHosted(0, hostedSession);
      const { login } = await setUp({}, { providers: { hosted: hosted.provider } });
      const error = await login.startHosted('Phone', typed).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AuthError);
      expect((error as AuthError).reason).toBe('invalid-phone');
      expect(describeError(error, 'login')).toEqual({
        title: 'Enter a valid 10-digit mobile number',
        description: 'For example 98450 12345 or +91 98450 12345',
        logout: false,
      });
      expect(hosted.calls).toEqual([]);
      expect(server!.requests).toHaveLength(0);
    },
  );

  it('shows a refusal of the request by its schema in its own words, not as a provider failure', async () => {
    const { client, storage, session } = await setUp({});
    const login = createLoginOrchestrator({
      client,
      storage,
      session,
      providers: { hosted: createSandboxHostedProvider(client) },
    });
    const email = await login.startHosted('Email', 'asha@').catch((caught: unknown) => caught);
    expect(email).not.toBeInstanceOf(AuthError);
    expect(describeError(email, 'login').title).toBe('Enter a valid email address');
    expect(server!.requests).toHaveLength(0);
  });

  it("shows the server's Message and Description of a refused code request", async () => {
    const { client, storage, session } = await setUp({
      '/sandbox/otp/send': () => ({
        status: 429,
        json: { Message: 'Too many requests', Description: 'Wait 15 minutes for a new code' },
      }),
    });
    const login = createLoginOrchestrator({
      client,
      storage,
      session,
      providers: { hosted: createSandboxHostedProvider(client) },
    });
    const error = await login
      .startHosted('Phone', '98450 12345')
      .catch((caught: unknown) => caught);
    expect(describeError(error, 'login')).toEqual({
      title: 'Too many requests',
      description: 'Wait 15 minutes for a new code',
      logout: false,
    });
  });
});

describe('session restore and logout', () => {
  it('restores a stored session through the refresh cookie', async () => {
    const { login, session, storage } = await setUp({
      '/refresh-session': () => ({ json: { Token: 'renewed', ExpiresIn: 900, UserData: user } }),
    });
    expect(await login.restore()).toBe(false);
    storage.setItem('storefront.user', JSON.stringify(user));
    expect(await login.restore()).toBe(true);
    expect(await session.getToken()).toBe('renewed');
  });

  it('forgets the stored user when the refresh is refused', async () => {
    const { login, session, storage } = await setUp({
      '/refresh-session': () => ({ status: 401, json: { Message: 'Session expired' } }),
    });
    storage.setItem('storefront.user', JSON.stringify(user));
    expect(await login.restore()).toBe(false);
    expect(session.getSnapshot().user).toBeUndefined();
  });

  it('logs out through the provider and the server and clears the flags', async () => {
    const firebase = fakeFirebase();
    const { login, session, storage } = await setUp(
      { '/auth-users': signedIn, '/logout': () => ({ json: { Success: true } }) },
      { providers: { firebase: firebase.provider } },
    );
    await login.signInWithFirebase('Google');
    await login.logout();
    expect(firebase.calls).toEqual(['signIn:Google', 'signOut']);
    expect(server!.requests.map((request) => request.path)).toEqual([
      '/v1/auth-users',
      '/v1/logout',
    ]);
    expect(session.getSnapshot()).toMatchObject({
      signedIn: false,
      user: undefined,
      defaultAddress: null,
    });
    expect(storage.getItem('storefront.loggedInNotice')).toBeNull();
    expect(login.consumeLoggedInNotice()).toBeUndefined();
  });

  it('logs out locally even when the server cannot be reached', async () => {
    const { login, session } = await setUp({
      '/logout': () => ({ status: 503, json: { Message: 'down' } }),
    });
    session.start({ Token: 't', ExpiresIn: 900, UserData: user });
    await login.logout();
    expect(session.getSnapshot().signedIn).toBe(false);
  });
});
