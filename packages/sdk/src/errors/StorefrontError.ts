/** The root of every error the SDK throws, so a caller can tell "ours" from a programming bug. */
export class StorefrontError extends Error {
  override name: string = 'StorefrontError';
}

/** Names of every class in the tree; the guards check them too, so they work across realms and bundles. */
export const errorNames = {
  storefront: 'StorefrontError',
  api: 'ApiError',
  badRequest: 'BadRequestError',
  unauthorized: 'UnauthorizedError',
  notFound: 'NotFoundError',
  conflict: 'ConflictError',
  rateLimit: 'RateLimitError',
  server: 'ServerError',
  network: 'NetworkError',
  timeout: 'TimeoutError',
  aborted: 'AbortedError',
  replyValidation: 'ReplyValidationError',
  requestValidation: 'RequestValidationError',
  auth: 'AuthError',
} as const;

export function hasName(error: unknown, names: readonly string[]): error is Error {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { name?: unknown }).name === 'string' &&
    names.includes((error as { name: string }).name)
  );
}

export function isStorefrontError(error: unknown): error is StorefrontError {
  return error instanceof StorefrontError || hasName(error, Object.values(errorNames));
}
