/**
 * The server serves the OpenAPI documents of both APIs as they are checked in, their reference pages, and
 * the Redoc bundle those pages load from this server.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../testing/app.js';
import { DOCUMENTS, DOCUMENTS_FOLDER, REDOC_PATH } from './routes.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the OpenAPI documents', () => {
  it.each(DOCUMENTS)(
    'serves $file at $prefix/openapi.json, as checked in',
    async ({ file, prefix }) => {
      const reply = await t.app.inject({ method: 'GET', url: `${prefix}/openapi.json` });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(reply.headers['access-control-allow-origin']).toBe('*');
      expect(reply.body).toBe(readFileSync(join(DOCUMENTS_FOLDER, file), 'utf8'));
      const document = reply.json<{ openapi: string; servers: { url: string }[] }>();
      expect(document.openapi).toMatch(/^3\.1\./);
      expect(document.servers).toEqual([{ url: prefix, description: expect.any(String) }]);
    },
  );

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    const again = await t.app.inject({
      method: 'GET',
      url: '/v1/openapi.json',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('the reference pages', () => {
  it.each(DOCUMENTS)(
    '$prefix/reference draws $prefix/openapi.json with the bundle this server serves',
    async ({ prefix }) => {
      const reply = await t.app.inject({ method: 'GET', url: `${prefix}/reference` });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(reply.body).toContain(`<redoc spec-url="${prefix}/openapi.json"></redoc>`);
      expect(reply.body).toContain(`<script src="${REDOC_PATH}"></script>`);
      expect(reply.body).toContain('<html lang="en">');
      // The server's own policy: scripts from this origin only, nothing inline.
      expect(reply.headers['content-security-policy']).toMatch(/script-src 'self'(;| )/);
      expect(reply.body).not.toMatch(/<script>|https?:\/\//);
    },
  );

  it('serves the Redoc bundle as JavaScript, cached for a day', async () => {
    const reply = await t.app.inject({ method: 'GET', url: REDOC_PATH });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(reply.headers['cache-control']).toBe('public, max-age=86400');
    expect(reply.body.length).toBeGreaterThan(100_000);
    expect(reply.body).toContain('spec-url');
  });
});
