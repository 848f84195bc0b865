/**
 * The Content-Security-Policy names its hosts: for each configuration, the header a browser receives over
 * HTTP allows the store's own origin and the hosts of the integrations configured, and nothing else.
 */
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../env.js';
import { recordOverHttp } from '../testing/report-meta.js';
import { activeIntegrations } from './content-security-policy.js';
import { securityHeaders } from './security-headers.js';

const PRODUCTION = {
  MODE: 'production',
  SESSION_SECRET: 'a-production-session-secret-0123456789abcdef',
  PAYMENT_KEY_ID: 'rzp_live_0123456789',
  PAYMENT_KEY_SECRET: 'a-live-payment-key-secret',
  PAYMENT_WEBHOOK_SECRET: 'a-live-payment-webhook-secret',
  OTPLESS_APP_ID: 'OTPLESS-APP',
  OTPLESS_CLIENT_ID: 'otpless-client',
  OTPLESS_CLIENT_SECRET: 'otpless-client-secret',
  STORE_LEGAL_NAME: 'FreshCuts Foods Private Limited',
  STORE_ADDRESS: '4th Floor, 21 Hosur Road|Bengaluru, Karnataka 560029',
  STORE_GSTIN: '29AABCF9876K1ZT',
};
const FIREBASE = {
  LOGIN_SERVICE_PROVIDER: 'firebase',
  FIREBASE_PROJECT_ID: 'freshcuts-prod',
  FIREBASE_API_KEY: 'firebase-api-key',
};
const FCM = { FIREBASE_MESSAGING_SENDER_ID: '1234567890', FIREBASE_VAPID_KEY: 'vapid-public-key' };

// Each case starts a server and reads the header a browser would get, over HTTP.
beforeEach((context) => recordOverHttp(context));

const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** The policy a server started with this environment sends, directive by directive. */
async function policyFor(env: Record<string, string>): Promise<Map<string, string[]>> {
  const app = Fastify();
  securityHeaders(app, loadConfig(env));
  app.get('/', async () => 'ok');
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  closers.push(() => app.close());
  const header = (await fetch(address)).headers.get('content-security-policy') ?? '';
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

/** Every host any directive allows, beyond the keywords ('self', 'none', …) and data:/blob:. */
const hostsOf = (policy: Map<string, string[]>) =>
  new Set([...policy.values()].flat().filter((source) => !/^'|^(data|blob):$/.test(source)));

function expectNoWildcardSchemes(policy: Map<string, string[]>) {
  for (const [directive, sources] of policy)
    for (const bare of ['https:', 'http:', 'wss:', 'ws:', '*'])
      expect(sources, `${directive} allows ${bare}`).not.toContain(bare);
}

describe('the Content-Security-Policy for each configuration', () => {
  it('in the sandbox, which plays every integration itself, allows only the store’s own origin', async () => {
    const policy = await policyFor({});
    expectNoWildcardSchemes(policy);
    expect(hostsOf(policy)).toEqual(new Set());
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('frame-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(activeIntegrations(loadConfig({}))).toEqual([]);
  });

  it('in production with Razorpay and hosted OTP, allows their hosts and no Google or analytics host', async () => {
    const policy = await policyFor(PRODUCTION);
    expectNoWildcardSchemes(policy);
    expect(policy.get('script-src')).toEqual([
      "'self'",
      'https://checkout.razorpay.com',
      'https://otpless.com',
    ]);
    expect(policy.get('frame-src')).toEqual([
      "'self'",
      'https://api.razorpay.com',
      'https://checkout.razorpay.com',
    ]);
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://api.razorpay.com',
      'https://lumberjack.razorpay.com',
      'https://otpless.com',
      'https://*.otpless.app',
    ]);
    expect([...hostsOf(policy)].filter((host) => /google|gstatic|clarity/.test(host))).toEqual([]);
  });

  it('with Firebase sign-in, allows Firebase Auth and reCAPTCHA, and the messaging hosts only with push set up', async () => {
    const signIn = await policyFor({ ...PRODUCTION, ...FIREBASE });
    expectNoWildcardSchemes(signIn);
    expect(signIn.get('connect-src')).toContain('https://identitytoolkit.googleapis.com');
    expect(signIn.get('frame-src')).toContain('https://freshcuts-prod.firebaseapp.com');
    expect(signIn.get('script-src')).toContain('https://www.google.com');
    expect(signIn.get('script-src')).not.toContain('https://otpless.com');
    expect(signIn.get('connect-src')).not.toContain('https://fcmregistrations.googleapis.com');

    const withPush = await policyFor({ ...PRODUCTION, ...FIREBASE, ...FCM });
    expect(withPush.get('connect-src')).toContain('https://fcmregistrations.googleapis.com');
    expect(withPush.get('connect-src')).toContain('https://firebaseinstallations.googleapis.com');
  });

  it('with the Firebase Auth emulator, allows its plain-http host for connections only', async () => {
    const policy = await policyFor({ ...FIREBASE, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
    expect(policy.get('connect-src')).toContain('http://127.0.0.1:9099');
    expect(policy.get('script-src')).not.toContain('http://127.0.0.1:9099');
  });

  it('allows Google Maps hosts only with a Google Maps key, and Clarity only with a project id', async () => {
    const maps = await policyFor({ ...PRODUCTION, GOOGLE_MAPS_KEY: 'maps-key' });
    expect(maps.get('script-src')).toContain('https://maps.googleapis.com');
    expect(maps.get('img-src')).toContain('https://maps.gstatic.com');
    expect(maps.get('script-src')).not.toContain('https://www.clarity.ms');

    const here = await policyFor({ ...PRODUCTION, HERE_MAPS_KEY: 'here-key' });
    expect([...hostsOf(here)].filter((host) => /here|google/.test(host))).toEqual([]);

    const clarity = await policyFor({ ...PRODUCTION, CLARITY_PROJECT_ID: 'abc123' });
    expect(clarity.get('script-src')).toContain('https://www.clarity.ms');
    expect(clarity.get('connect-src')).toContain('https://*.clarity.ms');
    expect(clarity.get('script-src')).not.toContain('https://maps.googleapis.com');
  });

  it('follows a Razorpay script served from elsewhere (a test double), not a fixed host', async () => {
    const policy = await policyFor({
      PAYMENT_GATEWAY: 'razorpay',
      PAYMENT_GATEWAY_API_URL: 'http://127.0.0.1:4010/v1',
      PAYMENT_CHECKOUT_SCRIPT_URL: 'http://127.0.0.1:4010/checkout.js',
    });
    expect(policy.get('script-src')).toEqual(["'self'", 'http://127.0.0.1:4010']);
    // The page talks to Razorpay's own hosts; the server's API address is the server's business.
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://api.razorpay.com',
      'https://lumberjack.razorpay.com',
    ]);
  });
});
