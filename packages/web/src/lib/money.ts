/**
 * Money arrives as integer paise; shoppers read rupees, written as the SDK's formatter writes them (en-IN
 * grouping, the rupee sign, no paise when they are zero: '₹249', '₹1,23,456', '₹249.50'; '-₹249.50' below
 * zero). The web app writes them without Intl: the first en-IN Intl.NumberFormat loads ICU's locale data,
 * two tasks of 25-45 ms on a phone (4x slower CPU) right while the first page renders, and each new
 * formatter is another object to build. money.test.ts checks every case against the SDK's formatPaise.
 */

/** Indian digit grouping: the last three digits, then pairs ('1234567' → '12,34,567'). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs = head.replace(/\B(?=(\d{2})+$)/g, ',');
  return `${pairs},${digits.slice(-3)}`;
}

/**
 * Integer paise as rupees: `formatPaise(24900)` → '₹249', `formatPaise(24950)` → '₹249.50',
 * `formatPaise(12345600)` → '₹1,23,456'. A fraction of a paisa is rounded to the nearest paisa.
 */
export function formatPaise(paise: number): string {
  const negative = paise < 0 || Object.is(paise, -0);
  const amount = Math.round(Math.abs(paise));
  const rupees = groupIndian(String(Math.floor(amount / 100)));
  const rest = amount % 100;
  const text = rest === 0 ? `₹${rupees}` : `₹${rupees}.${String(rest).padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/** Whole-percent discount from MRP to price, or 0 when there is none. */
export function discountPercent(price: number, mrp: number | null | undefined): number {
  if (!mrp || mrp <= price) return 0;
  return Math.round(((mrp - price) / mrp) * 100);
}
