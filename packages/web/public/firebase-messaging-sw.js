/* Push notifications for order updates (spec sections 3 and 7): { title, body, icon, image, click_action },
   either as FCM's `notification` block or in `data`. Design: docs/notifications.md.
   - A page of the store is visible: the message is posted to it in FCM's own foreground format
     (`isFirebaseMessaging`, `push-received`), so firebase's onMessage there shows a toast, a notification,
     the chime and the vibration as the shopper's local flags say.
   - No page is visible: this worker shows the notification, silent when the shopper turned the sound off
     and without vibration when they turned it off or the sound is off (browsers refuse a vibration pattern on
     a silent notification); the page keeps the two flags in Cache Storage for this worker.
   - A click opens click_action only when it is a path of this store; otherwise the order history: in the
     tab showing it, else in an open tab of the store (asked by a `notification-clicked` message), else in
     a new tab.
   No Firebase script is loaded here: the payload format is all this worker needs. */
const DEFAULT_PATH = '/order/history';
const ICON = '/icons/icon-192.png';
const VIBRATION_PATTERN = [200, 100, 200];
const PREFERENCES_CACHE = 'notification-preferences';
const PREFERENCES_URL = '/__notification-preferences';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

function readJson(event) {
  if (!event.data) return {};
  try {
    return event.data.json();
  } catch {
    return { notification: { body: event.data.text() } };
  }
}

function readPayload(json) {
  const link = json.fcmOptions && json.fcmOptions.link;
  const payload = { ...(json.data || {}), ...(json.notification || {}) };
  if (!payload.click_action && link) payload.click_action = link;
  return payload;
}

/** The same-origin path a click may open, or the order history. */
function safePath(value) {
  try {
    const url = new URL(String(value || DEFAULT_PATH), self.location.origin);
    if (url.origin !== self.location.origin) return DEFAULT_PATH;
    return url.pathname + url.search + url.hash;
  } catch {
    return DEFAULT_PATH;
  }
}

async function readPreferences() {
  try {
    const cache = await caches.open(PREFERENCES_CACHE);
    const stored = await cache.match(PREFERENCES_URL);
    const value = stored ? await stored.json() : {};
    return { sound: value.sound !== false, vibration: value.vibration !== false };
  } catch {
    return { sound: true, vibration: true };
  }
}

async function onPush(event) {
  const json = readJson(event);
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const visible = windows.filter((client) => client.visibilityState === 'visible');
  if (visible.length > 0) {
    for (const client of visible) {
      client.postMessage({ ...json, isFirebaseMessaging: true, messageType: 'push-received' });
    }
    return;
  }
  const payload = readPayload(json);
  const preferences = await readPreferences();
  // A silent notification may not carry a vibration pattern (not even []): with the sound off it does not
  // vibrate either.
  const options = {
    body: payload.body || '',
    icon: payload.icon || ICON,
    image: payload.image,
    badge: ICON,
    data: { click_action: safePath(payload.click_action) },
  };
  if (!preferences.sound) options.silent = true;
  else options.vibrate = preferences.vibration ? VIBRATION_PATTERN : [];
  await self.registration.showNotification(payload.title || 'Order update', options);
}

self.addEventListener('push', (event) => event.waitUntil(onPush(event)));

/**
 * Opens the page a notification names: a tab already showing it is focused; otherwise an open tab of the
 * store is asked to go there (the page's shell listens for `notification-clicked`, the message FCM's own
 * worker posts) and focused; with no tab open, a new one opens. Focusing and opening need the browser's
 * click, so a failure to focus leaves the tab where it now is.
 */
async function openClicked(target) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const showing = windows.find((client) => client.url === target.href);
  const tab = showing ?? windows[0];
  if (!tab) return self.clients.openWindow(target.href);
  if (!showing)
    tab.postMessage({
      messageType: 'notification-clicked',
      link: target.pathname + target.search + target.hash,
    });
  return tab.focus().catch(() => tab);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(safePath(event.notification.data?.click_action), self.location.origin);
  // Pages are not controlled by this worker (its own scope), so it cannot navigate them itself.
  event.waitUntil(openClicked(target));
});
