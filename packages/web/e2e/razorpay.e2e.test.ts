/**
 * Payment through Razorpay Checkout opened in the page (issue 13, item 11): a second reference server whose
 * gateway is Razorpay, its REST API and Checkout script played by a local fake (support/fakeRazorpay.ts).
 * The same return path as the sandbox page settles each outcome: paid (signature validated by the server),
 * failed (a retry opens a new attempt) and dismissed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct, ordersOnServer, reachCheckout, signIn, tokenOf } from './shopper';
import { collectErrors, useBrowser } from './support/browser';
import { startFakeRazorpay, type FakeRazorpay } from './support/fakeRazorpay';
import { startReferenceServer, type ReferenceServer } from './support/referenceServer';

const shop = useBrowser();
const KEY_ID = 'rzp_test_e2e_key';
const KEY_SECRET = 'e2e-razorpay-secret-0123456789';

let workDir = '';
let server: ReferenceServer | undefined;
let baseUrl = '';
let razorpay: FakeRazorpay;

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'storefront-razorpay-'));
  razorpay = await startFakeRazorpay(KEY_ID, KEY_SECRET);
  // Sandbox sign-in, Razorpay payments: how a store tries Razorpay's test mode before going live.
  server = await startReferenceServer(workDir, {
    PAYMENT_GATEWAY: 'razorpay',
    PAYMENT_GATEWAY_API_URL: razorpay.apiUrl,
    PAYMENT_KEY_ID: KEY_ID,
    PAYMENT_KEY_SECRET: KEY_SECRET,
  });
  baseUrl = server.baseUrl;
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await razorpay?.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

async function shopperAtCheckout(viewport: 'phone' | 'desktop') {
  const page = await shop.page(viewport);
  await razorpay.attach(page);
  await addProduct(page, baseUrl, 'chicken-curry-cut');
  await signIn(page, baseUrl);
  await reachCheckout(page, baseUrl);
  return page;
}

describe('Razorpay Checkout in the page', () => {
  it('opens with the key and gateway order, UPI first; a failed payment is retried and paid once', async () => {
    const page = await shopperAtCheckout('phone');
    const errors = collectErrors(page);
    await page.getByTestId('pay-button').click();
    const modal = page.getByRole('dialog', { name: 'Razorpay Checkout' });
    await modal.waitFor();
    expect(new URL(page.url()).pathname).toBe('/order/checkout');
    const options = razorpay.opened.at(-1) ?? {};
    expect(options).toMatchObject({ key: KEY_ID, currency: 'INR' });
    expect(razorpay.orders.has(String(options.order_id))).toBe(true);
    expect(JSON.stringify(options.config)).toContain('block.upi');

    await modal.getByRole('button', { name: 'Fail payment' }).click();
    await page.getByTestId('payment-failed').waitFor();
    await page.getByRole('button', { name: 'Retry payment' }).click();
    await modal.waitFor();
    // A retry is a new gateway order (a new attempt), never the failed one again.
    expect(razorpay.opened.at(-1)?.order_id).not.toBe(options.order_id);
    await modal.getByRole('button', { name: 'Pay with UPI' }).click();
    await page.getByTestId('order-confirmed').waitFor();

    const orders = await ordersOnServer(baseUrl, await tokenOf(page));
    expect(orders.CountTotalOrders).toBe(1);
    expect(orders.Orders[0]?.PaymentStatus).toBe('Paid');
    expect(errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
  });

  it('keeps a closed checkout as cancelled with a retry, and refuses a forged signature', async () => {
    const page = await shopperAtCheckout('desktop');
    await page.getByTestId('pay-button').click();
    const modal = page.getByRole('dialog', { name: 'Razorpay Checkout' });
    await modal.getByRole('button', { name: 'Close' }).click();
    await page.getByTestId('payment-cancelled').waitFor();

    // A return forged without Razorpay's signature is refused by the server; nothing is paid.
    const gatewayOrderId = String(razorpay.opened.at(-1)?.order_id);
    await page.goto(
      `${baseUrl}/order/checkout?gateway_order_id=${gatewayOrderId}&payment_id=pay_forged&signature=${'0'.repeat(64)}`,
    );
    await page.getByRole('alertdialog').waitFor();
    const orders = await ordersOnServer(baseUrl, await tokenOf(page));
    expect(orders.Orders[0]?.PaymentStatus).not.toBe('Paid');
  });
});
