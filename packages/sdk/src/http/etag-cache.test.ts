import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from '../client.js';
import type { ClientOptions } from '../client.js';
import { ReplyValidationError } from '../errors/index.js';
import {
  startLocalServer,
  type LocalServer,
  type RecordedRequest,
} from '../test-support/local-server.js';

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/**
 * A server that answers like the reference server's public GETs: a strong ETag per body, 304 when
 * If-None-Match matches. `content` is what each path answers now.
 */
function etagOf(path: string, query: string, body: unknown): string {
  const digest = createHash('sha256').update(`${path}?${query}\0${JSON.stringify(body)}`);
  return `"${digest.digest('base64url').slice(0, 16)}"`;
}

async function revalidatingServer(content: Map<string, unknown>): Promise<LocalServer> {
  server = await startLocalServer((request: RecordedRequest) => {
    const etag = etagOf(request.path, request.query.toString(), content.get(request.path));
    if (request.headers['if-none-match'] === etag) return { status: 304, headers: { etag } };
    return { json: content.get(request.path), headers: { etag } };
  });
  return server;
}

function clientOf(local: LocalServer, options: Partial<ClientOptions> = {}) {
  return createClient({
    baseUrl: local.url,
    getToken: () => 'token-1',
    retry: { limit: 0 },
    ...options,
  });
}

describe('etagCache: public GETs revalidated with their ETag', () => {
  it('sends the last ETag back and serves the kept body on 304', async () => {
    const local = await revalidatingServer(
      new Map([['/v1/get-terms-content', { Content: 'Terms v1' }]]),
    );
    const client = clientOf(local, { etagCache: true });

    await expect(client.content.terms()).resolves.toEqual({ Content: 'Terms v1' });
    await expect(client.content.terms()).resolves.toEqual({ Content: 'Terms v1' });

    const [first, second] = local.requests;
    expect(first?.headers['if-none-match']).toBeUndefined();
    expect(second?.headers['if-none-match']).toBe(
      etagOf('/v1/get-terms-content', '', { Content: 'Terms v1' }),
    );
  });

  it('takes the new body and its ETag when the reply changed', async () => {
    const content = new Map<string, unknown>([['/v1/get-about-us-status', { Status: true }]]);
    const local = await revalidatingServer(content);
    const client = clientOf(local, { etagCache: true });

    await client.content.aboutUsStatus();
    content.set('/v1/get-about-us-status', { Status: false });
    await expect(client.content.aboutUsStatus()).resolves.toEqual({ Status: false });
    await expect(client.content.aboutUsStatus()).resolves.toEqual({ Status: false });

    expect(local.requests[1]?.headers['if-none-match']).toBe(
      etagOf('/v1/get-about-us-status', '', { Status: true }),
    );
    expect(local.requests[2]?.headers['if-none-match']).toBe(
      etagOf('/v1/get-about-us-status', '', { Status: false }),
    );
  });

  it('keeps one reply per URL, query included', async () => {
    const local = await revalidatingServer(
      new Map([
        [
          '/v1/get-product-ratings',
          {
            AverageRating: 4,
            TotalRatings: 1,
            FiveStar: 0,
            FourStar: 1,
            ThreeStar: 0,
            TwoStar: 0,
            OneStar: 0,
          },
        ],
      ]),
    );
    const client = clientOf(local, { etagCache: true });

    await client.catalog.ratings({ productId: 1 });
    await client.catalog.ratings({ productId: 2 });
    await client.catalog.ratings({ productId: 1 });

    expect(local.requests.map((request) => request.headers['if-none-match'] !== undefined)).toEqual(
      [false, false, true],
    );
  });

  it('never keeps a reply that fails validation', async () => {
    server = await startLocalServer((request) =>
      request.headers['if-none-match'] === '"p1"'
        ? { status: 304, headers: { etag: '"p1"' } }
        : { json: { Content: 42 }, headers: { etag: '"p1"' } },
    );
    const client = clientOf(server, { etagCache: true });
    await expect(client.content.privacy()).rejects.toBeInstanceOf(ReplyValidationError);
    await expect(client.content.privacy()).rejects.toBeInstanceOf(ReplyValidationError);
    expect(server.requests.map((request) => request.headers['if-none-match'])).toEqual([
      undefined,
      undefined,
    ]);
  });

  it('never revalidates a call that carries the token', async () => {
    server = await startLocalServer(() => ({ json: { Balance: 1500 }, headers: { etag: '"w1"' } }));
    const client = clientOf(server, { etagCache: true });
    await client.wallet.data();
    await client.wallet.data();
    expect(server.requests[1]?.headers.authorization).toBe('Bearer token-1');
    expect(server.requests[1]?.headers['if-none-match']).toBeUndefined();
  });

  it('keeps at most maxEntries replies, dropping the least recently used', async () => {
    const local = await revalidatingServer(
      new Map<string, unknown>([
        ['/v1/get-terms-content', { Content: 'Terms' }],
        ['/v1/get-privacy-content', { Content: 'Privacy' }],
        ['/v1/get-about-us-content', { Content: 'About' }],
      ]),
    );
    const client = clientOf(local, { etagCache: { maxEntries: 2 } });

    await client.content.terms();
    await client.content.privacy();
    await client.content.terms(); // terms is now the most recently used
    await client.content.aboutUs(); // drops privacy
    local.requests.length = 0;
    await client.content.terms();
    await client.content.privacy();

    expect(local.requests.map((request) => request.headers['if-none-match'] !== undefined)).toEqual(
      [true, false],
    );
  });

  it('is off unless asked for', async () => {
    const local = await revalidatingServer(
      new Map([['/v1/get-terms-content', { Content: 'Terms' }]]),
    );
    const client = clientOf(local);
    await client.content.terms();
    await client.content.terms();
    expect(local.requests[1]?.headers['if-none-match']).toBeUndefined();
  });

  it('rejects a maxEntries that is not a positive integer', () => {
    expect(() =>
      createClient({ baseUrl: 'http://127.0.0.1:1', etagCache: { maxEntries: 0 } }),
    ).toThrow(RangeError);
  });
});

describe('the shopper language', () => {
  it('is sent as Accept-Language, read before each call, and keeps one revalidated reply per language', async () => {
    const texts = new Map([
      ['en', 'Terms'],
      ['hi', 'नियम'],
    ]);
    server = await startLocalServer((request: RecordedRequest) => {
      const language = String(request.headers['accept-language'] ?? 'en');
      const body = { Content: texts.get(language) ?? 'Terms' };
      const etag = etagOf(request.path, language, body);
      if (request.headers['if-none-match'] === etag) return { status: 304, headers: { etag } };
      return { json: body, headers: { etag } };
    });
    let locale: 'en' | 'hi' = 'en';
    const client = clientOf(server, { etagCache: true, getLocale: () => locale });

    await expect(client.content.terms()).resolves.toEqual({ Content: 'Terms' });
    locale = 'hi';
    await expect(client.content.terms()).resolves.toEqual({ Content: 'नियम' });
    await expect(client.content.terms()).resolves.toEqual({ Content: 'नियम' });

    const [first, second, third] = server.requests;
    expect(first?.headers['accept-language']).toBe('en');
    expect(second?.headers['accept-language']).toBe('hi');
    // The Hindi call did not send the English reply's ETag; the repeat revalidated the Hindi one.
    expect(second?.headers['if-none-match']).toBeUndefined();
    expect(third?.headers['if-none-match']).toBe(
      etagOf('/v1/get-terms-content', 'hi', { Content: 'नियम' }),
    );
  });
});
