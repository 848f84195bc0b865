/**
 * A sign-in failure leads to the page about clearing the site's data (issue 27: it was linked from nowhere),
 * unless it has a help page of its own.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { describe, expect, it } from 'vitest';
import { LoginError } from './components/LoginError';

describe('a sign-in failure', () => {
  it('links to clearing the site’s data', async () => {
    render(
      <Router>
        <LoginError
          error={{
            title: 'Unable to sign-in!',
            description: 'Something went wrong, Please try again.',
            logout: false,
          }}
        />
      </Router>,
    );
    const link = screen.getByRole('link', { name: "Still not working? Clear this site's data" });
    expect(link).toHaveAttribute('href', '/instruction-clear-browser-data');
    await userEvent.click(link);
    expect(location.pathname).toBe('/instruction-clear-browser-data');
  });

  it('with a help page of its own, links to that one only', () => {
    render(
      <Router>
        <LoginError
          error={{
            title: 'Unable to login with Facebook',
            description: "We didn't find required information from your account",
            logout: false,
            helpPath: '/help/facebook/login',
          }}
        />
      </Router>,
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'How to fix this' })).toBeInTheDocument();
  });
});
