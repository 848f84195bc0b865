import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectErrors, screenshot, useBrowser } from './support/browser';

const shop = useBrowser();

async function articlesIn(page: Page, listName: string): Promise<number> {
  return page.getByRole('list', { name: listName }).getByRole('article').count();
}

describe('catalog in the browser', () => {
  it('loads the home page with banners, categories, best sellers and offers', async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      const page = await shop.page(viewport);
      const errors = collectErrors(page);
      await page.goto(shop.url('/'));
      await page.getByRole('heading', { name: 'Shop by category' }).waitFor();
      await page.getByRole('heading', { name: 'Best sellers' }).waitFor();
      expect(await page.locator('.banner').count()).toBeGreaterThan(0);
      await page.waitForLoadState('networkidle');
      await screenshot(page, `home-${viewport}`);
      expect(errors).toEqual([]);
    }
  });

  it('opens a category from the home page and loads its next page on scroll', async () => {
    const page = await shop.page('phone');
    await page.goto(shop.url('/'));
    await page.getByRole('link', { name: 'Chicken', exact: true }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Chicken' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/category/chicken');
    await screenshot(page, 'category-phone');

    // The seeded Chicken category has more than one page of 12 products.
    await page.getByRole('list', { name: 'Chicken' }).waitFor();
    const first = await articlesIn(page, 'Chicken');
    expect(first).toBe(12);
    await page.locator('.sentinel').scrollIntoViewIfNeeded();
    await expect.poll(() => articlesIn(page, 'Chicken')).toBeGreaterThan(first);
  });

  it('opens a product, chooses an option and adds it to the cart', async () => {
    const page = await shop.page('phone');
    await page.goto(shop.url('/category/chicken'));
    await page.locator('a[href="/chicken-curry-cut"]').first().click();
    // The category page stays until the product page is ready (page changes are transitions).
    await page.waitForURL('**/chicken-curry-cut');
    const heading = page.getByRole('heading', { level: 1, name: /^Chicken Curry Cut/ });
    await heading.waitFor();
    const name = (await heading.textContent()) ?? '';
    const groups = page.locator('fieldset.option-group');
    expect(await groups.count()).toBeGreaterThan(0);
    const total = page.locator('.sticky-total strong');
    const before = await total.textContent();
    const firstGroup = groups.first();
    const options = firstGroup.getByRole('radio');
    const count = await options.count();
    let changed = false;
    for (let index = 0; index < count && !changed; index++) {
      const option = options.nth(index);
      if ((await option.isChecked()) || (await option.isDisabled())) continue;
      await option.check({ force: true });
      changed = (await total.textContent()) !== before;
    }
    expect(changed).toBe(true);
    await screenshot(page, 'product-phone');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText(`${name} added to cart`).waitFor();
    await page.getByRole('link', { name: 'Cart 1 item' }).first().waitFor();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('Already added, Manage qty from cart').waitFor();
  });

  it('shows the product page on a desktop with ratings, reviews and related products', async () => {
    const page = await shop.page('desktop');
    await page.goto(shop.url('/chicken-curry-cut'));
    await page.getByRole('heading', { level: 2, name: 'Ratings and reviews' }).waitFor();
    await page
      .getByRole('list', { name: 'Product images' })
      .or(page.locator('.gallery-main'))
      .first()
      .waitFor();
    await page.getByRole('heading', { level: 2, name: 'You may also like' }).waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'product-desktop');
  });

  it('searches with two pages appended under the same term', async () => {
    const page = await shop.page('phone');
    await page.goto(shop.url('/search'));
    await page.getByRole('searchbox').fill('CHICKEN');
    await page.getByText(/results for “CHICKEN”/).waitFor();
    const products = page
      .getByRole('heading', { name: 'Products' })
      .locator('..')
      .getByRole('article');
    const first = await products.count();
    await page.locator('.sentinel').scrollIntoViewIfNeeded();
    await expect.poll(() => products.count()).toBeGreaterThan(first);
    await screenshot(page, 'search-phone');

    await page.getByRole('searchbox').fill('no such meat');
    await page.getByRole('heading', { name: 'No results for “no such meat”' }).waitFor();
  });

  it('shows the content pages and the categories page', async () => {
    const page = await shop.page('desktop');
    for (const [path, heading] of [
      ['/categories', 'All categories'],
      ['/privacy-policy', 'Privacy policy'],
      ['/terms-and-conditions', 'Terms and conditions'],
      ['/contact-us', 'Contact us'],
    ] as const) {
      await page.goto(shop.url(path));
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    }
    await page.goto(shop.url('/categories'));
    await page.getByRole('link', { name: /Mutton/ }).waitFor();
    await screenshot(page, 'categories-desktop');
  });
});

describe('screenshots of the main pages', () => {
  const pages: [string, string, string][] = [
    ['home', '/', 'Best sellers'],
    ['categories', '/categories', 'All categories'],
    ['category', '/category/chicken', 'Chicken'],
    ['product', '/chicken-curry-cut', 'Ratings and reviews'],
    ['search', '/search?q=chicken', 'Products'],
    ['about', '/about-us', 'About us'],
  ];
  for (const viewport of ['phone', 'desktop'] as const) {
    it(`saves phone and desktop screenshots: ${viewport}`, async () => {
      const page = await shop.page(viewport);
      for (const [name, path, heading] of pages) {
        await page.goto(shop.url(path));
        await page.getByRole('heading', { name: heading }).first().waitFor();
        // Every image on screen drawn (not 'networkidle': the service worker's own fetches keep the
        // network busy for a while after a first visit, longer on a loaded machine).
        await page.waitForFunction(() =>
          [...document.images].every((image) => image.complete && image.naturalWidth > 0),
        );
        await screenshot(page, `${name}-${viewport}`);
      }
    });
  }
});
