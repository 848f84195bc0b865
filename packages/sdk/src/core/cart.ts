/** The cart line of spec section 3 as a plain type, and the pure helpers that derive its ids and totals. */

export const CART_SCHEMA_VERSION = 1;

/** The option key of a product without options. */
export const SIMPLE_OPTION_KEY = 'simple';

/** corrupt: not JSON (or truncated); tampered: checksum mismatch; foreign: another shape or version. */
export const CART_RESET_REASONS = ['corrupt', 'tampered', 'foreign'] as const;
export type CartResetReason = (typeof CART_RESET_REASONS)[number];

/** A chosen option (e.g. Weight → 500 g). RowId is the config price id. */
export interface SelectedOption {
  RowId: number;
  Label: string;
}

/** A cart line, with the field names of spec section 3. ProductPrice is the unit price in paise. */
export interface CartItem {
  ItemId: string;
  ProductId: number;
  ProductName: string;
  ProductPrice: number;
  Qty: number;
  /** 'simple' for a product without options, else the sorted RowIds joined by '-'. */
  OptionKey: string;
  SelectedOptions: Record<string, SelectedOption>;
  /** Display helpers, optional so carts written by other apps stay valid. */
  ImageUrl?: string | undefined;
  Slug?: string | undefined;
}

export interface CartTotals {
  /** Number of lines. */
  lines: number;
  /** Sum of quantities (the badge count). */
  quantity: number;
  /** Sum of ProductPrice × Qty, integer paise. */
  subtotal: number;
}

/** The RowIds of a selection, sorted ascending (the server's configPriceIds). */
export function sortedRowIds(
  selected: Readonly<Record<string, SelectedOption>> | undefined,
): number[] {
  return Object.values(selected ?? {})
    .map((option) => option.RowId)
    .sort((a, b) => a - b);
}

/** The RowIds of a line's selection, as the server's configPriceIds. */
export function configPriceIdsOf(item: Pick<CartItem, 'SelectedOptions'>): number[] {
  return sortedRowIds(item.SelectedOptions);
}

export function totalsOf(items: readonly Pick<CartItem, 'ProductPrice' | 'Qty'>[]): CartTotals {
  let quantity = 0;
  let subtotal = 0;
  for (const item of items) {
    quantity += item.Qty;
    subtotal += item.ProductPrice * item.Qty;
  }
  return { lines: items.length, quantity, subtotal };
}
