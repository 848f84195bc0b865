/**
 * The signed-in session: the Token lives in memory only; UserData and DefaultAddress are kept in storage so
 * a reload knows who was signed in and can renew the token through the httpOnly refresh cookie.
 */
import * as z from 'zod/mini';
import { Address } from '../addresses/schemas.js';
import type { KeyValueStorage } from '../common/storage.js';
import { SESSION_REFRESH_MARGIN_MS, SESSION_STORAGE_KEYS } from '../core/index.js';
import { UserData } from './schemas.js';

export interface SessionSnapshot {
  signedIn: boolean;
  user: UserData | undefined;
  defaultAddress: Address | null;
  isTestUser: boolean;
}

export interface SessionStart {
  Token: string;
  ExpiresIn: number;
  UserData: UserData;
  DefaultAddress?: Address | null;
  IsTestUser?: boolean;
}

export interface Session {
  /** The bearer token for createClient's getToken; renews it when it is about to expire. */
  getToken(): Promise<string | undefined>;
  /**
   * For createClient's renewToken: the server refused `refused` (401), so it is renewed now, whatever its
   * expiry (once for concurrent callers; a token renewed since is answered as it is). Answers the new
   * token, or the refused one when renewal failed.
   */
  renewRefused(refused: string): Promise<string | undefined>;
  getSnapshot(): SessionSnapshot;
  /** Whether storage says someone was signed in (the token may still need a refresh). */
  hasStoredUser(): boolean;
  start(session: SessionStart): void;
  setDefaultAddress(address: Address | null): void;
  clear(): void;
  /** How to renew the token (set by the login orchestrator). */
  setRenewer(renew: (() => Promise<SessionStart | undefined>) | undefined): void;
  subscribe(listener: (snapshot: SessionSnapshot) => void): () => void;
}

function readJson<S extends z.ZodMiniType>(
  storage: KeyValueStorage,
  key: string,
  schema: S,
): z.infer<S> | undefined {
  try {
    const raw = storage.getItem(key);
    if (raw === null) return undefined;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function write(storage: KeyValueStorage, key: string, value: unknown): void {
  try {
    if (value === undefined) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage unavailable: the session still works for this page.
  }
}

export function createSession(storage: KeyValueStorage, now: () => number = Date.now): Session {
  let token: { value: string; expiresAt: number } | undefined;
  let isTestUser = false;
  let renew: (() => Promise<SessionStart | undefined>) | undefined;
  let renewing: Promise<string | undefined> | undefined;
  const listeners = new Set<(snapshot: SessionSnapshot) => void>();

  const snapshotOf = (): SessionSnapshot => {
    const user = readJson(storage, SESSION_STORAGE_KEYS.user, UserData);
    return {
      signedIn: token !== undefined && user !== undefined,
      user,
      defaultAddress:
        readJson(storage, SESSION_STORAGE_KEYS.defaultAddress, z.nullable(Address)) ?? null,
      isTestUser,
    };
  };
  let snapshot = snapshotOf();
  const emit = () => {
    snapshot = snapshotOf();
    for (const listener of [...listeners]) listener(snapshot);
  };

  const session: Session = {
    async getToken() {
      if (token && token.expiresAt - SESSION_REFRESH_MARGIN_MS > now()) return token.value;
      if (!renew || !session.hasStoredUser()) return token?.value;
      renewing ??= renew()
        .then((renewed) => {
          if (renewed) session.start(renewed);
          return renewed?.Token;
        })
        .catch(() => token?.value)
        .finally(() => {
          renewing = undefined;
        });
      return renewing;
    },
    renewRefused(refused) {
      // Marked expired, so getToken renews it (sharing a renewal already under way).
      if (token?.value === refused) token = { value: refused, expiresAt: 0 };
      return session.getToken();
    },
    getSnapshot: () => snapshot,
    hasStoredUser: () => readJson(storage, SESSION_STORAGE_KEYS.user, UserData) !== undefined,
    start(started) {
      token = { value: started.Token, expiresAt: now() + started.ExpiresIn * 1000 };
      if (started.IsTestUser !== undefined) isTestUser = started.IsTestUser;
      write(storage, SESSION_STORAGE_KEYS.user, started.UserData);
      if (started.DefaultAddress !== undefined) {
        write(storage, SESSION_STORAGE_KEYS.defaultAddress, started.DefaultAddress);
      }
      emit();
    },
    setDefaultAddress(address) {
      write(storage, SESSION_STORAGE_KEYS.defaultAddress, address);
      emit();
    },
    clear() {
      token = undefined;
      isTestUser = false;
      write(storage, SESSION_STORAGE_KEYS.user, undefined);
      write(storage, SESSION_STORAGE_KEYS.defaultAddress, undefined);
      write(storage, SESSION_STORAGE_KEYS.loggedInNotice, undefined);
      emit();
    },
    setRenewer(renewer) {
      renew = renewer;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return session;
}
