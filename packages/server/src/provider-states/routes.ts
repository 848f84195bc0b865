/**
 * Pact's state-change URL for the contract verification (contracts/README.md): `POST /_pact/provider-states`
 * with `{ state, params, action }`, as the Pact verifier sends it. A setup empties the store, seeds it and
 * builds the state (provider-states.ts); its reply holds the values the pacts inject into requests and, in
 * signed-in states, the shopper's `token` and `refreshCookie`, which the verifier puts on the requests.
 *
 * Registered only when the configuration enables provider states, which it refuses in production; the
 * plugin refuses a production configuration as well, so a hand-built one cannot serve it either.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { REFRESH_COOKIE, StateSetupError, hasProviderState, setUpProviderState } from './states.js';

export const PROVIDER_STATES_PATH = '/_pact/provider-states';

const StateChange = z.object({
  state: z.string().min(1),
  params: z.record(z.string(), z.unknown()).nullish(),
  // Pact sends no action when teardown calls are off: then every call is a setup.
  action: z.enum(['setup', 'teardown']).default('setup'),
});

export class ProviderStatesRefused extends Error {
  override readonly name = 'ProviderStatesRefused';
}

export async function providerStatesPlugin(app: FastifyInstance): Promise<void> {
  if (!app.config.isSandbox || !app.config.providerStates)
    throw new ProviderStatesRefused(
      'provider states are served only in sandbox mode with PACT_PROVIDER_STATES=true',
    );

  app.post(PROVIDER_STATES_PATH, async (request, reply) => {
    const parsed = StateChange.safeParse(request.body);
    if (!parsed.success)
      return reply
        .code(400)
        .send({ Message: 'Invalid state change', Description: z.prettifyError(parsed.error) });
    const { state, action } = parsed.data;
    if (!hasProviderState(state))
      return reply.code(400).send({
        Message: 'Unknown provider state',
        Description: `no handler for the provider state '${state}'`,
      });
    // Each setup starts from a fresh store, so a teardown has nothing to undo.
    if (action === 'teardown') return {};

    try {
      const { values, session } = await setUpProviderState(
        { app, db: app.db, config: app.config },
        state,
      );
      return session
        ? {
            ...values,
            token: session.token,
            refreshCookie: `${REFRESH_COOKIE}=${session.refreshToken}`,
          }
        : values;
    } catch (error) {
      // The verifier only learns that the state change failed: the reply says why.
      if (!(error instanceof StateSetupError)) request.log.error({ err: error }, 'state setup');
      return reply.code(500).send({
        Message: 'The provider state could not be set up',
        Description: error instanceof Error ? error.message : String(error),
      });
    }
  });
}
