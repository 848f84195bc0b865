import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser';

const shop = useBrowser();

const CATEGORY = '/category/chicken';
const PRODUCT = '/chicken-curry-cut';

/** Whether the service worker's API cache holds a reply whose URL contains `part`. */
function cached(page: Page, part: string): Promise<boolean> {
  return page.evaluate(async (wanted) => {
    const cache = await caches.open('catalog');
    return (await cache.keys()).some((request) => request.url.includes(wanted));
  }, part);
}

/**
 * A new shopper's first visit: the home page loads, the service worker installs and takes the page over
 * (no reload in between, as a shopper would not reload).
 */
async function firstVisit(): Promise<Page> {
  const page = await shop.page('phone', { serviceWorkers: 'allow' });
  await page.goto(shop.url('/'));
  await page.getByRole('heading', { name: 'Best sellers' }).waitFor();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 15_000,
    })
    .toBe(true);
  return page;
}

function offlineBanner(page: Page) {
  return page.getByRole('status').filter({ hasText: 'You are offline' });
}

/** The page's main content has settled: no "Loading…" left anywhere on it. */
async function expectNoEndlessLoading(page: Page): Promise<void> {
  await expect.poll(() => page.getByText('Loading…').count(), { timeout: 10_000 }).toBe(0);
}

describe('offline: pages the shopper has seen', () => {
  it('opens the home page, a category and a product seen online again without a network', async () => {
    const page = await firstVisit();
    await page.getByRole('link', { name: 'Chicken', exact: true }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Chicken' }).waitFor();
    await page.locator(`a[href="${PRODUCT}"]`).first().click();
    // The category page stays until the product page is ready (page changes are transitions).
    const heading = page.getByRole('heading', { level: 1, name: /^Chicken Curry Cut/ });
    await heading.waitFor();
    const name = (await heading.textContent()) ?? '';
    const price = (await page.locator('.sticky-total strong').textContent()) ?? '';
    expect(price).toMatch(/₹/);
    for (const reply of [
      'get-home-data',
      'get-category-products?categorySlug=chicken',
      'get-product-details?productSlug=chicken-curry-cut',
    ]) {
      await expect.poll(() => cached(page, reply), { timeout: 10_000 }).toBe(true);
    }

    await shop.context().setOffline(true);

    await page.reload();
    await offlineBanner(page).waitFor();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await expect.poll(() => page.locator('.sticky-total strong').textContent()).toBe(price);
    await expectNoEndlessLoading(page);
    await screenshot(page, 'offline-product-phone');

    await page.goto(shop.url(CATEGORY));
    await offlineBanner(page).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Chicken' }).waitFor();
    await page.getByRole('list', { name: 'Chicken' }).getByRole('article').first().waitFor();
    await expectNoEndlessLoading(page);

    await page.goto(shop.url('/'));
    await offlineBanner(page).waitFor();
    await page.getByRole('heading', { name: 'Best sellers' }).waitFor();
    await page.getByRole('heading', { name: 'Shop by category' }).waitFor();
    await expectNoEndlessLoading(page);
    await screenshot(page, 'offline-home-phone');
  });

  it('shows a page whose data is not on the device as offline with a way to try again', async () => {
    const page = await firstVisit();
    await page.getByRole('link', { name: 'Chicken', exact: true }).first().click();
    const links = page
      .getByRole('list', { name: 'Chicken' })
      .getByRole('article')
      .getByRole('link');
    await links.first().waitFor();
    const hrefs = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
    );
    const unseen = hrefs.find((href) => href !== PRODUCT && href.startsWith('/'));
    expect(unseen).toBeDefined();

    await shop.context().setOffline(true);
    await page.goto(shop.url(unseen!));
    await offlineBanner(page).waitFor();
    // The failed load's own state in the page: a retry, or an offline message (not only the banner).
    const main = page.getByRole('main');
    await main
      .getByRole('button', { name: 'Try again' })
      .or(main.getByText(/offline|internet connection/i))
      .first()
      .waitFor();
    await expectNoEndlessLoading(page);
    await screenshot(page, 'offline-unseen-product-phone');
  });
});
