/**
 * Idempotency-Key handling in the database (so every app instance agrees): the first request inserts
 * (user, route, key) and runs; a replay answers the stored reply and runs nothing; a duplicate that
 * arrives while the first still runs waits for its reply (409 with Retry-After if it takes too long).
 *
 * The run and the storing of its reply are one transaction, so a reply is stored exactly when the run's
 * writes are committed. While it runs, the owner renews a short lease on the key. A duplicate that finds
 * the lease expired takes the key over and runs again: the owner died with its instance, and PostgreSQL
 * rolled its transaction back with its connection. An owner that merely stalled past its lease can no
 * longer store its reply, so its transaction rolls back too and it waits for the new owner's reply: the
 * writes of exactly one run are ever committed.
 */
import { createHash, randomUUID } from 'node:crypto';
import { DEFAULT_LOCALE, type Locale } from '@storefront/sdk/core';
import { type SQL, and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import { textsIn } from '../i18n/texts.js';
import { HttpError, isHttpError } from './errors.js';
import { idempotencyKeys } from './tables.js';

export interface IdempotentCall {
  userId: number;
  route: string;
  key: string;
  input: unknown;
  /** The language of its refusals (a replay answers the first request's stored reply as it was). */
  locale?: Locale;
}

export interface IdempotentOutcome {
  status: number;
  body: unknown;
  replayed: boolean;
  /** This request ran after taking the key over from an owner whose lease had run out. */
  tookOver?: boolean;
}

export interface IdempotencyTiming {
  /** How long a running request owns its key without renewing it. */
  leaseMs: number;
  /** How often the owner renews the lease while it runs. */
  renewEveryMs: number;
  /** How long a duplicate waits for the first request's reply before answering 409. */
  waitMs: number;
  /** How often a waiting duplicate looks at the key. */
  pollMs: number;
}

/** A dead owner's key is taken over within leaseMs, well inside a duplicate's wait. */
export const IDEMPOTENCY_TIMING: IdempotencyTiming = {
  leaseMs: 3_000,
  renewEveryMs: 1_000,
  waitMs: 5_000,
  pollMs: 40,
};

/** Retry-After (seconds) of the 409 answered while the first request still runs. */
export const IN_PROGRESS_RETRY_AFTER_S = 1;

/** The owner's lease was taken over: its run must not be committed. */
class LeaseLost extends Error {
  override readonly name = 'LeaseLost';
}

function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableStringify((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What one request's queries on its key share: the key, the request's hash and its lease. */
interface KeyHold {
  db: Database;
  call: IdempotentCall;
  timing: IdempotencyTiming;
  messages: ReturnType<typeof textsIn>['messages'];
  requestHash: string;
  /** This request's id as the key's lease owner. */
  owner: string;
  keyMatch: SQL | undefined;
  /** The key, still leased to this request and without a stored reply. */
  stillOwned: SQL | undefined;
  /** The end of a lease taken or renewed now. */
  leaseEnd: SQL;
}

function holdFor(
  db: Database,
  call: IdempotentCall,
  timing: IdempotencyTiming,
  locale: Locale,
): KeyHold {
  const keyMatch = and(
    eq(idempotencyKeys.userId, call.userId),
    eq(idempotencyKeys.route, call.route),
    eq(idempotencyKeys.key, call.key),
  );
  const owner = randomUUID();
  return {
    db,
    call,
    timing,
    messages: textsIn(locale).messages,
    requestHash: createHash('sha256').update(stableStringify(call.input)).digest('hex'),
    owner,
    keyMatch,
    stillOwned: and(
      keyMatch,
      eq(idempotencyKeys.leaseOwner, owner),
      isNull(idempotencyKeys.status),
    ),
    // The database's clock decides leases, so instances on machines with skewed clocks agree.
    leaseEnd: sql`now() + make_interval(secs => ${timing.leaseMs / 1000})`,
  };
}

/** Inserts the key leased to this request; false when it exists already. */
async function claimKey(hold: KeyHold): Promise<boolean> {
  const { call } = hold;
  const claimed = await hold.db
    .insert(idempotencyKeys)
    .values({
      userId: call.userId,
      route: call.route,
      key: call.key,
      requestHash: hold.requestHash,
      leaseOwner: hold.owner,
      leaseUntil: hold.leaseEnd,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return claimed.length === 1;
}

/** Takes over the key of an owner whose lease ran out; false when another request took it first. */
async function takeOverExpiredKey(hold: KeyHold): Promise<boolean> {
  const taken = await hold.db
    .update(idempotencyKeys)
    .set({ leaseOwner: hold.owner, leaseUntil: hold.leaseEnd })
    .where(
      and(
        hold.keyMatch,
        isNull(idempotencyKeys.status),
        lt(idempotencyKeys.leaseUntil, sql`now()`),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return taken.length === 1;
}

/** Owns the key (fresh, or taken over from a dead owner), or answers the stored reply. */
async function acquireKey(hold: KeyHold): Promise<'owned' | 'tookOver' | IdempotentOutcome> {
  const { db, timing, messages } = hold;
  if (await claimKey(hold)) return 'owned';
  const deadline = Date.now() + timing.waitMs;
  for (;;) {
    const [row] = await db
      .select({
        requestHash: idempotencyKeys.requestHash,
        status: idempotencyKeys.status,
        body: idempotencyKeys.body,
        expired: sql<boolean>`${idempotencyKeys.leaseUntil} < now()`,
      })
      .from(idempotencyKeys)
      .where(hold.keyMatch);
    if (!row) {
      if (await claimKey(hold)) return 'owned';
      continue;
    }
    if (row.requestHash !== hold.requestHash)
      throw new HttpError(422, messages.idempotencyKeyReused);
    if (row.status !== null) return { status: row.status, body: row.body, replayed: true };
    if (row.expired) {
      if (await takeOverExpiredKey(hold)) return 'tookOver';
      continue;
    }
    if (Date.now() > deadline)
      throw new HttpError(
        409,
        messages.requestInProgress,
        messages.tryAgainInAWhile,
        {},
        { 'retry-after': String(IN_PROGRESS_RETRY_AFTER_S) },
      );
    await sleep(timing.pollMs);
  }
}

/** Renews the lease every renewEveryMs until the returned stop function is awaited. */
function keepLease(hold: KeyHold): () => Promise<void> {
  let stopped = false;
  let renewal: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    renewal = renewal
      .then(() =>
        stopped
          ? undefined
          : hold.db
              .update(idempotencyKeys)
              .set({ leaseUntil: hold.leaseEnd })
              .where(hold.stillOwned),
      )
      // A missed renewal only risks a takeover, which the conditional store turns into a rollback.
      .catch(() => undefined);
  }, hold.timing.renewEveryMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await renewal;
  };
}

/**
 * Runs `run` on a transaction that also stores its reply (a refusal below 500 is a reply too), only while
 * this request still owns the key: LeaseLost, and a rollback, when another took it over meanwhile.
 */
async function runAndStoreReply(
  hold: KeyHold,
  run: (tx: Database) => Promise<{ status: number; body: unknown }>,
  locale: Locale,
): Promise<{ status: number; body: unknown }> {
  return hold.db.transaction(async (tx) => {
    let outcome: { status: number; body: unknown };
    try {
      outcome = await run(tx);
    } catch (error) {
      if (!isHttpError(error) || error.status >= 500) throw error;
      outcome = { status: error.status, body: error.toBody(locale) };
    }
    const stored = await tx
      .update(idempotencyKeys)
      .set({ status: outcome.status, body: outcome.body, completedAt: new Date() })
      .where(hold.stillOwned)
      .returning({ key: idempotencyKeys.key });
    if (stored.length === 0) throw new LeaseLost();
    return outcome;
  });
}

/**
 * Runs `run` once per (user, route, key), with the transaction that also stores its reply as its
 * database. A refusal (HttpError below 500) is a reply like any other; any other error releases the key
 * so that a retry runs again.
 */
export async function runIdempotent(
  db: Database,
  call: IdempotentCall,
  run: (tx: Database) => Promise<{ status: number; body: unknown }>,
  timing: IdempotencyTiming = IDEMPOTENCY_TIMING,
): Promise<IdempotentOutcome> {
  const locale = call.locale ?? DEFAULT_LOCALE;
  const hold = holdFor(db, call, timing, locale);
  for (;;) {
    const acquired = await acquireKey(hold);
    if (typeof acquired !== 'string') return acquired;
    const stopRenewing = keepLease(hold);
    try {
      const result = await runAndStoreReply(hold, run, locale);
      return { ...result, replayed: false, ...(acquired === 'tookOver' ? { tookOver: true } : {}) };
    } catch (error) {
      // Taken over while this run stalled: its writes were rolled back; answer the new owner's reply.
      if (error instanceof LeaseLost) continue;
      // A server failure is not a result: release the key so a retry can run again.
      await db.delete(idempotencyKeys).where(hold.stillOwned);
      throw error;
    } finally {
      await stopRenewing();
    }
  }
}
