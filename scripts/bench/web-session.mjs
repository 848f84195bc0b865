// The signed-in shopper of the web benchmark: a Chromium of our own (remote debugging on a known port, so
// Lighthouse can audit pages in it), prepared through the app's own UI with playwright-core: sandbox OTP
// sign-in, an address, one pay-on-delivery order (so history and details have something to show) and a
// cart with an item. Before each audit the HTTP cache, the service worker and Cache Storage are cleared
// while the session cookie and localStorage (the cart) stay: a first visit by a returning shopper.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** playwright-core is the web package's dependency (its browser tests); borrow it from there. */
function loadPlaywright(webDir) {
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

async function signIn(page, baseUrl) {
  const phone = `9${String(Date.now()).slice(-9)}`;
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = page.getByTestId('sandbox-code').locator('.otp-code');
  await code.waitFor();
  await page.getByLabel('One-time code').fill((await code.textContent()) ?? '');
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await page.getByText('Logged in!').waitFor();
}

async function addToCart(page, baseUrl, productPath) {
  await page.goto(baseUrl + productPath);
  const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByText(`${name} added to cart`).waitFor();
}

async function placePayOnDeliveryOrder(page, baseUrl) {
  await page.goto(`${baseUrl}/cart`);
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
  await page.locator('main a[href="/address/new/1"]').click();
  await page.getByLabel('Full name').fill('Asha Rao');
  await page.getByLabel('Mobile number').fill('9876543210');
  await page.getByLabel('House no., building, street').fill('12, 5th Cross, Koramangala');
  await page.getByLabel('City').fill('Bengaluru');
  await page.getByLabel('State').fill('Karnataka');
  await page.getByLabel('Postal code (PIN)').fill('560034');
  await page.getByTestId('route').waitFor();
  await page.getByRole('button', { name: 'Save address' }).click();
  await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
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
    await addToCart(page, baseUrl, productPath);
    await signIn(page, baseUrl);
    const orderId = await placePayOnDeliveryOrder(page, baseUrl);
    await addToCart(page, baseUrl, productPath);
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
