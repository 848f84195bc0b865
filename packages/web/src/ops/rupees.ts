/**
 * Prices as staff type them: rupees with up to two decimals ("249", "249.5", "249.50"), and back. Read
 * digit by digit, never through a float, so "0.29" is 29 paise and not 28.999….
 */

/** Paise for a rupee amount, or undefined when it is not one; `signed` allows a leading minus. */
export function rupeesToPaise(
  text: string,
  options: { signed?: boolean } = {},
): number | undefined {
  const match = /^(-?)(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  const [, minus, rupees, fraction = ''] = match;
  if (minus && !options.signed) return undefined;
  const paise = Number(rupees) * 100 + Number(fraction.padEnd(2, '0'));
  return minus && paise !== 0 ? -paise : paise;
}

/** The rupees of an amount as an input holds it: "249", "249.50", "-20". */
export function paiseToRupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const rupees = Math.floor(abs / 100);
  const rest = abs % 100;
  return rest === 0 ? `${sign}${rupees}` : `${sign}${rupees}.${String(rest).padStart(2, '0')}`;
}
