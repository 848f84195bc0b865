/* Push notifications for order updates (spec sections 3 and 7): { title, body, icon, image, click_action },
   either as FCM's `notification` block or in `data`. Design: docs/notifications.md.
   - A page of the store is visible: the message is posted to it in FCM's own foreground format
     (`isFirebaseMessaging`, `push-received`), so firebase's onMessage there shows a toast, a notification,
     the chime and the vibration as the shopper's local flags say.
   - No page is visible: this worker shows the notification, silent when the shopper turned the sound off
     and without vibration when they turned it off or the sound is off (browsers refuse a vibration pattern on
     a silent notification); the page keeps the two flags in Cache Storage for this worker.
   - A click opens click_action only when it is a path of this store; otherwise the order history.
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

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(safePath(event.notification.data?.click_action), self.location.origin);
  // Pages are not controlled by this worker (its own scope): focus a tab showing the target, or open one.
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === target.href && 'focus' in client);
      return open ? open.focus() : self.clients.openWindow(target.href);
    }),
  );
});
