/**
 * The stock ledger's invariant (docs/inventory.md), for any test that moves stock (staff movements,
 * checkouts racing for the last units): for every hub's level of an option, on hand is the sum of its
 * movements, reserved is what its held reservations hold, and 0 ≤ reserved ≤ on hand; a level no longer
 * counted has movements summing to nothing.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../db/index.js';
import { stockLevels, stockMovements, stockReservations } from '../inventory/tables.js';

export interface LedgerBreak {
  hubId: number;
  optionRowId: number;
  onHand: number | null;
  reserved: number | null;
  /** The sum of the level's movements. */
  moved: number;
  /** The units its held reservations hold. */
  held: number;
}

/** Every level (and every uncounted hub and option with movements) whose books do not balance. */
export async function stockLedgerBreaks(db: Database): Promise<LedgerBreak[]> {
  const sameLevel = (table: typeof stockMovements | typeof stockReservations) =>
    sql`${table.hubId} = ${stockLevels.hubId} and ${table.optionRowId} = ${stockLevels.optionRowId}`;
  const levels = await db
    .select({
      hubId: stockLevels.hubId,
      optionRowId: stockLevels.optionRowId,
      onHand: stockLevels.onHand,
      reserved: stockLevels.reserved,
      moved: sql<number>`coalesce((select sum(${stockMovements.units}) from ${stockMovements}
        where ${sameLevel(stockMovements)}), 0)::int`,
      held: sql<number>`coalesce((select sum(${stockReservations.units}) from ${stockReservations}
        where ${sameLevel(stockReservations)} and ${stockReservations.status} = 'Held'), 0)::int`,
    })
    .from(stockLevels);
  const uncounted = await db
    .select({
      hubId: stockMovements.hubId,
      optionRowId: stockMovements.optionRowId,
      moved: sql<number>`sum(${stockMovements.units})::int`,
    })
    .from(stockMovements)
    .leftJoin(
      stockLevels,
      and(
        eq(stockLevels.hubId, stockMovements.hubId),
        eq(stockLevels.optionRowId, stockMovements.optionRowId),
      ),
    )
    .where(isNull(stockLevels.hubId))
    .groupBy(stockMovements.hubId, stockMovements.optionRowId)
    .having(sql`sum(${stockMovements.units}) <> 0`);
  return [
    ...levels.filter(
      (level) =>
        level.onHand !== level.moved ||
        level.reserved !== level.held ||
        level.reserved < 0 ||
        level.reserved > level.onHand,
    ),
    ...uncounted.map((row) => ({ ...row, onHand: null, reserved: null, held: 0 })),
  ];
}

/** Asserts that every level's books balance (the breaks listed when they do not). */
export async function expectStockLedgerBalanced(db: Database): Promise<void> {
  expect(await stockLedgerBreaks(db)).toEqual([]);
}
