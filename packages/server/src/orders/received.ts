/**
 * Which lines of an order the shopper really received: the order was delivered, and the line was not out
 * of stock, not packed empty (no grams, no pieces), and not credited or refunded whole. Only a product of
 * such a line may be reviewed by the shopper (catalog/service.ts), and the order's details say which
 * lines they are (OrderLine.Received), so the web app offers a rating for those alone.
 */
import {
  allocateDiscount,
  lineCredited,
  orderStatusIs,
  orderStatusesWhere,
  type LedgerEntry,
} from '@storefront/sdk/core';
import { and, asc, eq, exists, inArray } from 'drizzle-orm';
import type { Transaction } from '../db/index.js';
import { ledgerOf } from './ledger.js';
import { orderLines, orders, packedLines } from './tables.js';

type OrderRow = typeof orders.$inferSelect;
type LineRow = { id: number; lineTotal: number };
type PackedRow = typeof packedLines.$inferSelect;

/** Nothing of the line reached the shopper: out of stock, or packed with no grams or no pieces. */
function packedEmpty(packed: PackedRow | undefined): boolean {
  if (!packed) return false;
  if (packed.short) return true;
  // A line sold by the piece is packed by its count; a weighed line by its grams.
  return packed.orderedGrams === null ? packed.packedPieces === 0 : packed.packedGrams === 0;
}

/**
 * The ids of the lines received, from the order's lines (in their order), what was packed of them and
 * the order's ledger (a line credited or refunded its whole value after the coupon was not received).
 */
export function receivedLineIds(
  order: Pick<OrderRow, 'status' | 'couponDiscount'>,
  lines: readonly LineRow[],
  packed: readonly PackedRow[],
  ledger: readonly LedgerEntry[],
): Set<number> {
  if (!orderStatusIs(order.status, 'received')) return new Set();
  const shares = allocateDiscount(
    lines.map((line) => line.lineTotal),
    order.couponDiscount,
  );
  return new Set(
    lines
      .filter((line, index) => {
        if (packedEmpty(packed.find((row) => row.orderLineId === line.id))) return false;
        const value = line.lineTotal - shares[index]!;
        return value <= 0 || lineCredited(ledger, line.id) < value;
      })
      .map((line) => line.id),
  );
}

/**
 * Whether the shopper received the product in some delivered order. The orders are read FOR SHARE, so a
 * refund of one of their lines (which locks the order FOR UPDATE) is decided before or after, never during.
 */
export async function hasReceived(
  tx: Transaction,
  userId: number,
  productId: number,
): Promise<boolean> {
  const delivered = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        inArray(orders.status, [...orderStatusesWhere('received')]),
        exists(
          tx
            .select({ id: orderLines.id })
            .from(orderLines)
            .where(and(eq(orderLines.orderId, orders.id), eq(orderLines.productId, productId))),
        ),
      ),
    )
    .for('share');
  for (const order of delivered) {
    // In the order's line order: the coupon's shares are spread over the lines in it.
    const lines = await tx
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.position), asc(orderLines.id));
    const packed = await tx.select().from(packedLines).where(eq(packedLines.orderId, order.id));
    const received = receivedLineIds(order, lines, packed, await ledgerOf(tx, order.id));
    if (lines.some((line) => line.productId === productId && received.has(line.id))) return true;
  }
  return false;
}
