/**
 * Who is signed in, for the screens: userId and username (the spec says the session keeps them) and the
 * current bearer token. Only userId and username are kept in localStorage, so a reload still shows the
 * shopper as signed in; the token stays in memory and is renewed through the httpOnly refresh cookie, so no
 * credential sits in localStorage.
 */
import { proxy, subscribe } from 'valtio';

export interface Session {
  token: string | undefined;
  /** Epoch ms when token expires. */
  expiresAt: number | undefined;
  userId: number | undefined;
  username: string | undefined;
}

const STORAGE_KEY = 'session';

function readStored(): Session {
  const empty: Session = {
    token: undefined,
    expiresAt: undefined,
    userId: undefined,
    username: undefined,
  };
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return empty;
    const value = JSON.parse(raw) as Partial<Session>;
    return {
      ...empty,
      userId: typeof value.userId === 'number' ? value.userId : undefined,
      username: typeof value.username === 'string' ? value.username : undefined,
    };
  } catch {
    return empty;
  }
}

export const session = proxy<Session>(readStored());

subscribe(session, () => {
  const { userId, username } = session;
  if (userId !== undefined) localStorage.setItem(STORAGE_KEY, JSON.stringify({ userId, username }));
  else localStorage.removeItem(STORAGE_KEY);
});

export function isSignedIn(value: Pick<Session, 'userId'> = session): boolean {
  return value.userId !== undefined;
}

export function setSession(next: Session): void {
  Object.assign(session, next);
}

export function clearSession(): void {
  Object.assign(session, {
    token: undefined,
    expiresAt: undefined,
    userId: undefined,
    username: undefined,
  });
}
