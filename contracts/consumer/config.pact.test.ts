/** Config: what every visitor's app reads at startup (spec section 4, Startup; section 7). */
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  clientFor,
  count,
  nullableString,
  oneOf,
  states,
  storefrontPact,
} from '../support/pact.js';
import { listOf } from '../support/templates.js';

const { boolean, reify, string } = MatchersV3;
const pact = storefrontPact();

describe('config', () => {
  it('reads the sign-in configuration: provider, allowed methods and the push key', async () => {
    const body = {
      Config: {
        apiKey: string('demo-api-key'),
        authDomain: string('demo-test.firebaseapp.com'),
        projectId: string('demo-test'),
        appId: string('1:1234567890:web:abcdef'),
        messagingSenderId: string('1234567890'),
        vapId: string('BElx-demo-vapid-key'),
      },
      LoginServiceProvider: oneOf(['otpless', 'firebase'], 'otpless'),
      OtpLessAppId: string('SANDBOX'),
      FirebaseAllowedLoginMethods: listOf(oneOf(['Phone', 'Email', 'Google', 'Facebook'], 'Phone')),
      OtpLessAllowedLoginMethods: listOf(oneOf(['Email', 'Google', 'Phone', 'WhatsApp'], 'Phone')),
      IsSandbox: boolean(true),
    };
    await pact
      .addInteraction()
      .given(states.catalog)
      .uponReceiving('a request for the sign-in configuration')
      .withRequest('GET', '/v1/get-firebaseAndOtplessLoginConfig')
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const config = await clientFor(mockServer).config.login();
        expect(config).toEqual(reify(body));
      });
  });

  it('reads the analytics project id, null when none is configured', async () => {
    const body = { ProjectId: nullableString('clarity-demo') };
    await pact
      .addInteraction()
      .given(states.catalog)
      .uponReceiving('a request for the analytics project id')
      .withRequest('GET', '/v1/get-clarity-project-id')
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        expect(await clientFor(mockServer).config.clarityProjectId()).toEqual(reify(body));
      });
  });

  it('reads the store configuration: name, logo and contacts', async () => {
    const body = {
      StoreConfigs: {
        storeName: string('FreshCuts'),
        storeLogo: string('/images/logo.svg'),
        supportPhone: string('+91 80 4000 1234'),
        supportEmail: string('care@freshcuts.example'),
        storeAddress: string('Indiranagar, Bengaluru 560038'),
      },
    };
    await pact
      .addInteraction()
      .given(states.catalog)
      .uponReceiving('a request for the store configuration')
      .withRequest('GET', '/v1/get-store-configs')
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        expect(await clientFor(mockServer).config.store()).toEqual(reify(body));
      });
  });

  it('reads the product configuration: the maximum quantity per product', async () => {
    const body = { ProductConfigs: { maxAllowedQtyPerProduct: count(10) } };
    await pact
      .addInteraction()
      .given(states.catalog)
      .uponReceiving('a request for the product configuration')
      .withRequest('GET', '/v1/get-product-configs')
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const config = await clientFor(mockServer).config.product();
        expect(config.ProductConfigs.maxAllowedQtyPerProduct).toBe(10);
      });
  });

  it('reads the cache state the app compares with its last flush', async () => {
    const body = { State: string('2026-01-15.1') };
    await pact
      .addInteraction()
      .given(states.catalog)
      .uponReceiving('a request for the cache state')
      .withRequest('GET', '/v1/cache-state')
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        expect(await clientFor(mockServer).config.cacheState()).toEqual({ State: '2026-01-15.1' });
      });
  });
});
