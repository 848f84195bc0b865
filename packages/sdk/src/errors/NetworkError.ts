import { StorefrontError, errorNames, hasName } from './StorefrontError.js';

/**
 * offline: the device says it has no connection; refused: nothing listens there; interrupted: the connection
 * dropped while the reply was arriving (the server may have acted on the call); unreachable: anything else.
 */
export type NetworkFailure = 'offline' | 'refused' | 'interrupted' | 'unreachable';

/** No reply, or only part of one: offline, connection refused, DNS failure, connection reset mid-reply. */
export class NetworkError extends StorefrontError {
  override name: string = errorNames.network;
  readonly call: string;
  readonly method: string;
  readonly url: string;
  readonly reason: NetworkFailure;

  constructor(init: {
    call: string;
    method: string;
    url: string;
    reason: NetworkFailure;
    cause?: unknown;
  }) {
    super(`${init.call} (${init.method} ${init.url}) could not reach the server (${init.reason})`, {
      cause: init.cause,
    });
    this.call = init.call;
    this.method = init.method;
    this.url = init.url;
    this.reason = init.reason;
  }
}

export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError || hasName(error, [errorNames.network]);
}
