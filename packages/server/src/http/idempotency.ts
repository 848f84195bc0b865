/**
 * Idempotency-Key handling in the database (so every app instance agrees): the first request inserts
 * (user, route, key) and runs; a replay answers the stored reply and runs nothing; a duplicate that arrives
 * while the first still runs waits for its reply (409 if it takes too long).
 */
import { createHash } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import { messages } from '../messages.js';
import { HttpError, isHttpError } from './errors.js';
import { idempotencyKeys } from './tables.js';

export interface IdempotentCall {
  userId: number;
  route: string;
  key: string;
  input: unknown;
}

export interface IdempotentOutcome {
  status: number;
  body: unknown;
  replayed: boolean;
}

const WAIT_FOR_FIRST_MS = 5_000;
const POLL_MS = 40;
/** A request still pending after this long is taken to have died with its instance. */
const ABANDONED_AFTER_MS = 60_000;

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

export async function runIdempotent(
  db: Database,
  call: IdempotentCall,
  run: () => Promise<{ status: number; body: unknown }>,
): Promise<IdempotentOutcome> {
  const requestHash = createHash('sha256').update(stableStringify(call.input)).digest('hex');
  const keyMatch = and(
    eq(idempotencyKeys.userId, call.userId),
    eq(idempotencyKeys.route, call.route),
    eq(idempotencyKeys.key, call.key),
  );

  const claim = async () =>
    (
      await db
        .insert(idempotencyKeys)
        .values({ userId: call.userId, route: call.route, key: call.key, requestHash })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key })
    ).length === 1;

  let owned = await claim();
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  while (!owned) {
    const [row] = await db.select().from(idempotencyKeys).where(keyMatch);
    if (!row) {
      owned = await claim();
      continue;
    }
    if (row.requestHash !== requestHash) throw new HttpError(422, messages.idempotencyKeyReused);
    if (row.status !== null) return { status: row.status, body: row.body, replayed: true };
    if (row.createdAt.getTime() < Date.now() - ABANDONED_AFTER_MS) {
      const taken = await db
        .update(idempotencyKeys)
        .set({ createdAt: new Date() })
        .where(
          and(
            keyMatch,
            isNull(idempotencyKeys.status),
            lt(idempotencyKeys.createdAt, new Date(Date.now() - ABANDONED_AFTER_MS)),
          ),
        )
        .returning({ key: idempotencyKeys.key });
      owned = taken.length === 1;
      continue;
    }
    if (Date.now() > deadline)
      throw new HttpError(409, messages.requestInProgress, messages.tryAgainInAWhile);
    await sleep(POLL_MS);
  }

  const store = async (status: number, body: unknown) => {
    await db.update(idempotencyKeys).set({ status, body, completedAt: new Date() }).where(keyMatch);
  };
  try {
    const result = await run();
    await store(result.status, result.body);
    return { ...result, replayed: false };
  } catch (error) {
    if (isHttpError(error) && error.status < 500) {
      await store(error.status, error.toBody());
      return { status: error.status, body: error.toBody(), replayed: false };
    }
    // A server failure is not a result: release the key so a retry can run again.
    await db.delete(idempotencyKeys).where(keyMatch);
    throw error;
  }
}
