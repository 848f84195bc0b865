import { messages } from '../messages.js';

/**
 * An error a handler throws to answer with a status and the one error body `{ Message, Description }`.
 * `extra` adds flags a call documents (e.g. UnAvailableItems, MissingFields, WalletError).
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    readonly status: number,
    message: string,
    readonly description?: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  toBody(): Record<string, unknown> {
    return {
      Message: this.message,
      ...(this.description !== undefined ? { Description: this.description } : {}),
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
