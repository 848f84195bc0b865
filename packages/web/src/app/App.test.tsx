import { act, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { address, clearAddressToUpdate, setAddressToUpdate } from '../state/address';
import { setSession } from '../lib/session';
import { startApiServer, type ApiServer } from '../test/apiServer';
import { storeHandlers } from '../test/fixtures';
import { renderApp } from '../test/renderApp';

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer(storeHandlers());
});
afterAll(() => api.close());

const publicPages: [string, string][] = [
  ['/categories', 'All categories'],
  ['/category/chicken', 'Chicken'],
  ['/search', 'Search'],
  ['/cart', 'Your cart'],
  ['/login', 'Sign in'],
  ['/confirm-otp', 'Enter the one-time code'],
  ['/verify-email', 'Verify your email'],
  ['/verification-link-sent', 'Verification link sent'],
  ['/instruction-clear-browser-data', 'Clear your browser data'],
  ['/help/facebook/login', 'Signing in with Facebook'],
  ['/about-us', 'About us'],
  ['/contact-us', 'Contact us'],
  ['/privacy-policy', 'Privacy policy'],
  ['/terms-and-conditions', 'Terms and conditions'],
  ['/settings', 'Settings'],
  ['/chicken-curry-cut', 'Chicken Curry Cut'],
];

const signedInPages: [string, string][] = [
  ['/address/new', 'Add a new address'],
  ['/address/new/true', 'Add a new address'],
  ['/address/list', 'Choose a delivery address'],
  ['/address/list/true', 'Choose a delivery address'],
  ['/user/address', 'My addresses'],
  ['/user/address/true', 'My addresses'],
  ['/user/wallet', 'Wallet'],
  ['/user/profile', 'Profile'],
  ['/order/history', 'My orders'],
  ['/order/checkout', 'Checkout'],
  ['/order/confirmed/', 'Order confirmed'],
  ['/order/confirmed', 'Order confirmed'],
  ['/order/details/42', 'Order details'],
  ['/refund', 'Refunds'],
  ['/refund/details/7', 'Refund details'],
];

describe('routes', () => {
  it.each(publicPages)('%s renders its page', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each(signedInPages)('%s asks a signed-out shopper to sign in', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText('Please sign in to see this page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(path)}`,
    );
  });

  it('does not ask a signed-in shopper to sign in', async () => {
    renderApp('/user/wallet');
    act(() =>
      setSession({ token: 'token', expiresAt: Date.now() + 60_000, userId: 1, username: 'Asha' }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Wallet' });
    expect(screen.queryByText('Please sign in to see this page.')).not.toBeInTheDocument();
  });

  it('renders the home page at /', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Shop by category' })).toBeInTheDocument();
  });

  it.each(['/no/such/page', '/category/chicken/extra', '/order/details', '/unknown-product-slug'])(
    '%s renders the not-found page',
    async (path) => {
      renderApp(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
      ).toBeInTheDocument();
    },
  );

  it('registers the update-address route only while an address to update is set', async () => {
    renderApp('/address/update/true');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    act(() => setAddressToUpdate(5));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Update address' }),
    ).toBeInTheDocument();
    expect(address.state.addressIdToUpdateAddress).toBe(5);
    act(() => clearAddressToUpdate());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
  });
});
