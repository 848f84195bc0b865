/** The net weight a line was sold by: grams named by its option or product weight labels. */

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
