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
