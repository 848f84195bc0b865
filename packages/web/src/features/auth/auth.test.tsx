import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addAnalyticsSink, type AnalyticsEvent } from '../../lib/analytics';
import { session } from '../../lib/session';
import { failure, startApiServer, type ApiServer } from '../../test/apiServer';
import { renderApp } from '../../test/renderApp';
import { homeAddress, shopperHandlers } from '../../test/shopperFixtures';
import { orderProcess } from '../../state/orderProcess';
import { LoginError } from './components/LoginError';
import { pending } from './store/auth';
import { OTPLESS_SCRIPT_ID } from './store/otplessProvider';

vi.setConfig({ testTimeout: 30_000 });

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer(shopperHandlers());
});
afterAll(() => api.close());
beforeEach(() => api.use(shopperHandlers()));

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}
afterEach(() => setOnline(true));

async function sendCode(phone = '9876543210') {
  const user = userEvent.setup();
  renderApp('/login');
  await user.type(await screen.findByLabelText('Mobile number'), phone);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  return user;
}

describe('sign-in with the sandbox OTP', () => {
  it('sends the code, shows it from the sandbox inbox, signs in once and identifies the session', async () => {
    const events: AnalyticsEvent[] = [];
    const stop = addAnalyticsSink((event) => events.push(event));
    const user = await sendCode();
    await screen.findByRole('heading', { level: 1, name: 'Enter the one-time code' });
    expect(screen.getByText('We sent a code to 9876543210.')).toBeInTheDocument();
    expect(await screen.findByText('482913')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the sandbox inbox' })).toHaveAttribute(
      'href',
      '/sandbox',
    );
    expect(api.callsOf('sandboxOtpSend')[0]?.body).toEqual({ phoneNumber: '9876543210' });
    // Sandbox mode: the server's sandbox sign-in, never the OTPless script.
    expect(document.getElementById(OTPLESS_SCRIPT_ID)).toBeNull();

    await user.type(screen.getByLabelText('One-time code'), '482913');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('Logged in!')).toBeInTheDocument();
    expect(api.callsOf('sandboxOtpVerify')[0]?.body).toEqual({
      requestId: 'req-1',
      code: '482913',
    });
    expect(api.callsOf('authUsers')[0]?.body).toMatchObject({
      phoneNumber: '9876543210',
      loginUsing: 'Phone',
      loginService: 'otpless',
      idToken: 'sandbox-proof',
    });
    await waitFor(() => expect(session.token).toBe('session-token'));
    expect(session.userId).toBe(7);
    expect(orderProcess.state.selectedAddress?.AddressId).toBe(homeAddress.AddressId);
    expect(events).toContainEqual({ type: 'identify', userId: '7', username: 'Asha' });
    expect(localStorage.getItem('storefront.loggedInNotice')).toBeNull();
    stop();
  });

  it('shows the server ErrorMessage and ErrorDescription of a refused login and signs out', async () => {
    api.use({
      authUsers: () =>
        failure(400, {
          Message: 'Login failed',
          ErrorMessage: 'Phone number mismatch',
          ErrorDescription: 'Sign in with the number you verified',
        }),
    });
    const user = await sendCode();
    await user.type(await screen.findByLabelText('One-time code'), '482913');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Phone number mismatch');
    expect(alert).toHaveTextContent('Sign in with the number you verified');
    expect(session.token).toBeUndefined();
  });

  it('shows the server message for a wrong code and lets the shopper try again', async () => {
    api.use({
      sandboxOtpVerify: () =>
        failure(400, {
          Message: 'The code is not right',
          Description: 'Check the code and try again',
        }),
    });
    const user = await sendCode();
    await user.type(await screen.findByLabelText('One-time code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is not right');
    expect(screen.getByRole('button', { name: 'Verify and sign in' })).toBeEnabled();
    expect(session.token).toBeUndefined();
  });

  it('says a 500 of the login with the message to try logging in again', async () => {
    api.use({ authUsers: () => failure(500, { Message: 'Database down' }) });
    const user = await sendCode();
    await user.type(await screen.findByLabelText('One-time code'), '482913');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      'Something went wrong, Please try again to login again',
    );
  });

  it('says the shopper is offline instead of sending a code', async () => {
    const user = userEvent.setup();
    const sentBefore = api.callsOf('sandboxOtpSend').length;
    renderApp('/login');
    const input = await screen.findByLabelText('Mobile number');
    setOnline(false);
    await user.type(input, '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You are offline');
    expect(alert).toHaveTextContent('Please check your internet connection and try again');
    expect(api.callsOf('sandboxOtpSend')).toHaveLength(sentBefore);
  });

  it.each(['+91 98450 12345', '98450-12345', '098450 12345'])(
    'reads %j as people write it and reaches the code step with the 10-digit number',
    async (typed) => {
      api.use({
        sandboxOtpInbox: () => ({
          Messages: [
            {
              To: '9845012345',
              Code: '730514',
              SentAt: '2026-11-28T03:00:00.000Z',
              ExpiresAt: '2026-11-28T03:05:00.000Z',
            },
          ],
        }),
      });
      const sentBefore = api.callsOf('sandboxOtpSend').length;
      await sendCode(typed);
      await screen.findByRole('heading', { level: 1, name: 'Enter the one-time code' });
      expect(screen.getByText('We sent a code to 9845012345.')).toBeInTheDocument();
      expect(await screen.findByText('730514')).toBeInTheDocument();
      expect(api.callsOf('sandboxOtpSend').slice(sentBefore)).toHaveLength(1);
      expect(api.callsOf('sandboxOtpSend')[sentBefore]?.body).toEqual({
        phoneNumber: '9845012345',
      });
    },
  );

  it.each(['12345', '080 2345 6789'])(
    'says %j is not a mobile number in the server’s words, without sending it',
    async (typed) => {
      const sentBefore = api.callsOf('sandboxOtpSend').length;
      await sendCode(typed);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Enter a valid 10-digit mobile number');
      expect(alert).not.toHaveTextContent('Unable to sign-in!');
      expect(api.callsOf('sandboxOtpSend')).toHaveLength(sentBefore);
      expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
    },
  );

  it("shows the server's own Message and Description when it refuses to send a code", async () => {
    api.use({
      sandboxOtpSend: () =>
        failure(429, {
          Message: 'Too many requests',
          Description: 'Too many codes for this number. Please wait 15 minutes and try again.',
        }),
    });
    await sendCode('+91 98450 12345');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many requests');
    expect(alert).toHaveTextContent(
      'Too many codes for this number. Please wait 15 minutes and try again.',
    );
    expect(alert).not.toHaveTextContent('Unable to sign-in!');
    expect(alert).not.toHaveTextContent('Something went wrong');
  });

  it('asks to start again when /confirm-otp is opened without a pending sign-in', async () => {
    pending.method = undefined;
    renderApp('/confirm-otp');
    expect(
      await screen.findByText('Start by entering your mobile number or email.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
  });
});

describe('sign-in failures', () => {
  it('links the Facebook failure to the help page', () => {
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
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to login with Facebook');
    expect(screen.getByRole('link', { name: 'How to fix this' })).toHaveAttribute(
      'href',
      '/help/facebook/login',
    );
  });
});

describe('sign-out from the drawer', () => {
  it('is offered to a signed-in shopper and signs out through the login service', async () => {
    const user = userEvent.setup();
    renderApp('/');
    act(() => {
      Object.assign(session, { token: 'session-token', userId: 7, username: 'Asha' });
    });
    const before = api.callsOf('logout').length;
    await user.click(await screen.findByTestId('drawer-toggler'));
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(api.callsOf('logout')).toHaveLength(before + 1));
    expect(await screen.findByText('You are signed out')).toBeInTheDocument();
    expect(session.token).toBeUndefined();
    expect(session.userId).toBeUndefined();
  });
});

describe('help pages', () => {
  it.each([
    ['/verify-email', 'Verify your email'],
    ['/verification-link-sent', 'Verification link sent'],
    ['/instruction-clear-browser-data', 'Clear your browser data'],
    ['/help/facebook/login', 'Signing in with Facebook'],
  ])('%s explains what to do and links back to sign-in', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
  });

  it('sends the shopper who must verify an email back to sign-in with the page they started from', async () => {
    renderApp('/verify-email?email=asha%40example.com&next=%2Forder%2Fcheckout');
    expect(await screen.findByText(/asha@example\.com/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute(
      'href',
      '/login?next=%2Forder%2Fcheckout',
    );
  });
});
