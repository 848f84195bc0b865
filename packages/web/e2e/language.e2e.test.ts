/**
 * The shopper's language in the browser: a signed-in shopper with a cart switches to Hindi, or Kannada, on
 * the settings page and sees the home, product, cart and checkout pages in it, with prices in rupees. The
 * words expected are read from the catalogs the build compiled (catalogs.plugin.ts), never written here. Also: the service worker keeps the API
 * replies of each language apart.
 */
import type { Page } from 'playwright-core';
import type { Locale } from '@storefront/sdk/core';
import { describe, expect, it } from 'vitest';
import { catalogTexts } from '../catalogs.plugin';
import { collectErrors, screenshot, useBrowser } from './support/browser';
import { addProduct, reachCheckout, signIn } from './shopper';

const shop = useBrowser();
const english = catalogTexts('en');

/** Chooses a language on the settings page (labelled in the language the page is in). */
async function chooseLanguage(page: Page, from: Locale, to: Locale): Promise<void> {
  await page.goto(shop.url('/settings'));
  const texts = catalogTexts(from);
  await page.getByRole('combobox', { name: texts['nav.language'] }).selectOption(to);
  const next = catalogTexts(to);
  await page.getByRole('heading', { level: 1, name: next['pages.settings'] }).waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(`${to}-IN`);
}

/**
 * The service worker's cache keys of a call's replies: one per language, `__lang=<language>` for the app's
 * requests (vite.config.ts), none for the browser's own (index.html's preload, in the browser's language).
 */
function cachedKeys(page: Page, call: string): Promise<string[]> {
  return page.evaluate(async (wanted) => {
    const cache = await caches.open('catalog');
    return (await cache.keys()).map((request) => request.url).filter((url) => url.includes(wanted));
  }, call);
}

describe('the shopper’s language in the browser', () => {
  for (const locale of ['hi', 'kn'] as const) {
    it(`shows home, product, cart and checkout in ${locale}, prices in ₹`, async () => {
      const texts = catalogTexts(locale);
      for (const id of ['home.shopByCategory', 'pages.cart', 'pages.checkout'])
        expect(texts[id], id).not.toBe(english[id]);
      const page = await shop.page('phone', { serviceWorkers: 'allow' });
      const errors = collectErrors(page);

      // A shopper with a cart, signed in, with an address (the shared steps speak English).
      await page.goto(shop.url('/'));
      await page.getByRole('heading', { name: english['home.shopByCategory'] }).waitFor();
      await expect
        .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
          timeout: 15_000,
        })
        .toBe(true);
      // The home page again, now through the worker: it keeps the reply (the preload's, in the browser's
      // language, which the English page uses).
      await page.goto(shop.url('/'));
      await page.getByRole('heading', { name: english['home.shopByCategory'] }).waitFor();
      await expect
        .poll(() => cachedKeys(page, 'get-home-data'), { timeout: 10_000 })
        .toContainEqual(expect.stringMatching(/get-home-data$/));
      await addProduct(page, shop.baseUrl, 'chicken-curry-cut');
      await signIn(page, shop.baseUrl);
      await reachCheckout(page, shop.baseUrl);

      await chooseLanguage(page, 'en', locale);
      const homeAskedIn: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/v1/get-home-data'))
          homeAskedIn.push(request.headers()['accept-language'] ?? '');
      });

      // Home: the texts in the language, the catalog asked for in it (and kept apart by the worker).
      await page.goto(shop.url('/'));
      await page.getByRole('heading', { name: texts['home.shopByCategory'] }).waitFor();
      await page.getByRole('heading', { name: texts['home.bestSellers'] }).waitFor();
      expect(await page.locator('main').textContent()).toMatch(/₹\d/);
      await expect
        .poll(() => cachedKeys(page, 'get-home-data'), { timeout: 10_000 })
        .toContainEqual(expect.stringMatching(new RegExp(`get-home-data\\?__lang=${locale}$`)));
      expect(await cachedKeys(page, 'get-home-data')).toContainEqual(
        expect.stringMatching(/get-home-data$/),
      );
      // The app asked for it in the language (index.html's preload, in the browser's, is not used).
      expect(homeAskedIn).toContain(locale);
      await screenshot(page, `language-${locale}-home`);

      // Product.
      await page.goto(shop.url('/chicken-curry-cut'));
      await page.getByRole('button', { name: texts['catalog.addToCart'] }).waitFor();
      expect(await page.locator('.sticky-total strong').textContent()).toMatch(/^₹[\d,]+/);
      await screenshot(page, `language-${locale}-product`);

      // Cart.
      await page.goto(shop.url('/cart'));
      await page.getByRole('heading', { level: 1, name: texts['pages.cart'] }).waitFor();
      await page.getByRole('heading', { name: texts['cartPage.summary'] }).waitFor();
      expect(await page.locator('main').textContent()).toMatch(/₹\d/);
      await screenshot(page, `language-${locale}-cart`);

      // Checkout, signed in, with the address chosen before.
      await page.getByRole('button', { name: texts['cartPage.checkout'] }).click();
      await page.getByRole('heading', { level: 1, name: texts['pages.checkout'] }).waitFor();
      await page.getByRole('heading', { name: texts['checkout.bill']! }).waitFor();
      expect(await page.getByTestId('bill').textContent()).toMatch(/₹\d/);
      await screenshot(page, `language-${locale}-checkout`);

      // A reload stays in the language (remembered on the device).
      await page.reload();
      await page.getByRole('heading', { level: 1, name: texts['pages.checkout'] }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(`${locale}-IN`);
      expect(errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
    });
  }
});
