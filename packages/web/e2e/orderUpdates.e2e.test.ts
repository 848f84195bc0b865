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
import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addProduct, reachCheckout, signIn, tokenOf } from './shopper';
import { screenshot, useBrowser } from './support/browser';

const shop = useBrowser();
const SCOPE = '/firebase-cloud-messaging-push-scope';
/** The open page reads the order every 10 s and the push loop runs every 2 s: wait for both, not a fixed time. */
const LIVE = { timeout: 25_000, interval: 250 };

interface OpsLine {
  LineId: number;
  OrderedGrams: number | null;
  PackedGrams: number | null;
  WeightCredit: number;
}

/** A sandbox staff member (docs/operations.md) making operations calls over HTTP. */
async function staff(email: string, password: string) {
  const reply = await fetch(shop.url('/ops/v1/staff/sign-in'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const { Token } = (await reply.json()) as { Token: string };
  return async (path: string, body: object) => {
    const response = await fetch(shop.url(`/ops/v1${path}`), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${Token}` },
      body: JSON.stringify(body),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as { Order: { Status: string; Lines: OpsLine[] } };
  };
}

/** Saves a push token for the page's shopper, as the Order updates switch does with FCM's token. */
async function savePushToken(page: Page, pushToken: string): Promise<void> {
  const token = await tokenOf(page);
  const authorization = `Bearer ${token}`;
  const profile = await fetch(shop.url('/v1/get-profile'), { headers: { authorization } });
  const { UserData } = (await profile.json()) as { UserData: { UserId: number } };
  const saved = await fetch(shop.url('/v1/save-notification-token'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization },
    body: JSON.stringify({ token: pushToken, userId: UserData.UserId }),
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
}

interface RecordedPush {
  title: string;
  body: string;
  link: string;
}

/** The pushes the sandbox sender recorded for a device token, as /sandbox lists them (newest first). */
async function recordedPushes(page: Page, pushToken: string): Promise<RecordedPush[]> {
  await page.goto(shop.url('/sandbox'));
  return page.evaluate((token) => {
    const rows = [...document.querySelectorAll('tr')].filter(
      (row) => row.querySelector('td')?.textContent === token,
    );
    return rows.map((row) => {
      const cells = row.querySelectorAll('td');
      return {
        title: cells[1]?.textContent ?? '',
        body: cells[2]?.textContent ?? '',
        link: cells[3]?.textContent ?? '',
      };
    });
  }, pushToken);
}

/** Registers the messaging worker (public/firebase-messaging-sw.js) and answers how to push to it. */
async function messagingWorker(
  page: Page,
): Promise<{ cdp: CDPSession; push: (payload: unknown) => Promise<void> }> {
  const origin = new URL(shop.baseUrl).origin;
  await shop.context().grantPermissions(['notifications'], { origin });
  const cdp = await shop.context().newCDPSession(page);
  const registrations = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: list }) => {
    for (const registration of list) {
      registrations.set(new URL(registration.scopeURL).pathname, registration.registrationId);
    }
  });
  await cdp.send('ServiceWorker.enable');
  await page.evaluate(async (scope) => {
    const registration = await navigator.serviceWorker.register('/firebase-messaging-sw.js', {
      scope,
    });
    const worker = registration.installing ?? registration.waiting ?? registration.active;
    if (worker && worker.state !== 'activated') {
      await new Promise<void>((resolve) => {
        worker.addEventListener('statechange', () => {
          if (worker.state === 'activated') resolve();
        });
      });
    }
  }, SCOPE);
  await expect.poll(() => registrations.get(SCOPE)).toBeDefined();
  const registrationId = registrations.get(SCOPE) ?? '';
  return {
    cdp,
    push: async (payload) => {
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin,
        registrationId,
        data: JSON.stringify(payload),
      });
    },
  };
}

/**
 * Clicks the messaging worker's notification as the browser would dispatch it: in the worker, through
 * the DevTools protocol (Playwright evaluates in the service worker's target).
 */
async function clickNotification(title: string): Promise<void> {
  const worker = shop
    .context()
    .serviceWorkers()
    .find((candidate) => candidate.url().endsWith('/firebase-messaging-sw.js'));
  expect(worker, 'the messaging worker runs').toBeDefined();
  await worker!.evaluate(async (wanted) => {
    const scope = self as unknown as ServiceWorkerGlobalScope;
    const notification = (await scope.registration.getNotifications()).find(
      (shown) => shown.title === wanted,
    );
    if (!notification) throw new Error(`no notification "${wanted}"`);
    scope.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
  }, title);
}

function shownNotifications(page: Page) {
  return page.evaluate(async (scope) => {
    const registration = await navigator.serviceWorker.getRegistration(scope);
    const list = (await registration?.getNotifications()) ?? [];
    return list.map((notification) => ({
      title: notification.title,
      body: notification.body,
      data: notification.data as { click_action?: string } | null,
    }));
  }, SCOPE);
}

/** The web push FCM delivers for a message the server sends (operations/fcm.ts builds it alike). */
const asFcmDelivers = (message: RecordedPush) => ({
  notification: { title: message.title, body: message.body },
  data: { click_action: message.link },
  fcmOptions: { link: message.link },
});

describe('order updates to the shopper', () => {
  it('follows the store’s moves live on the open order and the history, with the weights and credit, and the recorded push reaches the messaging worker', async () => {
    const page = await shop.page('phone', { serviceWorkers: 'allow' });
    await addProduct(page, shop.baseUrl, 'chicken-curry-cut', 1);
    await signIn(page, shop.baseUrl);
    const pushToken = `e2e-device-${Date.now()}`;
    await savePushToken(page, pushToken);
    await reachCheckout(page, shop.baseUrl);
    await page.getByTestId('pay-button').click();
    await page.waitForURL(/\/sandbox\/pay\//);
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByTestId('order-confirmed').waitFor();
    await page.getByRole('link', { name: 'View order' }).click();
    await expect.poll(() => page.getByTestId('order-status').innerText()).toBe('Placed');
    const orderId = Number(new URL(page.url()).pathname.split('/').pop());
    const { push } = await messagingWorker(page);

    const packer = await staff('packer@sandbox.test', 'sandbox-packer-1');
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
    expect(await page.getByTestId('weight-settlement').innerText()).toContain(
      `−${formatPaise(credit)}`,
    );
    await screenshot(page, 'order-packed-lighter-phone');

    // The sandbox sender recorded a push per update for the shopper's device (its loop runs every 2 s).
    const viewer = await shop.context().newPage();
    await expect
      .poll(async () => (await recordedPushes(viewer, pushToken)).map((p) => p.title).sort(), LIVE)
      .toEqual(['Order confirmed', 'Order packed', 'Wallet credit']);
    const packedPush = (await recordedPushes(viewer, pushToken)).find(
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
    await clickNotification('Order packed');
    await check.waitForURL(shop.url(`/order/details/${orderId}`), { timeout: LIVE.timeout });
    await expect.poll(() => check.getByTestId('order-status').innerText(), LIVE).toBe('Packed');
    expect(await shownNotifications(check)).toEqual([]);
    await screenshot(check, 'order-opened-from-notification-phone');

    // The order history's badge follows too, without a reload, when the rider sends the order out.
    await page.goto(shop.url('/order/history'));
    const badge = page.getByTestId('order-row-status').first();
    await expect.poll(() => badge.innerText()).toBe('Packed');
    const rider = await staff('rider@sandbox.test', 'sandbox-rider-1');
    await rider('/orders/dispatch', { orderId });
    await expect.poll(() => badge.innerText(), LIVE).toBe('Out for delivery');
    // Each live step waits for the page's next read (10 s apart, 15 s on the history).

    // The dispatch is pushed to the shopper's device too (the sender is kicked after the POST).
    await expect
      .poll(async () => (await recordedPushes(viewer, pushToken)).map((p) => p.title).sort(), LIVE)
      .toEqual(['Order confirmed', 'Order packed', 'Out for delivery', 'Wallet credit']);
    const outPush = (await recordedPushes(viewer, pushToken)).find(
      (p) => p.title === 'Out for delivery',
    )!;
    expect(outPush).toEqual({
      title: 'Out for delivery',
      body: expect.stringMatching(/^SF-\d{8}-\d{5} is on its way to you\.$/),
      link: `/order/details/${orderId}`,
    });
  }, 150_000);
});
