/**
 * Sign-in providers are injected: the browser passes adapters over the hosted service's SDK or firebase/auth,
 * sandbox mode uses the server's sandbox OTP calls, tests use fakes. The SDK only orchestrates them.
 */
import type { StorefrontClient } from '../client.js';
import type { FirebaseLoginMethod, HostedLoginMethod } from '../config/schemas.js';
import { AuthError } from '../errors/AuthError.js';
import type { MessageCatalog } from '../i18n/catalog.js';
import { messages } from '../messages.js';

/** What the hosted service knows after sign-in: its token (the identity proof) and the contact it verified. */
export interface HostedSession {
  token: string;
  email: string;
  phoneNumber: string;
  name?: string;
}

export interface HostedLoginProvider {
  /** Starts a sign-in: sends a code to `identity` (phone or email), or opens the hosted page for Google. */
  start(method: HostedLoginMethod, identity?: string): Promise<void>;
  /** Confirms a one-time code, for methods that send one. */
  verify?(code: string): Promise<void>;
  /** The signed-in session, or null while there is none yet. */
  getSession(): Promise<HostedSession | null>;
  signOut(): Promise<void>;
}

export interface FirebaseCredentials {
  email?: string;
  password?: string;
  phoneNumber?: string;
  verificationCode?: string;
}

export interface FirebaseIdentity {
  idToken: string;
  email: string | null;
  phoneNumber: string | null;
  displayName: string | null;
  /** False for an email and password account whose address is not confirmed yet (such a sign-in stops). */
  emailVerified?: boolean;
}

export interface FirebaseLoginProvider {
  signIn(method: FirebaseLoginMethod, credentials?: FirebaseCredentials): Promise<FirebaseIdentity>;
  /** Creates an email and password account and sends its verification link (then signs out). */
  createEmailAccount?(email: string, password: string): Promise<void>;
  /** Sends the verification link again to the signed-in, unverified account. */
  resendEmailVerification?(): Promise<void>;
  /** Applies a verification link's code. */
  confirmEmail?(code: string): Promise<void>;
  /** Deletes the account just created (used when it has neither email nor phone). */
  deleteCurrentUser(): Promise<void>;
  signOut(): Promise<void>;
}

/**
 * The hosted provider of sandbox mode: the server's own OTP calls (the code appears in its log and sandbox
 * inbox). Phone and Email only.
 * @example
 * const hosted = createSandboxHostedProvider(client);
 * await login.startHosted('Phone', '9876543210'); await login.verifyHostedCode('123456');
 */
export function createSandboxHostedProvider(
  client: Pick<StorefrontClient, 'auth'>,
  options: {
    /** The language of its failures' texts, read at each failure (English by default). */
    messages?: () => MessageCatalog | undefined;
  } = {},
): HostedLoginProvider {
  const texts = () => options.messages?.() ?? messages;
  let requestId: string | undefined;
  let session: HostedSession | null = null;
  return {
    async start(method, identity) {
      session = null;
      if (method === 'Google' || !identity) {
        throw new AuthError({ reason: 'provider', ...texts().hostedSignInFailed });
      }
      const sent = await client.auth.sandbox.sendOtp(
        method === 'Phone' ? { phoneNumber: identity } : { email: identity },
      );
      requestId = sent.RequestId;
    },
    async verify(code) {
      if (!requestId) throw new AuthError({ reason: 'provider', ...texts().hostedSignInFailed });
      const verified = await client.auth.sandbox.verifyOtp({ requestId, code });
      requestId = undefined;
      session = { token: verified.Token, email: verified.Email, phoneNumber: verified.PhoneNumber };
    },
    async getSession() {
      return session;
    },
    async signOut() {
      session = null;
      requestId = undefined;
    },
  };
}
