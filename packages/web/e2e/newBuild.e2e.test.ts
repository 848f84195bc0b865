/**
 * A new build deployed while a shopper has the store open (issue 14): a reference server of its own serves a
 * copy of the shared build (A), and the test swaps a second, really different build (B, BUILD_ID set) into
 * its directory, old chunks gone. With the service worker the spec's prompt appears and Reload brings B whole;
 * without it, a page whose old chunk is gone reloads once into B instead of breaking.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { webRoot } from './support/paths';
import { startReferenceServer, type ReferenceServer } from './support/referenceServer';

const shop = useBrowser();

let workDir = '';
let server: ReferenceServer | undefined;
let baseUrl = '';
const buildA = join(webRoot, 'dist');
let buildB = '';
let served = '';

const entryOf = (dir: string) =>
  /<script(?![^>]*\basync\b)[^>]+type="module"[^>]+src="([^"]+)"/.exec(
    readFileSync(join(dir, 'index.html'), 'utf8'),
  )?.[1];
const scriptsOf = (dir: string) =>
  new Set(readdirSync(join(dir, 'assets')).filter((file) => file.endsWith('.js')));

/** Deploys a build: the served directory holds exactly its files (the other build's chunks are gone). */
function deploy(build: string): void {
  rmSync(served, { recursive: true, force: true });
  cpSync(build, served, { recursive: true });
}

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'storefront-new-build-'));
  buildB = join(workDir, 'build-b');
  served = join(workDir, 'served');
  const built = spawnSync(
    'pnpm',
    ['exec', 'vite', 'build', '--logLevel', 'warn', '--outDir', buildB, '--emptyOutDir'],
    {
      cwd: webRoot,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production', BUILD_ID: 'e2e-next' },
    },
  );
  if (built.status !== 0) throw new Error('the second build failed');
  expect(entryOf(buildB)).not.toBe(entryOf(buildA));
  deploy(buildA);

  server = await startReferenceServer(workDir, { WEB_DIST: served });
  baseUrl = server.baseUrl;
}, 240_000);

afterAll(async () => {
  await server?.stop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

/** The scripts of /assets the page requested from now on (from the network or the service worker). */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/assets/') && path.endsWith('.js'))
      scripts.push(path.slice('/assets/'.length));
  });
  return scripts;
}

const pageEntry = (page: Page) =>
  page.evaluate(() =>
    document.querySelector('script[type="module"][src]:not([async])')?.getAttribute('src'),
  );

describe('a new build deployed while the store is open', () => {
  it('asks to reload through the service worker, and Reload runs the new build whole', async () => {
    deploy(buildA);
    const page = await shop.page('phone', { serviceWorkers: 'allow' });
    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { name: 'Best sellers' }).waitFor();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
        timeout: 20_000,
      })
      .toBe(true);

    deploy(buildB);
    // Chromium's update check has been seen to take close to a minute here (not yet explained, see the
    // closing note of issue 14); the test's own limit below leaves room for it.
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const prompt = page.getByRole('alertdialog', {
      name: 'A new version is available. Do you want to reload?',
    });
    await prompt.waitFor({ timeout: 30_000 });

    const scripts = recordScripts(page);
    await Promise.all([
      page.waitForEvent('load', { timeout: 30_000 }),
      prompt.getByRole('button', { name: 'Reload' }).click(),
    ]);
    await page.getByRole('heading', { name: 'Best sellers' }).waitFor();
    expect(await pageEntry(page)).toBe(entryOf(buildB));
    // Every script of the reloaded page is build B's: no page mixes chunks of two builds.
    const bScripts = scriptsOf(buildB);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((file) => !bScripts.has(file))).toEqual([]);
    await page.getByTestId('drawer-toggler').click();
    await expect(page.getByTestId('build-id').textContent()).resolves.toBe('Version e2e-next');
  }, 150_000);

  it('reloads once into the new build when a page of the old one needs a chunk that is gone', async () => {
    deploy(buildA);
    const page = await shop.page('phone');
    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { name: 'Best sellers' }).waitFor();
    expect(await pageEntry(page)).toBe(entryOf(buildA));

    deploy(buildB);
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    // The cart page's chunk of build A is not on the server any more.
    await page
      .getByRole('link', { name: /^Cart\b/ })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: 'Your cart' }).waitFor({ timeout: 30_000 });
    expect(await pageEntry(page)).toBe(entryOf(buildB));
    expect(new URL(page.url()).pathname).toBe('/cart');
    expect(loads).toBe(1);
  });
});
