import { CheckoutErrorReply } from '../checkout/schemas.js';
import { LoginErrorReply } from '../auth/schemas.js';
import type { CancelOrderReply } from '../orders/schemas.js';
import { messages } from '../messages.js';
import { isApiError, type ApiError } from './ApiError.js';
import { isAuthError } from './AuthError.js';
import { isNetworkError } from './NetworkError.js';
import { isTimeoutError } from './TimeoutError.js';
import { isReplyValidationError, isRequestValidationError } from './ValidationError.js';

/** Where the error happened; changes the texts as spec section 8 says. Default 'data'. */
export type ErrorContext = 'data' | 'login' | 'checkout' | 'cancelOrder';

export interface DescribedError {
  title: string;
  description: string;
  /** A login refused with 400: the app signs the shopper out. */
  logout: boolean;
  /** A page to link from the message (the Facebook help page). */
  helpPath?: string;
  /** Checkout refusals: the flags and lists the UI turns into tables (unavailable items, missing fields). */
  checkout?: CheckoutErrorReply;
}

/** What the transport itself says about a failure that has no server Message. */
function transportMessage(error: unknown): string | undefined {
  if (isNetworkError(error)) return messages.transport.network;
  if (isTimeoutError(error)) return messages.transport.timeout;
  if (isReplyValidationError(error)) return messages.transport.unexpectedReply;
  if (isRequestValidationError(error)) return error.issues[0]?.message;
  return undefined;
}

function titleOf(error: unknown): string {
  if (isApiError(error) && error.Message) return error.Message;
  return transportMessage(error) ?? messages.internalServerError;
}

function describeLogin(error: ApiError): DescribedError {
  const login = error.bodyAs(LoginErrorReply);
  const title = login?.ErrorMessage ?? error.Message ?? messages.internalServerError;
  if (error.status === 400) {
    return {
      title,
      description: login?.ErrorDescription ?? error.Description ?? messages.somethingWentWrong,
      logout: true,
    };
  }
  if (error.status === 500) return { title, description: messages.loginServerError, logout: false };
  return { title: titleOf(error), description: messages.somethingWentWrong, logout: false };
}

/**
 * The title and description a UI shows for an error (spec section 8): the server's Message, else the
 * transport's message, else 'Internal server error'; described as 'Something went wrong, Please try again
 * after some time'. Login, checkout and cancel-order follow their own rules.
 * @example
 * catch (error) { const { title, description } = describeError(error); showErrorDialog(title, description); }
 */
export function describeError(error: unknown, context: ErrorContext = 'data'): DescribedError {
  if (isAuthError(error)) {
    return {
      title: error.title,
      description: error.description,
      logout: false,
      ...(error.reason === 'missing-identity' ? { helpPath: messages.facebookHelpPath } : {}),
    };
  }
  if (isNetworkError(error) && error.reason === 'offline')
    return { ...messages.offline, logout: false };
  if (context === 'login') {
    if (isApiError(error)) return describeLogin(error);
    return { title: titleOf(error), description: messages.somethingWentWrong, logout: false };
  }
  if (context === 'checkout' && isApiError(error)) {
    const checkout = error.bodyAs(CheckoutErrorReply);
    return {
      title: titleOf(error),
      description: error.Description ?? messages.tryAgainLater,
      logout: false,
      ...(checkout ? { checkout } : {}),
    };
  }
  if (context === 'cancelOrder' && isApiError(error)) {
    const flagged = (error.body as { Error?: unknown } | undefined)?.Error === true;
    return {
      title: titleOf(error),
      description: flagged ? messages.cancelOrderRefused : messages.tryAgainLater,
      logout: false,
    };
  }
  return { title: titleOf(error), description: messages.tryAgainLater, logout: false };
}

/** A cancel-order reply with the Error flag is a refusal even though the call succeeded. */
export function describeCancelOrderReply(reply: CancelOrderReply): DescribedError | undefined {
  if (!reply.Error) return undefined;
  return {
    title: reply.Message || messages.errorDialog.title,
    description: messages.cancelOrderRefused,
    logout: false,
  };
}
