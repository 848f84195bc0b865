/**
 * The hosted service's sign-in (OTP by phone, email or WhatsApp, or its hosted Google page): start it,
 * confirm the code, wait for the service's session, then sign in with the server.
 */
import type { HostedLoginMethod } from '../config/schemas.js';
import { AuthError } from '../errors/AuthError.js';
import { isRefusal, usernameOf, type LoginContext } from './login-context.js';
import type { LoginOrchestrator, LoginResult } from './orchestrator.js';
import type { HostedLoginProvider, HostedSession } from './providers.js';

export type HostedLogin = Pick<
  LoginOrchestrator,
  'startHosted' | 'verifyHostedCode' | 'completeHostedSignIn'
>;

export interface HostedPolling {
  pollIntervalMs: number;
  sessionTimeoutMs: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createHostedLogin(context: LoginContext, polling: HostedPolling): HostedLogin {
  const { ensureOnline, providerFailed } = context;
  const hostedProvider = () => hostedProviderOf(context);
  const signInWithSession = async (method: HostedLoginMethod) =>
    signInHosted(context, method, await pollHostedSession(context, polling));

  return {
    async startHosted(method, identity) {
      ensureOnline();
      const contact = await contactOf(context, method, identity);
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
      return signInWithSession(method);
    },

    async completeHostedSignIn(method) {
      ensureOnline();
      return signInWithSession(method);
    },
  };
}

function hostedProviderOf(context: LoginContext): HostedLoginProvider {
  const { hosted } = context.providers;
  if (!hosted) throw context.providerFailed(new Error('No hosted sign-in provider was given'));
  return hosted;
}

/**
 * The contact to send a code to: a phone number as its 10 digits, an email trimmed. The phone-number
 * library (libphonenumber-js, its metadata ~34 KB gzipped) loads only when a phone sign-in starts, so an
 * app that restores a session or signs in otherwise never loads it.
 */
async function contactOf(
  context: LoginContext,
  method: HostedLoginMethod,
  identity: string | undefined,
): Promise<string | undefined> {
  if (identity === undefined) return undefined;
  if (method !== 'Phone') return identity.trim();
  const { normalizeMobileNumber } = await import('./phone.js');
  const national = normalizeMobileNumber(identity);
  if (national === undefined)
    throw new AuthError({ reason: 'invalid-phone', ...context.texts().invalidPhoneNumber });
  return national;
}

/** Asks the hosted service for its session every pollIntervalMs until sessionTimeoutMs has passed. */
async function pollHostedSession(
  context: LoginContext,
  { pollIntervalMs, sessionTimeoutMs }: HostedPolling,
): Promise<HostedSession> {
  const provider = hostedProviderOf(context);
  const deadline = Date.now() + sessionTimeoutMs;
  for (;;) {
    let found: HostedSession | null;
    try {
      found = await provider.getSession();
    } catch (error) {
      throw context.providerFailed(error);
    }
    if (found) return found;
    if (Date.now() + pollIntervalMs > deadline) {
      throw new AuthError({ reason: 'session-timeout', ...context.texts().hostedSignInFailed });
    }
    await sleep(pollIntervalMs);
  }
}

async function signInHosted(
  context: LoginContext,
  method: HostedLoginMethod,
  hosted: HostedSession,
): Promise<LoginResult> {
  if (!hosted.email && !hosted.phoneNumber) {
    await hostedProviderOf(context)
      .signOut()
      .catch(() => undefined);
    throw new AuthError({ reason: 'missing-identity', ...context.texts().facebookMissingIdentity });
  }
  return context.postLogin({
    username: usernameOf(hosted.name, hosted.email, hosted.phoneNumber),
    email: hosted.email,
    phoneNumber: hosted.phoneNumber,
    // The spec's hosted loginUsing values are Email, Google and Phone: WhatsApp proves a phone number.
    loginUsing: method === 'WhatsApp' ? 'Phone' : method,
    loginService: 'otpless',
    idToken: hosted.token,
  });
}
