/** Profile: the signed-in shopper reads and updates their own details. */
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { bearer, clientFor, states, storefrontPact, TOKEN } from '../support/pact.js';
import { userData } from '../support/templates.js';

const { boolean, like, reify } = MatchersV3;
const pact = storefrontPact();

describe('profile', () => {
  it('reads the profile of the signed-in shopper', async () => {
    const body = { UserData: userData };
    await pact
      .addInteraction()
      .given(states.newShopper)
      .uponReceiving('a request for the profile')
      .withRequest('GET', '/v1/get-profile', (request) => request.headers(bearer))
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        expect(await clientFor(mockServer, TOKEN).profile.get()).toEqual(reify(body));
      });
  });

  it('changes the display name', async () => {
    const body = { Success: boolean(true), UserData: userData };
    await pact
      .addInteraction()
      .given(states.newShopper)
      .uponReceiving('a request to change the display name')
      .withRequest('PUT', '/v1/update-profile', (request) =>
        request.headers(bearer).jsonBody({ username: like('Asha Rao') }),
      )
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const updated = await clientFor(mockServer, TOKEN).profile.update({ username: 'Asha Rao' });
        expect(updated).toEqual(reify(body));
      });
  });
});
