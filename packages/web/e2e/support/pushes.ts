/**
 * Push notifications in browser tests, end to end without FCM: a push token saved for the page's shopper
 * (as the Order updates switch does with FCM's token), the messages the sandbox sender recorded for it
 * (read from /sandbox), and the real messaging worker (public/firebase-messaging-sw.js) receiving such a
 * message through the DevTools protocol, as FCM would deliver it.
 */
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { expect } from 'vitest';
import { tokenOf } from '../shopper';

export const MESSAGING_SCOPE = '/firebase-cloud-messaging-push-scope';

/**
 * Saves a push token for the page's shopper, as the app does in `language` (its requests carry the
 * shopper's language: the server writes that device's pushes in it).
 */
export async function savePushToken(
  page: Page,
  baseUrl: string,
  pushToken: string,
  language = 'en',
) {
  const authorization = `Bearer ${await tokenOf(page)}`;
  const profile = await fetch(new URL('/v1/get-profile', baseUrl), { headers: { authorization } });
  const { UserData } = (await profile.json()) as { UserData: { UserId: number } };
  const saved = await fetch(new URL('/v1/save-notification-token', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization, 'accept-language': language },
    body: JSON.stringify({ token: pushToken, userId: UserData.UserId }),
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
}

export interface RecordedPush {
  title: string;
  body: string;
  link: string;
}

/** The pushes the sandbox sender recorded for a device token, as /sandbox lists them (newest first). */
export async function recordedPushes(
  page: Page,
  baseUrl: string,
  pushToken: string,
): Promise<RecordedPush[]> {
  await page.goto(new URL('/sandbox', baseUrl).toString());
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

/** The web push FCM delivers for a message the server sends (operations/fcm.ts builds it alike). */
export const asFcmDelivers = (message: RecordedPush) => ({
  notification: { title: message.title, body: message.body },
  data: { click_action: message.link },
  fcmOptions: { link: message.link },
});

/** Registers the messaging worker from the page (of the store's origin) and answers how to push to it. */
export async function messagingWorker(
  context: BrowserContext,
  page: Page,
  baseUrl: string,
): Promise<{ cdp: CDPSession; push: (payload: unknown) => Promise<void> }> {
  const origin = new URL(baseUrl).origin;
  await context.grantPermissions(['notifications'], { origin });
  const cdp = await context.newCDPSession(page);
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
  }, MESSAGING_SCOPE);
  await expect.poll(() => registrations.get(MESSAGING_SCOPE)).toBeDefined();
  const registrationId = registrations.get(MESSAGING_SCOPE) ?? '';
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

/** The notifications the messaging worker shows, read from a page of the store. */
export function shownNotifications(page: Page) {
  return page.evaluate(async (scope) => {
    const registration = await navigator.serviceWorker.getRegistration(scope);
    const list = (await registration?.getNotifications()) ?? [];
    return list.map((notification) => ({
      title: notification.title,
      body: notification.body,
      data: notification.data as { click_action?: string } | null,
    }));
  }, MESSAGING_SCOPE);
}

/**
 * Clicks the messaging worker's notification as the browser would dispatch it: in the worker, through the
 * DevTools protocol (Playwright evaluates in the service worker's target). Not the browser's own click:
 * Chromium lets no script-made click open a new window, so a test can follow only a tab of the store.
 */
export async function clickNotification(context: BrowserContext, title: string): Promise<void> {
  const worker = context
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
