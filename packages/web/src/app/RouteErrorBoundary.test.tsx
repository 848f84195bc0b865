import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './RouteErrorBoundary';

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
