/**
 * No dead ends for a shopper, in the browser against the real reference server (sandbox mode): private pages
 * say the same thing signed out and their sign-in comes back to them; statuses read as words and money is
 * written one way; the server's own pages are reachable once the service worker is installed and have the
 * store's icons.
 */
import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser';
import { addProduct, newPhoneNumber, reachCheckout } from './shopper';

const shop = useBrowser();

/** The API's own status names, which a shopper must never read. */
const RAW_STATUS = /PendingPayment|PaymentFailed|OutForDelivery/;
/** Rupees with zero paise written out ('₹275.00'): the store writes '₹275'. */
const ZERO_PAISE = /₹[\d,]+\.00(?!\d)/;

const mainText = async (page: Page) => (await page.locator('main').innerText()).trim();

/** Every answer of 400 or more the page received (documents, scripts, icons, data). */
function collectFailures(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (response: Response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  return failed;
}

describe('a shopper meets no dead end', () => {
  it('signs in from a private page and lands back on it; statuses in words, money one way', async () => {
    const page = await shop.page('phone');

    // Signed out, every private page says the same thing and offers the same sign-in back to it.
    for (const path of ['/order/history', '/user/wallet', '/refund', '/user/profile']) {
      await page.goto(shop.url(path));
      const prompt = page.getByTestId('sign-in-required');
      await prompt.waitFor();
      expect(await prompt.innerText()).toContain('Please sign in to see this page.');
      expect(await prompt.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
        `/login?next=${encodeURIComponent(path)}`,
      );
    }
    await screenshot(page, 'dead-ends-signed-out-profile');

    // The wallet's sign-in, with the sandbox OTP, comes back to the wallet.
    await page.goto(shop.url('/user/wallet'));
    await page.getByTestId('sign-in-required').getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL(/\/login\?next=%2Fuser%2Fwallet$/);
    await page.getByLabel('Mobile number').fill(newPhoneNumber());
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = page.getByTestId('sandbox-code').locator('.otp-code');
    await code.waitFor();
    await page.getByLabel('One-time code').fill((await code.textContent()) ?? '');
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/user/wallet');
    await page.getByTestId('wallet-balance').waitFor();
    expect(await page.getByTestId('sign-in-required').count()).toBe(0);

    // An order whose first payment fails, then is paid, on the sandbox payment page (which has its icons).
    await addProduct(page, shop.baseUrl, 'chicken-curry-cut');
    await reachCheckout(page, shop.baseUrl);
    const failures = collectFailures(page);
    await page.getByTestId('pay-button').click();
    await page.waitForURL(/\/sandbox\/pay\//);
    await expectIconsServed(page);
    await page.getByRole('button', { name: 'Fail payment' }).click();
    await page.getByTestId('payment-failed').waitFor();
    await page.getByRole('button', { name: 'Retry payment' }).click();
    await page.waitForURL(/\/sandbox\/pay\//);
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByTestId('order-confirmed').waitFor();
    expect(failures.filter((failure) => /\/sandbox\/|favicon/.test(failure))).toEqual([]);

    // The order's history row and details: statuses in words, amounts without zero paise.
    await page.goto(shop.url('/order/history'));
    const row = page.getByTestId('order-row').first();
    await row.waitFor();
    const rowText = await row.innerText();
    expect(rowText).not.toMatch(RAW_STATUS);
    expect(rowText).not.toMatch(ZERO_PAISE);
    const total = /₹[\d,]+(?:\.\d\d)?/.exec(rowText)?.[0];
    expect(total).toBeDefined();

    await row.getByRole('link').first().click();
    await page.getByTestId('order-status').waitFor();
    const timeline = page.locator('section', {
      has: page.getByRole('heading', { name: 'Order updates' }),
    });
    await timeline.waitFor();
    const entries = await timeline.locator('li strong').allInnerTexts();
    expect(entries).toEqual(
      expect.arrayContaining(['Awaiting payment', 'Payment failed', 'Placed']),
    );
    const details = await mainText(page);
    expect(details).not.toMatch(RAW_STATUS);
    expect(details).not.toMatch(ZERO_PAISE);
    expect(details).toContain(total!);
    await screenshot(page, 'dead-ends-order-details');

    // Cancelled after payment: the refund reaches the wallet, written the same way as the order's total.
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel order' }).click();
    await expect.poll(() => page.getByTestId('order-status').innerText()).toBe('Cancelled');
    await page.goto(shop.url('/user/wallet'));
    await page.getByTestId('wallet-transaction').first().waitFor();
    expect(await page.getByTestId('wallet-balance').innerText()).toBe(total);
    const wallet = await mainText(page);
    expect(wallet).toContain(`+${total}`);
    expect(wallet).not.toMatch(ZERO_PAISE);
    await page.goto(shop.url('/refund'));
    const refund = page.getByTestId('refund-row').first();
    await refund.waitFor();
    expect(await refund.innerText()).toContain(total!);
    expect(await refund.innerText()).not.toMatch(ZERO_PAISE);
  });

  it('reaches the sandbox inbox and the other server pages once the service worker is installed', async () => {
    const page = await shop.page('phone', { serviceWorkers: 'allow' });
    await page.goto(shop.url('/'));
    await page.getByRole('heading', { name: 'Best sellers' }).waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready);
    // The worker controls the pages opened after it installed.
    await page.goto(shop.url('/categories'));
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);

    // Linked from the code-entry page in sandbox mode.
    await page.goto(shop.url('/sandbox'));
    await page.getByRole('heading', { level: 1, name: 'Sandbox sign-in codes' }).waitFor();
    expect(await page.getByText('Page not found').count()).toBe(0);
    await expectIconsServed(page);
    await screenshot(page, 'dead-ends-sandbox-inbox');

    for (const [path, text] of [
      ['/healthz', '"Status":"ok"'],
      ['/v1/get-store-configs', '"StoreConfigs"'],
      ['/sandbox/pay/order_unknown', 'Payment not found'],
    ] as const) {
      await page.goto(shop.url(path));
      expect(await page.locator('body').innerText(), path).toContain(text);
    }

    // The app's own pages still come from the worker.
    await page.goto(shop.url('/category/chicken'));
    await page.getByRole('heading', { level: 1, name: 'Chicken' }).waitFor();
  });
});

/** The page links the store's icons, and each is served as an image. */
async function expectIconsServed(page: Page): Promise<void> {
  const hrefs = await page
    .locator('link[rel="icon"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs).toContain('/favicon.ico');
  for (const href of hrefs) {
    const response = await page.request.get(shop.url(href));
    expect(response.status(), href).toBe(200);
    expect(response.headers()['content-type'], href).toMatch(/^image\//);
  }
}
