/** Push notifications: the browser's push token is saved once per sign-in. */
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { bearer, clientFor, states, stateNumber, storefrontPact, TOKEN } from '../support/pact.js';

const { boolean, like } = MatchersV3;
const pact = storefrontPact();

describe('notifications', () => {
  it("saves the browser's push token for the signed-in shopper", async () => {
    await pact
      .addInteraction()
      .given(states.newShopper)
      .uponReceiving('a request to save a push token')
      .withRequest('POST', '/v1/save-notification-token', (request) =>
        request
          .headers(bearer)
          .jsonBody({ token: like('fcm-registration-token'), userId: stateNumber('userId', 7) }),
      )
      .willRespondWith(200, (reply) => reply.jsonBody({ Success: boolean(true) }))
      .executeTest(async (mockServer) => {
        const reply = await clientFor(mockServer, TOKEN).notifications.saveToken({
          token: 'fcm-registration-token',
          userId: 7,
        });
        expect(reply).toEqual({ Success: true });
      });
  });
});
