/** Every private page says the same thing to a signed-out shopper, and its sign-in comes back to it. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { returnPathOf, signInHref } from '../lib/signIn';
import { session } from '../lib/session';
import { startApiServer, type ApiServer } from '../test/apiServer';
import { renderApp } from '../test/renderApp';
import { shopperHandlers } from '../test/shopperFixtures';

vi.setConfig({ testTimeout: 30_000 });

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer(shopperHandlers());
});
afterAll(() => api.close());
beforeEach(() => api.use(shopperHandlers()));

const privatePages = [
  '/order/history',
  '/order/details/501',
  '/user/wallet',
  '/refund',
  '/refund/details/31',
  '/user/address',
  '/user/profile',
];

describe('signed out on a private page', () => {
  it.each(privatePages)(
    '%s says the same sentence and offers a sign-in back to it',
    async (path) => {
      renderApp(path);
      const prompt = await screen.findByTestId('sign-in-required');
      expect(prompt).toHaveTextContent('Please sign in to see this page.');
      expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
        'href',
        `/login?next=${encodeURIComponent(path)}`,
      );
    },
  );

  it('offers the same sign-in for order updates on the settings page', async () => {
    renderApp('/settings');
    expect(await screen.findByText('Sign in to get order updates on this device.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?next=%2Fsettings',
    );
  });

  it('lands on the page the shopper came from after the sandbox OTP sign-in', async () => {
    const user = userEvent.setup();
    renderApp('/user/wallet');
    await user.click(await screen.findByRole('link', { name: 'Sign in' }));
    await user.type(await screen.findByLabelText('Mobile number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('heading', { level: 1, name: 'Enter the one-time code' });
    expect(location.search).toBe('?next=%2Fuser%2Fwallet');
    await user.type(screen.getByLabelText('One-time code'), '482913');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(location.pathname).toBe('/user/wallet'));
    expect(session.userId).toBe(7);
    expect(await screen.findByTestId('wallet-balance')).toBeInTheDocument();
    expect(screen.queryByTestId('sign-in-required')).not.toBeInTheDocument();
  });
});

describe('the page to return to', () => {
  it('is kept with its query and read back', () => {
    const href = signInHref('/search?q=mutton curry');
    expect(returnPathOf(href.slice('/login?'.length))).toBe('/search?q=mutton curry');
  });

  it('is never another site, nor a sign-in page', () => {
    expect(returnPathOf('next=https%3A%2F%2Fevil.example')).toBeUndefined();
    expect(returnPathOf('next=%2F%2Fevil.example')).toBeUndefined();
    expect(returnPathOf('next=%2Fconfirm-otp')).toBeUndefined();
    expect(signInHref('/login?next=%2Fcart')).toBe('/login');
    expect(signInHref('/')).toBe('/login');
  });
});
