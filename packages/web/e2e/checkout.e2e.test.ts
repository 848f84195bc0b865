/**
 * The purchase path in the browser against the real reference server (sandbox mode): cart, sandbox sign-in,
 * addresses, coupons, checkout and the sandbox payment page, each test from a fresh browser profile.
 */
import { describe, expect, it } from 'vitest';
import { collectErrors, screenshot, useBrowser } from './support/browser';
import {
  addProduct,
  ordersOnServer,
  productBySlug,
  reachCheckout,
  setProductPrice,
  signIn,
  tokenOf,
} from './shopper';

const shop = useBrowser();

describe('checkout in the browser', () => {
  it('browses, adds two products with options, signs in, adds an address, applies a coupon, pays and sees the order', async () => {
    const page = await shop.page('phone');
    const errors = collectErrors(page);
    await addProduct(page, shop.baseUrl, 'chicken-curry-cut', 1);
    await addProduct(page, shop.baseUrl, 'chicken-breast-boneless', 0);
    await page.getByRole('link', { name: 'Cart 2 items' }).first().waitFor();

    await signIn(page, shop.baseUrl, undefined, 'phone');
    await page.getByRole('heading', { level: 1, name: 'Your cart' }).waitFor();
    expect(await page.getByTestId('cart-line').count()).toBe(2);
    await screenshot(page, 'cart-phone');

    await reachCheckout(page, shop.baseUrl, 'phone');
    await page.getByLabel('Coupon code').fill('WELCOME20');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.getByTestId('applied-coupon').waitFor();
    await page.getByTestId('bill-coupon').waitFor();
    await screenshot(page, 'checkout-phone');

    await page.getByTestId('pay-button').click();
    await page.waitForURL(/\/sandbox\/pay\//);
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByTestId('order-confirmed').waitFor();
    expect(new URL(page.url()).pathname).toBe('/order/confirmed/');
    await page.getByRole('link', { name: 'Cart, empty' }).first().waitFor();
    await screenshot(page, 'order-confirmed-phone');

    await page.getByRole('link', { name: 'View order' }).click();
    await expect
      .poll(() => page.getByTestId('order-status').textContent())
      .toMatch(/Placed|Confirmed/);
    const orders = await ordersOnServer(shop.baseUrl, await tokenOf(page));
    expect(orders.CountTotalOrders).toBe(1);
    expect(orders.Orders[0]?.PaymentStatus).toBe('Paid');

    // 'Logged in!' is shown once per sign-in, not again after a reload.
    await page.reload();
    await page.getByTestId('order-status').waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByText('Logged in!').count()).toBe(0);
    expect(errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
  });

  it('shows the failed payment and pays on retry through a new attempt', async () => {
    const page = await shop.page('desktop');
    await addProduct(page, shop.baseUrl, 'chicken-curry-cut');
    await signIn(page, shop.baseUrl);
    await reachCheckout(page, shop.baseUrl);
    await page.getByTestId('pay-button').click();
    await page.waitForURL(/\/sandbox\/pay\//);
    await page.getByRole('button', { name: 'Fail payment' }).click();
    await page.getByTestId('payment-failed').waitFor();
    await page.getByText('Payment failed').first().waitFor();

    await page.getByRole('button', { name: 'Retry payment' }).click();
    await page.waitForURL(/\/sandbox\/pay\//);
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByTestId('order-confirmed').waitFor();
    const orders = await ordersOnServer(shop.baseUrl, await tokenOf(page));
    expect(orders.CountTotalOrders).toBe(1);
    expect(orders.Orders[0]?.PaymentStatus).toBe('Paid');
  });

  it('keeps a dismissed payment as cancelled with a retry', async () => {
    const page = await shop.page('phone');
    await addProduct(page, shop.baseUrl, 'chicken-curry-cut');
    await signIn(page, shop.baseUrl);
    await reachCheckout(page, shop.baseUrl);
    await page.getByTestId('pay-button').click();
    await page.waitForURL(/\/sandbox\/pay\//);
    await page.getByRole('button', { name: 'Cancel and go back' }).click();
    await page.getByTestId('payment-cancelled').waitFor();
    await page.getByRole('button', { name: 'Retry payment' }).waitFor();
    const orders = await ordersOnServer(shop.baseUrl, await tokenOf(page));
    expect(orders.CountTotalOrders).toBe(1);
    expect(orders.Orders[0]?.PaymentStatus).not.toBe('Paid');
  });

  it('resumes after a reload in the middle of payment without a second order', async () => {
    const page = await shop.page('phone');
    await addProduct(page, shop.baseUrl, 'chicken-curry-cut');
    await signIn(page, shop.baseUrl);
    await reachCheckout(page, shop.baseUrl);
    await page.getByTestId('pay-button').click();
    await page.waitForURL(/\/sandbox\/pay\//);
    // Back to the app without paying, then a reload: the persisted flow resumes, asking the server.
    await page.goBack();
    await page.waitForURL(/\/order\/checkout/);
    await page.reload();
    await page.getByTestId('payment-cancelled').waitFor();
    await page.getByRole('button', { name: 'Retry payment' }).click();
    await page.waitForURL(/\/sandbox\/pay\//);
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByTestId('order-confirmed').waitFor();
    await page.reload();
    await page.getByTestId('order-confirmed').waitFor();
    const orders = await ordersOnServer(shop.baseUrl, await tokenOf(page));
    expect(orders.CountTotalOrders).toBe(1);
    expect(orders.Orders[0]?.PaymentStatus).toBe('Paid');
  });

  it('creates exactly one order when the pay button is double-clicked', async () => {
    const page = await shop.page('desktop');
    await addProduct(page, shop.baseUrl, 'chicken-breast-boneless');
    await signIn(page, shop.baseUrl);
    await reachCheckout(page, shop.baseUrl);
    await page.getByTestId('pay-button').dblclick();
    await page.waitForURL(/\/sandbox\/pay\//);
    const orders = await ordersOnServer(shop.baseUrl, await tokenOf(page));
    expect(orders.CountTotalOrders).toBe(1);
  });
});

describe('cart in the browser', () => {
  it('refuses the same product and option twice', async () => {
    const page = await shop.page('phone');
    await addProduct(page, shop.baseUrl, 'chicken-curry-cut');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('Already added, Manage qty from cart').waitFor();
    await page.getByRole('link', { name: 'Cart 1 item' }).first().waitFor();
  });

  it('applies a price changed on the server between add and checkout and says so after 2 s', async () => {
    const page = await shop.page('phone');
    const product = await productBySlug(shop.baseUrl, 'chicken-curry-cut');
    await addProduct(page, shop.baseUrl, 'chicken-curry-cut');
    await setProductPrice(shop.baseUrl, shop.adminToken, product.ProductId, product.Price + 5000);
    try {
      await page.goto(shop.url('/cart'));
      const dialog = page.getByRole('alertdialog', { name: 'Product Updates Detected' });
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain('updated prices');
      await dialog.getByRole('button', { name: 'Review cart' }).click();
      const subtotal = (await page.getByTestId('cart-subtotal').textContent()) ?? '';
      expect(subtotal.replace(/[^\d]/g, '')).not.toBe('');
      await screenshot(page, 'cart-price-updated-phone');
    } finally {
      await setProductPrice(shop.baseUrl, shop.adminToken, product.ProductId, product.Price);
    }
  });

  it('resets a tampered cart with the message and keeps working', async () => {
    const page = await shop.page('phone');

    await addProduct(page, shop.baseUrl, 'chicken-curry-cut');
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('storefront.cart') ?? '{}') as {
        items: { ProductPrice: number }[];
      };
      stored.items[0]!.ProductPrice = 100;
      localStorage.setItem('storefront.cart', JSON.stringify(stored));
    });
    await page.goto(shop.url('/cart'));
    await page.getByText('Your cart is reset').waitFor();
    await page.getByText('Your cart is empty').waitFor();
    await addProduct(page, shop.baseUrl, 'chicken-breast-boneless');
    await page.getByRole('link', { name: 'Cart 1 item' }).first().waitFor();
  });
});

describe('sign-in in the browser', () => {
  it('says the shopper is offline instead of trying to sign in', async () => {
    const page = await shop.page('phone');
    await page.goto(shop.url('/login'));
    await page.getByLabel('Mobile number').waitFor();
    await shop.context().setOffline(true);
    await page.getByLabel('Mobile number').fill('9876501234');
    await page.getByRole('button', { name: 'Send code' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'You are offline' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain(
      'Please check your internet connection and try again',
    );
    await shop.context().setOffline(false);
  });
});
