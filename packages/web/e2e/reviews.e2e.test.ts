/**
 * Reviews and "Order again" in the browser against the real reference server (sandbox mode): a shopper signs
 * in from the product page's "Sign in to write a review", is told a review waits until the product is
 * received, buys it and has it delivered, then posts a review, sees it first with the rating summary changed
 * at once, edits it; rates a product from a delivered order's details (the store's staff deliver it through
 * the operations API) and finds that review first on the product page; and orders a past order again after
 * the store changed a price and stopped selling one of its products.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectErrors, screenshot, useBrowser } from './support/browser';
import { deliverOrder } from './support/staff';
import {
  addProduct,
  newPhoneNumber,
  productBySlug,
  reachCheckout,
  setProductPrice,
  signIn,
} from './shopper';

const shop = useBrowser();

const REVIEWED = 'chicken-thigh-boneless';
const KEPT = 'chicken-drumsticks';
const DROPPED = 'chicken-mince';
/** Bought, delivered and reviewed from the order's details. */
const DELIVERED = 'chicken-lollipop';

type Ratings = { TotalRatings: number; FiveStar: number; TwoStar: number };

async function ratingsOf(productId: number): Promise<Ratings> {
  const response = await fetch(shop.url(`/v1/get-product-ratings?productId=${productId}`));
  return (await response.json()) as Ratings;
}

/** Sandbox admin: whether a product is sold on the running server. */
async function setProductAvailability(productId: number, isAvailable: boolean): Promise<void> {
  const response = await fetch(shop.url('/v1/sandbox/admin/product-availability'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sandbox-admin-token': shop.adminToken },
    body: JSON.stringify({ productId, isAvailable }),
  });
  if (!response.ok) throw new Error(`product-availability ${response.status}`);
}

/** The cart lines as the SDK cart store keeps them in localStorage. */
function storedCart(page: Page): Promise<{ ProductId: number; ProductPrice: number }[]> {
  return page.evaluate(
    () =>
      (
        JSON.parse(localStorage.getItem('storefront.cart') ?? '{}') as {
          items?: { ProductId: number; ProductPrice: number }[];
        }
      ).items ?? [],
  );
}

/** The count next to a star bar of the ratings summary ("5 star" … "1 star"). */
async function barCount(page: Page, stars: number): Promise<number> {
  const bar = page.locator('.rating-bar').filter({ hasText: `${stars} star` });
  return Number(await bar.locator('dd > span').last().innerText());
}

describe('reviews in the browser', () => {
  it('signs in from the product, is refused until it is received, posts a review, sees it first with the summary changed, and edits it', async () => {
    const page = await shop.page('phone');
    const errors = collectErrors(page);
    const product = await productBySlug(shop.baseUrl, REVIEWED);
    const before = await ratingsOf(product.ProductId);

    await page.goto(shop.url(`/${REVIEWED}`));
    const section = page.locator('section#ratings');
    await section.getByRole('link', { name: 'Sign in to write a review' }).click();
    await page.waitForURL(/\/login\?next=/);
    await page.getByLabel('Mobile number').fill(newPhoneNumber());
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = page.getByTestId('sandbox-code').locator('.otp-code');
    await code.waitFor();
    await page.getByLabel('One-time code').fill((await code.textContent()) ?? '');
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    // Back on the product it started from.
    await page.waitForURL((url) => url.pathname === `/${REVIEWED}`);

    // Never bought: the server refuses the review, and the form says why (issue 27).
    await section.getByRole('button', { name: 'Write a review' }).click();
    const form = section.getByRole('form', { name: /^Review / });
    await form.getByRole('radio', { name: '5 stars out of 5' }).check();
    await form.getByRole('button', { name: 'Post review' }).click();
    await form
      .getByRole('alert')
      .getByText('You can review this product once you have received it')
      .waitFor();
    expect(await ratingsOf(product.ProductId)).toEqual(before);

    // Bought, paid and delivered: now the review is taken.
    await addProduct(page, shop.baseUrl, REVIEWED);
    await reachCheckout(page, shop.baseUrl);
    await page.getByTestId('pay-button').click();
    await page.waitForURL(/\/sandbox\/pay\//);
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByTestId('order-confirmed').waitFor();
    await page.getByRole('link', { name: 'View order' }).click();
    await page.getByTestId('order-status').waitFor();
    await deliverOrder(shop.baseUrl, Number(new URL(page.url()).pathname.split('/').pop()));
    await page.goto(shop.url(`/${REVIEWED}`));

    await section.getByRole('button', { name: 'Write a review' }).click();
    await form.getByRole('button', { name: 'Post review' }).click();
    await form.getByText('Choose a rating').waitFor();
    await form.getByRole('radio', { name: '5 stars out of 5' }).check();
    await form.getByLabel('Your review (optional)').fill('Juicy and neatly trimmed.');
    await screenshot(page, 'review-form-phone');
    await form.getByRole('button', { name: 'Post review' }).click();

    const own = section.getByTestId('own-review');
    await own.getByText('Juicy and neatly trimmed.').waitFor();
    await section
      .getByText(`${before.TotalRatings + 1} ratings`)
      .first()
      .waitFor();
    expect(await barCount(page, 5)).toBe(before.FiveStar + 1);
    // Shown first: before every other review of the product, and only once.
    const reviewTexts = await section.locator('.review').allInnerTexts();
    expect(reviewTexts[0]).toContain('Juicy and neatly trimmed.');
    expect(reviewTexts.filter((text) => text.includes('Juicy and neatly trimmed.'))).toHaveLength(
      1,
    );
    expect(await section.getByRole('button', { name: 'Write a review' }).count()).toBe(0);
    await screenshot(page, 'review-posted-phone');

    await section.getByRole('button', { name: 'Edit your review' }).click();
    expect(await form.getByLabel('Your review (optional)').inputValue()).toBe(
      'Juicy and neatly trimmed.',
    );
    await form.getByRole('radio', { name: '2 stars out of 5' }).check();
    await form.getByLabel('Your review (optional)').fill('Smaller pieces this time.');
    await form.getByRole('button', { name: 'Update review' }).click();
    await own.getByText('Smaller pieces this time.').waitFor();
    await expect.poll(() => barCount(page, 2)).toBe(before.TwoStar + 1);
    expect(await barCount(page, 5)).toBe(before.FiveStar);
    await section
      .getByText(`${before.TotalRatings + 1} ratings`)
      .first()
      .waitFor();

    // The server kept one review of this shopper, edited; a reload shows it first again.
    expect(await ratingsOf(product.ProductId)).toMatchObject({
      TotalRatings: before.TotalRatings + 1,
      TwoStar: before.TwoStar + 1,
      FiveStar: before.FiveStar,
    });
    await page.reload();
    await own.getByText('Smaller pieces this time.').waitFor();
    await section.getByRole('button', { name: 'Edit your review' }).waitFor();
    expect(errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
  }, 120_000);
});

describe('a review from a delivered order', () => {
  it('rates a product from the delivered order’s details, and the product page shows it first', async () => {
    const page = await shop.page('phone');
    const product = await productBySlug(shop.baseUrl, DELIVERED);
    const before = await ratingsOf(product.ProductId);
    const name = await addProduct(page, shop.baseUrl, DELIVERED);
    await signIn(page, shop.baseUrl);
    await reachCheckout(page, shop.baseUrl);
    await page.getByTestId('pay-button').click();
    await page.waitForURL(/\/sandbox\/pay\//);
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByTestId('order-confirmed').waitFor();
    await page.getByRole('link', { name: 'View order' }).click();
    await page.getByTestId('order-status').waitFor();
    const orderId = Number(new URL(page.url()).pathname.split('/').pop());
    // Until the order is delivered there is nothing to rate.
    expect(await page.getByRole('region', { name: 'Rate your items' }).count()).toBe(0);

    await deliverOrder(shop.baseUrl, orderId);
    await page.reload();
    await expect.poll(() => page.getByTestId('order-status').innerText()).toBe('Delivered');
    const rate = page.getByRole('region', { name: 'Rate your items' });
    await rate.getByText(name).waitFor();
    await rate.getByRole('button', { name: 'Write a review' }).click();
    const form = rate.getByRole('form', { name: `Review ${name}` });
    await form.getByRole('radio', { name: '4 stars out of 5' }).check();
    await form.getByLabel('Your review (optional)').fill('Crisp after frying, as promised.');
    await form.getByRole('button', { name: 'Post review' }).click();
    await rate.getByTestId('own-review').getByText('Crisp after frying, as promised.').waitFor();
    await rate.getByRole('button', { name: 'Edit your review' }).waitFor();
    await screenshot(page, 'review-from-order-phone');
    expect(await ratingsOf(product.ProductId)).toMatchObject({
      TotalRatings: before.TotalRatings + 1,
    });

    // The product page, opened within seconds (the browser still keeps the ratings it read before the post):
    // the review first, as the shopper's own, to edit rather than post again, and counted in the summary.
    await page.goto(shop.url(`/${DELIVERED}`));
    const section = page.locator('section#ratings');
    await section.getByTestId('own-review').getByText('Crisp after frying, as promised.').waitFor();
    await section.getByRole('button', { name: 'Edit your review' }).waitFor();
    expect(await section.getByRole('button', { name: 'Write a review' }).count()).toBe(0);
    const total = before.TotalRatings + 1;
    await section
      .getByText(`${total} ${total === 1 ? 'rating' : 'ratings'}`, { exact: true })
      .first()
      .waitFor();
  }, 120_000);
});

describe('order again in the browser', () => {
  it('puts a past order back in the cart at today’s prices and names what is no longer sold', async () => {
    const page = await shop.page('phone');
    const kept = await productBySlug(shop.baseUrl, KEPT);
    const dropped = await productBySlug(shop.baseUrl, DROPPED);
    const keptName = await addProduct(page, shop.baseUrl, KEPT);
    const droppedName = await addProduct(page, shop.baseUrl, DROPPED);
    const orderedPrice = (await storedCart(page)).find(
      (item) => item.ProductId === kept.ProductId,
    )!.ProductPrice;
    await signIn(page, shop.baseUrl);
    await reachCheckout(page, shop.baseUrl);
    await page.getByTestId('pay-button').click();
    await page.waitForURL(/\/sandbox\/pay\//);
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByTestId('order-confirmed').waitFor();
    await page.getByRole('link', { name: 'Cart, empty' }).first().waitFor();

    const newPrice = kept.Price + 3000;
    await setProductPrice(shop.baseUrl, shop.adminToken, kept.ProductId, newPrice);
    await setProductAvailability(dropped.ProductId, false);
    try {
      await page.getByRole('link', { name: 'View order' }).click();
      await page.getByTestId('order-status').waitFor();
      await page.getByRole('button', { name: 'Order again' }).click();
      const dialog = page.getByRole('dialog', { name: 'Order again' });
      await dialog.waitFor();
      const said = await dialog.getByTestId('reorder-result').innerText();
      expect(said).toContain(`Added to your cart at today's prices: ${keptName}.`);
      expect(said).toContain(`No longer available: ${droppedName}.`);
      await screenshot(page, 'order-again-phone');

      await dialog.getByRole('link', { name: 'View cart' }).click();
      await page.getByRole('heading', { level: 1, name: 'Your cart' }).waitFor();
      expect(await page.getByTestId('cart-line').count()).toBe(1);
      // Today's price: the option's delta on the new base price.
      expect(await storedCart(page)).toMatchObject([
        { ProductId: kept.ProductId, ProductPrice: orderedPrice + 3000 },
      ]);
    } finally {
      await setProductPrice(shop.baseUrl, shop.adminToken, kept.ProductId, kept.Price);
      await setProductAvailability(dropped.ProductId, true);
    }
  });
});
