/**
 * A hub's stock and the units orders hold (docs/inventory.md). A level counts units of its option, or
 * grams (an option cut to weight): a line of `qty` units needs qty × the option's grams of a level in
 * grams, and shoppers are always told units of the option (what is available, divided by its grams). Every limit is one conditional update that
 * PostgreSQL re-checks on the newest row after any concurrent update (as slot seats are), and the table's
 * check (reserved ≤ on hand) stands behind it, so however many checkouts race for the last units, no more
 * are held than the hub has.
 */
import { LOW_STOCK_AT, type StockUnit } from '@storefront/sdk/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { bumpCacheState } from '../config/settings.js';
import type { Database, Transaction } from '../db/index.js';
import { gramsOf } from '../orders/weights.js';
import { stockLevels, stockMovements, stockReservations } from './tables.js';

type Db = Database | Transaction;

/** Units of one option a line set needs (lines naming the same option add up). */
export interface UnitsNeeded {
  optionRowId: number;
  units: number;
}

/** A counted option's stock at a hub, in the level's unit. */
export interface Level {
  onHand: number;
  reserved: number;
}

/** A level with its unit, and how much of it one unit of its option is (1, or its grams). */
export interface CountedLevel extends Level {
  unit: StockUnit;
  perUnit: number;
}

export const availableOf = (level: Level) => level.onHand - level.reserved;

/** Units of the option a level has available: what shoppers are told ("Only 3 left"). */
export const unitsAvailable = (level: Level & { perUnit: number }) =>
  Math.floor(Math.max(0, availableOf(level)) / level.perUnit);

/** The grams one unit of an option weighs: its label ('500 g') or its net weight; null when neither. */
export const gramsOfOption = (row: { label: string; netWeight: string | null }) =>
  gramsOf(row.label) ?? (row.netWeight === null ? null : gramsOf(row.netWeight));

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
): Promise<Map<number, CountedLevel>> {
  if (optionRowIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(stockLevels)
    .where(and(eq(stockLevels.hubId, hubId), inArray(stockLevels.optionRowId, [...optionRowIds])));
  return new Map(
    rows.map((level) => [
      level.optionRowId,
      { onHand: level.onHand, reserved: level.reserved, unit: level.unit, perUnit: level.perUnit },
    ]),
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
    if (!level || availableOf(level) >= need.units * level.perUnit) return [];
    return [{ optionRowId: need.optionRowId, available: unitsAvailable(level) }];
  });
}

/**
 * Whether a change of what is available from `a` to `b` changes what shoppers see: sold out, or "Only N
 * left" (LOW_STOCK_AT or fewer). Only then do the catalog's cached replies move (config/settings.ts), so a
 * checkout of a well-stocked option leaves the cache alone.
 */
const shownChange = (a: number, b: number) => a !== b && Math.min(a, b) <= LOW_STOCK_AT;

/**
 * Moves the catalog's cache state when any of these changes (available before → after, in the level's
 * unit, with `per`: how much of it one unit of the option is) is seen by shoppers. An option a hub did
 * not count before is Infinity available (sold with no limit shown).
 */
export async function showChanges(
  tx: Transaction,
  changes: readonly (readonly [number, number, number?])[],
): Promise<void> {
  const units = (amount: number, per = 1) => Math.floor(Math.max(0, amount) / per);
  if (changes.some(([a, b, per]) => shownChange(units(a, per), units(b, per))))
    await bumpCacheState(tx);
}

type Hold =
  | { held: true; available: number; perUnit: number }
  | { held: true; available: null }
  | { held: false };

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
  if (taken) return { held: true, available: availableOf(taken), perUnit: taken.perUnit };
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
  const counted: (UnitsNeeded & { available: number; per: number })[] = [];
  // One read finds the options the hub counts: an option it does not count is sold without a hold.
  const levels = await levelsAt(
    tx,
    order.hubId,
    needs.map((need) => need.optionRowId),
  );
  for (const need of needs) {
    const level = levels.get(need.optionRowId);
    if (!level) continue;
    // A level in grams holds the line's weight: its units times the option's grams.
    const amount = { optionRowId: need.optionRowId, units: need.units * level.perUnit };
    const result = await hold(tx, order.hubId, amount);
    if (!result.held) short.push(need.optionRowId);
    else if (result.available !== null)
      counted.push({ ...amount, available: result.available, per: level.perUnit });
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
    counted.map(({ available, units, per }) => [available + units, available, per] as const),
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
  const changes: LevelChange[] = [];
  for (const row of released) {
    const [level] = await tx
      .update(stockLevels)
      .set({ reserved: sql`greatest(${stockLevels.reserved} - ${row.units}, 0)` })
      .where(and(eq(stockLevels.hubId, row.hubId), eq(stockLevels.optionRowId, row.optionRowId)))
      .returning();
    if (level)
      changes.push({ ...level, before: availableOf(level) - row.units, after: availableOf(level) });
  }
  await showLevelChanges(tx, changes);
}

/** A level's available stock before and after a change, in its unit. */
interface LevelChange {
  before: number;
  after: number;
  perUnit: number;
}

/** showChanges for changes of levels, each told in units of its option. */
function showLevelChanges(tx: Transaction, changes: readonly LevelChange[]): Promise<void> {
  return showChanges(
    tx,
    changes.map((change) => [change.before, change.after, change.perUnit] as const),
  );
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
    const changes: LevelChange[] = [];
    await tx.transaction(async (savepoint) => {
      for (const row of released) {
        const result = await hold(savepoint, row.hubId, row);
        if (!result.held) throw new Short();
        if (result.available !== null)
          changes.push({
            perUnit: result.perUnit,
            before: result.available + row.units,
            after: result.available,
          });
        await savepoint
          .update(stockReservations)
          .set({ status: 'Held' })
          .where(eq(stockReservations.id, row.id));
      }
    });
    await showLevelChanges(tx, changes);
    return true;
  } catch (error) {
    if (error instanceof Short) return false;
    throw error;
  }
}

class Short extends Error {}

/** What was packed of one option: its units, and the grams weighed (null when no line was weighed). */
export interface PackedOption extends UnitsNeeded {
  grams: number | null;
}

/** What lines packed per option: their units, and the grams weighed (lines naming the same option add up). */
export function packedOptions(
  lines: readonly { optionRowIds: readonly number[]; qty: number; grams: number | null }[],
): PackedOption[] {
  const byRow = new Map<number, PackedOption>();
  for (const line of lines)
    for (const optionRowId of new Set(line.optionRowIds)) {
      const sum = byRow.get(optionRowId) ?? { optionRowId, units: 0, grams: null };
      sum.units += line.qty;
      if (line.grams !== null) sum.grams = (sum.grams ?? 0) + line.grams;
      byRow.set(optionRowId, sum);
    }
  return [...byRow.values()];
}

/**
 * What leaves a level for what was packed: the units packed (never more than were held), or, at a level in
 * grams, the grams weighed — more than were held when packed heavier, but never past what other orders
 * hold.
 */
function packedAmount(level: typeof stockLevels.$inferSelect, held: number, packed?: PackedOption) {
  if (!packed) return 0;
  if (level.unit === 'Units') return Math.min(held, packed.units);
  const othersHold = Math.max(0, level.reserved - held);
  return Math.max(0, Math.min(packed.grams ?? held, level.onHand - othersHold));
}

/**
 * Packing turns what an order holds into stock gone: each held option's reservation ends, and what was
 * really packed (fewer units for a short line, the weighed grams at a level in grams) leaves the shelf as
 * a Packed movement. Answers the options whose stock on hand changed, before → after, for the packing's
 * audit row.
 */
export async function deductForOrder(
  tx: Transaction,
  orderId: number,
  packed: readonly PackedOption[],
): Promise<{ RowId: number; Before: number; After: number }[]> {
  const held = await tx
    .update(stockReservations)
    .set({ status: 'Deducted' })
    .where(and(eq(stockReservations.orderId, orderId), eq(stockReservations.status, 'Held')))
    .returning();
  const moved = [];
  const changes: LevelChange[] = [];
  for (const row of held) {
    const where = and(
      eq(stockLevels.hubId, row.hubId),
      eq(stockLevels.optionRowId, row.optionRowId),
    );
    const [current] = await tx.select().from(stockLevels).where(where).for('update');
    if (!current) continue;
    const units = packedAmount(
      current,
      row.units,
      packed.find((each) => each.optionRowId === row.optionRowId),
    );
    const [level] = await tx
      .update(stockLevels)
      .set({ reserved: Math.max(0, current.reserved - row.units), onHand: current.onHand - units })
      .where(where)
      .returning();
    if (!level) continue;
    // A short line gives back what it held and did not use.
    changes.push({ ...level, before: availableOf(current), after: availableOf(level) });
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
  await showLevelChanges(tx, changes);
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
  const changes: LevelChange[] = [];
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
    changes.push({ ...level, before: availableOf(level) - out, after: availableOf(level) });
    moved.push({ RowId: optionRowId, Before: level.onHand - out, After: level.onHand });
  }
  await showLevelChanges(tx, changes);
  return moved;
}
