/**
 * What the error dialog shows for a failed call: the SDK's describeError (spec section 8), taken from the
 * client chunk so zod stays out of the first paint. When that chunk itself cannot load (offline on a first
 * visit), the same rule is applied here to the plain error.
 */
import type { DescribedError, ErrorContext } from '@storefront/sdk';
import { messages } from '../messages/shell';

export interface ErrorDescription extends DescribedError {
  /** HTTP status when the server answered. */
  status?: number | undefined;
}

function statusOf(error: unknown): number | undefined {
  const status =
    typeof error === 'object' && error !== null
      ? (error as { status?: unknown }).status
      : undefined;
  return typeof status === 'number' ? status : undefined;
}

export function fallbackDescription(error: unknown): ErrorDescription {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    return {
      title: messages.network.offline,
      description: messages.network.offlineDescription,
      logout: false,
    };
  }
  const message = error instanceof Error && error.message ? error.message : undefined;
  return {
    title: message ?? messages.errors.internal,
    description: messages.errors.tryLater,
    logout: false,
    status: statusOf(error),
  };
}

export async function describeFailure(
  error: unknown,
  context: ErrorContext = 'data',
): Promise<ErrorDescription> {
  try {
    const { describeError } = await import('./client');
    return { ...describeError(error, context), status: statusOf(error) };
  } catch {
    return fallbackDescription(error);
  }
}
