/** Maps: the provider keys and the route from the store to a point (Google and HERE flavours). */
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  clientFor,
  count,
  nullableString,
  states,
  storefrontPact,
  TOKEN,
} from '../support/pact.js';

const { boolean, regex, reify } = MatchersV3;
const pact = storefrontPact();

const coordinate = (example: string) => regex(/^-?[0-9]{1,3}(\.[0-9]+)?$/, example);

describe('maps', () => {
  it('reads the map provider keys, null for a provider that is not configured', async () => {
    const body = {
      Success: boolean(true),
      Keys: {
        Google: nullableString('demo-google-maps-key'),
        Here: nullableString('demo-here-key'),
      },
    };
    await pact
      .addInteraction()
      .given(states.newShopper)
      .uponReceiving('a request for the map provider keys')
      .withRequest('GET', '/v1/get-map-service-key', (request) => request.headers(bearer))
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        expect(await clientFor(mockServer, TOKEN).maps.serviceKey()).toEqual(reify(body));
      });
  });

  const providers = [
    { name: 'Google', path: '/v1/gmap-calculate-distance', call: 'googleDistance' },
    { name: 'HERE', path: '/v1/hmap-calculate-distance', call: 'hereDistance' },
  ] as const;

  for (const { name, path, call } of providers) {
    it(`measures the route from the store to a point inside the delivery area (${name})`, async () => {
      const body = {
        Success: boolean(true),
        Invalid: false,
        Estimated: boolean(true),
        Data: { RouteLength: count(4200), TimeDuration: count(900) },
      };
      await pact
        .addInteraction()
        .given(states.newShopper)
        .uponReceiving(`a request for the route to a point inside the delivery area (${name})`)
        .withRequest('GET', path, (request) =>
          request
            .headers(bearer)
            .query({ latitude: coordinate('12.9719'), longitude: coordinate('77.6412') }),
        )
        .willRespondWith(200, (reply) => reply.jsonBody(body))
        .executeTest(async (mockServer) => {
          const route = await clientFor(mockServer, TOKEN).maps[call]({
            latitude: 12.9719,
            longitude: 77.6412,
          });
          expect(route).toEqual(reify(body));
        });
    });
  }

  it('says Invalid for a point outside the delivery area', async () => {
    const body = {
      Success: boolean(true),
      Invalid: true,
      Estimated: boolean(true),
      Data: { RouteLength: count(984000), TimeDuration: count(61200) },
    };
    await pact
      .addInteraction()
      .given(states.newShopper)
      .uponReceiving('a request for the route to a point outside the delivery area')
      .withRequest('GET', '/v1/gmap-calculate-distance', (request) =>
        request.headers(bearer).query({ latitude: '19.076', longitude: '72.8777' }),
      )
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const route = await clientFor(mockServer, TOKEN).maps.googleDistance({
          latitude: 19.076,
          longitude: 72.8777,
        });
        expect(route.Invalid).toBe(true);
      });
  });
});
