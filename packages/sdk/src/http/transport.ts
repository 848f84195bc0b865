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
 * The retry policy is in ky-instance.ts, the error mapping in failures.ts, reading the reply in reply.ts.
 */
import type { KyInstance, Options } from 'ky';
import type { KeyValueStorage } from '../common/storage.js';
import type { EndpointDefinition } from '../endpoints.js';
import { createApiError } from '../errors/ApiError.js';
import { RequestValidationError } from '../errors/ValidationError.js';
import { DEFAULT_TIMEOUT_MS, type Locale } from '../core/index.js';
import { EtagCache, type EtagCacheOptions, type EtagEntry } from './etag-cache.js';
import { failureOf, type FailureContext, type RequestPhase } from './failures.js';
import { createKyInstance } from './ky-instance.js';
import { setQuery } from './query.js';
import { readReply } from './reply.js';

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

/** `apiPrefix`: where the endpoint table's paths live ('/v1' for the shopper API, '/ops/v1' for staff). */
export function createTransport(options: ClientOptions, apiPrefix = '/v1') {
  const base = options.baseUrl.replace(/\/+$/, '') + apiPrefix;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const etags =
    options.etagCache === undefined || options.etagCache === false
      ? undefined
      : new EtagCache(options.etagCache === true ? {} : options.etagCache);
  const http = createKyInstance(options, timeoutMs);

  return {
    async call(
      name: string,
      endpoint: EndpointDefinition,
      request: unknown,
      callOptions: CallOptions = {},
    ): Promise<unknown> {
      const parsed = checkedRequest(name, endpoint, request);
      const { method } = endpoint;
      const locale = options.getLocale?.();
      const headers = await headersOf(options, endpoint, locale);
      const idempotencyKey =
        callOptions.idempotencyKey ?? (endpoint.idempotent ? createIdempotencyKey() : undefined);
      if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;

      const url = new URL(base + endpoint.path);
      if (method === 'GET') setQuery(url, parsed);
      const where = { call: name, method, url: url.toString() };
      const revalidating = etags && method === 'GET' && !endpoint.auth ? etags : undefined;
      // A reply is kept per language: the same URL answers in each.
      const etagKey = locale ? `${locale} ${where.url}` : where.url;
      const kept = revalidating?.get(etagKey);
      if (kept) headers['if-none-match'] = kept.etag;

      const { signal } = callOptions;
      const retryable = method === 'GET' || idempotencyKey !== undefined;
      const reply = await send(
        http,
        url,
        {
          method,
          headers,
          ...(method === 'GET' ? {} : { json: parsed }),
          ...(signal ? { signal } : {}),
          retry: { methods: retryable ? [method.toLowerCase() as Lowercase<typeof method>] : [] },
        },
        kept,
        { where, signal, timeoutMs },
      );
      const fresh = reply.status === 200 && reply.etag ? reply.etag : undefined;
      if (reply.status !== 304 && !fresh) revalidating?.delete(etagKey);
      const value = readReply(name, endpoint.reply, reply.text);
      // Only a reply that passed validation is kept for the next revalidation.
      if (fresh) revalidating?.set(etagKey, { etag: fresh, body: reply.text });
      return value;
    },
  };
}

/** The request as its schema reads it, checked before anything is sent. */
function checkedRequest(
  name: string,
  endpoint: EndpointDefinition,
  request: unknown,
): Record<string, unknown> {
  const checked = endpoint.request.safeParse(request ?? {});
  if (!checked.success) {
    throw new RequestValidationError({
      call: name,
      issues: checked.error.issues,
      rawValue: request,
    });
  }
  return checked.data as Record<string, unknown>;
}

/** Accept, the shopper's language, and the bearer token on authenticated calls. */
async function headersOf(
  options: ClientOptions,
  endpoint: EndpointDefinition,
  locale: Locale | undefined,
): Promise<Record<string, string>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (locale) headers['accept-language'] = locale;
  if (endpoint.auth) {
    const token = await options.getToken?.();
    if (token) headers.authorization = `Bearer ${token}`;
  }
  return headers;
}

/**
 * Sends the request and reads the reply's text; a 304 answers with the `kept` reply whose ETag was sent.
 * Every failure is thrown as one of the SDK's errors.
 */
async function send(
  http: KyInstance,
  url: URL,
  init: Options,
  kept: EtagEntry | undefined,
  failure: Omit<FailureContext, 'phase'>,
): Promise<{ status: number; etag: string | null; text: string }> {
  let phase: RequestPhase = 'request';
  try {
    const pending = http(url, init);
    const response = await pending;
    phase = 'body';
    if (response.status === 304) {
      if (!kept) {
        throw createApiError({
          ...failure.where,
          status: 304,
          body: undefined,
          headers: response.headers,
        });
      }
      return { status: 304, etag: null, text: kept.body };
    }
    // Read through ky, so a body that stalls is bounded by the timeout like the headers are.
    const text = await pending.text();
    return { status: response.status, etag: response.headers.get('etag'), text };
  } catch (error) {
    throw failureOf(error, { ...failure, phase });
  }
}
