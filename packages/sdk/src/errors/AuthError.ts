import { StorefrontError, errorNames, hasName } from './StorefrontError.js';

/**
 * provider: the sign-in service failed; offline: no connection; missing-identity: the account has neither
 * email nor phone; session-timeout: the hosted session never appeared; rejected: the server refused the login;
 * invalid-phone: the typed number is not an Indian mobile number (nothing was sent).
 */
export type AuthFailure =
  | 'provider'
  | 'offline'
  | 'missing-identity'
  | 'email-unverified'
  | 'session-timeout'
  | 'rejected'
  | 'invalid-phone';

/** A sign-in that did not complete. `title` and `description` are the texts the UI shows. */
export class AuthError extends StorefrontError {
  override name: string = errorNames.auth;
  readonly reason: AuthFailure;
  readonly title: string;
  readonly description: string;

  constructor(init: { reason: AuthFailure; title: string; description: string; cause?: unknown }) {
    super(`${init.title} ${init.description}`, { cause: init.cause });
    this.reason = init.reason;
    this.title = init.title;
    this.description = init.description;
  }
}

export function isAuthError(error: unknown): error is AuthError {
  return error instanceof AuthError || hasName(error, [errorNames.auth]);
}
