/**
 * The in-process cache of public replies (catalog, configs, content): the serialized reply per request,
 * valid for one cache state. The cache state is the store's `cacheState` setting, which every change to
 * prices, availability, reviews or content bumps; when this instance learns of a new state every entry
 * is dropped. It learns of it
 * - at once after a write on this instance: the app re-reads the state after every non-GET request,
 *   before its reply is sent;
 * - within half a second from any other instance: it polls the state row every POLL_INTERVAL_MS (one
 *   primary-key read, on PGlite and PostgreSQL alike), and on PostgreSQL a NOTIFY from the bump makes
 *   it re-read at once.
 * Memory is bounded by a least-recently-used eviction on the entries' byte size.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

/** How often the cache state row is read; a change on another instance is seen within this (plus a query). */
export const POLL_INTERVAL_MS = 500;
/**
 * The longest an entry lives even without a bump: replies that change with the clock alone (the home
 * page's offers start and expire) are never older than this.
 */
export const ENTRY_TTL_MS = 60_000;
/** What browsers and CDNs may do with a public reply: fresh for 5 s, then served stale while revalidating for 30 s more. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=5, stale-while-revalidate=30';
/** Every other API reply: may depend on the caller, so no shared or browser cache keeps it. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

export type ContentCoding = 'br' | 'gzip';

export interface CachedReply {
  /** The cache state the reply was built under. */
  readonly state: string;
  /** The JSON reply as sent. */
  readonly body: Buffer;
  /** Strong validator of the bytes, the cache state and the request (its language too), quoted. */
  readonly etag: string;
  /** Compressed copies, made on first request for each. */
  readonly encoded: Partial<Record<ContentCoding, Buffer>>;
}

const ENTRY_OVERHEAD_BYTES = 200;

export interface PublicCacheOptions {
  maxBytes: number;
  /** Reads the store's current cache state (undefined when the store has none yet). */
  readState: () => Promise<string | undefined>;
}

/**
 * The key is part of the tag: one URL answers in several languages (the key holds the language), and two
 * languages whose bytes happen to match are still two representations (their Content-Language differs).
 */
export function strongEtag(state: string, key: string, body: Buffer): string {
  const digest = createHash('sha256')
    .update(state)
    .update('\0')
    .update(key)
    .update('\0')
    .update(body)
    .digest('base64url');
  return `"${digest.slice(0, 32)}"`;
}

export class PublicReplyCache {
  readonly #entries: LRUCache<string, CachedReply>;
  readonly #readState: () => Promise<string | undefined>;
  readonly #pending = new Map<string, Promise<CachedReply>>();
  #state: string | undefined;
  /** Reads are numbered so a slow read never overwrites the answer of a later one. */
  #reads = 0;
  #applied = 0;

  constructor(options: PublicCacheOptions) {
    this.#readState = options.readState;
    this.#entries = new LRUCache<string, CachedReply>({
      maxSize: options.maxBytes,
      sizeCalculation: (entry, key) =>
        entry.body.length +
        (entry.encoded.br?.length ?? 0) +
        (entry.encoded.gzip?.length ?? 0) +
        key.length +
        ENTRY_OVERHEAD_BYTES,
      ttl: ENTRY_TTL_MS,
      // A reply larger than the whole cap is simply not kept.
      maxEntrySize: options.maxBytes,
    });
  }

  /** The cache state this instance knows, or undefined before the first read (nothing is cached then). */
  get state(): string | undefined {
    return this.#state;
  }

  /** Bytes held by the entries. */
  get size(): number {
    return this.#entries.calculatedSize;
  }

  get entryCount(): number {
    return this.#entries.size;
  }

  /** Re-reads the cache state; a new state drops every entry. */
  async refresh(): Promise<void> {
    const read = ++this.#reads;
    const state = await this.#readState();
    if (read < this.#applied || state === undefined) return;
    this.#applied = read;
    if (state !== this.#state) {
      this.#state = state;
      this.#entries.clear();
      this.#pending.clear();
    }
  }

  /**
   * The reply for a key under the current state: from the cache, or built once by `build` (concurrent
   * misses of one key share one build) and kept. Undefined while the state is not known yet.
   */
  async reply(key: string, build: () => Promise<Buffer>): Promise<CachedReply | undefined> {
    const state = this.#state;
    if (state === undefined) return undefined;
    const cached = this.#entries.get(key);
    if (cached?.state === state) return cached;
    const pendingKey = `${state}\n${key}`;
    const pending = this.#pending.get(pendingKey);
    if (pending) return pending;
    const building = (async () => {
      const body = await build();
      const entry: CachedReply = { state, body, etag: strongEtag(state, key, body), encoded: {} };
      // A state that moved on while the reply was built may have seen older rows: not kept.
      if (this.#state === state) this.#entries.set(key, entry);
      return entry;
    })();
    this.#pending.set(pendingKey, building);
    try {
      return await building;
    } finally {
      if (this.#pending.get(pendingKey) === building) this.#pending.delete(pendingKey);
    }
  }

  /** The entry's body in a content coding, compressed once and kept with the entry. */
  encoded(key: string, entry: CachedReply, coding: ContentCoding): Buffer {
    const existing = entry.encoded[coding];
    if (existing) return existing;
    const compressed =
      coding === 'br'
        ? brotliCompressSync(entry.body, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: 9,
              [zlib.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
            },
          })
        : gzipSync(entry.body, { level: 9 });
    const next: CachedReply = { ...entry, encoded: { ...entry.encoded, [coding]: compressed } };
    // Re-set so the byte cap counts the compressed copy; a replaced or evicted entry is left alone.
    if (this.#entries.peek(key) === entry && this.#state === entry.state)
      this.#entries.set(key, next, { noUpdateTTL: true });
    return compressed;
  }
}

/** The content coding to answer with for an Accept-Encoding header, or undefined for the plain bytes. */
export function preferredCoding(acceptEncoding: string | undefined): ContentCoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (coding: ContentCoding) => accepted.get(coding) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return undefined;
}

/** A compressed copy is another representation, so its strong ETag differs: `"<tag>-br"`. */
export function representationEtag(etag: string, coding: ContentCoding | undefined): string {
  return coding ? `${etag.slice(0, -1)}-${coding}"` : etag;
}

/** True when an If-None-Match header names this reply's ETag in any coding (or is `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  // Weak comparison, as RFC 9110 asks for If-None-Match: W/"x" matches "x"; a coding suffix is ignored.
  const base = etag.slice(1, -1);
  return ifNoneMatch.split(',').some((tag) => {
    const opaque = /^(?:W\/)?"([^"]*)"$/.exec(tag.trim())?.[1];
    return opaque !== undefined && opaque.replace(/-(?:br|gzip)$/, '') === base;
  });
}
