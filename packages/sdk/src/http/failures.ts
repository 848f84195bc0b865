/**
 * Every failure of a sent request becomes one of the SDK's errors: an abort through the caller's signal an
 * AbortedError, an HTTP error status an ApiError, a timeout a TimeoutError, a connection failure a
 * NetworkError (a connection dropped mid-reply: 'interrupted').
 */
import { isHTTPError, isNetworkError, isTimeoutError } from 'ky';
import { createApiError } from '../errors/ApiError.js';
import { AbortedError } from '../errors/AbortedError.js';
import { NetworkError, type NetworkFailure } from '../errors/NetworkError.js';
import { TimeoutError } from '../errors/TimeoutError.js';
import { parseJsonText } from './reply.js';

/** The call a failure belongs to, as every error of the SDK names it. */
export interface CallSite {
  call: string;
  method: string;
  url: string;
}

/** Whether the reply's status and headers had arrived: a failure after that is a reply cut short. */
export type RequestPhase = 'request' | 'body';

export interface FailureContext {
  where: CallSite;
  signal: AbortSignal | undefined;
  timeoutMs: number;
  phase: RequestPhase;
}

/** The error to throw for what ky or fetch threw; anything else is thrown as it is. */
export function failureOf(error: unknown, { where, signal, timeoutMs, phase }: FailureContext) {
  // The caller's abort wins over whatever it interrupted (a fetch, a body, a wait before a retry).
  if (signal?.aborted && !isHTTPError(error)) {
    return new AbortedError({ ...where, cause: signal.reason ?? error });
  }
  if (isHTTPError(error)) {
    const data: unknown = error.data;
    const body = typeof data === 'string' ? parseBody(data) : data;
    return createApiError({
      ...where,
      status: error.response.status,
      body,
      headers: error.response.headers,
    });
  }
  if (isTimeoutError(error)) return new TimeoutError({ ...where, timeoutMs, cause: error });
  if (isNetworkError(error) || isFetchFailure(error)) {
    return new NetworkError({ ...where, reason: networkFailureOf(error, phase), cause: error });
  }
  return error;
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

function networkFailureOf(error: unknown, phase: RequestPhase): NetworkFailure {
  const navigatorLike = (globalThis as { navigator?: { onLine?: boolean } }).navigator;
  if (navigatorLike?.onLine === false) return 'offline';
  if (phase === 'body') return 'interrupted';
  return causeCode(error) === 'ECONNREFUSED' ? 'refused' : 'unreachable';
}

/** Fetch rejects with a TypeError for every network failure, whatever the platform words it as. */
const isFetchFailure = (error: unknown) => error instanceof TypeError;

/** An error body that is JSON without a JSON content type is still read as JSON; anything else stays text. */
function parseBody(text: string): unknown {
  const parsed = parseJsonText(text);
  if (parsed.json) return parsed.value;
  return text === '' ? undefined : text;
}
