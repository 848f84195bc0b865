/**
 * Issue 13, items 12 and 13, in Chromium against the real reference server: one network blip while the app
 * loads a piece of its code (the API client, the cart store) or a page's data does not break it until a
 * reload. The page says what failed with a retry, and the next use loads what failed before. The blip is
 * the browser's request interception aborting the requests until the test ends it. And the category and
 * search pages load each their own data (item 13: they once shared one loading flag).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectErrors, useBrowser } from './support/browser';

const shop = useBrowser();

interface Blip {
  /** How many requests matched so far. */
  requests(): number;
  /** The network is back: later requests reach the server. */
  end(): void;
}

/**
 * Fails every request whose path matches, as a dropped connection, until ended (the SDK retries a failed GET a
 * few times, so one lost request alone would not be seen).
 */
async function blip(page: Page, path: RegExp): Promise<Blip> {
  let requests = 0;
  let failing = true;
  await page.route(
    (url) => path.test(url.pathname),
    (route) => {
      requests += 1;
      return failing ? route.abort('connectionreset') : route.continue();
    },
  );
  return {
    requests: () => requests,
    end: () => {
      failing = false;
    },
  };
}

describe('a failed load is tried again on the next use', () => {
  it('loads the API client and the cart store again after their first load failed, and adds to the cart', async () => {
    const page = await shop.page('desktop');
    const errors = collectErrors(page);
    const client = await blip(page, /^\/assets\/client-[^/]+\.js$/);
    const cartStore = await blip(page, /^\/assets\/cartStore-[^/]+\.js$/);

    await page.goto(shop.url('/'));
    const failed = page.getByRole('main').getByRole('alert').filter({ hasText: 'Try again' });
    await failed.waitFor();
    expect(await page.getByText('Loading…').count()).toBe(0);
    const loadsWhileDown = client.requests();
    expect(loadsWhileDown).toBeGreaterThan(0);

    client.end();
    await failed.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Best sellers' }).waitFor();
    expect(client.requests()).toBeGreaterThan(loadsWhileDown);

    await page.goto(shop.url('/chicken-wings'));
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    const name = (await heading.textContent()) ?? '';
    // The cart store's first load fails on the first add (the shopper is told), the second add loads it.
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Following error occurred' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'CLOSE' }).click();
    expect(cartStore.requests()).toBeGreaterThan(0);
    cartStore.end();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText(`${name} added to cart`).waitFor();
    expect(
      errors.filter((error) => !/Failed to load resource|dynamically imported/.test(error)),
    ).toEqual([]);
  });

  it('shows the contact page’s failed load with a retry, and its details once the retry succeeds', async () => {
    const page = await shop.page('phone');
    const configs = await blip(page, /^\/v1\/get-store-configs$/);

    await page.goto(shop.url('/contact-us'));
    const failed = page.getByRole('main').getByRole('alert').filter({ hasText: 'Try again' });
    await failed.waitFor();
    expect(await page.getByText('Loading…').count()).toBe(0);
    // The start-up's own read of the store's details failed too, and says so in the error dialog.
    await page
      .getByRole('alertdialog', { name: 'Following error occurred' })
      .getByRole('button', { name: 'CLOSE' })
      .click();

    configs.end();
    await failed.getByRole('button', { name: 'Try again' }).click();
    await page.locator('.contact-list').waitFor();
    expect(await failed.count()).toBe(0);
  });

  it('loads a search while a category page is still loading, and the category once its reply arrives', async () => {
    const page = await shop.page('desktop');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let heldRequests = 0;
    await page.route(
      (url) => url.pathname === '/v1/get-category-products',
      async (route) => {
        heldRequests += 1;
        await held;
        await route.continue();
      },
    );

    await page.goto(shop.url('/category/chicken'));
    await expect.poll(() => heldRequests).toBeGreaterThan(0);
    // In-app navigation to the search page while the category's products are still on their way: the
    // search loads its own results (one page's load never stands in for the other's).
    await page.evaluate(() => {
      history.pushState(null, '', '/search?q=mutton');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByText(/\d+ results? for “mutton”/).waitFor();
    expect(await page.locator('.product-card').count()).toBeGreaterThan(0);

    release();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/category/chicken');
    await page.locator('.product-card').first().waitFor();
    await page.getByRole('heading', { level: 1, name: 'Chicken' }).waitFor();
  });
});
