/** Content: the about-us switch and the plain-text pages. */
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, states, storefrontPact } from '../support/pact.js';

const { boolean, string } = MatchersV3;
const pact = storefrontPact();

describe('content', () => {
  it('reads whether the about-us page is enabled', async () => {
    await pact
      .addInteraction()
      .given(states.catalog)
      .uponReceiving('a request for the about-us status')
      .withRequest('GET', '/v1/get-about-us-status')
      .willRespondWith(200, (reply) => reply.jsonBody({ Status: boolean(true) }))
      .executeTest(async (mockServer) => {
        expect(await clientFor(mockServer).content.aboutUsStatus()).toEqual({ Status: true });
      });
  });

  const pages = [
    { page: 'about-us', path: '/v1/get-about-us-content', read: 'aboutUs' },
    { page: 'terms and conditions', path: '/v1/get-terms-content', read: 'terms' },
    { page: 'privacy policy', path: '/v1/get-privacy-content', read: 'privacy' },
  ] as const;

  for (const { page, path, read } of pages) {
    it(`reads the ${page} text`, async () => {
      const text = `# ${page}\n\nWe deliver fresh meat across Bengaluru.`;
      await pact
        .addInteraction()
        .given(states.catalog)
        .uponReceiving(`a request for the ${page} content`)
        .withRequest('GET', path)
        .willRespondWith(200, (reply) => reply.jsonBody({ Content: string(text) }))
        .executeTest(async (mockServer) => {
          expect(await clientFor(mockServer).content[read]()).toEqual({ Content: text });
        });
    });
  }
});
