import { StorefrontError, errorNames, hasName } from './StorefrontError.js';

/**
 * The caller aborted the call through its AbortSignal (a page left, a newer search typed), before the reply
 * was read or while waiting to retry. Usually nothing to show: the caller asked for it. `cause` is the
 * signal's reason (the platform's AbortError unless the caller gave one).
 */
export class AbortedError extends StorefrontError {
  override name: string = errorNames.aborted;
  readonly call: string;
  readonly method: string;
  readonly url: string;

  constructor(init: { call: string; method: string; url: string; cause?: unknown }) {
    super(`${init.call} (${init.method} ${init.url}) was aborted`, { cause: init.cause });
    this.call = init.call;
    this.method = init.method;
    this.url = init.url;
  }
}

export function isAbortedError(error: unknown): error is AbortedError {
  return error instanceof AbortedError || hasName(error, [errorNames.aborted]);
}
