/**
 * Order updates reach the shopper (issue 11): a shopper pays and keeps the order details open; the
 * store's staff confirm and pack it lighter through the operations API; the open page follows each step
 * without a reload and shows the ordered and packed weights and the credit. The push the sandbox sender
 * recorded for the update (read from /sandbox) is delivered to the real messaging worker through the
 * DevTools protocol, as FCM would, and shows a notification; a click on it, dispatched in the worker over
 * the DevTools protocol, opens the order in the store's open tab. The rider's dispatch is pushed too.
 *
 * (A click dispatched by a test is not the browser's own: Chromium lets no script-made click open a new
 * window, so the path tested is the one where a tab of the store is open.)
 */
import { formatPaise } from '@storefront/sdk/core';
import { describe, expect, it } from 'vitest';
import { addProduct, reachCheckout, signIn } from './shopper';
import { screenshot, useBrowser } from './support/browser';
import { SANDBOX_STAFF, staff } from './support/staff';
import {
  asFcmDelivers,
  clickNotification,
  messagingWorker,
  recordedPushes,
  savePushToken,
  shownNotifications,
} from './support/pushes';

const shop = useBrowser();
/** The open page reads the order every 10 s and the push loop runs every 2 s: wait for both, not a fixed time. */
const LIVE = { timeout: 25_000, interval: 250 };

describe('order updates to the shopper', () => {
  it('follows the store’s moves live on the open order and the history, with the weights and credit, and the recorded push reaches the messaging worker', async () => {
    const page = await shop.page('phone', { serviceWorkers: 'allow' });
    await addProduct(page, shop.baseUrl, 'chicken-curry-cut', 1);
    await signIn(page, shop.baseUrl);
    const pushToken = `e2e-device-${Date.now()}`;
    await savePushToken(page, shop.baseUrl, pushToken);
    await reachCheckout(page, shop.baseUrl);
    await page.getByTestId('pay-button').click();
    await page.waitForURL(/\/sandbox\/pay\//);
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByTestId('order-confirmed').waitFor();
    await page.getByRole('link', { name: 'View order' }).click();
    await expect.poll(() => page.getByTestId('order-status').innerText()).toBe('Placed');
    const orderId = Number(new URL(page.url()).pathname.split('/').pop());
    const { push } = await messagingWorker(shop.context(), page, shop.baseUrl);

    const packer = await staff(shop.baseUrl, SANDBOX_STAFF.packer);
    await packer('/orders/confirm', { orderId });
    // No reload: the open page reads the order again by itself.
    await expect.poll(() => page.getByTestId('order-status').innerText(), LIVE).toBe('Confirmed');

    const packing = await packer('/orders/start-packing', { orderId });
    await expect
      .poll(() => page.getByTestId('order-status').innerText(), LIVE)
      .toBe('Being packed');
    const [line] = packing.Order.Lines;
    const ordered = line!.OrderedGrams ?? 500;
    const lighter = Math.round(ordered * 0.9);
    const packed = await packer('/orders/pack', {
      orderId,
      lines: [{ lineId: line!.LineId, grams: lighter, pieces: 8 }],
    });
    const credit = packed.Order.Lines[0]!.WeightCredit;
    expect(credit).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('order-status').innerText(), LIVE).toBe('Packed');
    await expect
      .poll(() => page.getByTestId('line-weight').innerText(), LIVE)
      .toBe(
        `Ordered ${ordered} g · Packed ${lighter} g · 8 pieces · ${formatPaise(credit)} back to your wallet`,
      );
    // Paid online: the credit went back to the wallet, a refund of the order's ledger.
    expect((await page.getByTestId('order-refunded').innerText()).trim()).toBe(formatPaise(credit));
    await screenshot(page, 'order-packed-lighter-phone');

    // The sandbox sender recorded a push per update for the shopper's device (its loop runs every 2 s).
    const viewer = await shop.context().newPage();
    await expect
      .poll(
        async () =>
          (await recordedPushes(viewer, shop.baseUrl, pushToken)).map((p) => p.title).sort(),
        LIVE,
      )
      .toEqual(['Order confirmed', 'Order packed', 'Wallet credit']);
    const packedPush = (await recordedPushes(viewer, shop.baseUrl, pushToken)).find(
      (p) => p.title === 'Order packed',
    )!;
    expect(packedPush.link).toBe(`/order/details/${orderId}`);
    expect(packedPush.body).toMatch(/^SF-\d{8}-\d{5} is packed and ready\.$/);

    // Delivered to the real messaging worker with no page of the store open: it shows the notification.
    await viewer.goto('about:blank');
    await page.goto('about:blank');
    await push(asFcmDelivers(packedPush));
    const check = await shop.context().newPage();
    await check.goto(shop.url('/contact-us'));
    await expect.poll(async () => (await shownNotifications(check)).length, LIVE).toBe(1);
    expect(await shownNotifications(check)).toEqual([
      {
        title: 'Order packed',
        body: packedPush.body,
        data: { click_action: `/order/details/${orderId}` },
      },
    ]);

    // A click on it opens the order in the store's open tab, and the notification goes away.
    await clickNotification(shop.context(), 'Order packed');
    await check.waitForURL(shop.url(`/order/details/${orderId}`), { timeout: LIVE.timeout });
    await expect.poll(() => check.getByTestId('order-status').innerText(), LIVE).toBe('Packed');
    expect(await shownNotifications(check)).toEqual([]);
    await screenshot(check, 'order-opened-from-notification-phone');

    // The order history's badge follows too, without a reload, when the rider sends the order out.
    await page.goto(shop.url('/order/history'));
    const badge = page.getByTestId('order-row-status').first();
    await expect.poll(() => badge.innerText()).toBe('Packed');
    const rider = await staff(shop.baseUrl, SANDBOX_STAFF.rider);
    await rider('/orders/dispatch', { orderId });
    await expect.poll(() => badge.innerText(), LIVE).toBe('Out for delivery');
    // Each live step waits for the page's next read (10 s apart, 15 s on the history).

    // The dispatch is pushed to the shopper's device too (the sender is kicked after the POST).
    await expect
      .poll(
        async () =>
          (await recordedPushes(viewer, shop.baseUrl, pushToken)).map((p) => p.title).sort(),
        LIVE,
      )
      .toEqual(['Order confirmed', 'Order packed', 'Out for delivery', 'Wallet credit']);
    const outPush = (await recordedPushes(viewer, shop.baseUrl, pushToken)).find(
      (p) => p.title === 'Out for delivery',
    )!;
    expect(outPush).toEqual({
      title: 'Out for delivery',
      body: expect.stringMatching(/^SF-\d{8}-\d{5} is on its way to you\.$/),
      link: `/order/details/${orderId}`,
    });
  }, 150_000);
});
