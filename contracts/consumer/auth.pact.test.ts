/** Sign-in: the sandbox sign-in service, /auth-users with its 400 and 500, session refresh and logout. */
import { MatchersV3 } from '@pact-foundation/pact';
import { describeError, ErrorReply, LoginErrorReply, type RequestOf } from '@storefront/sdk';
import { describe, expect, it } from 'vitest';
import {
  clientFor,
  datetime,
  errorBody,
  expectApiError,
  states,
  stateString,
  storefrontPact,
} from '../support/pact.js';
import { userData } from '../support/templates.js';

const { boolean, eachLike, integer, like, nullValue, regex, reify, string } = MatchersV3;
const pact = storefrontPact();

const loginPayload = (idToken: string, phoneNumber = '9876543210'): RequestOf<'authUsers'> => ({
  username: 'Asha Rao',
  email: '',
  phoneNumber,
  loginUsing: 'Phone',
  loginService: 'otpless',
  idToken,
});

/** The request body of /auth-users: the shopper's own fields may vary, the proof comes from the state. */
const loginRequest = (idToken: unknown, phoneNumber: unknown = like('9876543210')) => ({
  username: like('Asha Rao'),
  email: like(''),
  phoneNumber,
  loginUsing: 'Phone',
  loginService: 'otpless',
  idToken,
});

const loginError = (message: string, description: string) => ({
  ...errorBody(message, description),
  ErrorMessage: string(message),
  ErrorDescription: string(description),
});

describe('sandbox sign-in', () => {
  it('sends a sign-in code to a mobile number', async () => {
    const body = { RequestId: string('sandbox-request-1'), ExpiresIn: integer(300) };
    await pact
      .addInteraction()
      .given(states.catalog)
      .uponReceiving('a request to send a sandbox sign-in code to a mobile number')
      .withRequest('POST', '/v1/sandbox/otp/send', (request) =>
        request.jsonBody({ phoneNumber: '9876543210' }),
      )
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const sent = await clientFor(mockServer).auth.sandbox.sendOtp({
          phoneNumber: '9876543210',
        });
        expect(sent).toEqual(reify(body));
      });
  });

  it('sends a sign-in code to an email address', async () => {
    const body = { RequestId: string('sandbox-request-2'), ExpiresIn: integer(300) };
    await pact
      .addInteraction()
      .given(states.catalog)
      .uponReceiving('a request to send a sandbox sign-in code to an email address')
      .withRequest('POST', '/v1/sandbox/otp/send', (request) =>
        request.jsonBody({ email: 'asha@example.in' }),
      )
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const sent = await clientFor(mockServer).auth.sandbox.sendOtp({ email: 'asha@example.in' });
        expect(sent).toEqual(reify(body));
      });
  });

  it('verifies the code and receives the proof token for /auth-users', async () => {
    const body = {
      Token: string('sandbox-id-token'),
      Email: string(''),
      PhoneNumber: string('9876543210'),
    };
    await pact
      .addInteraction()
      .given(states.sandboxCodeSent)
      .uponReceiving('a request to verify the sandbox sign-in code')
      .withRequest('POST', '/v1/sandbox/otp/verify', (request) =>
        request.jsonBody({
          requestId: stateString('requestId', 'sandbox-request-1'),
          code: stateString('code', '123456'),
        }),
      )
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const proof = await clientFor(mockServer).auth.sandbox.verifyOtp({
          requestId: 'sandbox-request-1',
          code: '123456',
        });
        expect(proof).toEqual(reify(body));
      });
  });

  it('lists the codes sent, as the sandbox page shows them', async () => {
    const body = {
      Messages: eachLike({
        To: string('9876543210'),
        Code: regex(/^[0-9]{6}$/, '123456'),
        SentAt: datetime(),
        ExpiresAt: datetime('2026-01-15T10:35:00.000Z'),
      }),
    };
    await pact
      .addInteraction()
      .given(states.sandboxCodeSent)
      .uponReceiving('a request for the sandbox inbox')
      .withRequest('GET', '/v1/sandbox/otp/inbox')
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const inbox = await clientFor(mockServer).auth.sandbox.inbox();
        expect(inbox).toEqual(reify(body));
      });
  });
});

describe('sign-in', () => {
  it('signs in with a verified proof and receives the session token and the shopper', async () => {
    const body = {
      Token: string('session-token'),
      ExpiresIn: integer(900),
      IsTestUser: boolean(true),
      DefaultAddress: nullValue(),
      UserData: userData,
    };
    await pact
      .addInteraction()
      .given(states.sandboxCodeVerified)
      .uponReceiving('a sign-in with a verified sandbox proof')
      .withRequest('POST', '/v1/auth-users', (request) =>
        request.jsonBody(loginRequest(stateString('idToken', 'sandbox-id-token'))),
      )
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const session = await clientFor(mockServer).auth.login(loginPayload('sandbox-id-token'));
        expect(session).toEqual(reify(body));
      });
  });

  it('is refused with 400, ErrorMessage and ErrorDescription when the phone number is not the verified one', async () => {
    const body = loginError('Unable to sign-in!', 'The number does not match the one you verified');
    await pact
      .addInteraction()
      .given(states.sandboxCodeVerified)
      .uponReceiving('a sign-in with a phone number other than the verified one')
      .withRequest('POST', '/v1/auth-users', (request) =>
        request.jsonBody(loginRequest(stateString('idToken', 'sandbox-id-token'), '9123456789')),
      )
      .willRespondWith(400, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const client = clientFor(mockServer);
        const login = client.auth.login(loginPayload('sandbox-id-token', '9123456789'));
        const error = await expectApiError(login, 400, LoginErrorReply, body);
        expect(describeError(error, 'login')).toEqual({
          title: 'Unable to sign-in!',
          description: 'The number does not match the one you verified',
          logout: true,
        });
      });
  });

  it('fails with 500 and an ErrorMessage while the sign-in service is failing', async () => {
    const body = loginError('Sign-in service unavailable', 'The sign-in service did not answer');
    await pact
      .addInteraction()
      .given(states.signInFailing)
      .uponReceiving('a sign-in while the sign-in service is failing')
      .withRequest('POST', '/v1/auth-users', (request) =>
        request.jsonBody(loginRequest(stateString('idToken', 'sandbox-id-token'))),
      )
      .willRespondWith(500, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const client = clientFor(mockServer);
        const login = client.auth.login(loginPayload('sandbox-id-token'));
        const error = await expectApiError(login, 500, LoginErrorReply, body);
        expect(describeError(error, 'login')).toEqual({
          title: 'Sign-in service unavailable',
          description: 'Something went wrong, Please try again to login again',
          logout: false,
        });
      });
  });
});

describe('session', () => {
  it('renews the session token from the refresh cookie', async () => {
    const body = {
      Token: string('renewed-session-token'),
      ExpiresIn: integer(900),
      UserData: userData,
    };
    await pact
      .addInteraction()
      .given(states.newShopper)
      .uponReceiving('a request to renew the session')
      .withRequest('POST', '/v1/refresh-session', (request) => request.jsonBody({}))
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        expect(await clientFor(mockServer).auth.refresh()).toEqual(reify(body));
      });
  });

  it('is refused with 401 when there is no session to renew', async () => {
    const body = errorBody('Please sign in again');
    await pact
      .addInteraction()
      .given(states.catalog)
      .uponReceiving('a request to renew the session without a session')
      .withRequest('POST', '/v1/refresh-session', (request) => request.jsonBody({}))
      .willRespondWith(401, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const refresh = clientFor(mockServer).auth.refresh();
        const error = await expectApiError(refresh, 401, ErrorReply, body);
        expect(error.Message).toBe('Please sign in again');
      });
  });

  it('logs out', async () => {
    await pact
      .addInteraction()
      .given(states.newShopper)
      .uponReceiving('a request to log out')
      .withRequest('POST', '/v1/logout', (request) => request.jsonBody({}))
      .willRespondWith(200, (reply) => reply.jsonBody({ Success: boolean(true) }))
      .executeTest(async (mockServer) => {
        expect(await clientFor(mockServer).auth.logout()).toEqual({ Success: true });
      });
  });
});
