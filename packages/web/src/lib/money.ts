/** Money arrives as integer paise; shoppers read rupees. */
let formatters: { exact: Intl.NumberFormat; whole: Intl.NumberFormat } | undefined;

/** Built on first use: creating Intl formatters costs start-up time a page without prices never needs. */
function inr() {
  formatters ??= {
    exact: new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }),
    whole: new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
    }),
  };
  return formatters;
}

/**
 * Builds the formatters now, in a task of their own (main.tsx calls it while the first page's code and data
 * are on their way): the first en-IN currency formatter loads locale data and takes longer than a frame, too
 * long to happen inside the first render of a page full of prices.
 */
export function prepareMoneyFormat(): void {
  inr();
}

export function formatPaise(paise: number): string {
  return paise % 100 === 0 ? inr().whole.format(paise / 100) : inr().exact.format(paise / 100);
}

/** Whole-percent discount from MRP to price, or 0 when there is none. */
export function discountPercent(price: number, mrp: number | null | undefined): number {
  if (!mrp || mrp <= price) return 0;
  return Math.round(((mrp - price) / mrp) * 100);
}
