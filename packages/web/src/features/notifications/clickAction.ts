/**
 * Where a click on a push notification may go: a path of this store, nothing else. An absolute URL of
 * another origin, a protocol-relative `//host`, `/\host`, `javascript:` or anything unparsable is refused.
 */
export const DEFAULT_CLICK_PATH = '/order/history';

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** The same-origin path (with query and hash) that `value` names, or undefined when it is not one. */
export function safeClickPath(
  value: string | undefined,
  origin: string = location.origin,
): string | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (trimmed === '' || hasControlCharacter(trimmed)) return undefined;
  let url: URL;
  try {
    url = new URL(trimmed, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin) return undefined;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The path a notification opens: its valid click_action, otherwise the order history. */
export function clickTarget(value: string | undefined, origin: string = location.origin): string {
  return safeClickPath(value, origin) ?? DEFAULT_CLICK_PATH;
}

/** What the messaging worker posts to an open tab of the store when a notification is clicked. */
export const NOTIFICATION_CLICKED = 'notification-clicked';

/**
 * Follows notification clicks the messaging worker hands to this tab (public/firebase-messaging-sw.js):
 * `navigate` gets the store path the notification names; anything that is not a store path is ignored.
 * Answers the function that stops listening.
 */
export function followNotificationClicks(navigate: (path: string) => void): () => void {
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!container) return () => undefined;
  const listener = (event: MessageEvent) => {
    const data: unknown = event.data;
    if (typeof data !== 'object' || data === null) return;
    const { messageType, link } = data as { messageType?: unknown; link?: unknown };
    if (messageType !== NOTIFICATION_CLICKED || typeof link !== 'string') return;
    const path = safeClickPath(link);
    if (path) navigate(path);
  };
  container.addEventListener('message', listener);
  return () => container.removeEventListener('message', listener);
}
