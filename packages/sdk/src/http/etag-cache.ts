/**
 * The last reply of each public GET and its ETag, for runtimes with no HTTP cache of their own (Node apps):
 * the transport sends the ETag as If-None-Match and, on 304, reads the kept body again. Least recently used
 * entries go first once `maxEntries` is reached.
 */

/** The `etagCache` option of createClient: how many public replies are kept for revalidation. */
export interface EtagCacheOptions {
  /** Most replies kept (one per URL). Default 100. */
  maxEntries?: number;
}

export const DEFAULT_ETAG_CACHE_ENTRIES = 100;

export interface EtagEntry {
  /** The validator as the server sent it (quotes included). */
  readonly etag: string;
  /** The reply body as received. */
  readonly body: string;
}

export class EtagCache {
  readonly #entries = new Map<string, EtagEntry>();
  readonly #maxEntries: number;

  constructor(options: EtagCacheOptions = {}) {
    const maxEntries = options.maxEntries ?? DEFAULT_ETAG_CACHE_ENTRIES;
    if (!Number.isInteger(maxEntries) || maxEntries < 1) {
      throw new RangeError(`etagCache.maxEntries must be a positive integer, got ${maxEntries}`);
    }
    this.#maxEntries = maxEntries;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(url: string): EtagEntry | undefined {
    const entry = this.#entries.get(url);
    if (entry) {
      // Map keeps insertion order: moving the entry to the end marks it most recently used.
      this.#entries.delete(url);
      this.#entries.set(url, entry);
    }
    return entry;
  }

  set(url: string, entry: EtagEntry): void {
    this.#entries.delete(url);
    this.#entries.set(url, entry);
    if (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
  }

  delete(url: string): void {
    this.#entries.delete(url);
  }
}
