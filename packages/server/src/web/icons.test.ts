import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../paths.js';
import { type TestApp, createTestApp } from '../testing/app.js';

/** The web build's icons, as vite copies them from packages/web/public into dist. */
const webPublic = join(repoRoot, 'packages/web/public');

describe('the store’s icons on the pages the server renders', () => {
  let t: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = await mkdtemp(join(tmpdir(), 'storefront-icons-'));
    await writeFile(join(webDist, 'index.html'), '<!doctype html><title>FreshCuts</title>');
    await copyFile(join(webPublic, 'favicon.ico'), join(webDist, 'favicon.ico'));
    await copyFile(join(webPublic, 'favicon.svg'), join(webDist, 'favicon.svg'));
    t = await createTestApp({ config: { webDist } });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('serves /favicon.ico from the web build', async () => {
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(icon.statusCode).toBe(200);
    // An ICO file: reserved 0, type 1.
    expect([...icon.rawPayload.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  });

  it.each(['/sandbox', '/sandbox/pay/order_unknown'])(
    '%s links the icons, and each link is served',
    async (url) => {
      const page = await t.app.inject({ method: 'GET', url });
      const head = page.body.slice(0, page.body.indexOf('</head>'));
      const links = [...head.matchAll(/<link rel="icon" href="([^"]+)"/g)].map((m) => m[1]!);
      expect(links).toEqual(['/favicon.ico', '/favicon.svg']);
      for (const href of links) {
        const icon = await t.app.inject({ method: 'GET', url: href });
        expect(icon.statusCode, href).toBe(200);
        expect(icon.headers['content-type']).toMatch(/^image\//);
      }
    },
  );
});
