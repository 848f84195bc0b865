/**
 * What a shopper does in the browser tests, step by step through the UI: add products with
 * options, sign in with the sandbox OTP (the code the app shows), add an address, reach checkout. Plus the
 * direct API reads a test uses to check the outcome (orders counted on the server). Free of vitest, so the
 * web benchmark's signed-in session (scripts/bench/web-session.mjs) takes the same steps.
 */
import type { Page } from 'playwright-core';
import { screenshot } from './support/screenshot';

/** A distinct valid Indian mobile number per call. */
export function newPhoneNumber(): string {
  const digits = `${Date.now()}${Math.floor(Math.random() * 1e6)}`.slice(-9);
  return `9${digits}`;
}

/** Opens a product, picks the option at `optionIndex` of its first option group, adds it to the cart. */
export async function addProduct(
  page: Page,
  baseUrl: string,
  slug: string,
  optionIndex = 0,
): Promise<string> {
  await page.goto(new URL(`/${slug}`, baseUrl).toString());
  const heading = page.getByRole('heading', { level: 1 });
  await heading.waitFor();
  const name = (await heading.textContent()) ?? '';
  const options = page.locator('fieldset.option-group').first().getByRole('radio');
  if ((await options.count()) > optionIndex) await options.nth(optionIndex).check({ force: true });
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByText(`${name} added to cart`).waitFor();
  return name;
}

/** Signs in on /login with the sandbox OTP, reading the code the confirm page shows in sandbox mode. */
export async function signIn(
  page: Page,
  baseUrl: string,
  phone = newPhoneNumber(),
  /** Saves screenshots of the sign-in pages under this name prefix. */
  shots?: string,
): Promise<string> {
  await page.goto(new URL('/login', baseUrl).toString());
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByRole('heading', { level: 1, name: 'Enter the one-time code' }).waitFor();
  const code = page.getByTestId('sandbox-code').locator('.otp-code');
  await code.waitFor();
  if (shots) await screenshot(page, `${shots}-confirm-otp`);
  await page.getByLabel('One-time code').fill((await code.textContent()) ?? '');
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await page.getByText('Logged in!').waitFor();
  return phone;
}

/** Fills the plain address form (postal code in Bengaluru, inside the delivery area), waits for the area check to say it is served, and saves it. */
export async function fillAddress(page: Page, shots?: string): Promise<void> {
  await page.getByLabel('Full name').fill('Asha Rao');
  await page.getByLabel('Mobile number').fill('9876543210');
  await page.getByLabel('House no., building, street').fill('12, 5th Cross, Koramangala');
  await page.getByLabel('City').fill('Bengaluru');
  await page.getByLabel('State').fill('Karnataka');
  await page.getByLabel('Postal code (PIN)').fill('560034');
  await page.getByTestId('address-delivery-area').waitFor();
  if (shots) await screenshot(page, `${shots}-new-address`);
  await page.getByRole('button', { name: 'Save address' }).click();
}

/** From a filled cart and a signed-in session: checkout, with a new address chosen. */
export async function reachCheckout(page: Page, baseUrl: string, shots?: string): Promise<void> {
  await page.goto(new URL('/cart', baseUrl).toString());
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
  await page.locator('main a[href="/address/new/1"]').click();
  await page.getByRole('heading', { level: 1, name: 'Add a new address' }).waitFor();
  await fillAddress(page, shots);
  await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
  await page.getByTestId('bill').waitFor();
}

/**
 * A bearer token for the page's shopper, renewed through the page's own httpOnly refresh cookie (the app keeps
 * its token in memory only). Also checks that no token was left in localStorage.
 */
export async function tokenOf(page: Page): Promise<string> {
  const { token, stored } = await page.evaluate(async () => {
    const response = await fetch('/v1/refresh-session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const reply = (await response.json()) as { Token?: string };
    return { token: reply.Token ?? '', stored: JSON.stringify({ ...localStorage }) };
  });
  if (!token) throw new Error('the page has no session to renew');
  if (stored.includes(token)) throw new Error('the bearer token was found in localStorage');
  return token;
}

export interface OrdersOnServer {
  CountTotalOrders: number;
  Orders: { OrderId: number; Status: string; PaymentStatus: string }[];
}

export async function ordersOnServer(baseUrl: string, token: string): Promise<OrdersOnServer> {
  const response = await fetch(new URL('/v1/order-history?pageNo=1', baseUrl), {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`order-history ${response.status}`);
  return (await response.json()) as OrdersOnServer;
}

/** Sandbox admin: a product's base price (paise) on the running server. */
export async function setProductPrice(
  baseUrl: string,
  adminToken: string,
  productId: number,
  price: number,
): Promise<void> {
  const response = await fetch(new URL('/v1/sandbox/admin/product-price', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sandbox-admin-token': adminToken },
    body: JSON.stringify({ productId, price }),
  });
  if (!response.ok) throw new Error(`product-price ${response.status}: ${await response.text()}`);
}

export async function productBySlug(
  baseUrl: string,
  slug: string,
): Promise<{ ProductId: number; Price: number }> {
  const response = await fetch(new URL(`/v1/get-product-details?productSlug=${slug}`, baseUrl));
  const body = (await response.json()) as { ProductDetails: { ProductId: number; Price: number } };
  return body.ProductDetails;
}
