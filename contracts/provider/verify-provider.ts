/**
 * Verifies a running server against the pacts, using nothing of that server but its URLs: the API's base URL
 * and Pact's state-change URL, to which every provider state is posted as `{ state, params, action }`
 * (action 'setup' before an interaction, 'teardown' after it). The setup's JSON reply holds the values the
 * pacts inject (`${orderId}`, …) and, in signed-in states, `token` and `refreshCookie`: the request filter
 * puts them on the interaction's requests (see the README). With a Pact Broker, the pact files are put into
 * it first and verified from there, so the results can be published (broker.ts).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import { type BrokerOptions, publishPact, verifierCredentials } from './broker.js';

export const PACT_DIR = fileURLToPath(new URL('../pacts', import.meta.url));
export const PROVIDER = 'storefront-api';
/** The one call that reads a cookie: the session renewal, sent with the state's refresh cookie. */
const SESSION_RENEWAL = { method: 'POST', path: '/v1/refresh-session' };

export interface VerifyOptions {
  providerBaseUrl: string;
  stateChangeUrl: string;
  /** Pact files to verify (default: every file in contracts/pacts). */
  pactFiles?: string[];
  logLevel?: VerifierOptions['logLevel'];
  /** Verify through a Pact Broker (and publish the results there when `publish`). */
  broker?: BrokerVerification;
}

export interface BrokerVerification extends BrokerOptions {
  /** The version the pacts are put into the broker under (the consumer's version). */
  consumerVersion: string;
  /** Publish the verification results to the broker. */
  publish: boolean;
  /** The provider's version the results are published for (required to publish). */
  providerVersion?: string;
  providerBranch?: string;
  /** A link to the provider's CI build, shown with the results. */
  buildUrl?: string;
}

export interface Failure {
  /** The interaction (or state change) that failed. */
  name: string;
  detail: string;
}

type Json = boolean | number | string | null | Json[] | { [key: string]: Json };
/** What a state-change setup answers: values to inject, plus `token` and `refreshCookie` when signed in. */
export interface StateChangeReply {
  [key: string]: Json;
}

type StateAction = 'setup' | 'teardown';

export class StateChangeError extends Error {
  override readonly name = 'StateChangeError';
}

export function defaultPactFiles(): string[] {
  return readdirSync(PACT_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => join(PACT_DIR, file));
}

interface PactFile {
  interactions?: { providerStates?: { name: string }[] }[];
}

/** Every provider state the pact files name. */
export function stateNames(pactFiles: readonly string[]): string[] {
  const names = new Set<string>();
  for (const file of pactFiles) {
    const pact = JSON.parse(readFileSync(file, 'utf8')) as PactFile;
    for (const interaction of pact.interactions ?? [])
      for (const state of interaction.providerStates ?? []) names.add(state.name);
  }
  return [...names].sort();
}

/** Posts one state change as Pact's verifier does; answers the reply's JSON object ({} when empty). */
export async function postStateChange(
  stateChangeUrl: string,
  state: string,
  params: unknown,
  action: StateAction,
): Promise<StateChangeReply> {
  let response: Response;
  try {
    response = await fetch(stateChangeUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ state, params: params ?? {}, action }),
    });
  } catch (error) {
    throw new StateChangeError(`${stateChangeUrl} did not answer`, { cause: error });
  }
  const text = await response.text();
  if (!response.ok)
    throw new StateChangeError(`${stateChangeUrl} answered ${response.status}: ${text}`);
  if (text.trim() === '') return {};
  const body: unknown = JSON.parse(text);
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new StateChangeError(`${stateChangeUrl} answered ${text}, not a JSON object`);
  return body as StateChangeReply;
}

/** The session a state's setup handed over: read by the request filter for that state's interactions. */
interface HandedOverSession {
  token: string | undefined;
  refreshCookie: string | undefined;
}

const optionalString = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** What the request filter touches of the verifier proxy's (express) request. */
interface FilterRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
}
type RequestFilter = (request: FilterRequest, response: unknown, next: () => void) => void;

/**
 * Replaces the consumer's example bearer token with the state's token (requests without Authorization, the
 * 401 cases, stay without), and sends the state's refresh cookie with the session renewal.
 */
export function applySession(request: FilterRequest, session: HandedOverSession): void {
  if (request.headers.authorization !== undefined && session.token)
    request.headers.authorization = `Bearer ${session.token}`;
  if (
    session.refreshCookie &&
    request.method === SESSION_RENEWAL.method &&
    request.path === SESSION_RENEWAL.path
  )
    request.headers.cookie = session.refreshCookie;
}

interface VerificationFailure {
  interaction: string;
  mismatch?: { mismatches?: { mismatch?: string; path?: string }[] };
}

/** The failing interactions of a failed verification, or null when the error is not Pact's report. */
function failuresOf(error: unknown): Failure[] | null {
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

/** Puts the pact files into the broker; answers their URLs there, which the verifier then reads. */
function brokerPactUrls(broker: BrokerVerification, pactFiles: readonly string[]) {
  return Promise.all(pactFiles.map((file) => publishPact(broker, file, broker.consumerVersion)));
}

function brokerVerifierOptions(broker: BrokerVerification): Partial<VerifierOptions> {
  return {
    ...verifierCredentials(broker),
    // pact-core refuses the option without a provider version even when it is false.
    ...(broker.publish ? { publishVerificationResult: true } : {}),
    ...(broker.providerVersion ? { providerVersion: broker.providerVersion } : {}),
    ...(broker.providerBranch ? { providerVersionBranch: broker.providerBranch } : {}),
    ...(broker.buildUrl ? { buildUrl: broker.buildUrl } : {}),
  };
}

/** Runs the verification; answers every state change and interaction that failed, with why. */
export async function verifyProvider(options: VerifyOptions): Promise<Failure[]> {
  const pactFiles = options.pactFiles ?? defaultPactFiles();
  const failedStates = new Map<string, string>();
  let session: HandedOverSession = { token: undefined, refreshCookie: undefined };

  const change = async (state: string, params: unknown, action: StateAction) => {
    try {
      return await postStateChange(options.stateChangeUrl, state, params, action);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      failedStates.set(`${action} of '${state}'`, reason);
      // Pact reports only that the state change failed: say why here too.
      console.error(`provider state '${state}' (${action}) failed: ${reason}`);
      throw error;
    }
  };

  const stateHandlers: NonNullable<VerifierOptions['stateHandlers']> = Object.fromEntries(
    stateNames(pactFiles).map((state) => [
      state,
      {
        setup: async (params: unknown) => {
          session = { token: undefined, refreshCookie: undefined };
          const reply = await change(state, params, 'setup');
          session = {
            token: optionalString(reply.token),
            refreshCookie: optionalString(reply.refreshCookie),
          };
          // Every field goes back to Pact, which injects the ones the request's expressions name.
          return reply;
        },
        teardown: async (params: unknown) => {
          await change(state, params, 'teardown');
        },
      },
    ]),
  );

  const requestFilter: RequestFilter = (request, _response, next) => {
    applySession(request, session);
    next();
  };
  const verifier = new Verifier({
    provider: PROVIDER,
    providerBaseUrl: options.providerBaseUrl,
    pactUrls: options.broker ? await brokerPactUrls(options.broker, pactFiles) : pactFiles,
    ...(options.broker ? brokerVerifierOptions(options.broker) : {}),
    stateHandlers,
    requestFilter,
    logLevel: options.logLevel ?? 'warn',
  });

  let failures: Failure[] = [];
  try {
    await verifier.verifyProvider();
  } catch (error) {
    const parsed = failuresOf(error);
    if (!parsed) throw error;
    failures = parsed;
  }
  const stateFailures = [...failedStates].map(([name, detail]) => ({
    name: `state change: ${name}`,
    detail,
  }));
  return [...stateFailures, ...failures];
}
