/**
 * The staff session: the token from sign-in, kept in sessionStorage (this tab only, gone when it closes;
 * never localStorage, where the shopper app keeps its own data) and in memory, and the console's client.
 */
import { ApiError } from '@storefront/sdk';
import { createOpsClient, type StaffSessionReply } from '@storefront/sdk/ops';
import { useSyncExternalStore } from 'react';
import { messages } from './messages';

const KEY = 'storefront.ops.session';

function readStored(): StaffSessionReply | undefined {
  try {
    const text = sessionStorage.getItem(KEY);
    if (!text) return undefined;
    const session = JSON.parse(text) as StaffSessionReply;
    return new Date(session.ExpiresAt).getTime() > Date.now() ? session : undefined;
  } catch {
    return undefined;
  }
}

let current: StaffSessionReply | undefined = readStored();
const listeners = new Set<() => void>();

export function setSession(session: StaffSessionReply | undefined): void {
  current = session;
  try {
    if (session) sessionStorage.setItem(KEY, JSON.stringify(session));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Private mode without storage: the session stays in memory.
  }
  listeners.forEach((listener) => listener());
}

export function useSession(): StaffSessionReply | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}

// The board and an order are polled: the browser's HTTP cache sends the last ETag as If-None-Match (the
// server answers `private, no-cache` with an ETag), so an unchanged page costs a 304 without a body.
export const ops = createOpsClient({
  baseUrl: window.location.origin,
  getToken: () => current?.Token,
  retry: { limit: 1 },
});

/**
 * Signs out: the server ends the token's session (it stops working on every server at once, not when the
 * shift's 12 hours are over), and this tab drops it. The call reads the token as it starts, before the
 * session is dropped; offline, the token is still dropped here.
 */
export function signOut(): void {
  void ops.staff.signOut().catch(() => undefined);
  setSession(undefined);
}

/** A failure in staff words: the server's Message and Description when it gave them. */
export function describe(error: unknown): { title: string; description: string } {
  if (error instanceof ApiError) {
    // A refused token (expired shift, member disabled or given another role): sign in again.
    if (error.status === 401 && current) setSession(undefined);
    return {
      title: error.Message ?? messages.errors.failed,
      description: error.Description ?? messages.errors.tryAgain,
    };
  }
  return { title: messages.errors.failed, description: messages.errors.tryAgain };
}
