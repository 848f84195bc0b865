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

const WEIGHT_LABEL = /^\s*(\d+(?:\.\d+)?)\s*(g|gm|gms|gram|grams|kg|kgs)\s*$/i;

/** The grams a label such as '500 g' or '1 kg' names, or null ('12 pcs', 'Boneless'). */
export function gramsOf(label: string): number | null {
  const match = WEIGHT_LABEL.exec(label);
  if (!match) return null;
  const value = Number(match[1]);
  const grams = match[2]!.toLowerCase().startsWith('k') ? value * 1000 : value;
  return Number.isFinite(grams) && grams > 0 ? Math.round(grams) : null;
}

/**
 * The net grams of one unit of a line: the first of its chosen options that names a weight (as chosen at
 * checkout), else the product's own weight label.
 */
export function unitGrams(optionLabels: readonly string[], productWeightLabel: string | null) {
  for (const label of optionLabels) {
    const grams = gramsOf(label);
    if (grams !== null) return grams;
  }
  return productWeightLabel === null ? null : gramsOf(productWeightLabel);
}
