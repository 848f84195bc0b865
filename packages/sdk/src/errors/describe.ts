import { CheckoutErrorReply } from '../checkout/schemas.js';
import { LoginErrorReply } from '../auth/schemas.js';
import type { CancelOrderReply } from '../orders/schemas.js';
import type { MessageCatalog } from '../i18n/catalog.js';
import { messages } from '../messages.js';
import { isApiError, type ApiError } from './ApiError.js';
import { isAuthError } from './AuthError.js';
import { isNetworkError } from './NetworkError.js';
import { isTimeoutError } from './TimeoutError.js';
import {
  isReplyValidationError,
  isRequestValidationError,
  type RequestValidationError,
} from './ValidationError.js';

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

type Issue = RequestValidationError['issues'][number];

/**
 * An issue's message; for a request matching none of a union's shapes (phone or email), the message of the
 * shape it came closest to ("Enter a valid 10-digit mobile number", not "Invalid input"), as the server says.
 */
function issueMessage(issue: Issue | undefined): string | undefined {
  const closest =
    issue?.code === 'invalid_union'
      ? [...issue.errors].sort((a, b) => a.length - b.length)[0]?.[0]
      : undefined;
  return closest ? issueMessage(closest) : issue?.message;
}

/** What the transport itself says about a failure that has no server Message. */
function transportMessage(error: unknown, texts: MessageCatalog): string | undefined {
  if (isNetworkError(error)) return texts.transport.network;
  if (isTimeoutError(error)) return texts.transport.timeout;
  if (isReplyValidationError(error)) return texts.transport.unexpectedReply;
  if (isRequestValidationError(error)) return issueMessage(error.issues[0]);
  return undefined;
}

function titleOf(error: unknown, texts: MessageCatalog): string {
  if (isApiError(error) && error.Message) return error.Message;
  return transportMessage(error, texts) ?? texts.internalServerError;
}

/**
 * A refused sign-in in the server's own words: ErrorMessage / ErrorDescription of a login error, else its
 * Message / Description (a 429's 'Too many requests' and how long to wait, a 403's reason); only a reply
 * with no words of its own gets the generic texts.
 */
function describeLogin(error: ApiError, texts: MessageCatalog): DescribedError {
  const login = error.bodyAs(LoginErrorReply);
  const title = login?.ErrorMessage || titleOf(error, texts);
  if (error.status === 500) return { title, description: texts.loginServerError, logout: false };
  return {
    title,
    description: login?.ErrorDescription || error.Description || texts.somethingWentWrong,
    logout: error.status === 400,
  };
}

/**
 * The title and description a UI shows for an error (spec section 8): the server's Message, else the
 * transport's message, else 'Internal server error'; described as 'Something went wrong, Please try again
 * after some time'. Login, checkout and cancel-order follow their own rules. The SDK's own texts come from
 * `texts`: English by default, or a language's catalog (`@storefront/sdk/messages/hi`, `…/kn`).
 * @example
 * catch (error) { const { title, description } = describeError(error); showErrorDialog(title, description); }
 */
export function describeError(
  error: unknown,
  context: ErrorContext = 'data',
  texts: MessageCatalog = messages,
): DescribedError {
  if (isAuthError(error)) {
    return {
      title: error.title,
      description: error.description,
      logout: false,
      ...(error.reason === 'missing-identity' ? { helpPath: texts.facebookHelpPath } : {}),
    };
  }
  if (isNetworkError(error) && error.reason === 'offline')
    return { ...texts.offline, logout: false };
  if (context === 'login') {
    if (isApiError(error)) return describeLogin(error, texts);
    return { title: titleOf(error, texts), description: texts.somethingWentWrong, logout: false };
  }
  if (context === 'checkout' && isApiError(error)) {
    const checkout = error.bodyAs(CheckoutErrorReply);
    return {
      title: titleOf(error, texts),
      description: error.Description ?? texts.tryAgainLater,
      logout: false,
      ...(checkout ? { checkout } : {}),
    };
  }
  if (context === 'cancelOrder' && isApiError(error)) {
    const flagged = (error.body as { Error?: unknown } | undefined)?.Error === true;
    return {
      title: titleOf(error, texts),
      description: flagged ? texts.cancelOrderRefused : texts.tryAgainLater,
      logout: false,
    };
  }
  return { title: titleOf(error, texts), description: texts.tryAgainLater, logout: false };
}

/** A cancel-order reply with the Error flag is a refusal even though the call succeeded. */
export function describeCancelOrderReply(
  reply: CancelOrderReply,
  texts: MessageCatalog = messages,
): DescribedError | undefined {
  if (!reply.Error) return undefined;
  return {
    title: reply.Message || texts.errorDialog.title,
    description: texts.cancelOrderRefused,
    logout: false,
  };
}
