/**
 * What was ordered and packed of each line, in grams: one reading for the shopper's order page and the
 * staff's order view, so the two never show different weights for one line.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../db/index.js';
import { products } from '../catalog/tables.js';
// Read only: the packed weights and credits the operations domain keeps per line, and its grams rule.
import { unitGrams } from './weights.js';
import { orderLines, packedLines } from './tables.js';

type Db = Database | Transaction;
type OrderLineRow = typeof orderLines.$inferSelect;
export type PackedLineRow = typeof packedLines.$inferSelect;

export interface LineFigures {
  OrderedGrams: number | null;
  PackedGrams: number | null;
  PackedPieces: number | null;
  Short: boolean;
  WeightCredit: number;
  /** What the shopper asked for should the cut run out, and the similar cut packed instead. */
  IfShort: OrderLineRow['ifShort'];
  Replacement: { ProductId: number; ProductName: string; UnitPrice: number } | null;
}

/** The order's packed rows, and a reader of each line's ordered and packed figures. */
export async function lineFiguresOf(db: Db, orderId: number, lines: OrderLineRow[]) {
  const packed = await db.select().from(packedLines).where(eq(packedLines.orderId, orderId));
  const productIds = [...new Set(lines.map((line) => line.productId))];
  const weightLabels =
    productIds.length === 0
      ? []
      : await db
          .select({ id: products.id, weightLabel: products.weightLabel })
          .from(products)
          .where(inArray(products.id, productIds));
  const packOf = (line: OrderLineRow) => packed.find((p) => p.orderLineId === line.id);
  const figuresOf = (line: OrderLineRow): LineFigures => {
    const pack = packOf(line);
    const perUnit = unitGrams(
      Object.values(line.selectedOptions).map((option) => option.Label),
      weightLabels.find((p) => p.id === line.productId)?.weightLabel ?? null,
    );
    return {
      // Once packed, the grams settled are the ones kept (a later catalog edit changes nothing).
      OrderedGrams: pack ? pack.orderedGrams : perUnit === null ? null : perUnit * line.qty,
      PackedGrams: pack?.packedGrams ?? null,
      PackedPieces: pack?.packedPieces ?? null,
      Short: pack?.short ?? false,
      WeightCredit: pack?.weightCredit ?? 0,
      IfShort: line.ifShort,
      Replacement:
        pack?.replacementProductId != null
          ? {
              ProductId: pack.replacementProductId,
              ProductName: pack.replacementName ?? '',
              UnitPrice: pack.replacementUnitPrice ?? 0,
            }
          : null,
    };
  };
  return { packed, packOf, figuresOf };
}
