/**
 * The messaging worker (public/firebase-messaging-sw.js) in Chromium, with pushes delivered through the
 * DevTools protocol (ServiceWorker.deliverPushMessage) instead of FCM, which cannot be reached here.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser';
import { signIn } from './shopper';
import { MESSAGING_SCOPE, messagingWorker } from './support/pushes';

const shop = useBrowser();

interface ShownNotification {
  title: string;
  body: string;
  data: { click_action?: string } | null;
  silent: boolean | null;
  vibrate: number[];
}

/** The messaging worker registered from a page of the store, and how to push to it. */
async function openWithWorker(page: Page) {
  await page.goto(shop.url('/contact-us'));
  return messagingWorker(shop.context(), page, shop.baseUrl);
}

/** What the page keeps for the worker (features/notifications/feedback.ts publishPreferences). */
async function setPreferences(page: Page, flags: { sound: boolean; vibration: boolean }) {
  await page.evaluate(async (value) => {
    const cache = await caches.open('notification-preferences');
    await cache.put('/__notification-preferences', new Response(JSON.stringify(value)));
  }, flags);
}

function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async (scope) => {
    const registration = await navigator.serviceWorker.getRegistration(scope);
    const list = (await registration?.getNotifications()) ?? [];
    return list.map((notification) => {
      const extra = notification as Notification & { vibrate?: readonly number[] };
      return {
        title: notification.title,
        body: notification.body,
        data: notification.data as { click_action?: string } | null,
        silent: notification.silent,
        vibrate: [...(extra.vibrate ?? [])],
      };
    });
  }, MESSAGING_SCOPE);
}

describe('the messaging worker', () => {
  it('hands a push to the visible page in firebase’s foreground format instead of showing it', async () => {
    const page = await shop.page('phone', { serviceWorkers: 'allow' });
    const { push } = await openWithWorker(page);
    await page.evaluate(() => {
      const received: unknown[] = [];
      (window as unknown as { received: unknown[] }).received = received;
      navigator.serviceWorker.addEventListener('message', (event) => received.push(event.data));
    });
    await push({
      notification: { title: 'Order packed', body: 'FC-000501 is packed' },
      data: { click_action: '/order/501' },
      fcmMessageId: 'm-1',
    });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { received: unknown[] }).received))
      .toEqual([
        {
          notification: { title: 'Order packed', body: 'FC-000501 is packed' },
          data: { click_action: '/order/501' },
          fcmMessageId: 'm-1',
          isFirebaseMessaging: true,
          messageType: 'push-received',
        },
      ]);
    expect(await shownNotifications(page)).toEqual([]);
  });

  it('shows a push itself when no page is open, with a same-origin link only and the local flags', async () => {
    const page = await shop.page('phone', { serviceWorkers: 'allow' });
    const { push } = await openWithWorker(page);
    await setPreferences(page, { sound: true, vibration: true });
    await page.goto('about:blank');
    await push({
      notification: { title: 'Out for delivery', body: 'Arriving in 20 minutes' },
      data: { click_action: 'https://evil.example/phish' },
    });
    await push({
      notification: { title: 'Delivered', body: 'Enjoy your meal' },
      fcmOptions: { link: '/order/501' },
    });
    const viewer = await shop.context().newPage();
    await viewer.goto(shop.url('/contact-us'));
    await expect.poll(async () => (await shownNotifications(viewer)).length).toBe(2);
    // The worker may show the two pushes in either order.
    const byTitle = (a: { title: string }, b: { title: string }) => a.title.localeCompare(b.title);
    expect((await shownNotifications(viewer)).sort(byTitle)).toEqual([
      {
        title: 'Delivered',
        body: 'Enjoy your meal',
        data: { click_action: '/order/501' },
        silent: false,
        vibrate: [200, 100, 200],
      },
      {
        title: 'Out for delivery',
        body: 'Arriving in 20 minutes',
        data: { click_action: '/order/history' },
        silent: false,
        vibrate: [200, 100, 200],
      },
    ]);

    // The shopper turns the sound off: silent, and so without vibration.
    await setPreferences(viewer, { sound: false, vibration: true });
    await viewer.goto('about:blank');
    await push({ notification: { title: 'Refund processed', body: '₹120 to your wallet' } });
    const second = await shop.context().newPage();
    await second.goto(shop.url('/contact-us'));
    await expect.poll(async () => (await shownNotifications(second)).length).toBe(3);
    expect(
      (await shownNotifications(second)).find((shown) => shown.title === 'Refund processed'),
    ).toMatchObject({
      title: 'Refund processed',
      silent: true,
      vibrate: [],
    });
  });
});

describe('the Order updates switch', () => {
  it('says order updates are unavailable when the server names no vapId, without loading firebase', async () => {
    const page = await shop.page('phone');
    await shop.context().grantPermissions(['notifications'], {
      origin: new URL(shop.baseUrl).origin,
    });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await signIn(page, shop.baseUrl);
    await page.goto(shop.url('/settings'));
    const toggle = page.getByRole('switch', { name: 'Order updates' });
    await page.getByText('Order updates are not available right now.').waitFor();
    expect(await toggle.isDisabled()).toBe(true);
    expect(await page.getByRole('switch', { name: 'Notification sound' }).isChecked()).toBe(true);
    await screenshot(page, 'settings-order-updates-phone');
    expect(scripts.filter((url) => /firebaseMessaging|messaging/i.test(url))).toEqual([]);
  });
});
