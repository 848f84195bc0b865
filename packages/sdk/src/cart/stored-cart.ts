/**
 * The cart as stored: an integrity envelope { v, checksum, items }. Reading never throws: a cart that cannot
 * be this store's own reads as empty, with the reason.
 */
import * as z from 'zod/mini';
import type { KeyValueStorage } from '../common/storage.js';
import { checksumOf } from '../common/integrity.js';
import {
  CART_SCHEMA_VERSION,
  capPerProduct,
  itemIdOf,
  optionKeyOf,
  totalsOf,
  type CartResetReason,
} from '../core/index.js';
import { CartItem } from './schemas.js';

const Envelope = z.object({
  v: z.literal(CART_SCHEMA_VERSION),
  checksum: z.string(),
  items: z.array(z.unknown()),
});
const StoredItems = z.array(CartItem);

export type LoadedCart = { items: CartItem[]; resetReason: CartResetReason | undefined };

function readStorage(storage: KeyValueStorage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

export function loadCart(storage: KeyValueStorage, key: string, maxQty: number): LoadedCart {
  const raw = readStorage(storage, key);
  if (raw === null) return { items: [], resetReason: undefined };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { items: [], resetReason: 'corrupt' };
  }
  const envelope = Envelope.safeParse(parsed);
  if (!envelope.success) return { items: [], resetReason: 'foreign' };
  let checksum: string;
  try {
    checksum = checksumOf(envelope.data.items);
  } catch {
    // The checksum walks the stored JSON recursively: deep enough nesting overflows the stack.
    return { items: [], resetReason: 'corrupt' };
  }
  if (checksum !== envelope.data.checksum) return { items: [], resetReason: 'tampered' };
  const items = StoredItems.safeParse(envelope.data.items);
  if (!items.success) return { items: [], resetReason: 'foreign' };
  const seen = new Set<string>();
  for (const item of items.data) {
    const consistent =
      item.OptionKey === optionKeyOf(item.SelectedOptions) &&
      item.ItemId === itemIdOf(item.ProductId, item.OptionKey) &&
      !seen.has(item.ItemId);
    if (!consistent) return { items: [], resetReason: 'foreign' };
    seen.add(item.ItemId);
  }
  const capped = capPerProduct(items.data, maxQty);
  // Prices so large that the subtotal loses paise are no cart this store could have written.
  if (!Number.isSafeInteger(totalsOf(capped).subtotal))
    return { items: [], resetReason: 'foreign' };
  return { items: capped, resetReason: undefined };
}

/** Writes the items in their envelope; a full or blocked storage keeps the cart in memory for this visit. */
export function saveCart(storage: KeyValueStorage, key: string, items: readonly CartItem[]): void {
  const envelope = { v: CART_SCHEMA_VERSION, checksum: checksumOf(items), items };
  try {
    storage.setItem(key, JSON.stringify(envelope));
  } catch {
    // Nothing to do: the in-memory cart is still right.
  }
}
