/**
 * What a page shows in place of data that failed to load: the spec's error (the server's message, else the
 * transport's, else 'Internal server error', with 'Something went wrong, Please try again after some time')
 * and a button that loads it again. Never a spinner that does not end.
 */
import type { ErrorDescription } from '../lib/errors';
import { messages } from '../messages/shell';
import { EmptyState } from './EmptyState';

export function LoadFailed({
  error,
  onRetry,
}: {
  error: Pick<ErrorDescription, 'title' | 'description'> | undefined;
  onRetry: () => void;
}) {
  return (
    <EmptyState role="alert">
      <h2 className="section-title">{error?.title ?? messages.errors.internal}</h2>
      <p className="muted">{error?.description ?? messages.errors.tryLater}</p>
      <button type="button" className="btn btn-primary btn-md" onClick={onRetry}>
        {messages.common.retry}
      </button>
    </EmptyState>
  );
}
