/**
 * Provider verification: the reference server, freshly built on a fresh test database and listening on an
 * ephemeral port over real HTTP (sandbox mode), is verified against every pact in contracts/pacts/.
 * Each provider state resets the store and builds its business situation through the server's own API
 * (packages/server/src/testing/provider-states.ts); the request filter swaps the consumer's example bearer
 * token for the state's real session token and adds the refresh cookie where the pacts renew a session.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Provider,
  type ShopperSession,
  REFRESH_COOKIE,
  providerStates,
  startProvider,
} from '../../packages/server/src/testing/provider-states.js';

const PACT_DIR = fileURLToPath(new URL('../pacts', import.meta.url));
const pactFiles = readdirSync(PACT_DIR)
  .filter((file) => file.endsWith('.json'))
  .map((file) => join(PACT_DIR, file));

interface PactFile {
  interactions?: { description: string; providerStates?: { name: string }[] }[];
}

/** The provider states named by the interactions of these pact files that have no handler. */
function statesWithoutHandler(files: readonly string[]): string[] {
  const names = new Set<string>();
  for (const file of files) {
    const pact = JSON.parse(readFileSync(file, 'utf8')) as PactFile;
    for (const interaction of pact.interactions ?? [])
      for (const state of interaction.providerStates ?? []) names.add(state.name);
  }
  return [...names].filter((state) => !Object.hasOwn(providerStates, state));
}

/** What the request filter touches of the verifier proxy's (express) request. */
interface FilterRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
}
type RequestFilter = (request: FilterRequest, response: unknown, next: () => void) => void;

interface VerificationFailure {
  interaction: string;
  mismatch?: { mismatches?: { mismatch?: string; path?: string }[] };
}

/** The failing interactions of a failed verification, or null when the error is not Pact's report. */
function failuresOf(error: unknown): { name: string; detail: string }[] | null {
  const text = error instanceof Error ? error.message : String(error);
  try {
    const parsed = JSON.parse(text) as { errors?: VerificationFailure[] };
    if (!Array.isArray(parsed.errors)) return null;
    return parsed.errors.map((failure) => ({
      name: failure.interaction.replace(/^Verifying a pact between \S+ and \S+ /, ''),
      detail: (failure.mismatch?.mismatches ?? [])
        .map((m) => `${m.path ?? ''} ${m.mismatch ?? ''}`.trim())
        .join('\n    '),
    }));
  } catch {
    return null;
  }
}

/** Runs the verification; answers every interaction the server did not honour, with why. */
async function failuresOfVerification(
  verifier: Verifier,
): Promise<{ name: string; detail: string }[]> {
  try {
    await verifier.verifyProvider();
    return [];
  } catch (error) {
    const parsed = failuresOf(error);
    if (!parsed) throw error;
    return parsed;
  }
}

describe('the pacts', () => {
  it('are there to verify', () => {
    expect(pactFiles.length).toBeGreaterThan(0);
  });

  it('name only provider states that have a handler', () => {
    expect(statesWithoutHandler(pactFiles), 'provider states without a handler').toEqual([]);
  });

  it('would fail the run for a new state without a handler', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pact-states-'));
    try {
      const file = join(dir, 'new-state.json');
      const pact: PactFile = {
        interactions: [
          {
            description: 'a known one',
            providerStates: [{ name: Object.keys(providerStates)[0]! }],
          },
          { description: 'a new one', providerStates: [{ name: 'a shopper with a gift card' }] },
        ],
      };
      writeFileSync(file, JSON.stringify(pact));
      expect(statesWithoutHandler([file])).toEqual(['a shopper with a gift card']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the reference server', () => {
  let provider: Provider;
  /** The shopper of the state being verified (null in signed-out states). */
  let session: ShopperSession | null = null;

  beforeAll(async () => {
    provider = await startProvider();
  });
  afterAll(async () => {
    await provider?.close();
  });

  it('honours every interaction of every pact', async () => {
    const stateHandlers: NonNullable<VerifierOptions['stateHandlers']> = Object.fromEntries(
      Object.keys(providerStates).map((state) => [
        state,
        {
          setup: async () => {
            session = null;
            try {
              const outcome = await provider.setUp(state);
              session = outcome.session;
              return outcome.values;
            } catch (error) {
              // Pact reports only that the state change failed: say why.
              const reason = error instanceof Error ? error.message : String(error);
              console.error(`provider state '${state}' could not be set up: ${reason}`);
              throw error;
            }
          },
        },
      ]),
    );

    const requestFilter: RequestFilter = (request, _response, next) => {
      // Requests without a token (the 401 cases) stay without one.
      if (request.headers.authorization !== undefined) {
        request.headers.authorization = session ? `Bearer ${session.token}` : 'Bearer no-session';
      }
      if (session && request.method === 'POST' && request.path === '/v1/refresh-session') {
        request.headers.cookie = `${REFRESH_COOKIE}=${session.refreshToken}`;
      }
      next();
    };

    const verifier = new Verifier({
      provider: 'storefront-api',
      providerBaseUrl: provider.baseUrl,
      pactUrls: pactFiles,
      stateHandlers,
      requestFilter,
      logLevel: 'warn',
    });
    // Pact prints its full report above; this names each unexpected failure once.
    expect(
      await failuresOfVerification(verifier),
      'interactions the server does not honour',
    ).toEqual([]);
  });
});
