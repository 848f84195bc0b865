import { StorefrontError, errorNames, hasName } from './StorefrontError.js';

/** The server did not answer within the client's timeout. */
export class TimeoutError extends StorefrontError {
  override name: string = errorNames.timeout;
  readonly call: string;
  readonly method: string;
  readonly url: string;
  readonly timeoutMs: number;

  constructor(init: {
    call: string;
    method: string;
    url: string;
    timeoutMs: number;
    cause?: unknown;
  }) {
    super(`${init.call} (${init.method} ${init.url}) timed out after ${init.timeoutMs} ms`, {
      cause: init.cause,
    });
    this.call = init.call;
    this.method = init.method;
    this.url = init.url;
    this.timeoutMs = init.timeoutMs;
  }
}

export function isTimeoutError(error: unknown): error is TimeoutError {
  return error instanceof TimeoutError || hasName(error, [errorNames.timeout]);
}
