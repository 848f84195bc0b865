import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.js';

describe('configuration', () => {
  it('starts in sandbox mode with labelled dev secrets and PGlite under the project', () => {
    const config = loadConfig({});
    expect(config.mode).toBe('sandbox');
    expect(config.port).toBe(8080);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/\.data[/\\]pglite$/);
    expect(config.sessionSecret).toMatch(/^sandbox-insecure-/);
    expect(config.webDist).toMatch(/packages[/\\]web[/\\]dist$/);
  });

  it('refuses to start in production without real secrets, listing every problem', () => {
    expect(() => loadConfig({ MODE: 'production' })).toThrow(ConfigError);
    try {
      loadConfig({
        MODE: 'production',
        SESSION_SECRET: 'sandbox-insecure-session-secret-0123456789abcdef',
      });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('SESSION_SECRET still has a sandbox value');
      expect(message).toContain('PAYMENT_KEY_SECRET is required');
      expect(message).toContain('OTPLESS_CLIENT_SECRET is required');
    }
  });

  it('refuses to issue tax invoices in production as the sandbox store, or as no store', () => {
    const secrets = {
      MODE: 'production',
      SESSION_SECRET: 'a-real-session-secret-with-enough-entropy-42',
      PAYMENT_KEY_ID: 'rzp_live_abcdef',
      PAYMENT_KEY_SECRET: 'live-payment-secret-123',
      PAYMENT_WEBHOOK_SECRET: 'live-webhook-secret-123',
      OTPLESS_APP_ID: 'app',
      OTPLESS_CLIENT_ID: 'client',
      OTPLESS_CLIENT_SECRET: 'client-secret',
    };
    expect(() => loadConfig(secrets)).toThrow(
      /STORE_LEGAL_NAME is required in production[\s\S]*STORE_ADDRESS is required[\s\S]*STORE_GSTIN is required/,
    );
    expect(() =>
      loadConfig({
        ...secrets,
        STORE_LEGAL_NAME: 'FreshCuts Foods Private Limited',
        STORE_ADDRESS: '21 Hosur Road|Bengaluru',
        STORE_GSTIN: '29AAACF1234F1Z1',
      }),
    ).toThrow(/STORE_GSTIN still has the sandbox store's value/);
    // Sandbox mode prints the made-up store.
    expect(loadConfig({}).invoicing).toMatchObject({
      legalName: 'FreshCuts Sandbox Foods Private Limited',
      gstin: '29AAACF1234F1Z1',
    });
  });

  it('starts in production with real secrets and ignores the sandbox admin token', () => {
    const config = loadConfig({
      MODE: 'production',
      SESSION_SECRET: 'a-real-session-secret-with-enough-entropy-42',
      PAYMENT_KEY_ID: 'rzp_live_abcdef',
      PAYMENT_KEY_SECRET: 'live-payment-secret-123',
      PAYMENT_WEBHOOK_SECRET: 'live-webhook-secret-123',
      LOGIN_SERVICE_PROVIDER: 'firebase',
      FIREBASE_PROJECT_ID: 'freshcuts-prod',
      FIREBASE_API_KEY: 'AIzaSyExample',
      SANDBOX_ADMIN_TOKEN: 'admin',
      DATABASE_URL: 'postgres://shop@db/shop',
      STORE_LEGAL_NAME: 'FreshCuts Foods Private Limited',
      STORE_ADDRESS: '4th Floor, 21 Hosur Road|Bengaluru, Karnataka 560029',
      STORE_GSTIN: '29AABCF9876K1ZT',
    });
    expect(config.isSandbox).toBe(false);
    expect(config.sandboxAdminToken).toBeUndefined();
    expect(config.databaseUrl).toBe('postgres://shop@db/shop');
  });

  it('pays through the sandbox gateway in sandbox mode and Razorpay in production, never the sandbox in production', () => {
    expect(loadConfig({}).payment).toMatchObject({
      gateway: 'sandbox',
      apiUrl: 'https://api.razorpay.com/v1',
      checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
    });
    expect(
      loadConfig({ PAYMENT_GATEWAY: 'razorpay', PAYMENT_GATEWAY_API_URL: 'http://127.0.0.1:9/v1/' })
        .payment,
    ).toMatchObject({ gateway: 'razorpay', apiUrl: 'http://127.0.0.1:9/v1' });
    expect(() => loadConfig({ MODE: 'production', PAYMENT_GATEWAY: 'sandbox' })).toThrow(
      /PAYMENT_GATEWAY=sandbox is refused/,
    );
  });

  it('reads store hours in IST as minutes of the day, refusing a closing before the opening', () => {
    expect(loadConfig({}).store).toMatchObject({ opensAtMinute: 8 * 60, closesAtMinute: 22 * 60 });
    const late = loadConfig({ STORE_OPENS_AT: '06:30', STORE_CLOSES_AT: '24:00' });
    expect(late.store).toMatchObject({ opensAtMinute: 390, closesAtMinute: 1440 });
    expect(() => loadConfig({ STORE_OPENS_AT: '20:00', STORE_CLOSES_AT: '09:00' })).toThrow(
      /STORE_CLOSES_AT must be later/,
    );
    expect(() => loadConfig({ STORE_OPENS_AT: '8am' })).toThrow(/STORE_OPENS_AT: must be HH:MM/);
  });

  it('rejects malformed values', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ MODE: 'staging' })).toThrow(/MODE/);
  });

  it('reads the weight tolerance in percent (default 3 %) as basis points', () => {
    expect(loadConfig({}).weightToleranceBasisPoints).toBe(300);
    expect(loadConfig({ WEIGHT_TOLERANCE_PERCENT: '2.5' }).weightToleranceBasisPoints).toBe(250);
    expect(() => loadConfig({ WEIGHT_TOLERANCE_PERCENT: '60' })).toThrow(
      /WEIGHT_TOLERANCE_PERCENT/,
    );
  });
});
