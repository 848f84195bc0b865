/**
 * An order followed in Kannada (issue 30): a shopper who reads the store in Kannada, with a device that saved
 * its push token in Kannada, follows an order from placed to delivered, packed lighter (a wallet credit). The
 * order's timeline, the wallet's entry and every push the device got read in Kannada: no English word in
 * them. Only data may be Latin (the order number, amounts, digits): the check removes those, then looks for a
 * Latin-script word.
 */
import { describe, expect, it } from 'vitest';
import { catalogTexts } from '../catalogs.plugin';
import { addProduct, reachCheckout, signIn } from './shopper';
import { screenshot, useBrowser } from './support/browser';
import { recordedPushes, savePushToken } from './support/pushes';
import { SANDBOX_STAFF, staff } from './support/staff';

const shop = useBrowser();
const kannada = catalogTexts('kn');
/** The open page reads the order every 10 s and the push loop runs every 2 s: wait for both, not a fixed time. */
const LIVE = { timeout: 25_000, interval: 250 };

/** What is left of a text once its data (order numbers, amounts, digits) is taken out. */
const withoutData = (text: string) =>
  text
    .replace(/SF-\d{8}-\d{5}/g, '')
    .replace(/₹[\d,]+(\.\d+)?/g, '')
    .replace(/\d+/g, '');

/** The English (Latin-script) words left in a text, once its data is taken out. */
const englishWordsIn = (text: string) => withoutData(text).match(/[A-Za-z]{2,}/g) ?? [];

describe('an order in Kannada', () => {
  it('is followed from placed to delivered with no English word in its timeline, wallet entry or push', async () => {
    const page = await shop.page('phone');
    await addProduct(page, shop.baseUrl, 'chicken-curry-cut', 1);
    await signIn(page, shop.baseUrl);
    const pushToken = `e2e-kannada-${Date.now()}`;
    await savePushToken(page, shop.baseUrl, pushToken, 'kn');
    await reachCheckout(page, shop.baseUrl);
    await page.getByTestId('pay-button').click();
    await page.waitForURL(/\/sandbox\/pay\//);
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByTestId('order-confirmed').waitFor();
    await page.getByRole('link', { name: 'View order' }).click();
    await page.getByTestId('order-status').waitFor();
    const orderId = Number(new URL(page.url()).pathname.split('/').pop());

    // From here on the shopper reads the store in Kannada.
    await page.evaluate(() => localStorage.setItem('locale', 'kn'));
    await page.reload();
    await expect
      .poll(() => page.getByTestId('order-status').innerText())
      .toBe(kannada['orders.status.Placed']);

    const packer = await staff(shop.baseUrl, SANDBOX_STAFF.packer);
    await packer('/orders/confirm', { orderId });
    const packing = await packer('/orders/start-packing', { orderId });
    const [line] = packing.Order.Lines;
    const ordered = line!.OrderedGrams ?? 500;
    await packer('/orders/pack', {
      orderId,
      lines: [{ lineId: line!.LineId, grams: Math.round(ordered * 0.9), pieces: 8 }],
    });
    const rider = await staff(shop.baseUrl, SANDBOX_STAFF.rider);
    await rider('/orders/dispatch', { orderId });
    await rider('/orders/deliver', { orderId });

    await expect
      .poll(() => page.getByTestId('order-status').innerText(), LIVE)
      .toBe(kannada['orders.status.Delivered']);
    // The line is named by product, in Kannada now.
    await page.getByText('ಚಿಕನ್ ಕರಿ ಕಟ್ (ಚರ್ಮರಹಿತ)').first().waitFor();
    const timeline = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: kannada['orders.timeline'] }) });
    const entries = await timeline.locator('li').allInnerTexts();
    // Placed, paid, confirmed, packing, packed (with its credit), out for delivery, delivered.
    expect(entries.length).toBeGreaterThanOrEqual(5);
    expect(entries.flatMap(englishWordsIn)).toEqual([]);
    await screenshot(page, 'order-kannada-delivered-phone');

    await page.goto(shop.url('/user/wallet'));
    const credit = page.getByTestId('wallet-transaction').first();
    await credit.waitFor();
    const creditText = await credit.innerText();
    expect(creditText).toMatch(/₹/);
    expect(englishWordsIn(creditText)).toEqual([]);
    await screenshot(page, 'wallet-kannada-phone');

    // Every push the Kannada device got: confirmed, packed, the wallet credit, out for delivery, delivered.
    const viewer = await shop.context().newPage();
    await expect
      .poll(async () => (await recordedPushes(viewer, shop.baseUrl, pushToken)).length, LIVE)
      .toBeGreaterThanOrEqual(5);
    const pushes = await recordedPushes(viewer, shop.baseUrl, pushToken);
    expect(pushes.flatMap((push) => [push.title, push.body]).flatMap(englishWordsIn)).toEqual([]);
    expect(pushes.every((push) => push.link === `/order/details/${orderId}`)).toBe(true);
  }, 150_000);
});
