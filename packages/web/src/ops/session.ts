/**
 * The staff session: the token from sign-in, kept in this tab (storedSession.ts) and in memory, and the
 * console's client. Signing in applies the member's language before the signed-in screens render;
 * signing out goes back to the device's (language.ts).
 */
import { ApiError } from '@storefront/sdk';
import { createOpsClient, type StaffMember, type StaffSessionReply } from '@storefront/sdk/ops';
import { useSyncExternalStore } from 'react';
import { language } from '../i18n/language';
import { applyLanguage, deviceLocale } from './language';
import { messages } from './messages';
import { readStoredSession, storeSession } from './storedSession';

let current: StaffSessionReply | undefined = readStoredSession();
const listeners = new Set<() => void>();

export function setSession(session: StaffSessionReply | undefined): void {
  current = session;
  storeSession(session);
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

/**
 * Signed in: the member's language first (its texts loaded, the page re-rendered in it), then the session,
 * so no signed-in screen ever renders in another language. A member who never chose one keeps the
 * language the sign-in screen spoke; a language whose texts cannot be loaded keeps it too.
 */
export async function startSession(session: StaffSessionReply): Promise<void> {
  const chosen = session.Staff.Locale;
  if (chosen) await applyLanguage(chosen).catch(() => undefined);
  setSession(session);
}

/** The member as the server answers them now (their language changed): kept with the session. */
export function updateMember(member: StaffMember): void {
  if (current && current.Staff.StaffId === member.StaffId)
    setSession({ ...current, Staff: member });
}

// The board and an order are polled: the browser's HTTP cache sends the last ETag as If-None-Match (the
// server answers `private, no-cache` with an ETag), so an unchanged page costs a 304 without a body. Every
// call asks in the console's language (Accept-Language), for the server's texts it has in it.
export const ops = createOpsClient({
  baseUrl: window.location.origin,
  getToken: () => current?.Token,
  getLocale: () => language.current,
  retry: { limit: 1 },
});

/**
 * Signs out: the server ends the token's session (it stops working on every server at once, not when the
 * shift's 12 hours are over), and this tab drops it, once the device's language is loaded, so the sign-in
 * screen that follows speaks it from its first render. The call reads the token as it starts, before the
 * session is dropped; offline, the token is still dropped here.
 */
export async function signOut(): Promise<void> {
  void ops.staff.signOut().catch(() => undefined);
  await applyLanguage(deviceLocale()).catch(() => undefined);
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
