/**
 * The client address every per-address limit counts (sign-in proofs, sign-in codes, staff codes) is the one
 * our own load balancer saw, never one the client wrote. Behind HAProxy (`option forwardfor`), a request
 * that arrives with `X-Forwarded-For: 6.6.6.6` leaves it as `6.6.6.6, <client>`: trusting every hop made
 * the client's own left-most entry the address, so an attacker could rotate it past every limit.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxOtps } from '../auth/tables.js';
import { loadConfig } from '../env.js';
import { createTestApp, nextPhoneNumber, type TestApp } from '../testing/app.js';

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

/** The client address a sandbox sign-in code was stored with, for a request with these headers. */
async function addressOf(
  t: TestApp,
  headers: Record<string, string>,
  peer = '10.0.0.2',
): Promise<string> {
  const phoneNumber = nextPhoneNumber();
  const sent = await t.app.inject({
    method: 'POST',
    url: '/v1/sandbox/otp/send',
    payload: { phoneNumber },
    headers,
    remoteAddress: peer,
  });
  expect(sent.statusCode).toBe(200);
  const [row] = await t.db
    .select({ clientIp: sandboxOtps.clientIp })
    .from(sandboxOtps)
    .where(eq(sandboxOtps.destination, phoneNumber));
  return row!.clientIp;
}

describe('the client address behind the load balancer', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Production's default, on the sandbox (whose sign-in codes record the address they came from).
    t = await createTestApp({
      config: { trustedProxies: loadConfig(PRODUCTION).trustedProxies },
    });
  });
  afterAll(() => t.close());

  it('is the entry the balancer appended, whatever the client wrote before it', async () => {
    expect(await addressOf(t, { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' })).toBe('203.0.113.7');
    expect(await addressOf(t, { 'x-forwarded-for': '7.7.7.7, 203.0.113.7' })).toBe('203.0.113.7');
    expect(await addressOf(t, { 'x-forwarded-for': '203.0.113.8' })).toBe('203.0.113.8');
    // A private address written by the client is not the balancer's either.
    expect(await addressOf(t, { 'x-forwarded-for': '10.9.9.9, 203.0.113.7' })).toBe('203.0.113.7');
  });

  it('is the peer itself when the peer is not one of our proxies', async () => {
    expect(await addressOf(t, { 'x-forwarded-for': '6.6.6.6' }, '198.51.100.4')).toBe(
      '198.51.100.4',
    );
  });

  it('is the peer itself without a forwarded header', async () => {
    expect(await addressOf(t, {})).toBe('10.0.0.2');
  });
});

describe('the client address of a server reached directly (sandbox)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For altogether', async () => {
    expect(loadConfig({}).trustedProxies).toEqual([]);
    expect(await addressOf(t, { 'x-forwarded-for': '6.6.6.6' })).toBe('10.0.0.2');
  });
});
