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
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
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
  const messages = textsIn(locale).messages;
  const requestHash = createHash('sha256').update(stableStringify(call.input)).digest('hex');
  const keyMatch = and(
    eq(idempotencyKeys.userId, call.userId),
    eq(idempotencyKeys.route, call.route),
    eq(idempotencyKeys.key, call.key),
  );
  // The database's clock decides leases, so instances on machines with skewed clocks agree.
  const leaseEnd = sql`now() + make_interval(secs => ${timing.leaseMs / 1000})`;
  const owner = randomUUID();
  const stillOwned = and(
    keyMatch,
    eq(idempotencyKeys.leaseOwner, owner),
    isNull(idempotencyKeys.status),
  );

  const claim = async () =>
    (
      await db
        .insert(idempotencyKeys)
        .values({
          userId: call.userId,
          route: call.route,
          key: call.key,
          requestHash,
          leaseOwner: owner,
          leaseUntil: leaseEnd,
        })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key })
    ).length === 1;

  /** Owns the key (fresh, or taken over from a dead owner), or answers the stored reply. */
  const acquire = async (): Promise<'owned' | 'tookOver' | IdempotentOutcome> => {
    if (await claim()) return 'owned';
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
        .where(keyMatch);
      if (!row) {
        if (await claim()) return 'owned';
        continue;
      }
      if (row.requestHash !== requestHash) throw new HttpError(422, messages.idempotencyKeyReused);
      if (row.status !== null) return { status: row.status, body: row.body, replayed: true };
      if (row.expired) {
        const taken = await db
          .update(idempotencyKeys)
          .set({ leaseOwner: owner, leaseUntil: leaseEnd })
          .where(
            and(
              keyMatch,
              isNull(idempotencyKeys.status),
              lt(idempotencyKeys.leaseUntil, sql`now()`),
            ),
          )
          .returning({ key: idempotencyKeys.key });
        if (taken.length === 1) return 'tookOver';
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
  };

  /** Renews the lease every renewEveryMs until the returned stop function is awaited. */
  const keepLease = () => {
    let stopped = false;
    let renewal: Promise<unknown> = Promise.resolve();
    const timer = setInterval(() => {
      renewal = renewal
        .then(() =>
          stopped
            ? undefined
            : db.update(idempotencyKeys).set({ leaseUntil: leaseEnd }).where(stillOwned),
        )
        // A missed renewal only risks a takeover, which the conditional store below turns into a rollback.
        .catch(() => undefined);
    }, timing.renewEveryMs);
    timer.unref();
    return async () => {
      stopped = true;
      clearInterval(timer);
      await renewal;
    };
  };

  for (;;) {
    const acquired = await acquire();
    if (typeof acquired !== 'string') return acquired;
    const stopRenewing = keepLease();
    try {
      const result = await db.transaction(async (tx) => {
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
          .where(stillOwned)
          .returning({ key: idempotencyKeys.key });
        if (stored.length === 0) throw new LeaseLost();
        return outcome;
      });
      return { ...result, replayed: false, ...(acquired === 'tookOver' ? { tookOver: true } : {}) };
    } catch (error) {
      // Taken over while this run stalled: its writes were rolled back; answer the new owner's reply.
      if (error instanceof LeaseLost) continue;
      // A server failure is not a result: release the key so a retry can run again.
      await db.delete(idempotencyKeys).where(stillOwned);
      throw error;
    } finally {
      await stopRenewing();
    }
  }
}
