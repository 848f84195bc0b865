/**
 * Catch-weight settlement: meat is sold by net weight, and a packed line that weighs less than ordered
 * beyond the store's tolerance is credited back at the line's price per gram. Never a charge for
 * overweight. All amounts are integer paise.
 *
 * credit = round(missing grams × line total ÷ ordered grams), half a paisa rounded up (in the shopper's
 * favour); computed with BigInt so no product of grams and paise loses precision. A short line (out of
 * stock) is credited whole; a line packed at 0 g is too.
 */

export interface LineToSettle {
  /** What the shopper paid for the line (unit price × qty), paise. */
  lineTotal: number;
  /** Net grams ordered (unit net weight × qty); null when the line is sold by the piece. */
  orderedGrams: number | null;
  /** Net grams packed; null for a short line. */
  packedGrams: number | null;
  short: boolean;
  /** How far under the ordered weight is still fine, in basis points (3 % = 300). */
  toleranceBasisPoints: number;
}

export function weightCredit(line: LineToSettle): number {
  if (line.short) return line.lineTotal;
  const ordered = line.orderedGrams;
  const packed = line.packedGrams;
  if (ordered === null || ordered <= 0 || packed === null || packed >= ordered) return 0;
  const missing = BigInt(ordered - packed);
  // Within the tolerance (missing ≤ ordered × tolerance) nothing is credited.
  if (missing * 10_000n <= BigInt(ordered) * BigInt(line.toleranceBasisPoints)) return 0;
  const total = BigInt(line.lineTotal);
  const orderedBig = BigInt(ordered);
  return Number((2n * missing * total + orderedBig) / (2n * orderedBig));
}

/** A line sold by the piece (its option names no weight, e.g. a pack of eggs): counted, not weighed. */
export interface PiecesToSettle {
  /** What one piece costs, paise. */
  unitPrice: number;
  /** Pieces ordered. */
  qty: number;
  /** What the shopper paid for the line, paise (caps the credit). */
  lineTotal: number;
  /** Pieces packed, 0..qty; null for a short line. */
  packedPieces: number | null;
  short: boolean;
}

/**
 * The credit of a line sold by the piece: every piece ordered and not packed at the line's unit price
 * (no tolerance: a piece is there or not). A short line is credited whole.
 */
export function pieceCredit(line: PiecesToSettle): number {
  if (line.short || line.packedPieces === null) return line.lineTotal;
  const missing = Math.max(0, line.qty - line.packedPieces);
  return Math.min(line.lineTotal, missing * line.unitPrice);
}

// The weight rules themselves are the order's (orders/weights.ts): the shopper's order details use them too.
export { gramsOf, unitGrams } from '../orders/weights.js';

/**
 * Where credits of an order go (weight credits at packing, a line refund later): while a pay-on-delivery
 * order is still unpaid (DueOnDelivery), its shopper has paid nothing at the door yet, so each credit is
 * first taken off the amount the rider collects, and only what exceeds that amount (the part the wallet
 * already paid) goes to the wallet. For any other order `due` is 0 and everything goes to the wallet.
 * Credits are applied in order; the parts of each add up to the credit.
 */
export function splitCredits(
  credits: readonly number[],
  due: number,
): { offPayable: number; toWallet: number }[] {
  let left = Math.max(0, due);
  return credits.map((credit) => {
    const offPayable = Math.min(credit, left);
    left -= offPayable;
    return { offPayable, toWallet: credit - offPayable };
  });
}
