/**
 * Verifying through a Pact Broker: the pact is put into the broker, Pact's verifier reads it from there,
 * and the results are published to the pact's `pb:publish-verification-results` link. No Pact Broker runs
 * here (it is a Ruby service, not on npm), so a recording HTTP server answers the broker's few calls as the
 * broker's HAL API documents them; the verification itself is Pact's own, against a small provider.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokerCredentials, pactUrlInBroker } from './broker.js';
import { verifyProvider } from './verify-provider.js';

interface Received {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

type Answer = (request: Received, response: ServerResponse) => void;

async function listen(
  answer: Answer,
): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const entry = {
        method: request.method ?? '',
        path: request.url ?? '',
        authorization: request.headers.authorization,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      };
      received.push(entry);
      answer(entry, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    server,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
  };
}

const json = (response: ServerResponse, status: number, body: unknown, type = 'application/json') =>
  response.writeHead(status, { 'content-type': type }).end(JSON.stringify(body));

const PACT = {
  consumer: { name: 'storefront-sdk' },
  provider: { name: 'storefront-api' },
  interactions: [
    {
      type: 'Synchronous/HTTP',
      description: 'a request for the cache state',
      providerStates: [{ name: 'the store is open with a seeded catalog' }],
      request: { method: 'GET', path: '/v1/cache-state' },
      response: {
        status: 200,
        headers: { 'Content-Type': ['application/json'] },
        body: { content: { State: 'v1' }, contentType: 'application/json', encoded: false },
      },
    },
  ],
  metadata: { pactSpecification: { version: '4.0' } },
};
const PACT_PATH = '/pacts/provider/storefront-api/consumer/storefront-sdk/version/0.1.0-test';
const RESULTS_PATH =
  '/pacts/provider/storefront-api/consumer/storefront-sdk/pact-version/p1/verification-results';

describe('verifying through a Pact Broker', () => {
  let dir: string;
  let pactFile: string;
  const servers: Server[] = [];
  let provider: Awaited<ReturnType<typeof listen>>;
  let broker: Awaited<ReturnType<typeof listen>>;
  let stored: unknown;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'contracts-broker-'));
    pactFile = join(dir, 'storefront-sdk-storefront-api.json');
    await writeFile(pactFile, JSON.stringify(PACT));
    provider = await listen((request, response) => {
      if (request.path === '/_pact/provider-states') return json(response, 200, {});
      if (request.path === '/v1/cache-state') return json(response, 200, { State: 'v1' });
      json(response, 404, { Message: 'Not found' });
    });
    broker = await listen((request, response) => {
      const links = {
        _links: { 'pb:publish-verification-results': { href: `${broker.url}${RESULTS_PATH}` } },
      };
      if (request.path === PACT_PATH && request.method === 'PUT') {
        stored = request.body;
        return json(
          response,
          201,
          { ...(request.body as object), ...links },
          'application/hal+json',
        );
      }
      if (request.path === PACT_PATH && request.method === 'GET' && stored)
        return json(response, 200, { ...(stored as object), ...links }, 'application/hal+json');
      if (request.path === RESULTS_PATH && request.method === 'POST')
        return json(response, 201, {}, 'application/hal+json');
      json(response, 404, {}, 'application/hal+json');
    });
    servers.push(provider.server, broker.server);
  });

  afterAll(async () => {
    for (const server of servers) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    await rm(dir, { recursive: true, force: true });
  });

  it('puts the pact into the broker, verifies it from there and publishes the results', async () => {
    const failures = await verifyProvider({
      providerBaseUrl: provider.url,
      stateChangeUrl: `${provider.url}/_pact/provider-states`,
      pactFiles: [pactFile],
      broker: {
        url: broker.url,
        token: 'broker-token',
        consumerVersion: '0.1.0-test',
        publish: true,
        providerVersion: 'abc1234',
      },
    });
    expect(failures).toEqual([]);

    const put = broker.received.find((request) => request.method === 'PUT');
    expect(put).toMatchObject({ path: PACT_PATH, authorization: 'Bearer broker-token' });
    expect(put?.body).toEqual(PACT);
    expect(broker.received.some((r) => r.method === 'GET' && r.path === PACT_PATH)).toBe(true);
    const results = broker.received.filter((request) => request.path === RESULTS_PATH);
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({
      method: 'POST',
      authorization: 'Bearer broker-token',
      body: { success: true, providerApplicationVersion: 'abc1234' },
    });
  });

  it('publishes nothing without --publish', async () => {
    const before = broker.received.length;
    const failures = await verifyProvider({
      providerBaseUrl: provider.url,
      stateChangeUrl: `${provider.url}/_pact/provider-states`,
      pactFiles: [pactFile],
      broker: { url: broker.url, consumerVersion: '0.1.0-test', publish: false },
    });
    expect(failures).toEqual([]);
    const since = broker.received.slice(before);
    expect(since.filter((request) => request.path === RESULTS_PATH)).toEqual([]);
    expect(since.map((request) => request.method)).toContain('PUT');
  });

  it("reads the credentials from Pact's environment variables", () => {
    expect(brokerCredentials({ PACT_BROKER_TOKEN: 't' })).toEqual({ token: 't' });
    expect(brokerCredentials({ PACT_BROKER_USERNAME: 'u', PACT_BROKER_PASSWORD: 'p' })).toEqual({
      username: 'u',
      password: 'p',
    });
    expect(pactUrlInBroker({ url: 'https://broker.example/' }, pactFile, '1.0.0+a b')).toBe(
      'https://broker.example/pacts/provider/storefront-api/consumer/storefront-sdk/version/1.0.0%2Ba%20b',
    );
  });
});
