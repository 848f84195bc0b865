/**
 * The ky instance under the transport: the per-attempt timeout, cookies, and the retry policy (jittered
 * exponential back-off on connection errors, 429 and 5xx, honouring Retry-After; a 409 only when the server
 * asks for another attempt of an idempotent call). Which methods retry is decided per call.
 */
import ky, { isHTTPError, type KyInstance, type RetryOptions } from 'ky';
import { RETRY_AFTER_STATUSES, RETRY_STATUSES } from '../core/index.js';
import type { ClientOptions, RetryPolicy } from './transport.js';

export function createKyInstance(options: ClientOptions, timeoutMs: number): KyInstance {
  return ky.create({
    timeout: timeoutMs,
    // A 304 answers a revalidation (etagCache): not an error.
    throwHttpErrors: (status) => status !== 304,
    credentials: 'include',
    retry: retryOptionsOf(options.retry ?? {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}

function retryOptionsOf(retry: RetryPolicy): RetryOptions {
  const baseDelayMs = retry.baseDelayMs ?? 300;
  return {
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
  };
}
