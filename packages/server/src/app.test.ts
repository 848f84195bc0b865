import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './testing/app.js';

describe('over real HTTP', () => {
  let t: TestApp;
  let base: string;
  let webDist: string;

  beforeAll(async () => {
    webDist = await mkdtemp(join(tmpdir(), 'storefront-web-'));
    await mkdir(join(webDist, 'assets'));
    await writeFile(
      join(webDist, 'index.html'),
      '<!doctype html><title>FreshCuts</title><div id="root"></div>',
    );
    await writeFile(
      join(webDist, 'assets', 'index-abc123.js'),
      `console.log(${JSON.stringify('x'.repeat(4000))})`,
    );
    // The build's brotli copy of a script (vite.config.ts, compression).
    await writeFile(
      join(webDist, 'assets', 'shell-def456.js'),
      `console.log(${JSON.stringify('y'.repeat(4000))})`,
    );
    await writeFile(
      join(webDist, 'assets', 'shell-def456.js.br'),
      brotliCompressSync(`console.log(${JSON.stringify('y'.repeat(4000))})`),
    );
    await writeFile(join(webDist, 'service-worker.js'), 'self.skipWaiting()');
    await writeFile(join(webDist, 'firebase-messaging-sw.js'), '// messaging');
    await writeFile(join(webDist, 'manifest.webmanifest'), '{}');
    t = await createTestApp({ config: { webDist } });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('answers API calls with security headers and a request id', async () => {
    const res = await fetch(`${base}/v1/no-such-call`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ Message: 'Not found' });
    expect(res.headers.get('x-request-id')).toBeTruthy();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('answers the health check while the database answers', async () => {
    const res = await fetch(`${base}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ Status: 'ok' });
  });

  it('keeps a valid incoming request id', async () => {
    const res = await fetch(`${base}/v1/no-such-call`, { headers: { 'x-request-id': 'trace-42' } });
    expect(res.headers.get('x-request-id')).toBe('trace-42');
  });

  it('serves deep links with index.html and no-cache', async () => {
    for (const path of ['/', '/order/details/12', '/product/chicken-curry-cut']) {
      const res = await fetch(base + path);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await fetch(`${base}/assets/index-abc123.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it('sends the build’s compressed copy of an asset as it is, and the plain file to a client without brotli', async () => {
    const brotli = await fetch(`${base}/assets/shell-def456.js`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await brotli.text()).toBe(`console.log(${JSON.stringify('y'.repeat(4000))})`);
    const plain = await fetch(`${base}/assets/shell-def456.js`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(`console.log(${JSON.stringify('y'.repeat(4000))})`);
  });

  it('revalidates the service workers and the manifest on every load', async () => {
    for (const path of [
      '/service-worker.js',
      '/firebase-messaging-sw.js',
      '/manifest.webmanifest',
    ]) {
      const res = await fetch(base + path);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('answers a missing asset with 404 rather than the app shell', async () => {
    expect((await fetch(`${base}/assets/missing-123.js`)).status).toBe(404);
  });

  it('serves product images with long cache headers', async () => {
    const res = await fetch(`${base}/images/brand/logo.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('public, max-age=2592000');
  });

  it('signs in through the sandbox over HTTP and uses the refresh cookie', async () => {
    const phoneNumber = '9812345678';
    const sent = await fetch(`${base}/v1/sandbox/otp/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phoneNumber }),
    });
    const { RequestId } = (await sent.json()) as { RequestId: string };
    const inbox = (await (await fetch(`${base}/v1/sandbox/otp/inbox`)).json()) as {
      Messages: { To: string; Code: string }[];
    };
    const code = inbox.Messages.find((m) => m.To === phoneNumber)?.Code;
    const verified = await fetch(`${base}/v1/sandbox/otp/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ requestId: RequestId, code }),
    });
    const proof = (await verified.json()) as { Token: string };
    const login = await fetch(`${base}/v1/auth-users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'Ravi',
        email: '',
        phoneNumber,
        loginUsing: 'Phone',
        loginService: 'otpless',
        idToken: proof.Token,
      }),
    });
    expect(login.status).toBe(200);
    const setCookie = login.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/sf_refresh=[^;]+;.*HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);
    expect(setCookie).toMatch(/Path=\/v1/);
    const cookie = setCookie.split(';')[0] ?? '';
    const refreshed = await fetch(`${base}/v1/refresh-session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: '{}',
    });
    expect(refreshed.status).toBe(200);
    const { Token } = (await refreshed.json()) as { Token: string };
    const profile = await fetch(`${base}/v1/get-profile`, {
      headers: { authorization: `Bearer ${Token}` },
    });
    expect(((await profile.json()) as { UserData: { Username: string } }).UserData.Username).toBe(
      'Ravi',
    );
  });
});

describe('without a web build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { webDist: join(tmpdir(), 'no-such-web-dist') } });
  });
  afterAll(() => t.close());

  it('explains that the web app is not built and links the sandbox page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('not built yet');
    expect(res.body).toContain('href="/sandbox"');
  });
});
