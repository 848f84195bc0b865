/**
 * Money as the shopper reads it. Amounts travel as integer paise; every screen and every server text writes
 * them one way: en-IN grouping, the rupee sign, no paise when they are zero ('₹249', '₹1,23,456') and two
 * decimals when they are not ('₹249.50').
 */
import { CURRENCY } from './enums.js';

let formatters: { exact: Intl.NumberFormat; whole: Intl.NumberFormat } | undefined;

/** Built on first use: creating Intl formatters costs start-up time a page without prices never needs. */
function inr(): { exact: Intl.NumberFormat; whole: Intl.NumberFormat } {
  formatters ??= {
    exact: new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: CURRENCY,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
    whole: new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: CURRENCY,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }),
  };
  return formatters;
}

/**
 * Integer paise as rupees: `formatPaise(24900)` → '₹249', `formatPaise(24950)` → '₹249.50',
 * `formatPaise(12345600)` → '₹1,23,456'. Intl may separate the sign with a no-break space on some engines.
 */
export function formatPaise(paise: number): string {
  const { exact, whole } = inr();
  return paise % 100 === 0 ? whole.format(paise / 100) : exact.format(paise / 100);
}
