/**
 * Checkout recovery in the browser against the real reference server (sandbox mode): prices and stock change
 * on the server (sandbox admin calls) while the shopper is on the checkout page, offers the cart does not reach
 * yet, and money written one way by the app and by the server's own texts and pages.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser';
import { addProduct, productBySlug, reachCheckout, setProductPrice, signIn } from './shopper';

const shop = useBrowser();

/** Rupees with zero paise written out ('₹499.00'): the store writes '₹499'. */
const ZERO_PAISE = /₹[\d,]+\.00(?!\d)/;
/** Intl may put a no-break space after the sign; the shopper reads a plain one. */
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ').trim();

/** Sandbox admin: whether a product can be sold, on the running server. */
async function setProductAvailability(productId: number, isAvailable: boolean): Promise<void> {
  const response = await fetch(shop.url('/v1/sandbox/admin/product-availability'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sandbox-admin-token': shop.adminToken },
    body: JSON.stringify({ productId, isAvailable }),
  });
  if (!response.ok)
    throw new Error(`product-availability ${response.status}: ${await response.text()}`);
}

const billRegion = (page: Page) => page.getByRole('region', { name: 'Bill details' });

/** The one message a changed price gets: the spec's dialog alone, no error dialog, no alert in the bill. */
async function expectOnlyPriceDialog(page: Page): Promise<void> {
  const dialog = page.getByRole('alertdialog', { name: 'Product Updates Detected' });
  await dialog.waitFor();
  expect(await dialog.innerText()).toContain(
    'Some items in your cart now have updated prices. Please review the changes before completing your order.',
  );
  expect(await page.getByRole('alertdialog').count()).toBe(1);
  expect(await page.getByRole('dialog').count()).toBe(0);
  expect(await billRegion(page).getByRole('alert').count()).toBe(0);
  await dialog.getByRole('button', { name: 'Review cart' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('checkout recovery', () => {
  it('marks an offer the cart does not reach, tells a price change once with the new bill, and writes money one way', async () => {
    const curry = await productBySlug(shop.baseUrl, 'chicken-curry-cut');
    // ₹399.50: a price with paise, ₹99.50 short of FLAT100's ₹499 minimum.
    await setProductPrice(shop.baseUrl, shop.adminToken, curry.ProductId, 39_950);
    try {
      const page = await shop.page('phone');
      await addProduct(page, shop.baseUrl, 'chicken-curry-cut');
      await signIn(page, shop.baseUrl);
      await reachCheckout(page, shop.baseUrl);
      await page.getByTestId('bill').getByText('₹399.50', { exact: true }).first().waitFor();
      expect(await page.locator('main').innerText()).not.toMatch(ZERO_PAISE);

      // The offers list says what FLAT100 still needs and does not offer to apply it; FRESH10 applies.
      const flat = page.getByTestId('offer').filter({ hasText: 'FLAT100' });
      expect(plain(await flat.getByTestId('offer-short').textContent())).toBe(
        'Add ₹99.50 more to use FLAT100',
      );
      expect(await flat.getByRole('button', { name: 'Apply FLAT100' }).isDisabled()).toBe(true);
      const fresh = page.getByTestId('offer').filter({ hasText: 'FRESH10' });
      expect(await fresh.getByRole('button', { name: 'Apply FRESH10' }).isEnabled()).toBe(true);
      await screenshot(page, 'checkout-offer-short-phone');

      // Typed by hand, the server refuses it, and writes the minimum the same way.
      await page.getByLabel('Coupon code').fill('FLAT100');
      await page.getByRole('button', { name: 'Apply', exact: true }).click();
      const refusal = page.getByTestId('coupon-error');
      await refusal.waitFor();
      expect(plain(await refusal.innerText())).toContain(
        'Add items worth ₹499 or more to use this coupon.',
      );

      // The price changes while the shopper is on this page, then they pay.
      await setProductPrice(shop.baseUrl, shop.adminToken, curry.ProductId, 45_000);
      await page.getByTestId('pay-button').click();
      await expectOnlyPriceDialog(page);
      await page.getByTestId('bill').getByText('₹450', { exact: true }).first().waitFor();
      expect(plain(await flat.getByTestId('offer-short').textContent())).toBe(
        'Add ₹49 more to use FLAT100',
      );
      expect(await page.locator('main').innerText()).not.toMatch(ZERO_PAISE);
      await screenshot(page, 'checkout-price-updated-phone');

      // The updated bill is the one paid; the sandbox payment page writes the amount as the app does.
      const pay = page.getByTestId('pay-button');
      expect(await pay.isEnabled()).toBe(true);
      const payable = plain(await page.getByTestId('bill-payable').textContent());
      expect(plain(await pay.textContent())).toBe(`Pay ${payable}`);
      await pay.click();
      await page.waitForURL(/\/sandbox\/pay\//);
      expect(plain(await page.locator('.amount').textContent())).toBe(payable);
      expect(await page.locator('body').innerText()).not.toMatch(ZERO_PAISE);
    } finally {
      await setProductPrice(shop.baseUrl, shop.adminToken, curry.ProductId, curry.Price);
    }
  });

  it('after an item sells out and a price changes, removes it, recalculates the bill and places the order', async () => {
    const curry = await productBySlug(shop.baseUrl, 'chicken-curry-cut');
    const breast = await productBySlug(shop.baseUrl, 'chicken-breast-boneless');
    try {
      const page = await shop.page('phone');
      await addProduct(page, shop.baseUrl, 'chicken-curry-cut');
      const breastName = await addProduct(page, shop.baseUrl, 'chicken-breast-boneless');
      await signIn(page, shop.baseUrl);
      await reachCheckout(page, shop.baseUrl);

      // The way back to the cart is on the checkout page, and the cart leads back to checkout.
      await page.getByRole('link', { name: 'Back to cart' }).click();
      await page.getByRole('heading', { level: 1, name: 'Your cart' }).waitFor();
      await page.getByRole('button', { name: 'Proceed to checkout' }).click();
      await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
      await page.getByTestId('bill').waitFor();

      // While the shopper is here, one product sells out and the other's price changes.
      await setProductAvailability(breast.ProductId, false);
      await setProductPrice(shop.baseUrl, shop.adminToken, curry.ProductId, curry.Price + 5_000);
      await page.getByTestId('pay-button').click();
      const unavailable = page.getByTestId('unavailable-items');
      await unavailable.waitFor();
      expect(await unavailable.getByRole('listitem').allInnerTexts()).toEqual([breastName]);
      await screenshot(page, 'checkout-unavailable-phone');
      await unavailable.getByRole('button', { name: 'Remove them from cart' }).click();

      await expectOnlyPriceDialog(page);
      expect(await page.getByTestId('unavailable-items').count()).toBe(0);
      const newPrice = (curry.Price + 5_000) / 100;
      await page
        .getByTestId('bill')
        .getByText(`₹${newPrice.toLocaleString('en-IN')}`, { exact: true })
        .first()
        .waitFor();
      expect(await page.getByRole('link', { name: 'Back to cart' }).getAttribute('href')).toBe(
        '/cart',
      );
      await screenshot(page, 'checkout-recovered-phone');

      const pay = page.getByTestId('pay-button');
      expect(await pay.isEnabled()).toBe(true);
      await pay.click();
      await page.waitForURL(/\/sandbox\/pay\//);
      await page.getByRole('button', { name: /^Pay / }).click();
      await page.getByTestId('order-confirmed').waitFor();
    } finally {
      await setProductAvailability(breast.ProductId, true);
      await setProductPrice(shop.baseUrl, shop.adminToken, curry.ProductId, curry.Price);
    }
  });
});
