/**
 * How cart lines are keyed (product and option choice) and capped per product. Apart from cart.ts so that a
 * first page that only counts the cart does not carry them (they go with the cart store's chunk).
 */
import { SIMPLE_OPTION_KEY, sortedRowIds, type CartItem, type SelectedOption } from './cart.js';

/** 'simple' when nothing is selected, else the selected RowIds sorted ascending and joined by '-'. */
export function optionKeyOf(
  selected: Readonly<Record<string, SelectedOption>> | undefined,
): string {
  return optionKeyOfRowIds(sortedRowIds(selected));
}

/** The option key of a list of RowIds (configPriceIds), in any order. */
export function optionKeyOfRowIds(rowIds: readonly number[]): string {
  return rowIds.length === 0 ? SIMPLE_OPTION_KEY : [...rowIds].sort((a, b) => a - b).join('-');
}

/** The RowIds an option key names, ascending ([] for 'simple'); undefined for a key that names none. */
export function rowIdsOfOptionKey(optionKey: string): number[] | undefined {
  if (optionKey === SIMPLE_OPTION_KEY) return [];
  if (!/^[1-9]\d*(?:-[1-9]\d*)*$/.test(optionKey)) return undefined;
  return optionKey
    .split('-')
    .map(Number)
    .sort((a, b) => a - b);
}

/** The line id: product and option key, so one product with two selections gives two lines. */
export function itemIdOf(productId: number, optionKey: string): string {
  return `${productId}:${optionKey}`;
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
