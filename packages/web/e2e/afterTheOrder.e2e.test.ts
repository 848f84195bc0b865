/**
 * After delivery, in the browser against the reference server (issue 29, docs/after-the-order.md): the
 * shopper rates the order and reports a problem with its item and a photo taken on the phone (scaled down
 * in the page, re-encoded by the server); an admin opens the complaint queue in the console, sees the photo
 * and settles the complaint with a refund of the line through the order's ledger; the shopper's order page
 * then shows the refund, the reply and the timeline's entry, and the wallet holds the money.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consoleSignIn, openConsoleScreen } from './support/console';
import { SANDBOX_ADMIN } from './support/hubs';
import { collectErrors, screenshot, useBrowser } from './support/browser';
import { deliverOrder } from './support/staff';
import { addProduct, reachCheckout, signIn } from './shopper';

const shop = useBrowser();
const PRODUCT = 'chicken-gizzard';

/** A 1600 × 1200 photo as a phone would give it, drawn in the page and answered as PNG bytes. */
async function phonePhoto(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1600;
    canvas.height = 1200;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#b91c1c';
    context.fillRect(0, 0, 1600, 1200);
    context.fillStyle = '#fde68a';
    context.fillRect(400, 300, 800, 600);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** Buys the product with the sandbox gateway and has the staff deliver it; answers the order page's URL. */
async function deliveredOrder(page: Page): Promise<string> {
  await signIn(page, shop.baseUrl);
  await addProduct(page, shop.baseUrl, PRODUCT);
  await reachCheckout(page, shop.baseUrl);
  await page.getByTestId('pay-button').click();
  await page.waitForURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.getByTestId('order-confirmed').waitFor();
  await page.getByRole('link', { name: 'View order' }).click();
  await page.getByTestId('order-status').waitFor();
  const url = page.url();
  await deliverOrder(shop.baseUrl, Number(new URL(url).pathname.split('/').pop()));
  return url;
}

describe('after delivery', () => {
  it('rates the order, reports a problem with a photo, and an admin refunds the line from the queue', async () => {
    const page = await shop.page('phone');
    const errors = collectErrors(page);
    const orderUrl = await deliveredOrder(page);
    await page.goto(orderUrl);

    const feedback = page.getByRole('region', { name: 'How was your order?' });
    await feedback.getByRole('radio', { name: '4 stars' }).check();
    await feedback.getByLabel('Tell us more (optional)').fill('Fresh, but one pack leaked');
    await feedback.getByRole('button', { name: 'Save rating' }).click();
    await feedback.getByText('You rated this order 4 out of 5').waitFor();

    await feedback.getByRole('button', { name: 'Report a problem' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report a problem with an item' });
    await dialog.getByLabel('What went wrong?').selectOption({ label: 'Damaged or leaking pack' });
    await dialog.getByLabel('Details (optional)').fill('The pack was torn');
    await dialog.getByLabel('Photos (up to 3)').setInputFiles({
      name: 'pack.png',
      mimeType: 'image/png',
      buffer: await phonePhoto(page),
    });
    await dialog.getByRole('img', { name: 'Photo 1' }).waitFor();
    await screenshot(page, 'report-problem-phone');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    const reports = page.getByTestId('complaints');
    await reports.getByText('Being looked into').waitFor();
    // The stored photo came back as the server keeps it: JPEG, no side above 1280 px.
    const shown = reports.getByRole('img', { name: 'Photo 1' });
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1280);

    // The admin settles it from the console's complaint queue.
    const consolePage = await shop.page('desktop');
    await consoleSignIn(consolePage, shop.baseUrl, SANDBOX_ADMIN);
    await openConsoleScreen(consolePage, 'Complaints');
    const card = consolePage
      .getByRole('listitem')
      .filter({ hasText: 'The pack was torn' })
      .filter({ hasText: 'Damaged or leaking pack' });
    await card.getByRole('img', { name: 'Photo 1 from the customer' }).waitFor();
    await card.getByLabel('Reply to the customer').fill('Sorry about the pack: refunded');
    const refund = card.getByRole('button', { name: /^Refund ₹[\d,.]+ and reply$/ });
    const amount = /Refund (₹[\d,.]+) and reply/.exec((await refund.textContent()) ?? '')![1]!;
    await refund.click();
    await consolePage
      .getByRole('status')
      .getByText('Complaint settled. The customer is told.')
      .waitFor();
    await screenshot(consolePage, 'complaint-queue-desktop');

    // The shopper's order page says so, and the wallet holds the refund.
    await page.reload();
    await page.getByTestId('complaints').getByText(`Refunded · ${amount} refunded`).waitFor();
    await page.getByText('Our reply: Sorry about the pack: refunded').waitFor();
    await page.getByText('Complaint settled', { exact: true }).waitFor();
    await page.goto(shop.url('/user/wallet'));
    await page.getByText(amount).first().waitFor();
    expect(errors).toEqual([]);
  });
});
