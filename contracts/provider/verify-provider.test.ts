import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  StateChangeError,
  applySession,
  defaultPactFiles,
  postStateChange,
  stateNames,
} from './verify-provider.js';

describe('a state change', () => {
  let server: Server;
  let url: string;
  const received: unknown[] = [];
  let answer: (response: ServerResponse) => void = (response) => response.end();

  beforeAll(async () => {
    server = createServer((request: IncomingMessage, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({
          method: request.method,
          contentType: request.headers['content-type'],
          body: JSON.parse(body) as unknown,
        });
        answer(response);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/_pact/provider-states`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("is posted as Pact's verifier posts it, and answers the reply's values", async () => {
    answer = (response) =>
      response
        .setHeader('content-type', 'application/json')
        .end(JSON.stringify({ orderId: 4, token: 't-4' }));
    const reply = await postStateChange(url, 'a signed-in shopper with a paid order', {}, 'setup');
    expect(reply).toEqual({ orderId: 4, token: 't-4' });
    expect(received.at(-1)).toEqual({
      method: 'POST',
      contentType: 'application/json',
      body: { state: 'a signed-in shopper with a paid order', params: {}, action: 'setup' },
    });
  });

  it('answers nothing to inject for an empty reply', async () => {
    answer = (response) => response.end();
    await expect(postStateChange(url, 'any', undefined, 'teardown')).resolves.toEqual({});
    expect(received.at(-1)).toMatchObject({
      body: { state: 'any', params: {}, action: 'teardown' },
    });
  });

  it("fails with the endpoint's reply when it refuses, or answers no JSON object", async () => {
    answer = (response) => response.writeHead(400).end('no handler for that state');
    await expect(postStateChange(url, 'unknown', {}, 'setup')).rejects.toThrow(
      /answered 400: no handler for that state/,
    );
    answer = (response) => response.end('[1, 2]');
    await expect(postStateChange(url, 'any', {}, 'setup')).rejects.toBeInstanceOf(StateChangeError);
  });
});

describe('the session hand-over', () => {
  const session = { token: 'real-token', refreshCookie: 'sf_refresh=abc' };

  it('replaces the example bearer token, and leaves requests without one alone', () => {
    const signed = {
      method: 'GET',
      path: '/v1/order-history',
      headers: { authorization: 'Bearer token' },
    };
    applySession(signed, session);
    expect(signed.headers.authorization).toBe('Bearer real-token');

    const unsigned: { method: string; path: string; headers: Record<string, string> } = {
      method: 'GET',
      path: '/v1/order-history',
      headers: {},
    };
    applySession(unsigned, session);
    expect(unsigned.headers).toEqual({});
  });

  it('sends the refresh cookie with the session renewal only', () => {
    const renewal = {
      method: 'POST',
      path: '/v1/refresh-session',
      headers: {} as Record<string, string>,
    };
    applySession(renewal, session);
    expect(renewal.headers.cookie).toBe('sf_refresh=abc');
    const other = { method: 'POST', path: '/v1/logout', headers: {} as Record<string, string> };
    applySession(other, session);
    expect(other.headers.cookie).toBeUndefined();
  });

  it('keeps the consumer example in signed-out states', () => {
    const request = {
      method: 'GET',
      path: '/v1/wallet',
      headers: { authorization: 'Bearer token' },
    };
    applySession(request, { token: undefined, refreshCookie: undefined });
    expect(request.headers.authorization).toBe('Bearer token');
  });
});

describe('the pacts', () => {
  it('name the provider states a server must set up', () => {
    expect(stateNames(defaultPactFiles())).toContain('the store is open with a seeded catalog');
  });
});
