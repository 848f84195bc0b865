/**
 * A hub's stock and the units orders hold (docs/inventory.md). Every limit is one conditional update that
 * PostgreSQL re-checks on the newest row after any concurrent update (as slot seats are), and the table's
 * check (reserved ≤ on hand) stands behind it, so however many checkouts race for the last units, no more
 * are held than the hub has.
 */
import { LOW_STOCK_AT } from '@storefront/sdk/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { bumpCacheState } from '../config/settings.js';
import type { Database, Transaction } from '../db/index.js';
import { stockLevels, stockMovements, stockReservations } from './tables.js';

type Db = Database | Transaction;

/** Units of one option a line set needs (lines naming the same option add up). */
export interface UnitsNeeded {
  optionRowId: number;
  units: number;
}

/** A counted option's units at a hub. */
export interface Level {
  onHand: number;
  reserved: number;
}

export const availableOf = (level: Level) => level.onHand - level.reserved;

/** The units lines need per option: each line's qty for every option it names. */
export function unitsNeeded(
  lines: readonly { optionRowIds: readonly number[]; qty: number }[],
): UnitsNeeded[] {
  const byRow = new Map<number, number>();
  for (const line of lines)
    for (const rowId of new Set(line.optionRowIds))
      byRow.set(rowId, (byRow.get(rowId) ?? 0) + line.qty);
  return [...byRow].map(([optionRowId, units]) => ({ optionRowId, units }));
}

/** The hub's counted options among these (an option the hub does not count is absent). */
export async function levelsAt(
  db: Db,
  hubId: number,
  optionRowIds: readonly number[],
): Promise<Map<number, Level>> {
  if (optionRowIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(stockLevels)
    .where(and(eq(stockLevels.hubId, hubId), inArray(stockLevels.optionRowId, [...optionRowIds])));
  return new Map(
    rows.map((row) => [row.optionRowId, { onHand: row.onHand, reserved: row.reserved }]),
  );
}

/** The options a hub cannot fill for these needs, with what it has available of each. */
export async function shortfalls(
  db: Db,
  hubId: number,
  needs: readonly UnitsNeeded[],
): Promise<{ optionRowId: number; available: number }[]> {
  const levels = await levelsAt(
    db,
    hubId,
    needs.map((need) => need.optionRowId),
  );
  return needs.flatMap((need) => {
    const level = levels.get(need.optionRowId);
    if (!level || availableOf(level) >= need.units) return [];
    return [{ optionRowId: need.optionRowId, available: Math.max(0, availableOf(level)) }];
  });
}

/**
 * Whether a change of what is available from `a` to `b` changes what shoppers see: sold out, or "Only N
 * left" (LOW_STOCK_AT or fewer). Only then do the catalog's cached replies move (config/settings.ts), so a
 * checkout of a well-stocked option leaves the cache alone.
 */
const shownChange = (a: number, b: number) => a !== b && Math.min(a, b) <= LOW_STOCK_AT;

/**
 * Moves the catalog's cache state when any of these changes (available before → after) is seen by
 * shoppers. An option a hub did not count before is Infinity available (sold with no limit shown).
 */
export async function showChanges(
  tx: Transaction,
  changes: readonly (readonly [number, number])[],
): Promise<void> {
  if (changes.some(([a, b]) => shownChange(a, b))) await bumpCacheState(tx);
}

type Hold = { held: true; available: number | null } | { held: false };

/**
 * Holds one counted option's units at a hub: one conditional update. Held, with what is left available
 * (null when the hub no longer counts the option); not held when fewer are available.
 */
async function hold(tx: Transaction, hubId: number, need: UnitsNeeded): Promise<Hold> {
  const [taken] = await tx
    .update(stockLevels)
    .set({ reserved: sql`${stockLevels.reserved} + ${need.units}` })
    .where(
      and(
        eq(stockLevels.hubId, hubId),
        eq(stockLevels.optionRowId, need.optionRowId),
        sql`${stockLevels.onHand} - ${stockLevels.reserved} >= ${need.units}`,
      ),
    )
    .returning();
  if (taken) return { held: true, available: availableOf(taken) };
  const [counted] = await tx
    .select({ hubId: stockLevels.hubId })
    .from(stockLevels)
    .where(and(eq(stockLevels.hubId, hubId), eq(stockLevels.optionRowId, need.optionRowId)));
  return counted === undefined ? { held: true, available: null } : { held: false };
}

/**
 * Reserves an order's counted units at its hub, in the order's transaction. Answers the options short
 * (empty when all were held); the caller refuses the order, and its rollback undoes what was held.
 */
export async function reserveForOrder(
  tx: Transaction,
  order: { id: number; hubId: number },
  needs: readonly UnitsNeeded[],
): Promise<number[]> {
  const short: number[] = [];
  const counted: (UnitsNeeded & { available: number })[] = [];
  // One read finds the options the hub counts: an option it does not count is sold without a hold.
  const levels = await levelsAt(
    tx,
    order.hubId,
    needs.map((need) => need.optionRowId),
  );
  for (const need of needs.filter((each) => levels.has(each.optionRowId))) {
    const result = await hold(tx, order.hubId, need);
    if (!result.held) short.push(need.optionRowId);
    else if (result.available !== null) counted.push({ ...need, available: result.available });
  }
  if (short.length > 0) return short;
  if (counted.length > 0)
    await tx.insert(stockReservations).values(
      counted.map(({ optionRowId, units }) => ({
        orderId: order.id,
        hubId: order.hubId,
        optionRowId,
        units,
      })),
    );
  await showChanges(
    tx,
    counted.map(({ available, units }) => [available + units, available] as const),
  );
  return [];
}

/** Gives back what an order holds (its payment failed or was not made in time, or it was cancelled). */
export async function releaseForOrder(tx: Transaction, orderId: number): Promise<void> {
  const released = await tx
    .update(stockReservations)
    .set({ status: 'Released' })
    .where(and(eq(stockReservations.orderId, orderId), eq(stockReservations.status, 'Held')))
    .returning();
  const changes: [number, number][] = [];
  for (const row of released) {
    const [level] = await tx
      .update(stockLevels)
      .set({ reserved: sql`greatest(${stockLevels.reserved} - ${row.units}, 0)` })
      .where(and(eq(stockLevels.hubId, row.hubId), eq(stockLevels.optionRowId, row.optionRowId)))
      .returning();
    if (level) changes.push([availableOf(level) - row.units, availableOf(level)]);
  }
  await showChanges(tx, changes);
}

/**
 * Holds again what an order released (a new payment attempt, or a late payment reviving it): all of it or
 * nothing (a savepoint undoes a partial hold); false when some option no longer has the units.
 */
export async function retakeForOrder(tx: Transaction, orderId: number): Promise<boolean> {
  const released = await tx
    .select()
    .from(stockReservations)
    .where(and(eq(stockReservations.orderId, orderId), eq(stockReservations.status, 'Released')));
  if (released.length === 0) return true;
  try {
    const changes: [number, number][] = [];
    await tx.transaction(async (savepoint) => {
      for (const row of released) {
        const result = await hold(savepoint, row.hubId, row);
        if (!result.held) throw new Short();
        if (result.available !== null)
          changes.push([result.available + row.units, result.available]);
        await savepoint
          .update(stockReservations)
          .set({ status: 'Held' })
          .where(eq(stockReservations.id, row.id));
      }
    });
    await showChanges(tx, changes);
    return true;
  } catch (error) {
    if (error instanceof Short) return false;
    throw error;
  }
}

class Short extends Error {}

/**
 * Packing turns what an order holds into units gone: each held option's reservation ends, and what was
 * really packed (fewer for a short line) leaves the shelf as a Packed movement. Answers the options whose
 * units on hand changed, before → after, for the packing's audit row.
 */
export async function deductForOrder(
  tx: Transaction,
  orderId: number,
  packed: readonly UnitsNeeded[],
): Promise<{ RowId: number; Before: number; After: number }[]> {
  const held = await tx
    .update(stockReservations)
    .set({ status: 'Deducted' })
    .where(and(eq(stockReservations.orderId, orderId), eq(stockReservations.status, 'Held')))
    .returning();
  const moved = [];
  const changes: [number, number][] = [];
  for (const row of held) {
    const units = Math.min(
      row.units,
      packed.find((each) => each.optionRowId === row.optionRowId)?.units ?? 0,
    );
    const [level] = await tx
      .update(stockLevels)
      .set({
        reserved: sql`greatest(${stockLevels.reserved} - ${row.units}, 0)`,
        onHand: sql`${stockLevels.onHand} - ${units}`,
      })
      .where(and(eq(stockLevels.hubId, row.hubId), eq(stockLevels.optionRowId, row.optionRowId)))
      .returning();
    if (!level) continue;
    // A short line gives back what it held and did not use.
    changes.push([availableOf(level) - (row.units - units), availableOf(level)]);
    if (units === 0) continue;
    await tx.insert(stockMovements).values({
      hubId: row.hubId,
      optionRowId: row.optionRowId,
      kind: 'Packed',
      units: -units,
      orderId,
    });
    moved.push({ RowId: row.optionRowId, Before: level.onHand + units, After: level.onHand });
  }
  await showChanges(tx, changes);
  return moved;
}

/**
 * An order that comes back to its hub (cancelled after packing: returned to the store after a failed
 * delivery) puts what was packed for it back on the shelf: one Returned movement per option, the units
 * of its Packed movements less any already returned. Answers the options whose units on hand changed.
 */
export async function returnPackedUnits(
  tx: Transaction,
  orderId: number,
): Promise<{ RowId: number; Before: number; After: number }[]> {
  const rows = await tx
    .select({
      hubId: stockMovements.hubId,
      optionRowId: stockMovements.optionRowId,
      // Packed movements are negative, Returned ones positive: what is still out is minus their sum.
      out: sql<number>`-sum(${stockMovements.units})::int`,
    })
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.orderId, orderId),
        inArray(stockMovements.kind, ['Packed', 'Returned']),
      ),
    )
    .groupBy(stockMovements.hubId, stockMovements.optionRowId);
  const moved = [];
  const changes: [number, number][] = [];
  for (const { hubId, optionRowId, out } of rows) {
    if (out <= 0) continue;
    const [level] = await tx
      .update(stockLevels)
      .set({ onHand: sql`${stockLevels.onHand} + ${out}` })
      .where(and(eq(stockLevels.hubId, hubId), eq(stockLevels.optionRowId, optionRowId)))
      .returning();
    // A hub that stopped counting the option meanwhile takes nothing back (it sells it uncounted).
    if (!level) continue;
    await tx
      .insert(stockMovements)
      .values({ hubId, optionRowId, kind: 'Returned', units: out, orderId });
    changes.push([availableOf(level) - out, availableOf(level)]);
    moved.push({ RowId: optionRowId, Before: level.onHand - out, After: level.onHand });
  }
  await showChanges(tx, changes);
  return moved;
}
