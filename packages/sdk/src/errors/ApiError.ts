import type * as z from 'zod/mini';
import { StorefrontError, errorNames, hasName } from './StorefrontError.js';

export interface ApiErrorInit {
  /** The endpoint name, e.g. 'checkout'. */
  call: string;
  method: string;
  url: string;
  status: number;
  /** The reply body: parsed JSON when it was JSON, else the raw text (or undefined when empty). */
  body: unknown;
  headers?: Headers;
}

function stringField(body: unknown, key: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * A non-2xx reply. `Message` and `Description` are the server's (spec section 8); `body` keeps the raw
 * reply so extra flags (checkout's UnAvailableItems, the login ErrorMessage…) stay readable through `bodyAs`.
 */
export class ApiError extends StorefrontError {
  override name: string = errorNames.api;
  readonly call: string;
  readonly method: string;
  readonly url: string;
  readonly status: number;
  readonly body: unknown;
  readonly headers: Headers | undefined;
  /** The server's Message, if the body carried one. */
  readonly Message: string | undefined;
  /** The server's Description, if the body carried one. */
  readonly Description: string | undefined;

  constructor(init: ApiErrorInit) {
    const Message = stringField(init.body, 'Message');
    super(
      `${init.call} (${init.method} ${init.url}) failed with ${init.status}${Message ? `: ${Message}` : ''}`,
    );
    this.call = init.call;
    this.method = init.method;
    this.url = init.url;
    this.status = init.status;
    this.body = init.body;
    this.headers = init.headers;
    this.Message = Message;
    this.Description = stringField(init.body, 'Description');
  }

  /**
   * The body read through a schema, or undefined when it does not match.
   * @example
   * const refusal = error.bodyAs(CheckoutErrorReply);
   * if (refusal?.UnAvailableItems) showUnavailable(refusal.Products ?? []);
   */
  bodyAs<S extends z.ZodMiniType>(schema: S): z.infer<S> | undefined {
    const result = schema.safeParse(this.body);
    return result.success ? result.data : undefined;
  }
}

/** 400: the request was refused (validation, a login the server rejects, a coupon that does not apply). */
export class BadRequestError extends ApiError {
  override name: string = errorNames.badRequest;
}
/** 401: no session or an expired token. */
export class UnauthorizedError extends ApiError {
  override name: string = errorNames.unauthorized;
}
export class NotFoundError extends ApiError {
  override name: string = errorNames.notFound;
}
/** 409: e.g. a checkout whose prices changed, or an idempotency key reused with another body. */
export class ConflictError extends ApiError {
  override name: string = errorNames.conflict;
}
export class RateLimitError extends ApiError {
  override name: string = errorNames.rateLimit;
}
export class ServerError extends ApiError {
  override name: string = errorNames.server;
}

/** Maps a status to its subclass (openai-node style). */
export function createApiError(init: ApiErrorInit): ApiError {
  switch (init.status) {
    case 400:
      return new BadRequestError(init);
    case 401:
      return new UnauthorizedError(init);
    case 404:
      return new NotFoundError(init);
    case 409:
      return new ConflictError(init);
    case 429:
      return new RateLimitError(init);
    default:
      return init.status >= 500 ? new ServerError(init) : new ApiError(init);
  }
}

const apiErrorNames = [
  errorNames.api,
  errorNames.badRequest,
  errorNames.unauthorized,
  errorNames.notFound,
  errorNames.conflict,
  errorNames.rateLimit,
  errorNames.server,
];

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError || hasName(error, apiErrorNames);
}
