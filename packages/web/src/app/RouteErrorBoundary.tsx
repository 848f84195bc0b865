/**
 * Catches a page that fails to render or whose code cannot load (offline, or a new version replaced the
 * chunk), so the shell stays usable: the shopper gets a message and a way to try again. Try again re-renders
 * the page; a failed chunk load is retried by reloading the page (which fetches the current version).
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { messages } from '../messages/shell';
import { EmptyState } from '../components/EmptyState';

interface State {
  error: Error | undefined;
}

function isChunkLoadError(error: Error): boolean {
  return /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
    error.message,
  );
}

/** The app's entry: the module script that is not async (src/early.ts, async, comes first and never changes). */
const ENTRY_SCRIPT = /<script(?![^>]*\basync\b)[^>]+type="module"[^>]+src="([^"]+)"/;

/**
 * A page's code that is gone because a new build replaced this one (no service worker kept the old one):
 * one reload brings the new build, instead of a page that cannot load. Only when the server's page names
 * another entry script than this page's, so an outage or being offline never reloads in a loop.
 */
async function reloadIfNewBuild(): Promise<void> {
  const mine = ENTRY_SCRIPT.exec(document.documentElement.outerHTML)?.[1];
  // A query the service worker's precache does not match: the server's current page, not a kept copy.
  const served = await fetch(`/?build=${Date.now()}`, { cache: 'no-store' }).then(
    async (response) => ENTRY_SCRIPT.exec(await response.text())?.[1],
    () => undefined,
  );
  if (mine && served && served !== mine) location.reload();
}

export class RouteErrorBoundary extends Component<
  { children: ReactNode; resetKey: string },
  State
> {
  override state: State = { error: undefined };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidUpdate(previous: { resetKey: string }): void {
    // Navigating elsewhere clears the failure.
    if (previous.resetKey !== this.props.resetKey && this.state.error)
      this.setState({ error: undefined });
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Page failed', error, info.componentStack);
    if (isChunkLoadError(error)) void reloadIfNewBuild();
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    const retry = () => {
      if (isChunkLoadError(error)) location.reload();
      else this.setState({ error: undefined });
    };
    return (
      <div className="page">
        <EmptyState role="alert">
          <h1 className="page-title">{messages.common.pageFailed}</h1>
          <p className="muted">{messages.common.pageFailedHint}</p>
          <button type="button" className="btn btn-primary btn-md" onClick={retry}>
            {messages.common.retry}
          </button>
        </EmptyState>
      </div>
    );
  }
}
