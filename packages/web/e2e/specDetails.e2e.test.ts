/**
 * Issue 13, item 15: spec details a shopper meets, in Chromium against the real reference server.
 * - §9, the 120 s chunk load timeout: a page whose code never arrives shows the error with a retry once 120 s
 *   have passed (the page's clock is Playwright's, moved forward; the app's 120 s stay as they are).
 * - The analytics tag: page views made before the tag's project id arrives, the first one included, reach
 *   the tag when it loads. The tag (www.clarity.ms, unreachable here) is a small script that records what it
 *   is handed, served in its place; the project id comes from a server of this file's own.
 * - §4, the optional reload after logout: a build with VITE_RELOAD_AFTER_LOGOUT=true (built here, about 10 s)
 *   reloads the page once the shopper's data is reset; the shared build does not.
 * - §2, the success dialog: saving the profile says so in it.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './shopper';
import { collectErrors, screenshot, useBrowser } from './support/browser';
import { webRoot } from './support/paths';
import { startReferenceServer, type ReferenceServer } from './support/referenceServer';

const shop = useBrowser();
const PROJECT_ID = 'e2etag';

let workDir = '';
let own: ReferenceServer | undefined;

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'storefront-spec-details-'));
  const build = join(workDir, 'build-reload-after-logout');
  const built = spawnSync(
    'pnpm',
    ['exec', 'vite', 'build', '--logLevel', 'warn', '--outDir', build, '--emptyOutDir'],
    {
      cwd: webRoot,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production', VITE_RELOAD_AFTER_LOGOUT: 'true' },
    },
  );
  if (built.status !== 0) throw new Error('the reload-after-logout build failed');
  own = await startReferenceServer(workDir, { WEB_DIST: build, CLARITY_PROJECT_ID: PROJECT_ID });
}, 240_000);

afterAll(async () => {
  await own?.stop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

const ownUrl = (path: string) => new URL(path, own!.baseUrl).toString();

describe('the 120 s chunk load timeout', () => {
  it('shows the error with a retry when a page’s code has not arrived after 120 s, and the retry loads it', async () => {
    const page = await shop.page('desktop');
    await page.clock.install();
    await page.goto(shop.url('/'));
    await page.getByRole('heading', { name: 'Best sellers' }).waitFor();
    // The contact page's code never answers.
    const chunk = /\/assets\/ContactUsPage-[^/]+\.js$/;
    const held: Route[] = [];
    await page.route(chunk, (route) => void held.push(route));

    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    const failed = page.getByRole('alert').filter({ hasText: 'This page could not be loaded.' });
    await page.clock.fastForward(110_000);
    expect(await failed.count()).toBe(0);

    await page.clock.fastForward(11_000);
    await failed.waitFor();
    expect(await failed.innerText()).toContain('Check your connection, then try again.');
    await screenshot(page, 'chunk-timeout-desktop');

    // The code is reachable again: Try again reloads the page, which loads it.
    await page.unroute(chunk);
    await failed.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
    expect(await failed.count()).toBe(0);
  });
});

/** Stands in for the Clarity tag: takes what the page queued for it, then records every later call. */
const FAKE_TAG = `(() => {
  const received = ((window.clarity && window.clarity.q) || []).map((args) => Array.from(args));
  window.clarity = (...args) => received.push(args);
  window.clarityReceived = received;
})();`;

const tagReceived = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { clarityReceived?: unknown[][] }).clarityReceived ?? null,
  );

describe('page views before the analytics tag loads', () => {
  it('reach the tag when it loads, the first one included, in the order they happened', async () => {
    const page = await shop.page('desktop');
    const errors = collectErrors(page);
    const tagRequests: string[] = [];
    await shop.context().route('https://www.clarity.ms/**', (route) => {
      tagRequests.push(route.request().url());
      return route.fulfill({ contentType: 'application/javascript', body: FAKE_TAG });
    });
    // The server's answer naming the tag's project is held until the shopper has seen three pages.
    const asked = new Promise<Route>((resolve) => {
      void page.route('**/v1/get-clarity-project-id', resolve);
    });

    await page.goto(ownUrl('/'));
    await page.getByRole('heading', { name: 'Best sellers' }).waitFor();
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Contact us' }).click();
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
    await footer.getByRole('link', { name: 'Privacy policy' }).click();
    await page.getByRole('heading', { level: 1, name: 'Privacy policy' }).waitFor();
    const held = await asked;
    expect(tagRequests).toEqual([]);
    expect(await tagReceived(page)).toBeNull();

    await held.continue();
    await expect
      .poll(() => tagReceived(page))
      .toEqual([
        ['set', 'page', '/'],
        ['set', 'page', '/contact-us'],
        ['set', 'page', '/privacy-policy'],
      ]);
    expect(tagRequests).toEqual([`https://www.clarity.ms/tag/${PROJECT_ID}`]);

    // Once the tag is there, a page view goes straight to it.
    await footer.getByRole('link', { name: 'Terms and conditions' }).click();
    await expect
      .poll(async () => (await tagReceived(page))?.at(-1))
      .toEqual(['set', 'page', '/terms-and-conditions']);
    expect(errors).toEqual([]);
  });
});

/** Marks the page's document; a reload gives a document without the mark. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { marked?: boolean }).marked = true;
  });
const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { marked?: boolean }).marked === true);

async function signOutFromProfile(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
  await markDocument(page);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

describe('the optional reload after logout', () => {
  it('reloads the page after logout in a build that asks for it', async () => {
    const page = await shop.page('phone');
    await signIn(page, own!.baseUrl);
    await page.goto(ownUrl('/user/profile'));
    await signOutFromProfile(page);
    const reloaded = page.waitForEvent('load');

    // The shopper's data is reset 2 s after logout, then the page reloads: a fresh document, signed out.
    await reloaded;
    expect(await isSameDocument(page)).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
    await page.getByRole('heading', { name: 'Best sellers' }).waitFor();
  });

  it('keeps the page after logout in the default build', async () => {
    const page = await shop.page('phone');
    // The page's clock, so the 2 s reset can be passed without waiting for it.
    await page.clock.install();
    await signIn(page, shop.baseUrl);
    await page.goto(shop.url('/user/profile'));
    await signOutFromProfile(page);
    // Past the 2 s reset, with room to spare, on the page's clock: still the same document.
    await page.clock.runFor(3_500);
    expect(await isSameDocument(page)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
  });
});

describe('the success dialog', () => {
  it('says the profile was saved, and closes', async () => {
    const page = await shop.page('phone');
    await signIn(page, shop.baseUrl);
    await page.goto(shop.url('/user/profile'));
    await page.getByLabel('Name', { exact: true }).fill('Asha Rao');
    await page.getByRole('button', { name: 'Save changes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Success' });
    await dialog.getByText('Profile updated').waitFor();
    await screenshot(page, 'success-dialog-phone');
    await dialog.getByRole('button', { name: 'CLOSE' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.goto(shop.url('/user/profile'));
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Asha Rao');
  });
});
