/** Money arrives as integer paise; shoppers read rupees, written by the SDK's one formatter. */
import { formatPaise } from '@storefront/sdk/core';

export { formatPaise };

/**
 * Builds the formatter ahead of the first page full of prices (main.tsx calls it while the first page's
 * code and data are on their way), in two tasks of their own: the first en-IN formatter loads ICU's locale
 * data, longer than a frame on a phone. Resolving the locale first splits that cost in two shorter tasks.
 *
 * Not only for prices: the first Intl.NumberFormat of any locale loads ICU's number data (measured in
 * Chromium at 4x: 90-150 ms, then under 1 ms for any other locale or style), and the shell's texts format
 * numbers too (a plural's `#`, the header's 'Cart 2 items'). Without this warm-up that cost lands inside the
 * first render of the header, a long task React cannot cut (issue 32: tried, the rupees written without
 * Intl, and the time moved to the header).
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
