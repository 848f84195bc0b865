/** Money arrives as integer paise; shoppers read rupees, written by the SDK's one formatter. */
import { formatPaise } from '@storefront/sdk/core';

export { formatPaise };

/**
 * Builds the formatter ahead of the first page full of prices (main.tsx calls it while the first page's
 * code and data are on their way), in two tasks of their own: the first en-IN formatter loads ICU's locale
 * data, longer than a frame on a phone. Resolving the locale first splits that cost in two shorter tasks.
 */
export function prepareMoneyFormat(): void {
  setTimeout(() => {
    new Intl.Locale('en-IN').maximize();
    setTimeout(() => formatPaise(0), 0);
  }, 0);
}

/** Whole-percent discount from MRP to price, or 0 when there is none. */
export function discountPercent(price: number, mrp: number | null | undefined): number {
  if (!mrp || mrp <= price) return 0;
  return Math.round(((mrp - price) / mrp) * 100);
}
