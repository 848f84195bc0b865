/**
 * Whether the session an access token names (its `sid` claim) is still live: every authenticated call
 * asks, so a sign-out ends the session's access tokens at once instead of when they expire.
 *
 * The answers are kept in memory per app instance (an authenticated read then costs no query), and a
 * session that ends is forgotten
 * - at once on the instance that ended it (the route calls `forget` after the commit, before replying);
 * - on every other instance sharing the database when the NOTIFY sent in the ending transaction
 *   arrives (`SESSION_ENDED_CHANNEL`, on PostgreSQL and PGlite alike; db/index.ts `listen`);
 * - at the latest after ENTRY_TTL_MS, the bound when a notification is lost (a listener's connection
 *   broke: the whole cache is dropped then too).
 * A lookup that started before a session ended never stores its (stale) answer: every `forget` moves a
 * generation on, and a lookup keeps its answer only if the generation did not move while it ran.
 */
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/index.js';

/** The NOTIFY channel an ended session is announced on; the payload is `<kind>:<sid>`. */
export const SESSION_ENDED_CHANNEL = 'storefront_session_ended';
/** The longest an instance may answer from memory for a session ended elsewhere if the NOTIFY is lost. */
export const ENTRY_TTL_MS = 5_000;
/** Sessions remembered per instance (least recently used dropped first): ~100 bytes each. */
const MAX_ENTRIES = 100_000;

/** Shoppers' sessions (a refresh-token family, auth/session.ts) and staff sessions (staff/sessions.ts). */
export type SessionKind = 'shopper' | 'staff';

/** A session as its store has it: whose it is and whether it ended (revoked, signed out, replaced). */
export interface StoredSession {
  ownerId: number;
  ended: boolean;
}

export type SessionLookup = (db: Database, sid: string) => Promise<StoredSession | undefined>;

/** Session ids the server writes: random base64url (or hex) text; anything else is refused unread. */
const SESSION_ID = /^[A-Za-z0-9_-]{16,64}$/;
export const isSessionId = (value: unknown): value is string =>
  typeof value === 'string' && SESSION_ID.test(value);

const keyOf = (kind: SessionKind, sid: string) => `${kind}:${sid}`;

export class LiveSessions {
  readonly #db: Database;
  readonly #lookups: Record<SessionKind, SessionLookup>;
  readonly #entries = new LRUCache<string, StoredSession>({ max: MAX_ENTRIES, ttl: ENTRY_TTL_MS });
  readonly #pending = new Map<string, Promise<StoredSession | undefined>>();
  #generation = 0;

  constructor(db: Database, lookups: Record<SessionKind, SessionLookup>) {
    this.#db = db;
    this.#lookups = lookups;
  }

  /** True when the session exists, has not ended and belongs to `ownerId` (the token's subject). */
  async isLive(kind: SessionKind, sid: string, ownerId: number): Promise<boolean> {
    const session = await this.#read(kind, sid);
    return session !== undefined && !session.ended && session.ownerId === ownerId;
  }

  /** Drops what this instance knows of a session (it ended here, or a NOTIFY said so). */
  forget(kind: SessionKind, sid: string): void {
    this.#generation++;
    const key = keyOf(kind, sid);
    this.#entries.delete(key);
    this.#pending.delete(key);
  }

  /** Drops everything (a lost notification listener: what it missed is unknown). */
  clear(): void {
    this.#generation++;
    this.#entries.clear();
    this.#pending.clear();
  }

  /** Applies a NOTIFY payload (`<kind>:<sid>`); an unreadable one drops everything, to be safe. */
  onNotification(payload: string): void {
    const separator = payload.indexOf(':');
    const kind = payload.slice(0, separator);
    const sid = payload.slice(separator + 1);
    if ((kind === 'shopper' || kind === 'staff') && isSessionId(sid)) this.forget(kind, sid);
    else this.clear();
  }

  get size(): number {
    return this.#entries.size;
  }

  async #read(kind: SessionKind, sid: string): Promise<StoredSession | undefined> {
    const key = keyOf(kind, sid);
    const cached = this.#entries.get(key);
    if (cached) return cached;
    const pending = this.#pending.get(key);
    if (pending) return pending;
    const generation = this.#generation;
    const lookup = this.#lookups[kind](this.#db, sid);
    this.#pending.set(key, lookup);
    try {
      const session = await lookup;
      // Unknown sessions are not kept: only a forged or purged sid names one, and it stays refused.
      if (session && generation === this.#generation) this.#entries.set(key, session);
      return session;
    } finally {
      if (this.#pending.get(key) === lookup) this.#pending.delete(key);
    }
  }
}

/**
 * Announces, inside the transaction that ends them, that sessions ended: every instance listening drops
 * them when it commits (a rolled-back transaction announces nothing).
 */
export async function announceEnded(
  db: Database,
  kind: SessionKind,
  sids: readonly string[],
): Promise<void> {
  for (const sid of sids)
    await db.execute(sql`select pg_notify(${SESSION_ENDED_CHANNEL}, ${keyOf(kind, sid)})`);
}
