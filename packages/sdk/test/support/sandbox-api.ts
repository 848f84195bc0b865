/**
 * The calls support/scenario.ts makes, answered over real HTTP as a sandbox server answers them (the
 * sign-in configuration, the sandbox code's send, inbox and verify, /auth-users, the profile with the bearer
 * token it issued, a 404 product), plus static files for a browser (the web worker's page and bundle).
 * Every reply passes the SDK's own schemas, which the SDK checks on every call.
 */
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import {
  startLocalServer,
  type LocalServer,
  type RecordedRequest,
  type Reply,
} from '../../src/test-support/local-server.js';

export const SESSION_TOKEN = 'session-token-for-9876543210';
const CODE = '482913';
const user = {
  UserId: 41,
  Username: 'Asha Rao',
  Email: '',
  PhoneNumber: '9876543210',
  LoginFrom: 'Phone',
};

const loginConfig = {
  Config: {
    apiKey: '',
    authDomain: '',
    projectId: '',
    appId: '',
    messagingSenderId: '',
    vapId: '',
  },
  LoginServiceProvider: 'otpless',
  OtpLessAppId: 'sandbox',
  FirebaseAllowedLoginMethods: [],
  OtpLessAllowedLoginMethods: ['Phone', 'Email'],
  IsSandbox: true,
};

const routes: Record<string, (request: RecordedRequest) => Reply> = {
  'GET /v1/get-firebaseAndOtplessLoginConfig': () => ({ json: loginConfig }),
  'POST /v1/sandbox/otp/send': () => ({ json: { RequestId: 'req-1', ExpiresIn: 300 } }),
  'GET /v1/sandbox/otp/inbox': () => ({
    json: {
      Messages: [
        {
          To: '9876543210',
          Code: CODE,
          SentAt: '2026-01-15T10:30:00.000Z',
          ExpiresAt: '2026-01-15T10:35:00.000Z',
        },
      ],
    },
  }),
  'POST /v1/sandbox/otp/verify': (request) => {
    const body = request.body as { requestId?: string; code?: string };
    if (body.requestId !== 'req-1' || body.code !== CODE)
      return { status: 400, json: { Message: 'Wrong code' } };
    return { json: { Token: 'sandbox-proof', Email: '', PhoneNumber: '9876543210' } };
  },
  'POST /v1/auth-users': (request) => {
    if ((request.body as { idToken?: string }).idToken !== 'sandbox-proof')
      return { status: 401, json: { Message: 'Unable to sign-in!' } };
    return {
      json: {
        Token: SESSION_TOKEN,
        ExpiresIn: 900,
        IsTestUser: true,
        DefaultAddress: null,
        UserData: user,
      },
    };
  },
  'GET /v1/get-profile': (request) =>
    request.headers.authorization === `Bearer ${SESSION_TOKEN}`
      ? { json: { UserData: user } }
      : { status: 401, json: { Message: 'Please sign in' } },
  'GET /v1/get-product-details': () => ({
    status: 404,
    json: { Message: 'Product not found', Description: 'No product has that address.' },
  }),
};

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.map': 'application/json',
};

/** Starts the API; with `staticDir`, other GETs are answered with that folder's files (or 404). */
export function startSandboxApi(staticDir?: string): Promise<LocalServer> {
  return startLocalServer(async (request) => {
    const route = routes[`${request.method} ${request.path}`];
    if (route) return route(request);
    if (staticDir && request.method === 'GET' && !request.path.includes('..')) {
      const file = join(staticDir, request.path === '/' ? 'index.html' : request.path);
      const text = await readFile(file, 'utf8').catch(() => undefined);
      if (text !== undefined)
        return { text, headers: { 'content-type': TYPES[extname(file)] ?? 'text/plain' } };
    }
    return { status: 404, json: { Message: 'Not found' } };
  });
}
