import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { ConfigError, loadConfig, testConfig } from '../env.js';
import { repoRoot } from '../paths.js';
import { type TestApp, createTestApp } from '../testing/app.js';
import { createTestDatabase } from '../testing/database.js';
import { PROVIDER_STATES_PATH, ProviderStatesRefused } from './routes.js';
import { hasProviderState } from './states.js';

const PRODUCTION_SECRETS = {
  SESSION_SECRET: 'a-real-session-secret-with-enough-entropy-42',
  PAYMENT_KEY_ID: 'rzp_live_abcdef',
  PAYMENT_KEY_SECRET: 'live-payment-secret-123',
  PAYMENT_WEBHOOK_SECRET: 'live-webhook-secret-123',
  OTPLESS_APP_ID: 'app',
  OTPLESS_CLIENT_ID: 'client',
  OTPLESS_CLIENT_SECRET: 'client-secret',
  STORE_LEGAL_NAME: 'FreshCuts Foods Private Limited',
  STORE_ADDRESS: '4th Floor, 21 Hosur Road|Bengaluru, Karnataka 560029',
  STORE_GSTIN: '29AABCF9876K1ZT',
};

describe('the provider-state test mode', () => {
  it('is off unless PACT_PROVIDER_STATES=true', () => {
    expect(loadConfig({}).providerStates).toBe(false);
    expect(loadConfig({ PACT_PROVIDER_STATES: 'true' }).providerStates).toBe(true);
    expect(() => loadConfig({ PACT_PROVIDER_STATES: 'yes' })).toThrow(/PACT_PROVIDER_STATES/);
  });

  it('is refused in production mode and under NODE_ENV=production', () => {
    expect(loadConfig({ MODE: 'production', ...PRODUCTION_SECRETS }).providerStates).toBe(false);
    expect(() =>
      loadConfig({ MODE: 'production', ...PRODUCTION_SECRETS, PACT_PROVIDER_STATES: 'true' }),
    ).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', PACT_PROVIDER_STATES: 'true' })).toThrow(
      /refused with MODE=production or NODE_ENV=production/,
    );
  });

  it('cannot be served by a hand-built production configuration', async () => {
    const database = await createTestDatabase();
    try {
      const config = testConfig({ mode: 'production', isSandbox: false, providerStates: true });
      await expect(buildApp({ config, db: database.db })).rejects.toThrow(ProviderStatesRefused);
    } finally {
      await database.close();
    }
  });

  it('has a handler for every provider state the pacts name', () => {
    const pactDir = join(repoRoot, 'contracts', 'pacts');
    const names = new Set<string>();
    for (const file of readdirSync(pactDir).filter((name) => name.endsWith('.json'))) {
      const pact = JSON.parse(readFileSync(join(pactDir, file), 'utf8')) as {
        interactions?: { providerStates?: { name: string }[] }[];
      };
      for (const interaction of pact.interactions ?? [])
        for (const state of interaction.providerStates ?? []) names.add(state.name);
    }
    expect(names.size).toBeGreaterThan(0);
    expect([...names].filter((name) => !hasProviderState(name))).toEqual([]);
  });
});

describe(`POST ${PROVIDER_STATES_PATH}`, () => {
  it('is not served without the test mode', async () => {
    const t = await createTestApp();
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: PROVIDER_STATES_PATH,
        payload: { state: 'the store is open with a seeded catalog', action: 'setup' },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  describe('in the test mode', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ config: { providerStates: true } });
    });
    afterAll(async () => {
      await t?.close();
    });

    const change = (payload: object) =>
      t.app.inject({ method: 'POST', url: PROVIDER_STATES_PATH, payload });

    it('sets up a signed-in state and hands over a working session', async () => {
      const response = await change({
        state: 'a signed-in shopper with two saved addresses',
        params: {},
        action: 'setup',
      });
      expect(response.statusCode).toBe(200);
      const reply = response.json<Record<string, unknown>>();
      expect(reply).toMatchObject({
        productId: expect.any(Number),
        productSlug: expect.any(String),
        addressId: expect.any(Number),
        userId: expect.any(Number),
        token: expect.any(String),
        refreshCookie: expect.stringMatching(/^sf_refresh=.+/),
      });

      const addresses = await t.app.inject({
        method: 'GET',
        url: '/v1/get-user-address',
        headers: { authorization: `Bearer ${String(reply.token)}` },
      });
      expect(addresses.statusCode).toBe(200);
      expect(addresses.json<{ AddressList: unknown[] }>().AddressList).toHaveLength(2);

      const renewed = await t.app.inject({
        method: 'POST',
        url: '/v1/refresh-session',
        headers: { cookie: String(reply.refreshCookie) },
        payload: {},
      });
      expect(renewed.statusCode).toBe(200);
    });

    it('starts every setup from a fresh store', async () => {
      await change({ state: 'a signed-in shopper with two saved addresses', action: 'setup' });
      const reply = (
        await change({ state: 'a signed-in shopper with no orders', action: 'setup' })
      ).json<{ token: string }>();
      // The same shopper signs in again, and the addresses the earlier state saved are gone.
      const addresses = await t.app.inject({
        method: 'GET',
        url: '/v1/get-user-address',
        headers: { authorization: `Bearer ${reply.token}` },
      });
      expect(addresses.json<{ AddressList?: unknown[] }>().AddressList ?? []).toHaveLength(0);
    });

    it('sets up a signed-out state without a session, a setup when no action is sent', async () => {
      const response = await change({ state: 'a shopper with a sandbox code sent to 9876543210' });
      expect(response.statusCode).toBe(200);
      const reply = response.json<Record<string, unknown>>();
      expect(reply).toMatchObject({ requestId: expect.any(String), code: expect.any(String) });
      expect(reply).not.toHaveProperty('token');
    });

    it('answers a teardown with nothing to inject', async () => {
      const response = await change({
        state: 'a signed-in shopper with no orders',
        params: {},
        action: 'teardown',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({});
    });

    it('refuses an unknown state and a malformed body, saying why', async () => {
      const unknown = await change({ state: 'a shopper with a gift card', action: 'setup' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ Description: expect.stringContaining('gift card') });
      const malformed = await change({ action: 'setup' });
      expect(malformed.statusCode).toBe(400);
    });
  });
});
