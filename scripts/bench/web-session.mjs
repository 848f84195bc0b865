// The signed-in shopper of the web benchmark: a Chromium of our own (remote debugging on a known port, so
// Lighthouse can audit pages in it), prepared through the app's own UI with playwright-core and the browser
// tests' shopper steps (packages/web/e2e/shopper.ts): sandbox OTP sign-in, an address, one pay-on-delivery order (so history and details have something to show) and a
// cart with an item. Before each audit the HTTP cache, the service worker and Cache Storage are cleared
// while the session cookie and localStorage (the cart) stay: a first visit by a returning shopper.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** playwright-core is the web package's dependency (its browser tests); borrow it from there. */
export function loadPlaywright(webDir) {
  const require = createRequire(join(webDir, 'package.json'));
  return require('playwright-core');
}

async function waitForDebugger(port, child) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error('chromium exited before opening its debugging port');
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('chromium did not open its debugging port in 30 s');
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
  }
}

/** The browser tests' own shopper steps (packages/web/e2e/shopper.ts), loaded through tsx. */
export async function loadShopperSteps(webDir) {
  const { tsImport } = await import('tsx/esm/api');
  return tsImport(join(webDir, 'e2e/shopper.ts'), import.meta.url);
}

async function placePayOnDeliveryOrder(page, baseUrl, steps) {
  await steps.reachCheckout(page, baseUrl);
  await page.getByRole('radio', { name: /Pay on delivery/ }).check();
  await page.getByTestId('pay-button').click();
  await page.getByTestId('order-confirmed').waitFor();
  await page.getByRole('link', { name: 'View order' }).click();
  await page.getByTestId('order-status').waitFor();
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/**
 * Starts the shopper's Chromium and prepares the session. Returns the debugging port (Lighthouse's
 * `--port`), the placed order's id, `beforeAudit()` and `stop()`.
 */
export async function startShopperSession({
  webDir,
  chromePath,
  chromeFlags,
  baseUrl,
  port,
  productPath,
}) {
  const profile = mkdtempSync(join(tmpdir(), 'storefront-bench-profile-'));
  const child = spawn(
    chromePath,
    [
      ...chromeFlags,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore', detached: true },
  );
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
    setTimeout(() => rmSync(profile, { recursive: true, force: true }), 500).unref();
  };
  try {
    await waitForDebugger(port, child);
    const { chromium } = loadPlaywright(webDir);
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    const context = browser.contexts()[0];
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    const steps = await loadShopperSteps(webDir);
    const slug = productPath.replace(/^\//, '');
    await steps.addProduct(page, baseUrl, slug);
    await steps.signIn(page, baseUrl);
    const orderId = await placePayOnDeliveryOrder(page, baseUrl, steps);
    await steps.addProduct(page, baseUrl, slug);
    // Leave the app, so its live order polling does not run beside the audits.
    await page.goto('about:blank');
    // Disconnect: Lighthouse runs synchronously, and a connected Playwright holds every new target paused
    // until it answers, which it cannot while the event loop waits for Lighthouse.
    await browser.close();

    return {
      port,
      orderId,
      /** A cold cache and no service worker, the session and the cart kept. */
      async beforeAudit() {
        const connection = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
        try {
          const context = connection.contexts()[0];
          const target = context.pages()[0] ?? (await context.newPage());
          const cdp = await context.newCDPSession(target);
          await cdp.send('Network.clearBrowserCache');
          await cdp.send('Storage.clearDataForOrigin', {
            origin: baseUrl,
            storageTypes: 'service_workers,cache_storage',
          });
        } finally {
          await connection.close();
        }
      },
      async stop() {
        stop();
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}
