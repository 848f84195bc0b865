/**
 * The embedded database serves requests oldest first, one admitted request at a time, and never runs a
 * request whose shopper has left (arrival-order.ts). Real PGlite, in memory.
 */
import { setImmediate as nextLoopTurn } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AbandonedRequest,
  type Arrival,
  MAX_ADMISSION_MS,
  PGliteByArrival,
  PlacesByArrival,
  arrive,
  asArrival,
  finish,
} from './arrival-order.js';

/** Runs `work` as the work of `arrival` (as the request hooks do). */
function during<T>(arrival: Arrival, work: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    asArrival(arrival, () => {
      work().then(resolve, reject);
    });
  });
}

/** An arrival `ms` after `first`. */
const later = (first: Arrival, ms: number): Arrival => ({
  ...arrive(),
  arrivedAt: first.arrivedAt + ms,
});

describe('PlacesByArrival', () => {
  it('gives a freed place to the waiter that arrived first, not the first to ask', async () => {
    const places = new PlacesByArrival(1);
    await places.enter(0);
    const served: string[] = [];
    const late = places.enter(30).then(() => served.push('arrived at 30'));
    const early = places.enter(10).then(() => served.push('arrived at 10'));
    const same = places.enter(10).then(() => served.push('also arrived at 10'));
    places.leave();
    await early;
    places.leave();
    await same;
    places.leave();
    await late;
    expect(served).toEqual(['arrived at 10', 'also arrived at 10', 'arrived at 30']);
  });

  it('gives even a free place from the event loop when told to, so a caller always yields first', async () => {
    const places = new PlacesByArrival(1, { fromLoopOnly: true });
    let entered = false;
    const entering = places.enter(0).then(() => (entered = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(entered).toBe(false);
    await entering;
    expect(entered).toBe(true);
  });
});

describe('PGliteByArrival', () => {
  let db: PGliteByArrival;
  beforeAll(async () => {
    db = new PGliteByArrival('memory://');
    await db.waitReady;
    await db.exec('create table served (who text, at serial)');
  });
  afterAll(() => db.close());

  const serve = (arrival: Arrival, who: string) =>
    during(arrival, () => db.query('insert into served (who) values ($1)', [who]));
  const servedOrder = async () =>
    (await db.query<{ who: string }>('select who from served order by at')).rows.map((r) => r.who);

  it('admits one request at a time, the one that arrived first, until its reply goes out', async () => {
    await db.exec('truncate served');
    const first = arrive();
    const second = later(first, 5);
    const third = later(first, 10);
    await serve(first, 'first, statement 1');
    // The third asks before the second: the second still goes first, and both wait for the first.
    const thirdServed = serve(third, 'third');
    const secondServed = serve(second, 'second');
    // Places are given from the event loop (setImmediate, asked for when the two came in): once that turn
    // has passed, a wrongly admitted waiter would already hold the statement turn ahead of the first.
    await nextLoopTurn();
    await serve(first, 'first, statement 2');
    expect(await servedOrder()).toEqual(['first, statement 1', 'first, statement 2']);

    finish(first, false);
    await secondServed;
    finish(second, false);
    await thirdServed;
    finish(third, false);
    expect(await servedOrder()).toEqual([
      'first, statement 1',
      'first, statement 2',
      'second',
      'third',
    ]);
  });

  it('does not run a request whose shopper left while it waited', async () => {
    await db.exec('truncate served');
    const first = arrive();
    const gone = later(first, 5);
    await serve(first, 'first');
    const goneServed = serve(gone, 'gone');
    finish(gone, true);
    finish(first, false);
    await expect(goneServed).rejects.toBeInstanceOf(AbandonedRequest);
    expect(await servedOrder()).toEqual(['first']);
  });

  it('lets the next request in when one keeps its admission too long (a slow gateway)', async () => {
    await db.exec('truncate served');
    const slow = arrive();
    const next = later(slow, 5);
    await serve(slow, 'slow');
    const started = performance.now();
    await serve(next, 'next');
    expect(performance.now() - started).toBeGreaterThanOrEqual(MAX_ADMISSION_MS - 50);
    expect(await servedOrder()).toEqual(['slow', 'next']);
    finish(slow, false);
    finish(next, false);
  });

  it('runs work outside any request, and a request after its reply, without waiting for admission', async () => {
    await db.exec('truncate served');
    const holder = arrive();
    await serve(holder, 'holder');
    const replied = later(holder, 5);
    finish(replied, false);
    await db.query("insert into served (who) values ('a job')");
    await serve(replied, 'after its reply');
    expect(await servedOrder()).toEqual(['holder', 'a job', 'after its reply']);
    finish(holder, false);
  });

  it('keeps a transaction whole while others wait their turn', async () => {
    await db.exec('truncate served');
    const order: string[] = [];
    const transaction = db.transaction(async (tx) => {
      await tx.query("insert into served (who) values ('in the transaction')");
      // The transaction gives up the event loop midway, as one awaiting anything else would.
      await nextLoopTurn();
      await tx.query("insert into served (who) values ('still in it')");
      order.push('committed');
    });
    const outside = db.query("insert into served (who) values ('outside')").then(() => {
      order.push('outside');
    });
    await Promise.all([transaction, outside]);
    expect(order).toEqual(['committed', 'outside']);
    expect(await servedOrder()).toEqual(['in the transaction', 'still in it', 'outside']);
  });
});
