/**
 * A fake push messaging service and the browser parts jsdom lacks (Notification, PushManager,
 * navigator.serviceWorker, navigator.vibrate) for the notification tests. The real firebase/messaging needs
 * Google's servers, which cannot be reached here.
 */
import { vi } from 'vitest';
import type { MessagingAdapter, PushNotification } from '../features/notifications/messaging';

export class FakeMessaging implements MessagingAdapter {
  token = 'push-token-1';
  failGetToken = false;
  failDeleteToken = false;
  readonly vapidKeys: string[] = [];
  deleted = 0;
  private readonly listeners = new Set<(message: PushNotification) => void>();

  getToken(vapidKey: string): Promise<string> {
    this.vapidKeys.push(vapidKey);
    if (this.failGetToken) return Promise.reject(new Error('messaging service unreachable'));
    return Promise.resolve(this.token);
  }

  deleteToken(): Promise<boolean> {
    if (this.failDeleteToken) return Promise.reject(new Error('messaging service unreachable'));
    this.deleted += 1;
    return Promise.resolve(true);
  }

  onMessage(callback: (message: PushNotification) => void): () => void {
    this.listeners.add(callback);
    return () => this.listeners.delete(callback);
  }

  /** A message arriving while the page is visible. */
  emit(message: PushNotification): void {
    for (const listener of this.listeners) listener(message);
  }
}

export interface PushBrowser {
  /** The messaging worker's registration (already active). */
  registration: { active: object; showNotification: ReturnType<typeof vi.fn> };
  register: ReturnType<typeof vi.fn>;
  requestPermission: ReturnType<typeof vi.fn>;
  vibrate: ReturnType<typeof vi.fn>;
  setPermission(permission: NotificationPermission): void;
}

const GLOBALS: [object, string][] = [
  [window, 'Notification'],
  [window, 'PushManager'],
  [navigator, 'serviceWorker'],
  [navigator, 'vibrate'],
];

/**
 * A browser that supports push: the permission starts as `permission`, and asking for it answers `answer`.
 */
export function installPushBrowser(
  permission: NotificationPermission = 'default',
  answer: NotificationPermission = 'granted',
): PushBrowser {
  const state = { permission };
  const requestPermission = vi.fn(() => {
    if (state.permission === 'default') state.permission = answer;
    return Promise.resolve(state.permission);
  });
  const FakeNotification = {
    get permission() {
      return state.permission;
    },
    requestPermission,
  };
  const registration = { active: {}, showNotification: vi.fn(() => Promise.resolve()) };
  const register = vi.fn(() => Promise.resolve(registration));
  const vibrate = vi.fn(() => true);
  Object.defineProperty(window, 'Notification', { configurable: true, value: FakeNotification });
  Object.defineProperty(window, 'PushManager', {
    configurable: true,
    value: function PushManager() {},
  });
  // A container like the browser's: register, and the events the app listens to (the messaging worker's
  // notification clicks).
  const container = Object.assign(new EventTarget(), { register });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  Object.defineProperty(navigator, 'vibrate', { configurable: true, value: vibrate });
  return {
    registration,
    register,
    requestPermission,
    vibrate,
    setPermission: (next) => {
      state.permission = next;
    },
  };
}

/** Back to jsdom's own browser, which has no push support. */
export function removePushBrowser(): void {
  for (const [target, name] of GLOBALS) Reflect.deleteProperty(target, name);
}
