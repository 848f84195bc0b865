/**
 * The cart store: items as spec section 3, kept in a KeyValueStorage (localStorage in the browser, MemoryStorage
 * in Node) inside an integrity envelope { v, checksum, items }. A corrupt, truncated, tampered or foreign store
 * never throws: the cart starts empty and `resetReason` says why ('Your cart is reset').
 */
import * as z from 'zod/mini';
import type { KeyValueStorage } from '../common/storage.js';
import { checksumOf } from '../common/integrity.js';
import { Paise } from '../common/schemas.js';
import type { MessageCatalog } from '../i18n/catalog.js';
import { messages } from '../messages.js';
import {
  CART_SCHEMA_VERSION,
  CART_STORAGE_KEY,
  DEFAULT_MAX_QTY,
  capPerProduct,
  productQtyOf,
  itemIdOf,
  optionKeyOf,
  totalsOf,
  type CartResetReason,
  type CartTotals,
} from '../core/index.js';
import { CartItem, type SelectedOption } from './schemas.js';

export interface CartState {
  readonly items: readonly CartItem[];
  readonly totals: CartTotals;
  /** True once prices were validated with the server; any cart change clears it. */
  readonly priceChecked: boolean;
  /** Why the stored cart was discarded on load, until acknowledged. */
  readonly resetReason: CartResetReason | undefined;
}

/** What a product page adds: OptionKey and ItemId are derived from the selection. */
export interface AddToCartInput {
  ProductId: number;
  ProductName: string;
  /** Unit price in paise. */
  ProductPrice: number;
  Qty: number;
  SelectedOptions?: Record<string, SelectedOption>;
  ImageUrl?: string;
  Slug?: string;
}

export type AddToCartResult =
  | { ok: true; item: CartItem }
  | {
      ok: false;
      reason: 'duplicate' | 'invalid-qty' | 'invalid-item' | 'product-max';
      message: string;
    };

export interface PriceCheckChanges {
  /** New unit prices by ItemId. */
  prices?: Readonly<Record<string, number>>;
  /** ItemIds to drop (unavailable items or invalid options). */
  remove?: readonly string[];
}

export interface CartStore {
  getState(): CartState;
  getItems(): readonly CartItem[];
  /** Adds a line; refuses the same product and options twice, and a quantity below 1. */
  add(input: AddToCartInput): AddToCartResult;
  /** Sets a line's quantity: below 1 removes it, above the maximum is capped. */
  setQty(itemId: string, qty: number): void;
  remove(itemId: string): void;
  clear(): void;
  has(productId: number, selected?: Record<string, SelectedOption>): boolean;
  /** The maximum quantity per product (from the product configs). Existing lines are capped. */
  setMaxQty(maxQty: number): void;
  /** Applies a server price check in one change and marks the cart as checked. */
  applyPriceCheck(changes: PriceCheckChanges): void;
  /** The reset notice to show once ('Your cart is reset'), then forgets the reason. */
  consumeResetNotice(): { reason: CartResetReason; message: string } | undefined;
  /** Reads the storage again (e.g. after a `storage` event from another tab). */
  reload(): void;
  /** Called after every change with the new state; returns the unsubscribe function. */
  subscribe(listener: (state: CartState) => void): () => void;
}

const Envelope = z.object({
  v: z.literal(CART_SCHEMA_VERSION),
  checksum: z.string(),
  items: z.array(z.unknown()),
});
const StoredItems = z.array(CartItem);

type Loaded = { items: CartItem[]; resetReason: CartResetReason | undefined };

function readStorage(storage: KeyValueStorage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function load(storage: KeyValueStorage, key: string, maxQty: number): Loaded {
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

function validMaxQty(value: number | undefined): number {
  return value !== undefined && Number.isInteger(value) && value >= 1 ? value : DEFAULT_MAX_QTY;
}

export interface CartStoreOptions {
  maxQty?: number;
  key?: string;
  /**
   * The language of the texts the store hands back (refused adds, the reset notice), read each time: a
   * language's catalog (`@storefront/sdk/messages/hi`). English by default.
   */
  messages?: () => MessageCatalog | undefined;
}

/**
 * @example
 * const cart = createCartStore(localStorage, { maxQty: configs.maxAllowedQtyPerProduct });
 * const result = cart.add({ ProductId: 3, ProductName: 'Chicken curry cut', ProductPrice: 24900, Qty: 1 });
 * if (!result.ok) toast(result.message);
 */
export function createCartStore(
  storage: KeyValueStorage,
  options: CartStoreOptions = {},
): CartStore {
  const key = options.key ?? CART_STORAGE_KEY;
  const texts = () => options.messages?.() ?? messages;
  let maxQty = validMaxQty(options.maxQty);
  const listeners = new Set<(state: CartState) => void>();
  let state: CartState = stateOf(load(storage, key, maxQty), false);
  if (state.resetReason) persist([]);

  function stateOf(loaded: Loaded, priceChecked: boolean): CartState {
    return {
      items: loaded.items,
      totals: totalsOf(loaded.items),
      priceChecked,
      resetReason: loaded.resetReason,
    };
  }

  function persist(items: readonly CartItem[]): void {
    const envelope = { v: CART_SCHEMA_VERSION, checksum: checksumOf(items), items };
    try {
      storage.setItem(key, JSON.stringify(envelope));
    } catch {
      // A full or blocked storage keeps the cart in memory for this visit.
    }
  }

  function emit(): void {
    for (const listener of [...listeners]) listener(state);
  }

  function commit(items: CartItem[], priceChecked = false): void {
    state = { items, totals: totalsOf(items), priceChecked, resetReason: state.resetReason };
    persist(items);
    emit();
  }

  const capQty = (qty: number) => Math.min(Math.floor(qty), maxQty);

  return {
    getState: () => state,
    getItems: () => state.items,

    add(input) {
      if (!Number.isFinite(input.Qty) || Math.floor(input.Qty) < 1) {
        return { ok: false, reason: 'invalid-qty', message: 'Quantity must be at least 1' };
      }
      const SelectedOptions = input.SelectedOptions ?? {};
      const OptionKey = optionKeyOf(SelectedOptions);
      const candidate = CartItem.safeParse({
        ...input,
        SelectedOptions,
        OptionKey,
        ItemId: itemIdOf(input.ProductId, OptionKey),
        Qty: capQty(input.Qty),
      });
      if (!candidate.success) {
        return {
          ok: false,
          reason: 'invalid-item',
          message: candidate.error.issues[0]?.message ?? '',
        };
      }
      const item = candidate.data;
      if (state.items.some((existing) => existing.ItemId === item.ItemId)) {
        return { ok: false, reason: 'duplicate', message: texts().alreadyInCart };
      }
      // The maximum is per product: other option choices of it in the cart count too.
      const room = maxQty - productQtyOf(state.items, item.ProductId);
      if (room < 1) {
        return { ok: false, reason: 'product-max', message: texts().productMaxReached(maxQty) };
      }
      const added = item.Qty > room ? { ...item, Qty: room } : item;
      commit([...state.items, added]);
      return { ok: true, item: added };
    },

    setQty(itemId, qty) {
      const current = state.items.find((item) => item.ItemId === itemId);
      if (!current) return;
      if (!Number.isFinite(qty) || Math.floor(qty) < 1) {
        commit(state.items.filter((item) => item.ItemId !== itemId));
        return;
      }
      const room = maxQty - productQtyOf(state.items, current.ProductId, itemId);
      const next = Math.min(capQty(qty), room);
      if (next === current.Qty || next < 1) return;
      commit(state.items.map((item) => (item.ItemId === itemId ? { ...item, Qty: next } : item)));
    },

    remove(itemId) {
      if (!state.items.some((item) => item.ItemId === itemId)) return;
      commit(state.items.filter((item) => item.ItemId !== itemId));
    },

    clear() {
      if (state.items.length === 0) return;
      commit([]);
    },

    has(productId, selected) {
      const itemId = itemIdOf(productId, optionKeyOf(selected));
      return state.items.some((item) => item.ItemId === itemId);
    },

    setMaxQty(value) {
      maxQty = validMaxQty(value);
      const capped = capPerProduct(state.items, maxQty);
      if (
        capped.some((item, index) => item !== state.items[index]) ||
        capped.length !== state.items.length
      ) {
        commit(capped);
      }
    },

    applyPriceCheck(changes) {
      const removed = new Set(changes.remove ?? []);
      const prices = changes.prices ?? {};
      const items = state.items
        .filter((item) => !removed.has(item.ItemId))
        .map((item) => {
          const price = prices[item.ItemId];
          return price !== undefined &&
            Paise.safeParse(price).success &&
            price !== item.ProductPrice
            ? { ...item, ProductPrice: price }
            : item;
        });
      commit(items, true);
    },

    consumeResetNotice() {
      const reason = state.resetReason;
      if (!reason) return undefined;
      state = { ...state, resetReason: undefined };
      emit();
      return { reason, message: texts().cartReset };
    },

    reload() {
      const loaded = load(storage, key, maxQty);
      state = stateOf(loaded, false);
      if (loaded.resetReason) persist([]);
      emit();
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
