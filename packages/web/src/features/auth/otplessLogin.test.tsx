/**
 * The hosted OTP sign-in in production (server not in sandbox): the OTPless script is added with the server's
 * app id when a sign-in starts; the test plays the script (a fake `window.OTPless`, then its load or error
 * event) because the real one cannot be fetched offline. Its own file: the login config is cached.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startApiServer, type ApiServer } from '../../test/apiServer';
import { renderApp } from '../../test/renderApp';
import { sandboxLoginConfig, shopperHandlers } from '../../test/shopperFixtures';
import {
  OTPLESS_SCRIPT_ID,
  type OtplessRequest,
  type OtplessResult,
  type OtplessUser,
} from './store/otplessProvider';

vi.setConfig({ testTimeout: 30_000 });

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer({
    ...shopperHandlers(),
    loginConfig: () => ({
      ...sandboxLoginConfig,
      OtpLessAppId: 'APP123',
      OtpLessAllowedLoginMethods: ['Phone', 'Email', 'Google', 'WhatsApp'],
      IsSandbox: false,
    }),
  });
});
afterAll(() => api.close());
afterEach(() => Reflect.deleteProperty(window, 'OTPless'));

const requests: OtplessRequest[] = [];

/** The headless SDK as the script defines it: the right code or an OAuth start delivers the user 600 ms later. */
class FakeOtpless {
  static user: OtplessUser = {};
  constructor(private readonly callback: (user: OtplessUser) => void) {}
  private deliver() {
    setTimeout(() => this.callback(FakeOtpless.user), 600);
  }
  async initiate(request: OtplessRequest): Promise<OtplessResult> {
    requests.push(request);
    if (request.channel === 'OAUTH') this.deliver();
    return { success: true, statusCode: 200 };
  }
  async verify(request: OtplessRequest & { otp: string }): Promise<OtplessResult> {
    requests.push(request);
    if (request.otp !== '654321') return { success: false, statusCode: 400 };
    this.deliver();
    return { success: true, statusCode: 200 };
  }
}

/** Waits for the adapter to add the script, then plays its outcome. */
async function scriptOutcome(outcome: 'load' | 'error') {
  const script = await waitFor(() => {
    const found = document.getElementById(OTPLESS_SCRIPT_ID);
    if (!(found instanceof HTMLScriptElement)) throw new Error('no OTPless script yet');
    return found;
  });
  expect(script.src).toBe('https://otpless.com/v2/headless.js');
  expect(script.dataset.appid).toBe('APP123');
  if (outcome === 'load') Reflect.set(window, 'OTPless', FakeOtpless);
  script.dispatchEvent(new Event(outcome));
}

describe('hosted OTP sign-in through OTPless', () => {
  it('says "Unable to sign-in!" when the OTPless script cannot be loaded', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    expect(screen.queryByText(/Sandbox mode/)).not.toBeInTheDocument();
    expect(document.getElementById(OTPLESS_SCRIPT_ID)).toBeNull();
    await user.type(screen.getByLabelText('Mobile number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await scriptOutcome('error');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unable to sign-in!');
    expect(alert).toHaveTextContent('Something went wrong, Please try again.');
    expect(api.callsOf('sandboxOtpSend')).toHaveLength(0);
  });

  it('sends the phone code through OTPless, verifies it and signs in with the OTPless token', async () => {
    FakeOtpless.user = {
      token: 'otpless-phone-token',
      identities: [{ identityType: 'MOBILE', identityValue: '919876543210', name: 'Asha' }],
    };
    requests.length = 0;
    const user = userEvent.setup();
    renderApp('/login');
    await user.type(await screen.findByLabelText('Mobile number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await scriptOutcome('load');
    await screen.findByRole('heading', { level: 1, name: 'Enter the one-time code' });
    expect(requests).toEqual([{ channel: 'PHONE', phone: '9876543210', countryCode: '+91' }]);
    expect(screen.queryByTestId('sandbox-code')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('One-time code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to sign-in!');
    expect(api.callsOf('authUsers')).toHaveLength(0);

    await user.clear(screen.getByLabelText('One-time code'));
    await user.type(screen.getByLabelText('One-time code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('Logged in!')).toBeInTheDocument();
    expect(api.callsOf('authUsers')[0]?.body).toMatchObject({
      username: 'Asha',
      phoneNumber: '9876543210',
      email: '',
      loginUsing: 'Phone',
      loginService: 'otpless',
      idToken: 'otpless-phone-token',
    });
    expect(api.callsOf('sandboxOtpSend')).toHaveLength(0);
    expect(api.callsOf('sandboxOtpVerify')).toHaveLength(0);
  });

  it('signs in with Google through the OTPless page', async () => {
    FakeOtpless.user = {
      token: 'otpless-google-token',
      identities: [{ identityType: 'EMAIL', identityValue: 'asha@example.com' }],
    };
    requests.length = 0;
    const calls = api.callsOf('authUsers').length;
    const user = userEvent.setup();
    renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    // The SDK loaded in the previous test is reused: no second script.
    expect(document.querySelectorAll(`#${OTPLESS_SCRIPT_ID}`)).toHaveLength(1);
    expect(await screen.findByText('Logged in!')).toBeInTheDocument();
    expect(requests).toEqual([{ channel: 'OAUTH', channelType: 'GOOGLE' }]);
    expect(api.callsOf('authUsers')[calls]?.body).toMatchObject({
      username: 'asha',
      email: 'asha@example.com',
      phoneNumber: '',
      loginUsing: 'Google',
      loginService: 'otpless',
      idToken: 'otpless-google-token',
    });
  });
  it('signs in with WhatsApp through the OTPless page, as a phone login', async () => {
    FakeOtpless.user = {
      token: 'otpless-whatsapp-token',
      identities: [{ identityType: 'MOBILE', identityValue: '919876543210' }],
    };
    requests.length = 0;
    const calls = api.callsOf('authUsers').length;
    const user = userEvent.setup();
    renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Continue with WhatsApp' }));
    expect(await screen.findByText('Logged in!')).toBeInTheDocument();
    expect(requests).toEqual([{ channel: 'OAUTH', channelType: 'WHATSAPP' }]);
    expect(api.callsOf('authUsers')[calls]?.body).toMatchObject({
      phoneNumber: '9876543210',
      loginUsing: 'Phone',
      loginService: 'otpless',
      idToken: 'otpless-whatsapp-token',
    });
  });
});
