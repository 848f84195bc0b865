/**
 * A Pact Broker the provider team runs: the pact files are put into it under a consumer version (its HTTP
 * API's `PUT /pacts/provider/{provider}/consumer/{consumer}/version/{version}`), then verified from there,
 * so that Pact's verifier can publish the results to the pact's `pb:publish-verification-results` link
 * (results can only be published for a pact fetched from a broker). Credentials come from Pact's usual
 * environment variables, never from the command line.
 */
import { readFileSync } from 'node:fs';

export interface BrokerOptions {
  /** The broker's base URL, e.g. https://broker.example.com */
  url: string;
  /** PACT_BROKER_TOKEN: a bearer token (PactFlow, or a broker behind a token proxy). */
  token?: string;
  /** PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD: basic authentication. */
  username?: string;
  password?: string;
}

export class BrokerError extends Error {
  override readonly name = 'BrokerError';
}

/** Reads the broker's credentials from Pact's environment variables. */
export function brokerCredentials(
  env: NodeJS.ProcessEnv,
): Pick<BrokerOptions, 'token' | 'username' | 'password'> {
  return {
    ...(env.PACT_BROKER_TOKEN ? { token: env.PACT_BROKER_TOKEN } : {}),
    ...(env.PACT_BROKER_USERNAME ? { username: env.PACT_BROKER_USERNAME } : {}),
    ...(env.PACT_BROKER_PASSWORD ? { password: env.PACT_BROKER_PASSWORD } : {}),
  };
}

function authorization(broker: BrokerOptions): Record<string, string> {
  if (broker.token) return { authorization: `Bearer ${broker.token}` };
  if (broker.username !== undefined) {
    const pair = `${broker.username}:${broker.password ?? ''}`;
    return { authorization: `Basic ${Buffer.from(pair).toString('base64')}` };
  }
  return {};
}

interface PactNames {
  consumer: { name: string };
  provider: { name: string };
}

/** Where the broker keeps a pact file's pact for `consumerVersion`. */
export function pactUrlInBroker(broker: BrokerOptions, pactFile: string, consumerVersion: string) {
  const pact = JSON.parse(readFileSync(pactFile, 'utf8')) as PactNames;
  const part = encodeURIComponent;
  const base = broker.url.replace(/\/+$/, '');
  return `${base}/pacts/provider/${part(pact.provider.name)}/consumer/${part(pact.consumer.name)}/version/${part(consumerVersion)}`;
}

/** Puts a pact file into the broker under `consumerVersion`; answers the pact's URL there. */
export async function publishPact(
  broker: BrokerOptions,
  pactFile: string,
  consumerVersion: string,
): Promise<string> {
  const url = pactUrlInBroker(broker, pactFile, consumerVersion);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        accept: 'application/hal+json',
        ...authorization(broker),
      },
      body: readFileSync(pactFile, 'utf8'),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    throw new BrokerError(`the Pact Broker at ${broker.url} did not answer`, { cause: error });
  }
  if (!response.ok)
    throw new BrokerError(
      `the Pact Broker refused the pact (PUT ${url}): ${response.status} ${await response.text()}`,
    );
  return url;
}

/** The broker's credentials as Pact's verifier takes them. */
export function verifierCredentials(broker: BrokerOptions) {
  if (broker.token) return { pactBrokerToken: broker.token };
  if (broker.username !== undefined)
    return { pactBrokerUsername: broker.username, pactBrokerPassword: broker.password ?? '' };
  return {};
}
