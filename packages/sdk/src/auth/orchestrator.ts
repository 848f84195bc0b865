/**
 * Login orchestration (spec sections 4, 5, 8): reads the login configuration, picks the provider named by
 * LoginServiceProvider, builds the login payload, posts /auth-users and keeps the session.
 */
import type { StorefrontClient } from '../client.js';
import type { KeyValueStorage } from '../common/storage.js';
import type {
  FirebaseLoginMethod,
  HostedLoginMethod,
  LoginConfigReply,
  LoginServiceProvider,
} from '../config/schemas.js';
import { isApiError } from '../errors/ApiError.js';
import { AuthError } from '../errors/AuthError.js';
import { isNetworkError } from '../errors/NetworkError.js';
import { isRequestValidationError } from '../errors/ValidationError.js';
import type { MessageCatalog } from '../i18n/catalog.js';
import { messages } from '../messages.js';
import type { Address } from '../addresses/schemas.js';
import type { LoginPayload, UserData } from './schemas.js';
import {
  HOSTED_POLL_INTERVAL_MS,
  HOSTED_SESSION_TIMEOUT_MS,
  SESSION_STORAGE_KEYS,
} from '../core/index.js';
import { createSession, type Session } from './session.js';
import type {
  FirebaseCredentials,
  FirebaseLoginProvider,
  HostedLoginProvider,
  HostedSession,
} from './providers.js';

export interface LoginOrchestratorOptions {
  client: Pick<StorefrontClient, 'config' | 'auth'>;
  storage: KeyValueStorage;
  providers: { hosted?: HostedLoginProvider; firebase?: FirebaseLoginProvider };
  /** navigator.onLine in the browser. Default: always online. */
  isOnline?: () => boolean;
  /** Pass the session given to createClient's getToken; one is created otherwise. */
  session?: Session;
  pollIntervalMs?: number;
  sessionTimeoutMs?: number;
  /**
   * The language of the sign-in failures' texts, read at each failure: a language's catalog
   * (`@storefront/sdk/messages/hi`). English by default.
   */
  messages?: () => MessageCatalog | undefined;
}

export interface LoginOptions {
  provider: LoginServiceProvider;
  /** The methods to offer, in the server's order. */
  methods: readonly (HostedLoginMethod | FirebaseLoginMethod)[];
  isSandbox: boolean;
  config: LoginConfigReply;
}

export interface LoginResult {
  user: UserData;
  defaultAddress: Address | null;
  isTestUser: boolean;
}

export interface LoginOrchestrator {
  readonly session: Session;
  loadConfig(): Promise<LoginOptions>;
  /**
   * Hosted service: start a sign-in (sends a code, or opens the hosted page). A phone number is read as
   * people write it (`+91 98450 12345`, `98450-12345`, `098450 12345`) and sent as its 10 digits; one that
   * is not an Indian mobile number fails with reason 'invalid-phone' before anything is sent. Resolves to
   * the contact the code went to (the 10 digits for a phone), undefined for the hosted page.
   */
  startHosted(method: HostedLoginMethod, identity?: string): Promise<string | undefined>;
  /** Hosted service: confirm the code, then complete the sign-in. */
  verifyHostedCode(method: HostedLoginMethod, code: string): Promise<LoginResult>;
  /** Hosted service: wait for its session (every 500 ms, up to 7 s), then sign in with the server. */
  completeHostedSignIn(method: HostedLoginMethod): Promise<LoginResult>;
  signInWithFirebase(
    method: FirebaseLoginMethod,
    credentials?: FirebaseCredentials,
  ): Promise<LoginResult>;
  /**
   * Firebase email and password: creates the account and sends its verification link; the shopper signs in
   * once the link is opened (an unverified sign-in stops with reason 'email-unverified').
   */
  createEmailAccount(email: string, password: string): Promise<void>;
  /** Sends the verification link again to the account of the stopped email sign-in. */
  resendEmailVerification(): Promise<void>;
  /** Applies the code of a verification link (the `oobCode` of /verify-email). */
  confirmEmail(code: string): Promise<void>;
  /** Renews the session from the refresh cookie after a reload; false when there is none. */
  restore(): Promise<boolean>;
  logout(): Promise<void>;
  /** 'Logged in!' once per sign-in (survives a reload), then undefined. */
  consumeLoggedInNotice(): string | undefined;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function usernameOf(name: string | null | undefined, email: string, phoneNumber: string): string {
  if (name && name.trim() !== '') return name.trim();
  if (email) return email.split('@')[0] ?? email;
  return phoneNumber;
}

export function createLoginOrchestrator(options: LoginOrchestratorOptions): LoginOrchestrator {
  const { client, storage, providers } = options;
  const isOnline = options.isOnline ?? (() => true);
  const pollIntervalMs = options.pollIntervalMs ?? HOSTED_POLL_INTERVAL_MS;
  const sessionTimeoutMs = options.sessionTimeoutMs ?? HOSTED_SESSION_TIMEOUT_MS;
  const session = options.session ?? createSession(storage);
  const texts = () => options.messages?.() ?? messages;
  let config: LoginConfigReply | undefined;

  session.setRenewer(async () => {
    try {
      return await client.auth.refresh();
    } catch (error) {
      if (isApiError(error) && (error.status === 401 || error.status === 400)) session.clear();
      return undefined;
    }
  });

  const offline = (cause?: unknown) =>
    new AuthError({ reason: 'offline', ...texts().offline, cause });
  const providerFailed = (cause: unknown) =>
    new AuthError({ reason: 'provider', ...providerFailureText(cause, texts()), cause });

  function ensureOnline(): void {
    if (!isOnline()) throw offline();
  }

  /** A refusal with its own words (the server's reply, or the request's schema before sending) is shown as is. */
  const isRefusal = (error: unknown) =>
    isApiError(error) || error instanceof AuthError || isRequestValidationError(error);

  /**
   * The contact to send a code to: a phone number as its 10 digits, an email trimmed. The phone-number
   * library (libphonenumber-js, its metadata ~34 KB gzipped) loads only when a phone sign-in starts, so an
   * app that restores a session or signs in otherwise never loads it.
   */
  async function contactOf(
    method: HostedLoginMethod,
    identity: string | undefined,
  ): Promise<string | undefined> {
    if (identity === undefined) return undefined;
    if (method !== 'Phone') return identity.trim();
    const { normalizeMobileNumber } = await import('./phone.js');
    const national = normalizeMobileNumber(identity);
    if (national === undefined)
      throw new AuthError({ reason: 'invalid-phone', ...texts().invalidPhoneNumber });
    return national;
  }

  function hostedProvider(): HostedLoginProvider {
    if (!providers.hosted) throw providerFailed(new Error('No hosted sign-in provider was given'));
    return providers.hosted;
  }

  function firebaseProvider(): FirebaseLoginProvider {
    if (!providers.firebase)
      throw providerFailed(new Error('No Firebase sign-in provider was given'));
    return providers.firebase;
  }

  /** Runs one optional step of the Firebase email account; its failures read like sign-in failures. */
  async function emailStep<A extends unknown[]>(
    pick: (provider: FirebaseLoginProvider) => ((...args: A) => Promise<void>) | undefined,
    ...args: A
  ): Promise<void> {
    const provider = firebaseProvider();
    const step = pick(provider);
    if (!step) throw providerFailed(new Error('The Firebase provider has no email accounts'));
    try {
      await step.apply(provider, args);
    } catch (error) {
      throw providerFailed(error);
    }
  }

  async function signOutProviders(): Promise<void> {
    await Promise.allSettled([providers.hosted?.signOut(), providers.firebase?.signOut()]);
  }

  /** Provider sign-out, server logout (clears the refresh cookie), then the local session and flags. */
  async function logout(): Promise<void> {
    await signOutProviders();
    await client.auth.logout().catch(() => undefined);
    session.clear();
  }

  async function postLogin(payload: LoginPayload): Promise<LoginResult> {
    try {
      const reply = await client.auth.login(payload);
      session.start(reply);
      try {
        storage.setItem(SESSION_STORAGE_KEYS.loggedInNotice, '1');
      } catch {
        // No stored flag: the notice is simply not shown.
      }
      return {
        user: reply.UserData,
        defaultAddress: reply.DefaultAddress,
        isTestUser: reply.IsTestUser,
      };
    } catch (error) {
      if (isApiError(error) && error.status === 400) await logout();
      if (isNetworkError(error) && !isOnline()) throw offline(error);
      throw error;
    }
  }

  async function signInHosted(
    method: HostedLoginMethod,
    hosted: HostedSession,
  ): Promise<LoginResult> {
    if (!hosted.email && !hosted.phoneNumber) {
      await hostedProvider()
        .signOut()
        .catch(() => undefined);
      throw new AuthError({ reason: 'missing-identity', ...texts().facebookMissingIdentity });
    }
    return postLogin({
      username: usernameOf(hosted.name, hosted.email, hosted.phoneNumber),
      email: hosted.email,
      phoneNumber: hosted.phoneNumber,
      // The spec's hosted loginUsing values are Email, Google and Phone: WhatsApp proves a phone number.
      loginUsing: method === 'WhatsApp' ? 'Phone' : method,
      loginService: 'otpless',
      idToken: hosted.token,
    });
  }

  async function pollHostedSession(): Promise<HostedSession> {
    const provider = hostedProvider();
    const deadline = Date.now() + sessionTimeoutMs;
    for (;;) {
      let found: HostedSession | null;
      try {
        found = await provider.getSession();
      } catch (error) {
        throw providerFailed(error);
      }
      if (found) return found;
      if (Date.now() + pollIntervalMs > deadline) {
        throw new AuthError({ reason: 'session-timeout', ...texts().hostedSignInFailed });
      }
      await sleep(pollIntervalMs);
    }
  }

  return {
    session,

    async loadConfig() {
      config ??= await client.config.login();
      const provider = config.LoginServiceProvider;
      return {
        provider,
        methods:
          provider === 'firebase'
            ? config.FirebaseAllowedLoginMethods
            : config.OtpLessAllowedLoginMethods,
        isSandbox: config.IsSandbox,
        config,
      };
    },

    async startHosted(method, identity) {
      ensureOnline();
      const contact = await contactOf(method, identity);
      try {
        await hostedProvider().start(method, contact);
      } catch (error) {
        if (isRefusal(error)) throw error;
        throw providerFailed(error);
      }
      return contact;
    },

    async verifyHostedCode(method, code) {
      ensureOnline();
      const provider = hostedProvider();
      if (!provider.verify) throw providerFailed(new Error('This provider sends no code'));
      try {
        await provider.verify(code);
      } catch (error) {
        if (isRefusal(error)) throw error;
        throw providerFailed(error);
      }
      return signInHosted(method, await pollHostedSession());
    },

    async completeHostedSignIn(method) {
      ensureOnline();
      return signInHosted(method, await pollHostedSession());
    },

    async signInWithFirebase(method, credentials) {
      ensureOnline();
      const provider = firebaseProvider();
      let identity;
      try {
        identity = await provider.signIn(method, credentials);
      } catch (error) {
        throw providerFailed(error);
      }
      const email = identity.email ?? '';
      const phoneNumber = identity.phoneNumber ?? '';
      // The provider stays signed in so that the app can send the verification link again.
      if (method === 'Email' && identity.emailVerified === false) {
        throw new AuthError({ reason: 'email-unverified', ...texts().emailNotVerified });
      }
      if (!email && !phoneNumber) {
        await provider.deleteCurrentUser().catch(() => undefined);
        await provider.signOut().catch(() => undefined);
        throw new AuthError({ reason: 'missing-identity', ...texts().facebookMissingIdentity });
      }
      return postLogin({
        username: usernameOf(identity.displayName, email, phoneNumber),
        email,
        phoneNumber,
        loginUsing: method,
        loginService: 'firebase',
        idToken: identity.idToken,
      });
    },

    async createEmailAccount(email, password) {
      ensureOnline();
      await emailStep((provider) => provider.createEmailAccount, email, password);
    },

    async resendEmailVerification() {
      ensureOnline();
      await emailStep((provider) => provider.resendEmailVerification);
    },

    async confirmEmail(code) {
      ensureOnline();
      await emailStep((provider) => provider.confirmEmail, code);
    },

    async restore() {
      if (!session.hasStoredUser()) return false;
      return (await session.getToken()) !== undefined && session.getSnapshot().signedIn;
    },

    logout,

    consumeLoggedInNotice() {
      try {
        if (storage.getItem(SESSION_STORAGE_KEYS.loggedInNotice) === null) return undefined;
        storage.removeItem(SESSION_STORAGE_KEYS.loggedInNotice);
        return texts().loggedIn;
      } catch {
        return undefined;
      }
    },
  };
}

/** The texts for a sign-in provider failure: by its Firebase error code when known, else the generic ones. */
function providerFailureText(
  cause: unknown,
  texts: MessageCatalog,
): { title: string; description: string } {
  const code =
    typeof cause === 'object' && cause !== null && 'code' in cause ? String(cause.code) : undefined;
  const known = texts.signInProviderErrors;
  return code !== undefined && Object.hasOwn(known, code)
    ? known[code as keyof typeof known]
    : texts.hostedSignInFailed;
}
