/**
 * The reference pages work in a browser under the server's Content-Security-Policy: Chromium draws each
 * API's operations from its document with the bundle this server serves and asks no other host. Redoc 2
 * draws a "by Redocly" logo from its CDN in the menu's footer; the policy refuses that image (the one
 * refusal the console shows) and Redoc then leaves the image out.
 *
 * The page does not touch the database, so it runs in the PGlite run only; outside CI it needs Chromium
 * (/usr/bin/chromium or CHROME_PATH), which CI always has (scripts/ensure-system.mjs).
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../testing/app.js';
import { testDatabaseKind } from '../testing/database-kind.js';

const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const runs =
  testDatabaseKind() === 'pglite' && (existsSync(CHROMIUM_PATH) || process.env.CI === 'true');

describe.skipIf(!runs)('the reference pages in Chromium', () => {
  let t: TestApp;
  let browser: Browser;
  let origin: string;
  beforeAll(async () => {
    t = await createTestApp();
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it.each(['/v1', '/ops/v1'])(
    'draws %s/reference from its document, under the server’s policy, from this origin only',
    async (prefix) => {
      const page = await browser.newPage();
      const problems: string[] = [];
      const elsewhere: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      // Requests to another host: each must be one the policy refused (offline, any other would fail too).
      const outside = (url: string) => !url.startsWith(origin) && !/^(data|blob):/.test(url);
      page.on('requestfinished', (request) => {
        if (outside(request.url())) elsewhere.push(request.url());
      });
      page.on('requestfailed', (request) => {
        const reason = request.failure()?.errorText ?? '';
        if (outside(request.url()) && reason !== 'csp')
          elsewhere.push(`${request.url()} ${reason}`);
      });
      await page.goto(`${origin}${prefix}/reference`);
      // Redoc's title is the document's; an operation of the document is drawn in the menu.
      const title =
        prefix === '/v1' ? 'Storefront shopper API (v1)' : 'Storefront staff API (ops/v1)';
      await expect.poll(() => page.locator('h1').first().textContent()).toContain(title);
      const operation = prefix === '/v1' ? 'Category products' : 'Staff sign in';
      await expect.poll(() => page.getByText(operation).count()).toBeGreaterThan(0);
      // The one refusal: Redoc's logo (above), which the policy kept the page from loading.
      const logo =
        /^Loading the image 'https:\/\/cdn\.redoc\.ly\/redoc\/logo-mini\.svg' violates the following Content Security Policy directive/;
      expect(problems.filter((problem) => !logo.test(problem))).toEqual([]);
      expect(elsewhere).toEqual([]);
      await page.close();
    },
  );
});
