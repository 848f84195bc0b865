/**
 * The HTTP transport (ky): turns one endpoint row and a request into a validated reply.
 * - the request is checked with the endpoint's schema before anything is sent;
 * - the bearer token from getToken on authenticated calls;
 * - an Idempotency-Key on idempotent calls (the caller's key, else one generated per call and reused by
 *   every retry of that call);
 * - retries with jittered exponential back-off on connection errors, 429 and 5xx only, honouring
 *   Retry-After, and only for GET or a call that carries an idempotency key; also a 409 that carries
 *   Retry-After on a call with an idempotency key (the server is still running the first attempt);
 * - every failure becomes one of the SDK's errors (an abort through the caller's signal an AbortedError, a
 *   connection dropped mid-reply a NetworkError 'interrupted'); the reply is validated with its schema;
 * - with `etagCache`, GETs without auth send the last reply's ETag as If-None-Match and a 304 reads the
 *   kept body (validated like any reply).
 */
import ky, { isHTTPError, isNetworkError, isTimeoutError } from 'ky';
import type * as z from 'zod/mini';
import type { KeyValueStorage } from '../common/storage.js';
import type { EndpointDefinition } from '../endpoints.js';
import { createApiError } from '../errors/ApiError.js';
import { AbortedError } from '../errors/AbortedError.js';
import { NetworkError, type NetworkFailure } from '../errors/NetworkError.js';
import { TimeoutError } from '../errors/TimeoutError.js';
import { ReplyValidationError, RequestValidationError } from '../errors/ValidationError.js';
import {
  DEFAULT_TIMEOUT_MS,
  RETRY_AFTER_STATUSES,
  RETRY_STATUSES,
  type Locale,
} from '../core/index.js';
import { EtagCache, type EtagCacheOptions } from './etag-cache.js';
import { setQuery } from './query.js';

export type { EtagCacheOptions };

export interface RetryPolicy {
  /** Retries after the first attempt. Default 2. */
  limit?: number;
  /** Back-off of the first retry in ms; doubles on each further retry, then jittered. Default 300. */
  baseDelayMs?: number;
  /** Upper bound of one back-off delay in ms. Default 5000. */
  maxDelayMs?: number;
  /** Upper bound of a server's Retry-After in ms. Default 30000. */
  maxRetryAfterMs?: number;
}

export interface ClientOptions {
  /** Origin of the API, e.g. 'https://shop.example' — calls go to `${baseUrl}/v1/...`. */
  baseUrl: string;
  /** The current session token, or undefined when signed out. */
  getToken?: () => string | undefined | Promise<string | undefined>;
  /**
   * Renews the session token after the server refused it with 401 (its session was signed out elsewhere,
   * or it was issued before the server changed what a token must carry). Given the refused token; answers
   * the new one, or undefined when the session cannot be renewed. The call is then sent once more with the
   * new token. `Session.renewRefused` is one.
   */
  renewToken?: (refused: string) => Promise<string | undefined>;
  /** Where the cart store and login flags live; defaults to an in-memory storage. */
  storage?: KeyValueStorage;
  /** Per-attempt timeout in ms. Default 15000. */
  timeoutMs?: number;
  retry?: RetryPolicy;
  fetch?: typeof globalThis.fetch;
  /**
   * Revalidate public GETs (catalog, configs, content: the calls without auth) with their ETag: the last
   * reply of each URL is kept in memory and sent back as If-None-Match, and a 304 reuses it. For runtimes
   * without an HTTP cache (Node); leave it off in browsers, whose HTTP cache already does this.
   * `true` keeps up to 100 replies. Default off.
   *
   * @example
   * const client = createClient({ baseUrl, etagCache: { maxEntries: 500 } });
   */
  etagCache?: boolean | EtagCacheOptions;
  /**
   * The shopper's language, sent as Accept-Language on every call: the server answers its Message and
   * Description texts and the catalog's names and descriptions in it (English where a text is missing).
   * Read before each call, so a language switch applies to the next call.
   *
   * @example
   * const client = createClient({ baseUrl, getLocale: () => settings.locale });
   */
  getLocale?: () => Locale | undefined;
}

export interface CallOptions {
  /** One key per shopper action; every retry of the action must reuse it. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

/** A random key for one shopper action (crypto.randomUUID where present). */
export function createIdempotencyKey(): string {
  const cryptoApi = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID();
  const hex = Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join(
    '',
  );
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}

function parseJsonText(text: string): { json: true; value: unknown } | { json: false } {
  if (text.trim() === '') return { json: false };
  try {
    return { json: true, value: JSON.parse(text) as unknown };
  } catch {
    return { json: false };
  }
}

function causeCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function networkFailureOf(error: unknown, phase: 'request' | 'body'): NetworkFailure {
  const navigatorLike = (globalThis as { navigator?: { onLine?: boolean } }).navigator;
  if (navigatorLike?.onLine === false) return 'offline';
  if (phase === 'body') return 'interrupted';
  return causeCode(error) === 'ECONNREFUSED' ? 'refused' : 'unreachable';
}

/** Fetch rejects with a TypeError for every network failure, whatever the platform words it as. */
const isFetchFailure = (error: unknown) => error instanceof TypeError;

/** `apiPrefix`: where the endpoint table's paths live ('/v1' for the shopper API, '/ops/v1' for staff). */
export function createTransport(options: ClientOptions, apiPrefix = '/v1') {
  const base = options.baseUrl.replace(/\/+$/, '') + apiPrefix;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const retry = options.retry ?? {};
  const baseDelayMs = retry.baseDelayMs ?? 300;
  const etags =
    options.etagCache === undefined || options.etagCache === false
      ? undefined
      : new EtagCache(options.etagCache === true ? {} : options.etagCache);
  const http = ky.create({
    timeout: timeoutMs,
    // A 304 answers a revalidation (etagCache): not an error.
    throwHttpErrors: (status) => status !== 304,
    credentials: 'include',
    retry: {
      limit: retry.limit ?? 2,
      statusCodes: [...RETRY_STATUSES, ...RETRY_AFTER_STATUSES],
      afterStatusCodes: [...RETRY_STATUSES, ...RETRY_AFTER_STATUSES],
      // A 409 is worth another attempt only when the server asks for one on an idempotent call.
      shouldRetry: ({ error }) => {
        if (!isHTTPError(error) || !RETRY_AFTER_STATUSES.includes(error.response.status))
          return undefined;
        const askedAgain =
          error.response.headers.has('retry-after') && error.request.headers.has('idempotency-key');
        return askedAgain ? undefined : false;
      },
      maxRetryAfter: retry.maxRetryAfterMs ?? 30_000,
      backoffLimit: retry.maxDelayMs ?? 5_000,
      delay: (attempt) => baseDelayMs * 2 ** (attempt - 1),
      // "Equal jitter": half the delay is fixed, half random, so retries spread without collapsing to 0.
      jitter: (delay) => delay / 2 + Math.random() * (delay / 2),
      retryOnTimeout: false,
    },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  return {
    async call(
      name: string,
      endpoint: EndpointDefinition,
      request: unknown,
      callOptions: CallOptions = {},
    ): Promise<unknown> {
      const checked = endpoint.request.safeParse(request ?? {});
      if (!checked.success) {
        throw new RequestValidationError({
          call: name,
          issues: checked.error.issues,
          rawValue: request,
        });
      }
      const parsed = checked.data as Record<string, unknown>;
      const method = endpoint.method;
      const headers: Record<string, string> = { accept: 'application/json' };
      const locale = options.getLocale?.();
      if (locale) headers['accept-language'] = locale;
      if (endpoint.auth) {
        const token = await options.getToken?.();
        if (token) headers.authorization = `Bearer ${token}`;
      }
      const idempotencyKey =
        callOptions.idempotencyKey ?? (endpoint.idempotent ? createIdempotencyKey() : undefined);
      if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;

      const url = new URL(base + endpoint.path);
      if (method === 'GET') setQuery(url, parsed);
      const where = { call: name, method, url: url.toString() };
      const retryable = method === 'GET' || idempotencyKey !== undefined;
      const revalidating = etags && method === 'GET' && !endpoint.auth ? etags : undefined;
      // A reply is kept per language: the same URL answers in each.
      const etagKey = locale ? `${locale} ${where.url}` : where.url;
      const kept = revalidating?.get(etagKey);
      if (kept) headers['if-none-match'] = kept.etag;

      const signal = callOptions.signal;
      let text: string;
      let fresh: { etag: string } | undefined;
      // Whether the reply's status and headers had arrived: a failure after that is a reply cut short.
      let phase: 'request' | 'body' = 'request';
      try {
        const pending = http(url, {
          method,
          headers,
          ...(method === 'GET' ? {} : { json: parsed }),
          ...(signal ? { signal } : {}),
          retry: { methods: retryable ? [method.toLowerCase() as Lowercase<typeof method>] : [] },
        });
        const response = await pending;
        phase = 'body';
        if (response.status === 304) {
          if (!kept) {
            throw createApiError({
              ...where,
              status: 304,
              body: undefined,
              headers: response.headers,
            });
          }
          text = kept.body;
        } else {
          // Read through ky, so a body that stalls is bounded by the timeout like the headers are.
          text = await pending.text();
          const etag = response.headers.get('etag');
          if (revalidating && etag && response.status === 200) fresh = { etag };
          else revalidating?.delete(etagKey);
        }
      } catch (error) {
        // The caller's abort wins over whatever it interrupted (a fetch, a body, a wait before a retry).
        if (signal?.aborted && !isHTTPError(error)) {
          throw new AbortedError({ ...where, cause: signal.reason ?? error });
        }
        if (isHTTPError(error)) {
          const data: unknown = error.data;
          const body = typeof data === 'string' ? parseBody(data) : data;
          throw createApiError({
            ...where,
            status: error.response.status,
            body,
            headers: error.response.headers,
          });
        }
        if (isTimeoutError(error)) throw new TimeoutError({ ...where, timeoutMs, cause: error });
        if (isNetworkError(error) || isFetchFailure(error)) {
          throw new NetworkError({
            ...where,
            reason: networkFailureOf(error, phase),
            cause: error,
          });
        }
        throw error;
      }

      const body = parseJsonText(text);
      if (!body.json) {
        throw new ReplyValidationError({
          call: name,
          issues: [{ code: 'custom', path: [], message: 'The reply is not JSON', input: text }],
          rawValue: text,
        });
      }
      const result = checkReply(endpoint.reply, body.value);
      if (!result.success) {
        throw new ReplyValidationError({ call: name, issues: result.issues, rawValue: body.value });
      }
      // Only a reply that passed validation is kept for the next revalidation.
      if (fresh) revalidating?.set(etagKey, { etag: fresh.etag, body: text });
      return result.data;
    },
  };
}

/**
 * The schema's reading of a reply. A reply too large or too deep to check (thousands of broken entries
 * whose issues exhaust the stack) is refused as one issue, rather than escaping as a RangeError.
 */
function checkReply<T extends z.ZodMiniType>(
  schema: T,
  value: unknown,
): { success: true; data: z.output<T> } | { success: false; issues: z.core.$ZodIssue[] } {
  try {
    const result = schema.safeParse(value);
    return result.success
      ? { success: true, data: result.data }
      : { success: false, issues: result.error.issues };
  } catch (error) {
    const message = `The reply could not be checked: ${error instanceof Error ? error.message : String(error)}`;
    return { success: false, issues: [{ code: 'custom', path: [], message, input: value }] };
  }
}

/** An error body that is JSON without a JSON content type is still read as JSON; anything else stays text. */
function parseBody(text: string): unknown {
  const parsed = parseJsonText(text);
  if (parsed.json) return parsed.value;
  return text === '' ? undefined : text;
}
