import { describe, expect, it } from 'vitest';
import { messages } from '../messages.js';
import { describeCancelOrderReply, describeError } from './describe.js';
import { createApiError } from './ApiError.js';
import { AuthError } from './AuthError.js';
import { NetworkError } from './NetworkError.js';
import { TimeoutError } from './TimeoutError.js';
import { ReplyValidationError } from './ValidationError.js';

const where = { call: 'authUsers', method: 'POST', url: 'http://shop.test/v1/auth-users' };
const apiError = (status: number, body: unknown) => createApiError({ ...where, status, body });
const generic = 'Something went wrong, Please try again after some time';

describe('describeError for data calls', () => {
  it("shows the server's Message with the generic description", () => {
    expect(
      describeError(apiError(409, { Message: 'Address not found', Description: 'x' })),
    ).toEqual({
      title: 'Address not found',
      description: generic,
      logout: false,
    });
  });

  it('falls back to the transport message', () => {
    expect(describeError(new NetworkError({ ...where, reason: 'refused' })).title).toBe(
      'Network error',
    );
    expect(describeError(new TimeoutError({ ...where, timeoutMs: 5 })).title).toBe(
      'The server took too long to respond',
    );
    expect(
      describeError(new ReplyValidationError({ call: 'x', issues: [], rawValue: 1 })).title,
    ).toBe('Unexpected reply from the server');
  });

  it("falls back to 'Internal server error' when nothing else is known", () => {
    expect(describeError(apiError(502, 'Bad gateway'))).toEqual({
      title: 'Internal server error',
      description: generic,
      logout: false,
    });
    expect(describeError(new Error('a bug')).title).toBe('Internal server error');
    expect(describeError(undefined).title).toBe('Internal server error');
  });

  it('shows the offline texts when the device is offline', () => {
    expect(describeError(new NetworkError({ ...where, reason: 'offline' }))).toEqual({
      title: 'You are offline',
      description: 'Please check your internet connection and try again',
      logout: false,
    });
  });
});

describe('describeError for login', () => {
  it('a 400 shows ErrorMessage and ErrorDescription and logs out', () => {
    const error = apiError(400, {
      Message: 'Login failed',
      ErrorMessage: 'Account blocked',
      ErrorDescription: 'Contact support',
    });
    expect(describeError(error, 'login')).toEqual({
      title: 'Account blocked',
      description: 'Contact support',
      logout: true,
    });
  });

  it('a 500 shows ErrorMessage with the login retry text', () => {
    expect(
      describeError(apiError(500, { Message: 'm', ErrorMessage: 'Login service down' }), 'login'),
    ).toEqual({
      title: 'Login service down',
      description: 'Something went wrong, Please try again to login again',
      logout: false,
    });
  });

  it("other failures show the message with 'Something went wrong'", () => {
    expect(describeError(apiError(403, { Message: 'Forbidden' }), 'login')).toEqual({
      title: 'Forbidden',
      description: 'Something went wrong',
      logout: false,
    });
    expect(describeError(new TimeoutError({ ...where, timeoutMs: 5 }), 'login').description).toBe(
      'Something went wrong',
    );
  });

  it("any other refusal shows the server's own Message and Description", () => {
    expect(
      describeError(
        apiError(429, { Message: 'Too many requests', Description: 'Wait 15 minutes' }),
        'login',
      ),
    ).toEqual({ title: 'Too many requests', description: 'Wait 15 minutes', logout: false });
    expect(
      describeError(
        apiError(403, {
          Message: 'Forbidden',
          ErrorMessage: 'Please verify your email',
          ErrorDescription: 'Open the link we sent',
        }),
        'login',
      ),
    ).toEqual({
      title: 'Please verify your email',
      description: 'Open the link we sent',
      logout: false,
    });
  });

  it('sign-in errors carry their own texts, Facebook with its help page', () => {
    const facebook = new AuthError({
      reason: 'missing-identity',
      ...messages.facebookMissingIdentity,
    });
    expect(describeError(facebook, 'login')).toEqual({
      title: 'Unable to login with Facebook',
      description: "We didn't find required information from your account",
      logout: false,
      helpPath: '/help/facebook/login',
    });
    const hosted = new AuthError({ reason: 'session-timeout', ...messages.hostedSignInFailed });
    expect(describeError(hosted)).toMatchObject({
      title: 'Unable to sign-in!',
      description:
        'Something went wrong, Please try again. If issue persists try using another sign in methods',
    });
  });
});

describe('describeError for checkout and cancel order', () => {
  it("shows the server's Message and Description with the refusal flags", () => {
    const described = describeError(
      apiError(400, { Message: 'Wallet error', Description: 'Balance too low', WalletError: true }),
      'checkout',
    );
    expect(described).toMatchObject({ title: 'Wallet error', description: 'Balance too low' });
    expect(described.checkout?.WalletError).toBe(true);
  });

  it("a cancel-order Error flag reads 'Unable to process your request.'", () => {
    expect(
      describeError(apiError(400, { Message: 'Too late', Error: true }), 'cancelOrder').description,
    ).toBe('Unable to process your request.');
    expect(
      describeCancelOrderReply({
        Success: false,
        Error: true,
        Message: 'Already dispatched',
        RefundId: null,
      }),
    ).toEqual({
      title: 'Already dispatched',
      description: 'Unable to process your request.',
      logout: false,
    });
    expect(
      describeCancelOrderReply({ Success: true, Error: false, Message: 'ok', RefundId: 3 }),
    ).toBeUndefined();
  });
});

describe('messages', () => {
  it('uses the spec wording with the spelling fixed', () => {
    expect(messages.errorDialog).toEqual({
      title: 'Following error occurred',
      description: 'No data Found',
    });
    expect(messages.success).toEqual({ title: 'Success', description: 'Operation success' });
    expect(messages.cartReset).toBe('Your cart is reset');
    expect(messages.alreadyInCart).toBe('Already added, Manage qty from cart');
    expect(messages.cancelOrderRefused).toBe('Unable to process your request.');
  });
});
