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
 * Builds the formatters ahead of the first page full of prices (main.tsx calls it while the first page's
 * code and data are on their way), in two tasks of their own: the first en-IN formatter loads ICU's locale
 * data, longer than a frame on a phone. Resolving the locale first splits that cost in two shorter tasks.
 */
export function prepareMoneyFormat(): void {
  setTimeout(() => {
    new Intl.Locale('en-IN').maximize();
    setTimeout(inr, 0);
  }, 0);
}

export function formatPaise(paise: number): string {
  return paise % 100 === 0 ? inr().whole.format(paise / 100) : inr().exact.format(paise / 100);
}

/** Whole-percent discount from MRP to price, or 0 when there is none. */
export function discountPercent(price: number, mrp: number | null | undefined): number {
  if (!mrp || mrp <= price) return 0;
  return Math.round(((mrp - price) / mrp) * 100);
}
