/**
 * Login orchestration (spec sections 4, 5, 8): reads the login configuration, picks the provider named by
 * LoginServiceProvider, builds the login payload, posts /auth-users and keeps the session. The hosted
 * service's path is in hosted-login.ts, Firebase's in firebase-login.ts, what they share in login-context.ts.
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
import type { MessageCatalog } from '../i18n/catalog.js';
import { messages } from '../messages.js';
import type { Address } from '../addresses/schemas.js';
import type { UserData } from './schemas.js';
import {
  HOSTED_POLL_INTERVAL_MS,
  HOSTED_SESSION_TIMEOUT_MS,
  SESSION_STORAGE_KEYS,
} from '../core/index.js';
import { createFirebaseLogin } from './firebase-login.js';
import { createHostedLogin } from './hosted-login.js';
import { createLoginContext } from './login-context.js';
import { createSession, type Session } from './session.js';
import type {
  FirebaseCredentials,
  FirebaseLoginProvider,
  HostedLoginProvider,
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

export function createLoginOrchestrator(options: LoginOrchestratorOptions): LoginOrchestrator {
  const { client, storage } = options;
  const session = options.session ?? createSession(storage);
  const texts = () => options.messages?.() ?? messages;
  const context = createLoginContext(options, session, texts);
  let config: LoginConfigReply | undefined;

  session.setRenewer(async () => {
    try {
      return await client.auth.refresh();
    } catch (error) {
      if (isApiError(error) && (error.status === 401 || error.status === 400)) session.clear();
      return undefined;
    }
  });

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

    ...createHostedLogin(context, {
      pollIntervalMs: options.pollIntervalMs ?? HOSTED_POLL_INTERVAL_MS,
      sessionTimeoutMs: options.sessionTimeoutMs ?? HOSTED_SESSION_TIMEOUT_MS,
    }),
    ...createFirebaseLogin(context),

    async restore() {
      if (!session.hasStoredUser()) return false;
      return (await session.getToken()) !== undefined && session.getSnapshot().signedIn;
    },

    logout: context.logout,

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
