/**
 * Embedded PGlite runs inside the server's own thread, one statement or transaction at a time. Left to
 * itself, under load it was unfair twice over (measured: checkout p99 5–7 s at 50 shoppers, median 0.35 s):
 * - its own queue is first come first served per statement, so a checkout that asks twenty times waits
 *   behind the other shoppers twenty times;
 * - a request runs to its end inside the event loop callback that read it, so one turn of the loop
 *   serves every connection with a request waiting, and grows with the number of shoppers. Node accepts
 *   one new connection per turn of the loop: a burst of new shoppers waited seconds to be accepted at all.
 *
 * So, on PGlite only (PostgreSQL has a pool and needs none of this):
 * - a request is admitted to the database when it first asks for it, ADMITTED at a time, the one that
 *   arrived first first, and always from the event loop: a turn of the loop serves one request, and the
 *   next connection is accepted after it;
 * - a request keeps its admission until its reply is sent, or for at most MAX_ADMISSION_MS, so that one
 *   waiting on a gateway does not hold the others up;
 * - statements and transactions take their turns by the arrival of their request, oldest first;
 * - a request whose shopper left before it was admitted is not run (AbandonedRequest).
 * Work outside any request (jobs, listeners) is not held back; its statements count as arriving when asked.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';
import { PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

/**
 * Requests admitted at once. One keeps every turn of the loop short; more measured worse (the requests
 * mostly wait for the CPU, not for I/O).
 */
export const ADMITTED = 1;
/** The longest a request keeps its admission. */
export const MAX_ADMISSION_MS = 500;

/** One request, as the database's turns see it. */
export interface Arrival {
  readonly arrivedAt: number;
  /** Settles once the request is admitted to the database. */
  admission: Promise<void> | undefined;
  /** Gives the admission back. */
  release: () => void;
  /** The reply went out or the connection closed: its later work runs unheld. */
  done: boolean;
  /** The connection closed before the reply went out. */
  abandoned: boolean;
}

/** Thrown instead of running a request whose shopper left before the database could take it. */
export class AbandonedRequest extends Error {
  constructor() {
    super('the client left before the request reached the database');
    this.name = 'AbandonedRequest';
  }
}

const arrivals = new AsyncLocalStorage<Arrival>();

/** A request that arrived now; `finish` it when its reply is sent or its connection closes. */
export function arrive(): Arrival {
  return {
    arrivedAt: performance.now(),
    admission: undefined,
    release: () => {},
    done: false,
    abandoned: false,
  };
}

/** Runs `next`, and everything it starts, as the work of `arrival`. */
export function asArrival(arrival: Arrival, next: () => void): void {
  arrivals.run(arrival, next);
}

/** The reply went out (`abandoned` false) or the connection closed before it did. */
export function finish(arrival: Arrival, abandoned: boolean): void {
  arrival.done = true;
  arrival.abandoned = abandoned;
  arrival.release();
}

interface Waiting {
  arrivedAt: number;
  start: () => void;
}

/**
 * `places` holders at a time; a freed place goes to the waiter that arrived first (ties: the first to
 * ask), started from the event loop rather than from the freeing promise chain, so that a chain of
 * handovers never keeps the loop from reading sockets.
 */
export class PlacesByArrival {
  #free: number;
  /** Sorted by arrival, then by the order of asking. */
  readonly #waiting: Waiting[] = [];
  readonly #fromLoopOnly: boolean;
  #scheduled = false;

  /** `fromLoopOnly`: even a free place is given from the event loop, never to the caller straight away. */
  constructor(places: number, { fromLoopOnly = false } = {}) {
    this.#free = places;
    this.#fromLoopOnly = fromLoopOnly;
  }

  /** Resolves when a place is held; give it back with `leave`. */
  async enter(arrivedAt = arrivals.getStore()?.arrivedAt ?? performance.now()): Promise<void> {
    if (!this.#fromLoopOnly && this.#free > 0 && this.#waiting.length === 0) {
      this.#free--;
      return;
    }
    await new Promise<void>((start) => {
      let low = 0;
      let high = this.#waiting.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (this.#waiting[middle]!.arrivedAt <= arrivedAt) low = middle + 1;
        else high = middle;
      }
      this.#waiting.splice(low, 0, { arrivedAt, start });
      this.#startNextSoon();
    });
  }

  leave(): void {
    this.#free++;
    this.#startNextSoon();
  }

  async holding<T>(work: () => Promise<T>): Promise<T> {
    await this.enter();
    try {
      return await work();
    } finally {
      this.leave();
    }
  }

  #startNextSoon(): void {
    if (this.#scheduled) return;
    this.#scheduled = true;
    setImmediate(() => {
      this.#scheduled = false;
      while (this.#free > 0 && this.#waiting.length > 0) {
        this.#free--;
        this.#waiting.shift()!.start();
      }
    });
  }
}

/** PGlite whose requests are admitted and whose statements take their turns by arrival. */
export class PGliteByArrival extends PGlite {
  readonly #admissions = new PlacesByArrival(ADMITTED, { fromLoopOnly: true });
  readonly #turns = new PlacesByArrival(1);

  override query<T>(
    query: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    return this.#inTurn(() => super.query<T>(query, params, options));
  }

  override exec(query: string, options?: QueryOptions): Promise<Results[]> {
    return this.#inTurn(() => super.exec(query, options));
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.#inTurn(() => super.transaction(callback));
  }

  /** `work` once its request is admitted, in its turn. */
  async #inTurn<T>(work: () => Promise<T>): Promise<T> {
    await this.#admit();
    return this.#turns.holding(work);
  }

  async #admit(): Promise<void> {
    const arrival = arrivals.getStore();
    if (!arrival || arrival.done) return;
    // A request's parallel statements share one admission.
    arrival.admission ??= this.#admitOnce(arrival);
    await arrival.admission;
  }

  async #admitOnce(arrival: Arrival): Promise<void> {
    await this.#admissions.enter(arrival.arrivedAt);
    let held = true;
    const release = () => {
      if (!held) return;
      held = false;
      clearTimeout(timer);
      this.#admissions.leave();
    };
    const timer = setTimeout(release, MAX_ADMISSION_MS).unref();
    arrival.release = release;
    if (arrival.done) release();
    if (arrival.abandoned) throw new AbandonedRequest();
  }
}
