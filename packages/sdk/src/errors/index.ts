export { StorefrontError, isStorefrontError } from './StorefrontError.js';
export {
  ApiError,
  BadRequestError,
  UnauthorizedError,
  NotFoundError,
  ConflictError,
  RateLimitError,
  ServerError,
  createApiError,
  isApiError,
  type ApiErrorInit,
} from './ApiError.js';
export { NetworkError, isNetworkError, type NetworkFailure } from './NetworkError.js';
export { TimeoutError, isTimeoutError } from './TimeoutError.js';
export { AbortedError, isAbortedError } from './AbortedError.js';
export {
  ReplyValidationError,
  RequestValidationError,
  isReplyValidationError,
  isRequestValidationError,
  formatPath,
} from './ValidationError.js';
export { AuthError, isAuthError, type AuthFailure } from './AuthError.js';
export {
  describeError,
  describeCancelOrderReply,
  type DescribedError,
  type ErrorContext,
} from './describe.js';
