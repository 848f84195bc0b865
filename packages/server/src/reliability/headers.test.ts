/**
 * The headers a browser relies on: a strict Content-Security-Policy on the app's HTML (no inline script
 * without a hash or nonce), nosniff, a Referrer-Policy, frame-ancestors, HSTS in production mode, no CORS
 * for foreign origins, and the refresh cookie's flags.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRefreshToken } from '../auth/session.js';
import { users } from '../auth/tables.js';
import { serverRoot } from '../paths.js';
import { createTestApp, type TestApp } from '../testing/app.js';

/** The web app's shell: the build's index.html when there is one, else the page the build starts from. */
function webShell(): string {
  const web = join(serverRoot, '..', 'web');
  const built = join(web, 'dist', 'index.html');
  return existsSync(built) ? built : join(web, 'index.html');
}

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

/** Inline scripts (no src) that the policy does not allow by nonce or hash. */
function unallowedInlineScripts(html: string, scriptSrc: string[]): string[] {
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
    ([, attributes]) => !/\bsrc\s*=/.test(attributes!),
  );
  return inline
    .filter(([, attributes, body]) => {
      const nonce = /\bnonce\s*=\s*"([^"]+)"/.exec(attributes!)?.[1];
      if (nonce && scriptSrc.includes(`'nonce-${nonce}'`)) return false;
      // JSON data blocks are not run.
      if (/type\s*=\s*"application\/(ld\+)?json"/.test(attributes!)) return false;
      const hash = `'sha256-${createHash('sha256').update(body!).digest('base64')}'`;
      return !scriptSrc.includes(hash);
    })
    .map(([tag]) => tag!.slice(0, 80));
}

function checkStrictPolicy(policy: string | undefined, html: string) {
  expect(policy).toBeDefined();
  const parsed = directives(policy!);
  const scriptSrc = parsed.get('script-src') ?? parsed.get('default-src') ?? [];
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(scriptSrc).not.toContain('*');
  expect(scriptSrc).not.toContain('http:');
  expect(parsed.get('object-src')).toEqual(["'none'"]);
  expect(parsed.get('base-uri')).toEqual(["'self'"]);
  expect(parsed.get('frame-ancestors')).toEqual(["'self'"]);
  expect(unallowedInlineScripts(html, scriptSrc)).toEqual([]);
}

describe('the inline script check', () => {
  it('finds an inline script unless the policy names its hash or nonce', () => {
    const body = 'alert(1)';
    const hash = `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
    expect(unallowedInlineScripts(`<script>${body}</script>`, ["'self'"])).toHaveLength(1);
    expect(unallowedInlineScripts(`<script>${body}</script>`, ["'self'", hash])).toEqual([]);
    expect(unallowedInlineScripts(`<script nonce="abc">${body}</script>`, ["'nonce-abc'"])).toEqual(
      [],
    );
    expect(unallowedInlineScripts('<script type="module" src="/a.js"></script>', [])).toEqual([]);
  });
});

describe('in sandbox mode with the web app', () => {
  let t: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = await mkdtemp(join(tmpdir(), 'storefront-headers-'));
    await mkdir(join(webDist, 'assets'));
    await copyFile(webShell(), join(webDist, 'index.html'));
    t = await createTestApp({ config: { webDist } });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('serves the app’s HTML under a strict Content-Security-Policy', async () => {
    for (const url of ['/', '/order/details/12', '/product/chicken-curry-cut']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.headers['content-type']).toContain('text/html');
      checkStrictPolicy(page.headers['content-security-policy'] as string, page.body);
    }
  });

  it('serves the server’s own pages (sandbox, payment) without inline scripts', async () => {
    for (const url of ['/sandbox', '/sandbox/pay/order_unknown']) {
      const page = await t.app.inject({ method: 'GET', url });
      checkStrictPolicy(page.headers['content-security-policy'] as string, page.body);
    }
  });

  it('sends nosniff, a Referrer-Policy and no HSTS over the sandbox’s plain HTTP', async () => {
    for (const url of ['/', '/v1/get-home-data', '/v1/no-such-call']) {
      const reply = await t.app.inject({ method: 'GET', url });
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['referrer-policy']).toBe('no-referrer');
      expect(reply.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(reply.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('gives a foreign origin no CORS permission, for simple calls and preflights', async () => {
    const origin = 'https://evil.example';
    const simple = await t.app.inject({
      method: 'GET',
      url: '/v1/get-home-data',
      headers: { origin },
    });
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
    expect(simple.headers['access-control-allow-credentials']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/v1/checkout',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(preflight.statusCode).toBeGreaterThanOrEqual(400);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
    expect(preflight.headers['access-control-allow-headers']).toBeUndefined();
  });

  it('sets the refresh cookie HttpOnly, SameSite=Strict and scoped to the API', async () => {
    const shopper = await t.signIn();
    const reply = await t.app.inject({
      method: 'POST',
      url: '/v1/refresh-session',
      cookies: { sf_refresh: shopper.refreshToken },
    });
    const cookie = reply.cookies.find((c) => c.name === 'sf_refresh')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/v1' });
    expect(cookie.maxAge).toBeGreaterThan(0);
  });
});

describe('in production mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: { mode: 'production', isSandbox: false, webDist: join(tmpdir(), 'no-web-dist') },
    });
  });
  afterAll(() => t.close());

  it('sends HSTS for a year with subdomains, and upgrades insecure requests', async () => {
    for (const url of ['/', '/v1/get-home-data']) {
      const reply = await t.app.inject({ method: 'GET', url });
      const hsts = reply.headers['strict-transport-security'] as string;
      expect(hsts).toMatch(/max-age=(\d+)/);
      expect(Number(/max-age=(\d+)/.exec(hsts)![1])).toBeGreaterThanOrEqual(31_536_000);
      expect(hsts).toContain('includeSubDomains');
      const policy = directives(reply.headers['content-security-policy'] as string);
      expect(policy.has('upgrade-insecure-requests')).toBe(true);
    }
  });

  it('sets the refresh cookie Secure as well', async () => {
    const [user] = await t.db
      .insert(users)
      .values({ identityKey: `test:headers:${Date.now()}`, loginFrom: 'Phone' })
      .returning();
    const token = await createRefreshToken(t.db, user!.id);
    const reply = await t.app.inject({
      method: 'POST',
      url: '/v1/refresh-session',
      cookies: { sf_refresh: token },
    });
    expect(reply.statusCode).toBe(200);
    const cookie = reply.cookies.find((c) => c.name === 'sf_refresh')!;
    expect(cookie).toMatchObject({
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
      path: '/v1',
    });
  });
});
