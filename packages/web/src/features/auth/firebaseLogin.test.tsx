/** The Firebase-style login screen when the server names Firebase (its own file: the login config is cached). */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type ApiServer } from '../../test/apiServer';
import { renderApp } from '../../test/renderApp';
import { sandboxLoginConfig, shopperHandlers } from '../../test/shopperFixtures';

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer({
    ...shopperHandlers(),
    loginConfig: () => ({
      ...sandboxLoginConfig,
      LoginServiceProvider: 'firebase',
      FirebaseAllowedLoginMethods: ['Email', 'Google'],
    }),
  });
});
afterAll(() => api.close());

describe('Firebase-style login', () => {
  it('offers only the methods the server allows, without loading firebase before one starts', async () => {
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Sign in with email' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Continue with Facebook' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send code by SMS' })).not.toBeInTheDocument();
  });

  it('says the shopper is offline before asking Firebase anything', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    await user.type(await screen.findByLabelText('Email address'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      await user.click(screen.getByRole('button', { name: 'Sign in with email' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('You are offline');
      expect(alert).toHaveTextContent('Please check your internet connection and try again');
    } finally {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
    }
  });
});
