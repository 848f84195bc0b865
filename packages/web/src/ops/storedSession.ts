/**
 * The staff session as this tab keeps it: in sessionStorage (this tab only, gone when it closes; never
 * localStorage, where the shopper app keeps its own data). Apart from session.ts, which holds it in memory
 * with the console's client, so the console's language can be read from it before its texts load
 * (language.ts).
 */
import type { StaffSessionReply } from '@storefront/sdk/ops';

const KEY = 'storefront.ops.session';

/** The session kept in this tab, while it has not expired. */
export function readStoredSession(): StaffSessionReply | undefined {
  try {
    const text = sessionStorage.getItem(KEY);
    if (!text) return undefined;
    const session = JSON.parse(text) as StaffSessionReply;
    return new Date(session.ExpiresAt).getTime() > Date.now() ? session : undefined;
  } catch {
    return undefined;
  }
}

export function storeSession(session: StaffSessionReply | undefined): void {
  try {
    if (session) sessionStorage.setItem(KEY, JSON.stringify(session));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Private mode without storage: the session stays in memory.
  }
}
