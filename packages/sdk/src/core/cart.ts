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
function sortedRowIds(selected: Readonly<Record<string, SelectedOption>> | undefined): number[] {
  return Object.values(selected ?? {})
    .map((option) => option.RowId)
    .sort((a, b) => a - b);
}

/** 'simple' when nothing is selected, else the selected RowIds sorted ascending and joined by '-'. */
export function optionKeyOf(
  selected: Readonly<Record<string, SelectedOption>> | undefined,
): string {
  const rowIds = sortedRowIds(selected);
  return rowIds.length === 0 ? SIMPLE_OPTION_KEY : rowIds.join('-');
}

/** The line id: product and option key, so one product with two selections gives two lines. */
export function itemIdOf(productId: number, optionKey: string): string {
  return `${productId}:${optionKey}`;
}

/** The RowIds of a line's selection, as the server's configPriceIds. */
export function configPriceIdsOf(item: Pick<CartItem, 'SelectedOptions'>): number[] {
  return sortedRowIds(item.SelectedOptions);
}

/**
 * Caps quantities per product, not per line: the lines of one product (one per option choice) share
 * the maximum, in cart order. A line left with nothing is dropped.
 */
export function capPerProduct<T extends Pick<CartItem, 'ProductId' | 'Qty'>>(
  items: readonly T[],
  maxQty: number,
): T[] {
  const used = new Map<number, number>();
  const capped: T[] = [];
  for (const item of items) {
    const room = maxQty - (used.get(item.ProductId) ?? 0);
    if (room < 1) continue;
    const qty = Math.min(item.Qty, room);
    used.set(item.ProductId, (used.get(item.ProductId) ?? 0) + qty);
    capped.push(qty === item.Qty ? item : { ...item, Qty: qty });
  }
  return capped;
}

/** The quantity of one product in the cart, over all its lines, leaving out one line if named. */
export function productQtyOf(
  items: readonly Pick<CartItem, 'ItemId' | 'ProductId' | 'Qty'>[],
  productId: number,
  exceptItemId?: string,
): number {
  let qty = 0;
  for (const item of items) {
    if (item.ProductId === productId && item.ItemId !== exceptItemId) qty += item.Qty;
  }
  return qty;
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
