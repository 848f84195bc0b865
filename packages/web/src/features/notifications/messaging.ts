/**
 * The messaging adapter: the three calls of a push messaging service the store uses. The real one is
 * `firebaseMessaging.ts` (firebase/messaging, loaded on demand); tests use a fake, since the real service
 * needs Google's servers.
 */
import type { LoginConfigReply, PushNotification } from '@storefront/sdk';

export type { PushNotification };

/** The server's Firebase settings (from /get-firebaseAndOtplessLoginConfig), vapId included. */
export type MessagingConfig = LoginConfigReply['Config'];

export interface MessagingAdapter {
  /** The push token of this browser for the store, subscribing it when needed. */
  getToken(vapidKey: string, swRegistration: ServiceWorkerRegistration): Promise<string>;
  /** Unsubscribes this browser: the token stops working. */
  deleteToken(): Promise<boolean>;
  /** Messages that arrive while a page of the store is visible; returns the unsubscribe function. */
  onMessage(callback: (message: PushNotification) => void): () => void;
}

/** The messaging service says this browser cannot take pushes (firebase's isSupported() is false). */
export class PushUnsupportedError extends Error {
  override readonly name = 'PushUnsupportedError';
  constructor() {
    super('Push messaging is not supported in this browser');
  }
}

export function isPushUnsupportedError(error: unknown): boolean {
  return error instanceof Error && error.name === 'PushUnsupportedError';
}

export type MessagingFactory = (config: MessagingConfig) => Promise<MessagingAdapter>;

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/**
 * A push payload as FCM delivers it — the `notification` block, `data`, `fcmOptions.link` — read into the
 * spec's entity { title, body, icon, image, click_action }. Unknown fields are ignored.
 */
export function readPushPayload(raw: unknown, defaultTitle: string): PushNotification {
  const payload = record(raw);
  const merged = {
    ...record(payload.data),
    ...record(payload.notification),
  };
  const fcmOptions = record(payload.fcmOptions);
  const message: PushNotification = {
    title: text(merged.title) ?? defaultTitle,
    body: text(merged.body) ?? '',
  };
  const icon = text(merged.icon);
  const image = text(merged.image);
  const clickAction = text(merged.click_action) ?? text(fcmOptions.link);
  if (icon) message.icon = icon;
  if (image) message.image = image;
  if (clickAction) message.click_action = clickAction;
  return message;
}
