/**
 * What the hosted and Firebase sign-in paths of the login orchestrator share: the injected providers, the
 * failures they raise (in the shopper's language), and the last step of every sign-in (posting /auth-users
 * and keeping the session).
 */
import type { KeyValueStorage } from '../common/storage.js';
import { SESSION_STORAGE_KEYS } from '../core/index.js';
import { isApiError } from '../errors/ApiError.js';
import { AuthError } from '../errors/AuthError.js';
import { isNetworkError } from '../errors/NetworkError.js';
import { isRequestValidationError } from '../errors/ValidationError.js';
import type { MessageCatalog } from '../i18n/catalog.js';
import type { LoginOrchestratorOptions, LoginResult } from './orchestrator.js';
import type { LoginPayload } from './schemas.js';
import type { Session } from './session.js';

export interface LoginContext {
  readonly providers: LoginOrchestratorOptions['providers'];
  /** The texts of the language in use, read at each failure. */
  texts(): MessageCatalog;
  /** Throws the 'offline' failure when the device is offline. */
  ensureOnline(): void;
  /** A provider's failure, worded by its Firebase error code when known. */
  providerFailed(cause: unknown): AuthError;
  /** Posts the login payload and starts the session. */
  postLogin(payload: LoginPayload): Promise<LoginResult>;
  /** Provider sign-out, server logout (clears the refresh cookie), then the local session and flags. */
  logout(): Promise<void>;
}

export function createLoginContext(
  options: LoginOrchestratorOptions,
  session: Session,
  texts: () => MessageCatalog,
): LoginContext {
  const { client, storage, providers } = options;
  const isOnline = options.isOnline ?? (() => true);
  const offline = (cause?: unknown) =>
    new AuthError({ reason: 'offline', ...texts().offline, cause });
  const providerFailed = (cause: unknown) =>
    new AuthError({ reason: 'provider', ...providerFailureText(cause, texts()), cause });

  async function logout(): Promise<void> {
    await Promise.allSettled([providers.hosted?.signOut(), providers.firebase?.signOut()]);
    await client.auth.logout().catch(() => undefined);
    session.clear();
  }

  async function postLogin(payload: LoginPayload): Promise<LoginResult> {
    try {
      const reply = await client.auth.login(payload);
      session.start(reply);
      flagLoggedInNotice(storage);
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

  return {
    providers,
    texts,
    ensureOnline() {
      if (!isOnline()) throw offline();
    },
    providerFailed,
    postLogin,
    logout,
  };
}

function flagLoggedInNotice(storage: KeyValueStorage): void {
  try {
    storage.setItem(SESSION_STORAGE_KEYS.loggedInNotice, '1');
  } catch {
    // No stored flag: the notice is simply not shown.
  }
}

/** A refusal with its own words (the server's reply, or the request's schema before sending) is shown as is. */
export const isRefusal = (error: unknown) =>
  isApiError(error) || error instanceof AuthError || isRequestValidationError(error);

export function usernameOf(
  name: string | null | undefined,
  email: string,
  phoneNumber: string,
): string {
  if (name && name.trim() !== '') return name.trim();
  if (email) return email.split('@')[0] ?? email;
  return phoneNumber;
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
