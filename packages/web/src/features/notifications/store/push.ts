/**
 * Push notifications for order updates (spec sections 1, 4, 8, 9; design in docs/notifications.md).
 *
 * - Permission is asked only from the "Order updates" switch on the settings page (a user gesture), never on
 *   page load. At sign-in and on reload the token is synced only when permission was granted before.
 * - A push token is saved once per login: the last save ({ userId, token, savedAt }) is kept in localStorage,
 *   so a reload does not save it again; it is saved again when the token changes or after 7 days, and
 *   forgotten (and deleted at the messaging service) on logout. `user.isTokenSaved` mirrors it.
 * - firebase is loaded with import() only when the browser supports Notification + serviceWorker +
 *   PushManager, the server's login config names a vapId and messagingSenderId, and a shopper is signed in.
 */
import { proxy } from 'valtio';
import { withApi } from '../../../lib/api';
import { showError } from '../../../lib/dialogs';
import { isSignedIn, session } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { messages } from '../../../messages/account';
import { recheckCartOrder } from '../../../state/cartOrder';
import { general } from '../../../state/general';
import { user } from '../../../state/user';
import { clickTarget, DEFAULT_CLICK_PATH } from '../clickAction';
import { keepWorkerPreferences, playNotificationFeedback } from '../feedback';
import {
  isPushUnsupportedError,
  type MessagingAdapter,
  type MessagingConfig,
  type MessagingFactory,
  type PushNotification,
} from '../messaging';
import { registerMessagingWorker } from '../serviceWorker';

/** Spec section 9: the push token is saved again after 7 days. */
export const TOKEN_REFRESH_MS = 7 * 24 * 60 * 60 * 1000;
export const TOKEN_RECORD_KEY = 'pushToken';
/** Set when the shopper turned order updates off on this device: sign-in then does not turn them on again. */
export const OPT_OUT_KEY = 'pushOptOut';
const ICON = '/icons/icon-192.png';

export type PushAvailability = 'checking' | 'ready' | 'unsupported' | 'unavailable' | 'blocked';

/** What the settings switch shows. */
export const push = proxy({
  availability: 'checking' as PushAvailability,
  enabled: false,
  busy: false,
});

interface TokenRecord {
  userId: number;
  token: string;
  savedAt: number;
}

type Failure = 'subscribe' | 'update' | 'unsubscribe';

const defaultFactory: MessagingFactory = (config) =>
  import('../firebaseMessaging').then((module) => module.createFirebaseMessaging(config));

let factory: MessagingFactory = defaultFactory;
let now: () => number = () => Date.now();
let configPromise: Promise<MessagingConfig | undefined> | undefined;
let adapterPromise: Promise<MessagingAdapter> | undefined;
let workerPromise: Promise<ServiceWorkerRegistration> | undefined;
let stopListening: (() => void) | undefined;
let syncing: Promise<void> | undefined;

/** Tests: the messaging adapter factory and the clock (the real ones when called without arguments). */
export function configurePush(options: { factory?: MessagingFactory; now?: () => number } = {}) {
  factory = options.factory ?? defaultFactory;
  now = options.now ?? (() => Date.now());
}

/** Forgets everything loaded in this page (config, adapter, worker) and the switch state. */
export function resetPush(): void {
  stopListening?.();
  stopListening = undefined;
  configPromise = undefined;
  adapterPromise = undefined;
  workerPromise = undefined;
  syncing = undefined;
  Object.assign(push, { availability: 'checking', enabled: false, busy: false });
}

export function isPushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'Notification' in window &&
    'PushManager' in window &&
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator
  );
}

function readRecord(): TokenRecord | undefined {
  try {
    const value = JSON.parse(localStorage.getItem(TOKEN_RECORD_KEY) ?? 'null') as unknown;
    if (typeof value !== 'object' || value === null) return undefined;
    const { userId, token, savedAt } = value as Partial<TokenRecord>;
    if (typeof userId !== 'number' || typeof token !== 'string' || typeof savedAt !== 'number') {
      return undefined;
    }
    return { userId, token, savedAt };
  } catch {
    return undefined;
  }
}

function isFresh(record: TokenRecord | undefined, userId: number, token: string): boolean {
  return (
    record !== undefined &&
    record.userId === userId &&
    record.token === token &&
    now() - record.savedAt < TOKEN_REFRESH_MS
  );
}

function optedOut(): boolean {
  return localStorage.getItem(OPT_OUT_KEY) !== null;
}

/** The server's messaging settings, or undefined when it names no vapId or messagingSenderId. */
function messagingConfig(): Promise<MessagingConfig | undefined> {
  configPromise ??= withApi((api) => api.config.login()).then(
    ({ Config }) => (Config.vapId && Config.messagingSenderId ? Config : undefined),
    (error: unknown) => {
      configPromise = undefined;
      throw error;
    },
  );
  return configPromise;
}

function messagingWorker(): Promise<ServiceWorkerRegistration> {
  workerPromise ??= registerMessagingWorker().catch((error: unknown) => {
    workerPromise = undefined;
    throw error;
  });
  return workerPromise;
}

function messagingAdapter(config: MessagingConfig): Promise<MessagingAdapter> {
  adapterPromise ??= factory(config).then(
    (adapter) => {
      stopListening = adapter.onMessage((message) => void showForegroundMessage(message));
      return adapter;
    },
    (error: unknown) => {
      adapterPromise = undefined;
      throw error;
    },
  );
  return adapterPromise;
}

function notificationOptions(
  body: string,
  extra: { icon?: string | undefined; image?: string | undefined; path: string },
): NotificationOptions {
  const options: NotificationOptions & { image?: string } = {
    body,
    icon: extra.icon ?? ICON,
    badge: ICON,
    data: { click_action: extra.path },
    // The page plays its own chime and vibration, each as the local flags say.
    silent: true,
  };
  if (extra.image) options.image = extra.image;
  return options;
}

/**
 * A message that arrived while the store is open: a toast, a system notification (its click opens the
 * validated click_action, see the messaging worker), the chime and the vibration unless turned off.
 */
export async function showForegroundMessage(message: PushNotification): Promise<void> {
  toast(messages.push.received(message.title, message.body));
  // An order update may be the payment the cart waits on (issue 25): the cart empties once it is in.
  void recheckCartOrder();
  playNotificationFeedback();
  try {
    const registration = await messagingWorker();
    await registration.showNotification(
      message.title,
      notificationOptions(message.body, {
        icon: message.icon,
        image: message.image,
        path: clickTarget(message.click_action),
      }),
    );
  } catch {
    // The toast has told the shopper already.
  }
}

/**
 * Gets this browser's token and saves it for the signed-in shopper unless the same token was saved for them
 * less than 7 days ago. Throws when any step fails.
 */
async function saveToken(config: MessagingConfig): Promise<void> {
  const userId = session.userId;
  if (userId === undefined) return;
  const registration = await messagingWorker();
  const adapter = await messagingAdapter(config);
  const token = await adapter.getToken(config.vapId, registration);
  if (!token) throw new Error('The messaging service gave no token');
  if (isFresh(readRecord(), userId, token)) {
    user.state.isTokenSaved = true;
    return;
  }
  await withApi((api) => api.notifications.saveToken({ token, userId }));
  if (session.userId !== userId) return;
  localStorage.setItem(TOKEN_RECORD_KEY, JSON.stringify({ userId, token, savedAt: now() }));
  user.state.isTokenSaved = true;
}

function failureText(failure: Failure): string {
  if (failure === 'subscribe') return messages.push.subscribeFailed;
  if (failure === 'update') return messages.push.updateFailed;
  return messages.push.unsubscribeFailed;
}

/**
 * At sign-in, on reload and when the tab comes back: saves the token when order updates are allowed on this
 * device (permission granted earlier, not turned off). Never asks for permission.
 */
export function syncPushToken(): Promise<void> {
  if (!isPushSupported() || Notification.permission !== 'granted' || optedOut() || !isSignedIn()) {
    return Promise.resolve();
  }
  syncing ??= (async () => {
    try {
      const config = await messagingConfig();
      if (!config) return;
      keepWorkerPreferences();
      await saveToken(config);
      push.enabled = true;
    } catch {
      toast(failureText('update'), 'error');
    } finally {
      syncing = undefined;
    }
  })();
  return syncing;
}

/** For the settings switch: whether this device can get order updates, and whether they are on. */
export async function checkPushAvailability(): Promise<PushAvailability> {
  if (!isPushSupported()) {
    push.availability = 'unsupported';
    return push.availability;
  }
  keepWorkerPreferences();
  let config: MessagingConfig | undefined;
  try {
    config = await messagingConfig();
  } catch {
    config = undefined;
  }
  const permission = Notification.permission;
  push.availability = !config ? 'unavailable' : permission === 'denied' ? 'blocked' : 'ready';
  const record = readRecord();
  push.enabled =
    push.availability === 'ready' &&
    permission === 'granted' &&
    !optedOut() &&
    record !== undefined &&
    record.userId === session.userId;
  return push.availability;
}

/** Once per app session, a local notification confirming that order updates arrive here. */
async function confirmOnce(): Promise<void> {
  if (general.state.dummyNotificationSent) return;
  general.state.dummyNotificationSent = true;
  const registration = await messagingWorker();
  await registration.showNotification(
    messages.push.welcomeTitle,
    notificationOptions(messages.push.welcomeBody, { path: DEFAULT_CLICK_PATH }),
  );
}

/**
 * The "Order updates" switch turned on (a user gesture): asks for permission, then subscribes and saves the
 * token. Denied or blocked, unsupported, unavailable and failures are shown in the error dialog.
 */
export async function enableOrderUpdates(): Promise<boolean> {
  if (push.busy || !isSignedIn()) return false;
  if (!isPushSupported()) {
    push.availability = 'unsupported';
    showError({ title: messages.push.unsupported, description: messages.push.unsupportedHint });
    return false;
  }
  push.busy = true;
  try {
    // Loaded when the settings page opened: permission is asked right away, within the click's activation.
    const config = await messagingConfig().catch(() => undefined);
    if (!config) {
      push.availability = 'unavailable';
      showError({ title: messages.push.unavailable });
      return false;
    }
    const permission =
      Notification.permission === 'default'
        ? await Notification.requestPermission()
        : Notification.permission;
    if (permission === 'denied') {
      push.availability = 'blocked';
      showError({ title: messages.push.blocked, description: messages.push.blockedHint });
      return false;
    }
    if (permission !== 'granted') {
      showError({ title: messages.push.dismissed });
      return false;
    }
    localStorage.removeItem(OPT_OUT_KEY);
    keepWorkerPreferences();
    try {
      await saveToken(config);
    } catch (error) {
      if (isPushUnsupportedError(error)) {
        push.availability = 'unsupported';
        showError({ title: messages.push.unsupported, description: messages.push.unsupportedHint });
      } else {
        showError({ title: failureText('subscribe') });
      }
      return false;
    }
    push.enabled = true;
    toast(messages.push.enabled, 'success');
    await confirmOnce().catch(() => undefined);
    return true;
  } finally {
    push.busy = false;
  }
}

/** Deletes this browser's token at the messaging service (when one was saved) and forgets it here. */
async function deleteSavedToken(): Promise<void> {
  const record = readRecord();
  localStorage.removeItem(TOKEN_RECORD_KEY);
  push.enabled = false;
  if (!record || !isPushSupported()) return;
  const config = await messagingConfig();
  if (!config) return;
  const adapter = await messagingAdapter(config);
  await adapter.deleteToken();
}

/** The "Order updates" switch turned off: unsubscribes this device and keeps it off at the next sign-in. */
export async function disableOrderUpdates(): Promise<boolean> {
  if (push.busy) return false;
  push.busy = true;
  try {
    localStorage.setItem(OPT_OUT_KEY, '1');
    await deleteSavedToken();
    user.state.isTokenSaved = false;
    toast(messages.push.disabled);
    return true;
  } catch {
    showError({ title: failureText('unsubscribe') });
    return false;
  } finally {
    push.busy = false;
  }
}

/**
 * On logout: the token is deleted at the messaging service (pushes for the last shopper stop) and the saved
 * record is forgotten, so the next login saves a token again. `isTokenSaved` resets with the user slice 2 s
 * after logout. A failure is shown as an error toast (the logout itself has happened).
 */
export async function unsubscribeOnLogout(): Promise<void> {
  try {
    await deleteSavedToken();
  } catch {
    toast(failureText('unsubscribe'), 'error');
  }
}

let watching = false;

/** Syncs now and whenever the tab becomes visible again (a token older than 7 days is then saved again). */
export function startPushSync(): Promise<void> {
  if (!watching && typeof document !== 'undefined') {
    watching = true;
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void syncPushToken();
    });
  }
  return syncPushToken();
}
