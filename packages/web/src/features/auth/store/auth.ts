/**
 * Sign-in for the whole app, on the SDK's login orchestrator (lazy chunk): the provider the server names
 * (LoginServiceProvider) — the hosted OTP service (OTPless's headless SDK, `otplessProvider.ts`), played by
 * the server's sandbox sign-in in sandbox mode, or the Firebase-style login (firebase loaded only when used) — the session with token renewal through the
 * refresh cookie, 'Logged in!' once per sign-in, analytics identification, and logout (spec section 4). What other
 * slices and features do after a sign-in or logout is the app's (lib/crossFeature.ts).
 */
import {
  createLoginOrchestrator,
  createSandboxHostedProvider,
  describeError,
  type FirebaseCredentials,
  type FirebaseLoginMethod,
  type HostedLoginMethod,
  type HostedLoginProvider,
  type LoginOptions,
  type LoginResult,
} from '@storefront/sdk';
import { proxy } from 'valtio';
import { identifyUser } from '../../../lib/analytics';
import { api, sdkSession } from '../../../lib/client';
import { crossFeature } from '../../../lib/crossFeature';
import type { ErrorDescription } from '../../../lib/errors';
import { clearSession, isSignedIn, setSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { messages } from '../../../messages/auth';
import { selectDefaultAddress } from '../../../state/orderProcess';
import { configureFirebase, createFirebaseProvider } from './firebaseProvider';
import { createOtplessProvider } from './otplessProvider';

/** The hosted sign-in waiting for its code (kept for /confirm-otp). */
export const pending = proxy<{
  method: HostedLoginMethod | undefined;
  identity: string;
}>({ method: undefined, identity: '' });

const sandboxHosted = createSandboxHostedProvider(api);
const otplessHosted = createOtplessProvider({
  appId: async () => (await loginOptions()).config.OtpLessAppId,
});

/** Sandbox mode: the server's sandbox sign-in; otherwise OTPless (its script loaded on the first start). */
async function currentHosted(): Promise<HostedLoginProvider> {
  return (await loginOptions()).isSandbox ? sandboxHosted : otplessHosted;
}

/** The hosted provider the orchestrator sees: the one the loaded login configuration names. */
const hosted: HostedLoginProvider = {
  async start(method, identity) {
    await (await currentHosted()).start(method, identity);
  },
  async verify(code) {
    const provider = await currentHosted();
    if (!provider.verify) throw new Error('This provider sends no code');
    await provider.verify(code);
  },
  async getSession() {
    return (await currentHosted()).getSession();
  },
  async signOut() {
    await Promise.all([sandboxHosted.signOut(), otplessHosted.signOut()]);
  },
};

export const orchestrator = createLoginOrchestrator({
  client: api,
  storage: localStorage,
  session: sdkSession,
  providers: { hosted, firebase: createFirebaseProvider() },
  isOnline: () => navigator.onLine,
});

// A session the server ended (refresh refused, 400 login) signs the app out too.
sdkSession.subscribe((snapshot) => {
  if (!snapshot.user && isSignedIn()) clearSession();
});

let options: Promise<LoginOptions> | undefined;

/** The server's login configuration (cached; a failure is retried on the next call). */
export function loginOptions(): Promise<LoginOptions> {
  options ??= orchestrator.loadConfig().then(
    (loaded) => {
      configureFirebase(loaded.config.Config);
      return loaded;
    },
    (error: unknown) => {
      options = undefined;
      throw error;
    },
  );
  return options;
}

export function describeLoginError(error: unknown): ErrorDescription {
  return describeError(error, 'login');
}

async function mirrorSession(): Promise<void> {
  const token = await sdkSession.getToken();
  const user = sdkSession.getSnapshot().user;
  if (!token || !user) return;
  setSession({
    token,
    expiresAt: undefined,
    userId: user.UserId,
    username: user.Username,
  });
  identifyUser(user.UserId, user.Username);
}

function showLoggedInNotice(): void {
  const notice = orchestrator.consumeLoggedInNotice();
  if (notice) toast(notice, 'success');
}

async function signedIn(result: LoginResult): Promise<LoginResult> {
  await mirrorSession();
  // The shopper's default address is selected at once: a checkout right after sign-in needs it.
  if (result.defaultAddress) selectDefaultAddress(result.defaultAddress);
  crossFeature.signedIn();
  showLoggedInNotice();
  return result;
}

/** A login refused with 400 signs the shopper out (spec section 8). */
async function failed(error: unknown): Promise<never> {
  if (describeLoginError(error).logout) clearSession();
  throw error;
}

/** Sends the code; a phone number is read as the shopper wrote it and kept as its 10 digits. */
export async function startHosted(method: HostedLoginMethod, identity: string): Promise<void> {
  const contact = await orchestrator.startHosted(method, identity);
  pending.method = method;
  pending.identity = contact ?? identity;
}

/** Hosted OAuth (Google): opens the hosted page, then waits for its session and signs in with the server. */
export async function signInHostedOAuth(method: HostedLoginMethod): Promise<LoginResult> {
  try {
    await orchestrator.startHosted(method);
    return await signedIn(await orchestrator.completeHostedSignIn(method));
  } catch (error) {
    return failed(error);
  }
}

export async function verifyHostedCode(code: string): Promise<LoginResult> {
  const method = pending.method;
  if (!method) throw new Error('No sign-in is waiting for a code');
  try {
    const result = await orchestrator.verifyHostedCode(method, code);
    pending.method = undefined;
    return await signedIn(result);
  } catch (error) {
    return failed(error);
  }
}

export async function signInWithFirebase(
  method: FirebaseLoginMethod,
  credentials?: FirebaseCredentials,
): Promise<LoginResult> {
  try {
    return await signedIn(await orchestrator.signInWithFirebase(method, credentials));
  } catch (error) {
    return failed(error);
  }
}

/** Firebase email: a new account gets a verification link; it signs in once the link is opened. */
export async function createEmailAccount(email: string, password: string): Promise<void> {
  await orchestrator.createEmailAccount(email, password);
}

export async function resendEmailVerification(): Promise<void> {
  await orchestrator.resendEmailVerification();
}

/** Applies a verification link's code; the login configuration (and so Firebase's) is loaded first. */
export async function confirmEmail(code: string): Promise<void> {
  await loginOptions();
  await orchestrator.confirmEmail(code);
}

/** The code the sandbox inbox holds for this contact (sandbox mode shows it to the shopper). */
export async function sandboxCodeFor(identity: string): Promise<string | undefined> {
  // A phone number is already its 10 digits (startHosted keeps what the orchestrator sent the code to).
  const to = identity.trim().toLowerCase();
  const inbox = await api.auth.sandbox.inbox();
  return inbox.Messages.find((message) => message.To.toLowerCase() === to)?.Code;
}

/** Logout through the login service; the app then resets the shopper's data (2 s later) and push. */
export async function logout(): Promise<void> {
  await orchestrator.logout();
  clearSession();
  toast(messages.auth.loggedOut);
  crossFeature.loggedOut();
}

/**
 * At start-up: renew the session of a shopper signed in before the reload (refresh cookie), or forget a
 * session the server no longer knows; then the pending 'Logged in!' notice and the analytics identity.
 */
export async function restoreSession(): Promise<void> {
  const storedUser = sdkSession.hasStoredUser();
  if (!storedUser && !isSignedIn()) return;
  if (!storedUser) {
    clearSession();
    return;
  }
  const restored = await orchestrator.restore();
  if (restored) {
    await mirrorSession();
    crossFeature.signedIn();
    showLoggedInNotice();
  } else if (navigator.onLine && !sdkSession.hasStoredUser()) {
    clearSession();
  }
}
