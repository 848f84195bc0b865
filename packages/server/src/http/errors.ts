import { DEFAULT_LOCALE, type Locale } from '@storefront/sdk/core';
import { type ServerTexts, textsIn } from '../i18n/texts.js';

/**
 * Words written in the request's language when the reply is sent: code that refuses says which text (and
 * with what values), the edge writes it in the shopper's language (HttpError.toBody).
 */
export type InWords<T> = (texts: ServerTexts) => T;
/** A text as it is (English, or a value that needs no words), or in words. */
export type Text = string | InWords<string>;
/** A refusal's Message and Description, as most catalog entries hold them. */
export interface Refusal {
  Message: string;
  Description: string;
}

const written = (text: Text, texts: ServerTexts) =>
  typeof text === 'function' ? text(texts) : text;

/**
 * An error a handler throws to answer with a status and the one error body `{ Message, Description }`.
 * `extra` adds flags a call documents (e.g. UnAvailableItems, MissingFields, WalletError); `headers`
 * are sent with it (e.g. Retry-After). A refusal without its own Message or Description gets the usual
 * one for its status. Texts given in words are written in the request's language (toBody).
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly #message: Text | undefined;
  readonly #description: Text | undefined;
  readonly #extra: Record<string, unknown> | InWords<Record<string, unknown>>;
  constructor(
    readonly status: number,
    message: Text | undefined,
    description?: Text,
    extra: Record<string, unknown> | InWords<Record<string, unknown>> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(
      message === undefined ? statusMessage(status) : written(message, textsIn(DEFAULT_LOCALE)),
    );
    this.#message = message;
    this.#description = description;
    this.#extra = extra;
  }

  /** The error body in a language: every body has a Message and a Description. */
  toBody(locale: Locale = DEFAULT_LOCALE): Record<string, unknown> {
    const texts = textsIn(locale);
    return {
      Message:
        this.#message === undefined
          ? statusMessage(this.status, locale)
          : written(this.#message, texts),
      Description:
        this.#description === undefined
          ? refusalDescription(this.status, locale)
          : written(this.#description, texts),
      ...(typeof this.#extra === 'function' ? this.#extra(texts) : this.#extra),
    };
  }
}

/** A refusal with a catalog entry's Message and Description, in the request's language. */
export function refusal(
  status: number,
  words: InWords<Refusal>,
  extra?: Record<string, unknown> | InWords<Record<string, unknown>>,
): HttpError {
  return new HttpError(
    status,
    (texts) => words(texts).Message,
    (texts) => words(texts).Description,
    extra,
  );
}

export const badRequest = (description?: Text, extra?: Record<string, unknown>) =>
  new HttpError(400, undefined, description, extra);
export const notFound = (message?: Text, description?: Text) =>
  new HttpError(404, message, description);
export const unauthorized = (description?: Text) => new HttpError(401, undefined, description);

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof Error && error.name === 'HttpError' && 'status' in error;
}

/** The Message of a refusal that names none: what its status means. */
export function statusMessage(status: number, locale: Locale = DEFAULT_LOCALE): string {
  const texts = textsIn(locale).messages;
  if (status === 401 || status === 403) return texts.unauthorized;
  if (status === 404) return texts.notFound;
  if (status === 429) return texts.tooManyRequests;
  return status >= 500 ? texts.internalError : texts.invalidRequest;
}

export function refusalDescription(status: number, locale: Locale = DEFAULT_LOCALE): string {
  const texts = textsIn(locale).messages;
  return texts.refusalDescription[status] ?? texts.tryAgainLater;
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
  /Connection terminated|Client has encountered a connection error|connect ECONNREFUSED|PGlite is closed|Cannot use a pool after calling end/i;

/** How soon a client may try again when every database connection was busy. */
export const DATABASE_BUSY_RETRY_AFTER_SECONDS = 1;

/**
 * Whether a call waited for a free database connection longer than the pool allows: every connection was
 * in use (a burst, or many requests queued on one row's lock), not the database out of reach. The server
 * sheds that call with 503 and Retry-After, and a retry with the same Idempotency-Key runs it again.
 * (pg-pool's wording: a new connection that cannot be opened fails with "Connection terminated ...".)
 */
export function isDatabaseBusy(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth++) {
    if (cause.message === 'timeout exceeded when trying to connect') return true;
    cause = cause.cause;
  }
  return false;
}

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
