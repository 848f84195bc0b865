import { and, asc, eq, sql } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/index.js';
import { type TestDatabase, createTestDatabase, testDatabaseKind } from '../testing/database.js';
import { HttpError } from './errors.js';
import { type IdempotencyTiming, type IdempotentCall, runIdempotent } from './idempotency.js';
import { idempotencyKeys } from './tables.js';

/** Short leases, so a test can outlive a few of them. */
const quick: IdempotencyTiming = { leaseMs: 300, renewEveryMs: 100, waitMs: 3_000, pollMs: 20 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * PGlite serves one transaction at a time, so while an owner runs nobody else even reads the key: a
 * duplicate cannot time out or take over there, and these cases need PostgreSQL.
 */
const concurrentDatabase = testDatabaseKind() === 'postgres';

/** What a run writes; counted to prove its writes were committed exactly once. */
const effectsTable = pgTable('idempotency_test_effects', {
  key: text('key').notNull(),
  label: text('label').notNull(),
});

let database: TestDatabase;
let db: Database;
let nextKey = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await db.execute(
    sql`create table idempotency_test_effects (key text not null, label text not null)`,
  );
});
afterAll(() => database.close());

function newCall(): IdempotentCall {
  nextKey += 1;
  return { userId: 7, route: '/v1/test/charge', key: `key-${nextKey}`, input: { amount: 100 } };
}

/**
 * A run that writes its label on the transaction it is given, runs on for `ms`, and answers the label. The
 * time is the scenario (an owner busy for several leases), not a wait for something to happen.
 */
const writing =
  (call: IdempotentCall, label: string, ms = 0, failWith?: Error) =>
  async (tx: Database) => {
    await tx.insert(effectsTable).values({ key: call.key, label });
    if (ms > 0) await sleep(ms);
    if (failWith) throw failWith;
    return { status: 200, body: { Label: label } };
  };

async function effects(call: IdempotentCall): Promise<string[]> {
  const rows = await db
    .select({ label: effectsTable.label })
    .from(effectsTable)
    .where(eq(effectsTable.key, call.key))
    .orderBy(asc(effectsTable.label));
  return rows.map((row) => row.label);
}

async function keyRow(call: IdempotentCall) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, call.userId),
        eq(idempotencyKeys.route, call.route),
        eq(idempotencyKeys.key, call.key),
      ),
    );
  return row;
}

/** Leaves the key as a server that died during the call would: running, its lease run out. */
async function killOwner(call: IdempotentCall) {
  await db
    .update(idempotencyKeys)
    .set({
      status: null,
      body: null,
      leaseOwner: 'dead',
      leaseUntil: sql`now() - interval '1 second'`,
    })
    .where(and(eq(idempotencyKeys.route, call.route), eq(idempotencyKeys.key, call.key)));
}

/** Waits until the owner has claimed the key. */
async function claimed(call: IdempotentCall) {
  await expect.poll(async () => (await keyRow(call)) !== undefined, { timeout: 30_000 }).toBe(true);
}

describe('runIdempotent', () => {
  it('stores the reply with the run’s writes and replays it without running again', async () => {
    const call = newCall();
    const first = await runIdempotent(db, call, writing(call, 'first'), quick);
    const again = await runIdempotent(db, call, writing(call, 'again'), quick);
    expect(first).toEqual({ status: 200, body: { Label: 'first' }, replayed: false });
    expect(again).toEqual({ status: 200, body: { Label: 'first' }, replayed: true });
    expect(await effects(call)).toEqual(['first']);
  });

  it('takes over a key whose owner died before committing, and runs it once', async () => {
    const call = newCall();
    await runIdempotent(db, call, writing(call, 'lost'), quick);
    // What PostgreSQL leaves when the owner's connection drops before its commit: no writes, the key
    // still running.
    await db.delete(effectsTable).where(eq(effectsTable.key, call.key));
    await killOwner(call);
    const started = Date.now();
    const retry = await runIdempotent(db, call, writing(call, 'retry'), quick);
    expect(retry).toEqual({
      status: 200,
      body: { Label: 'retry' },
      replayed: false,
      tookOver: true,
    });
    expect(Date.now() - started).toBeLessThan(quick.waitMs);
    expect(await effects(call)).toEqual(['retry']);
    expect((await keyRow(call))?.status).toBe(200);
  });

  it('makes a duplicate wait for an owner that renews its lease, then replays its reply', async () => {
    const call = newCall();
    // The owner runs for several leases (a duration, the scenario); its renewals keep the duplicate from
    // taking over.
    const owner = runIdempotent(db, call, writing(call, 'owner', 4 * quick.leaseMs), quick);
    await claimed(call);
    const duplicate = await runIdempotent(db, call, writing(call, 'duplicate'), quick);
    expect(await owner).toEqual({ status: 200, body: { Label: 'owner' }, replayed: false });
    expect(duplicate).toEqual({ status: 200, body: { Label: 'owner' }, replayed: true });
    expect(await effects(call)).toEqual(['owner']);
  });

  it.runIf(concurrentDatabase)(
    'answers 409 with Retry-After when the owner is still running after the wait',
    async () => {
      const call = newCall();
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      // The owner (renewing its lease) runs until the duplicate has been refused.
      const owner = runIdempotent(
        db,
        call,
        async (tx) => {
          const result = await writing(call, 'slow')(tx);
          await gate;
          return result;
        },
        quick,
      );
      await claimed(call);
      const refused = await runIdempotent(db, call, writing(call, 'impatient'), {
        ...quick,
        waitMs: 200,
      }).catch((error: unknown) => error);
      release();
      await owner;
      expect(refused).toBeInstanceOf(HttpError);
      expect((refused as HttpError).status).toBe(409);
      expect((refused as HttpError).headers['retry-after']).toBe('1');
      expect(await effects(call)).toEqual(['slow']);
    },
  );

  it.runIf(concurrentDatabase)(
    'rolls back an owner that stalled past its lease and was taken over: one run is committed',
    async () => {
      const call = newCall();
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      // This owner never renews, and stalls until released.
      const stalled = runIdempotent(
        db,
        call,
        async (tx) => {
          const result = await writing(call, 'stalled')(tx);
          await gate;
          return result;
        },
        { ...quick, renewEveryMs: 60_000 },
      );
      await claimed(call);
      await killOwner(call);
      const taker = runIdempotent(db, call, writing(call, 'taker'), quick);
      expect(await taker).toEqual({
        status: 200,
        body: { Label: 'taker' },
        replayed: false,
        tookOver: true,
      });
      release();
      expect(await stalled).toEqual({ status: 200, body: { Label: 'taker' }, replayed: true });
      expect(await effects(call)).toEqual(['taker']);
    },
  );

  it('releases the key and keeps none of the writes when the run fails, so a retry runs again', async () => {
    const call = newCall();
    const failed = await runIdempotent(
      db,
      call,
      writing(call, 'failed', 0, new Error('database went away')),
      quick,
    ).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    expect(await keyRow(call)).toBeUndefined();
    const retry = await runIdempotent(db, call, writing(call, 'retry'), quick);
    expect(retry.replayed).toBe(false);
    expect(await effects(call)).toEqual(['retry']);
  });

  it('stores a refusal with the run’s writes and replays it', async () => {
    const call = newCall();
    const refusal = new HttpError(400, 'Unlucky amount', 'Pick another');
    const first = await runIdempotent(db, call, writing(call, 'refused', 0, refusal), quick);
    const again = await runIdempotent(db, call, writing(call, 'again'), quick);
    expect(first).toMatchObject({ status: 400, replayed: false });
    expect(again).toEqual({ ...first, replayed: true });
    expect(await effects(call)).toEqual(['refused']);
  });
});
