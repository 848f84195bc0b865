import { lazy, Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { CHUNK_LOAD_TIMEOUT_MS, withChunkTimeout } from './routes';

let fail = true;
function Flaky() {
  if (fail) throw new Error('render failed');
  return <h1>Recovered page</h1>;
}

describe('RouteErrorBoundary', () => {
  it('shows a retry message instead of a blank app when a page fails, and renders it again on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    fail = true;
    render(
      <RouteErrorBoundary resetKey="/x">
        <Flaky />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('heading', { name: 'Recovered page' })).toBeInTheDocument();
  });

  it('clears the failure when the shopper goes to another page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fail = true;
    const { rerender } = render(
      <RouteErrorBoundary resetKey="/a">
        <Flaky />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    fail = false;
    rerender(
      <RouteErrorBoundary resetKey="/b">
        <Flaky />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Recovered page' })).toBeInTheDocument();
  });
});

describe('a page whose code never arrives', () => {
  it('fails after 120 s with the retry message, and its retry reloads the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.useFakeTimers();
    const reload = vi.fn();
    vi.stubGlobal('location', { ...location, reload });
    try {
      const Never = lazy(
        withChunkTimeout(() => new Promise<{ default: () => null }>(() => undefined)),
      );
      render(
        <RouteErrorBoundary resetKey="/slow">
          <Suspense fallback={<p>Loading…</p>}>
            <Never />
          </Suspense>
        </RouteErrorBoundary>,
      );
      expect(screen.getByText('Loading…')).toBeInTheDocument();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
      });
      expect(screen.queryByRole('alert')).toBeNull();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1);
      });
      expect(screen.getByRole('alert')).toHaveTextContent('This page could not be loaded.');
      screen.getByRole('button', { name: 'Try again' }).click();
      expect(reload).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });
});
