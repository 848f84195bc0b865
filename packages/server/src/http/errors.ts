import { messages } from '../messages.js';

/**
 * An error a handler throws to answer with a status and the one error body `{ Message, Description }`.
 * `extra` adds flags a call documents (e.g. UnAvailableItems, MissingFields, WalletError); `headers`
 * are sent with it (e.g. Retry-After).
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    readonly status: number,
    message: string,
    readonly description?: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  /** Every error body has a Description: the refusal's own, else the usual one for its status. */
  toBody(): Record<string, unknown> {
    return {
      Message: this.message,
      Description: this.description ?? refusalDescription(this.status),
      ...this.extra,
    };
  }
}

export const badRequest = (description?: string, extra?: Record<string, unknown>) =>
  new HttpError(400, messages.invalidRequest, description, extra);

export const notFound = (message: string = messages.notFound, description?: string) =>
  new HttpError(404, message, description);

export const unauthorized = (description: string = messages.sessionExpired) =>
  new HttpError(401, messages.unauthorized, description);

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof Error && error.name === 'HttpError' && 'status' in error;
}

export function refusalDescription(status: number): string {
  return messages.refusalDescription[status] ?? messages.tryAgainLater;
}

/** How soon a client may try again while the database is out of reach. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** PostgreSQL's connection failure classes: 08 (connection exception), 57P01-57P03 (shutdown, starting). */
const DATABASE_DOWN_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
]);
const DATABASE_DOWN_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connect ECONNREFUSED|PGlite is closed|Cannot use a pool after calling end/i;

/**
 * Whether a failure is the database being out of reach (restarting, a cut network), not a fault of the
 * request: such calls answer 503 with Retry-After, and succeed again once the database is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && (DATABASE_DOWN_CODES.has(code) || code.startsWith('08')))
      return true;
    if (DATABASE_DOWN_MESSAGES.test(cause.message)) return true;
    cause = cause.cause;
  }
  return false;
}
