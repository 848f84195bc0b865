/**
 * Staff's stock movements (docs/inventory.md): receive a delivery, adjust a count with a reason, set a
 * count outright (the catalog editor's Stock), move units between hubs. Each is one statement on the
 * level's row, checked against what orders hold, and writes its movement row with who and why, so a hub's
 * units on hand are always the sum of its movements.
 */
import type { StockAdjustReason, StockUnit } from '@storefront/sdk/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../db/index.js';
import { HttpError } from '../http/errors.js';
import { productOptionRows } from '../catalog/tables.js';
import { opsExtraMessages } from '../messages.js';
import { gramsOfOption } from './stock.js';
import { stockLevels, stockMovements } from './tables.js';

const words = opsExtraMessages.stock;

export interface LevelKey {
  hubId: number;
  optionRowId: number;
}

type LevelRow = typeof stockLevels.$inferSelect;

const whereLevel = ({ hubId, optionRowId }: LevelKey) =>
  and(eq(stockLevels.hubId, hubId), eq(stockLevels.optionRowId, optionRowId));

async function lockLevel(tx: Transaction, key: LevelKey): Promise<LevelRow | undefined> {
  const [level] = await tx.select().from(stockLevels).where(whereLevel(key)).for('update');
  return level;
}

async function recordMovement(
  tx: Transaction,
  key: LevelKey,
  movement: Pick<typeof stockMovements.$inferInsert, 'kind' | 'units' | 'reason' | 'staffId'>,
) {
  await tx.insert(stockMovements).values({ ...key, ...movement });
}

/**
 * How a level starts counting an option: in units (one unit each), or in grams (one unit of the option is
 * its weight: an option that names none cannot be counted in grams, 400).
 */
async function startingLevel(tx: Transaction, key: LevelKey, unit: StockUnit) {
  if (unit === 'Units') return { unit, perUnit: 1 };
  const [option] = await tx
    .select({ label: productOptionRows.label, netWeight: productOptionRows.netWeight })
    .from(productOptionRows)
    .where(eq(productOptionRows.id, key.optionRowId));
  const grams = option ? gramsOfOption(option) : null;
  if (grams === null) throw new HttpError(400, words.noWeight);
  return { unit, perUnit: grams };
}

/**
 * A supplier's delivery: added on hand, in the level's unit (a level is started for an option not counted
 * yet, in `unit`; one already counted in the other unit refuses, 409).
 */
export async function receive(
  tx: Transaction,
  key: LevelKey,
  amount: number,
  by: { staffId: number | null; note: string; unit?: StockUnit | undefined },
): Promise<LevelRow> {
  const existing = await lockLevel(tx, key);
  if (existing && by.unit !== undefined && existing.unit !== by.unit)
    throw new HttpError(409, words.countedIn(existing.unit));
  const [level] = existing
    ? await tx
        .update(stockLevels)
        .set({ onHand: existing.onHand + amount })
        .where(whereLevel(key))
        .returning()
    : await tx
        .insert(stockLevels)
        .values({ ...key, onHand: amount, ...(await startingLevel(tx, key, by.unit ?? 'Units')) })
        .returning();
  await recordMovement(tx, key, {
    kind: 'Received',
    units: amount,
    reason: by.note,
    staffId: by.staffId,
  });
  return level!;
}

/** A count corrected by hand, never below what orders hold (409). */
export async function adjust(
  tx: Transaction,
  key: LevelKey,
  change: number,
  by: { staffId: number | null; reason: StockAdjustReason; note: string },
): Promise<LevelRow> {
  const level = await lockLevel(tx, key);
  if (!level) throw new HttpError(409, words.notCounted);
  const onHand = level.onHand + change;
  if (onHand < level.reserved) throw new HttpError(409, words.belowHeld(level.reserved));
  const [after] = await tx.update(stockLevels).set({ onHand }).where(whereLevel(key)).returning();
  if (change !== 0) {
    const reason = by.note ? `${by.reason}: ${by.note}` : by.reason;
    await recordMovement(tx, key, { kind: 'Adjusted', units: change, reason, staffId: by.staffId });
  }
  return after!;
}

/**
 * Sets a count outright (the catalog editor's Stock): null stops counting the option at the hub, a number
 * starts counting it or adjusts it to that many, never below what orders hold (409).
 */
export async function setCount(
  tx: Transaction,
  key: LevelKey,
  count: number | null,
  staffId: number | null,
): Promise<void> {
  const level = await lockLevel(tx, key);
  if (count === null) {
    if (!level) return;
    // The units leave the ledger with the level, so a count started again adds up from zero.
    if (level.onHand !== 0)
      await recordMovement(tx, key, {
        kind: 'Adjusted',
        units: -level.onHand,
        reason: words.uncounted,
        staffId,
      });
    await tx.delete(stockLevels).where(whereLevel(key));
    return;
  }
  if (!level) {
    await receive(tx, key, count, { staffId, note: words.counted });
    return;
  }
  await adjust(tx, key, count - level.onHand, { staffId, reason: 'Miscounted', note: '' });
}

/** Units from one hub's shelf to another's, never more than are available at the first (409). */
export async function move(
  tx: Transaction,
  from: LevelKey,
  toHubId: number,
  units: number,
  by: { staffId: number; fromName: string; toName: string },
): Promise<[LevelRow, LevelRow]> {
  if (from.hubId === toHubId) throw new HttpError(400, words.sameHub);
  const [taken] = await tx
    .update(stockLevels)
    .set({ onHand: sql`${stockLevels.onHand} - ${units}` })
    .where(and(whereLevel(from), sql`${stockLevels.onHand} - ${stockLevels.reserved} >= ${units}`))
    .returning();
  if (!taken) {
    const level = await lockLevel(tx, from);
    if (!level) throw new HttpError(409, words.notCounted);
    throw new HttpError(409, words.notEnough(Math.max(0, level.onHand - level.reserved)));
  }
  await recordMovement(tx, from, {
    kind: 'Moved',
    units: -units,
    reason: by.toName,
    staffId: by.staffId,
  });
  const to = { hubId: toHubId, optionRowId: from.optionRowId };
  // The other hub counts in the same unit (or starts counting as the first does).
  const there = await lockLevel(tx, to);
  if (there && there.unit !== taken.unit) throw new HttpError(409, words.countedIn(there.unit));
  const [added] = await tx
    .insert(stockLevels)
    .values({ ...to, onHand: units, unit: taken.unit, perUnit: taken.perUnit })
    .onConflictDoUpdate({
      target: [stockLevels.hubId, stockLevels.optionRowId],
      set: { onHand: sql`${stockLevels.onHand} + ${units}` },
    })
    .returning();
  await recordMovement(tx, to, { kind: 'Moved', units, reason: by.fromName, staffId: by.staffId });
  return [taken, added!];
}
