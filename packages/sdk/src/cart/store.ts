/**
 * The cart store: items as spec section 3, kept in a KeyValueStorage (localStorage in the browser, MemoryStorage
 * in Node) inside an integrity envelope { v, checksum, items }. A corrupt, truncated, tampered or foreign store
 * never throws: the cart starts empty and `resetReason` says why ('Your cart is reset').
 */
import type { KeyValueStorage } from '../common/storage.js';
import { Paise } from '../common/schemas.js';
import type { MessageCatalog } from '../i18n/catalog.js';
import { messages } from '../messages.js';
import {
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
import { loadCart, saveCart, type LoadedCart } from './stored-cart.js';

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
  /**
   * The product's name and option labels now, by ItemId, in the shopper's language; a relabelling that names
   * other option rows than the line's is ignored.
   */
  names?: Readonly<Record<string, LineNames>>;
}

/** A line's product name and chosen options (same rows), as the catalog names them now. */
export interface LineNames {
  ProductName: string;
  SelectedOptions: Record<string, SelectedOption>;
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
  /**
   * Forgets that the prices were checked, so the next check runs (e.g. after the shopper changed language:
   * it brings the lines' names in the new one).
   */
  recheck(): void;
  /** The reset notice to show once ('Your cart is reset'), then forgets the reason. */
  consumeResetNotice(): { reason: CartResetReason; message: string } | undefined;
  /** Reads the storage again (e.g. after a `storage` event from another tab). */
  reload(): void;
  /** Called after every change with the new state; returns the unsubscribe function. */
  subscribe(listener: (state: CartState) => void): () => void;
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
  let state: CartState = stateOf(loadCart(storage, key, maxQty), false);
  if (state.resetReason) saveCart(storage, key, []);

  function emit(): void {
    for (const listener of [...listeners]) listener(state);
  }

  /** The new items become the state (unchecked unless said so), are stored and announced. */
  function commit(items: CartItem[], priceChecked = false): void {
    state = { items, totals: totalsOf(items), priceChecked, resetReason: state.resetReason };
    saveCart(storage, key, items);
    emit();
  }

  return {
    getState: () => state,
    getItems: () => state.items,

    add(input) {
      const result = addition(state.items, input, maxQty, texts);
      if (result.ok) commit([...state.items, result.item]);
      return result;
    },

    setQty(itemId, qty) {
      const items = withQty(state.items, itemId, qty, maxQty);
      if (items) commit(items);
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
      commit(withPriceCheck(state.items, changes), true);
    },

    recheck() {
      if (!state.priceChecked) return;
      state = { ...state, priceChecked: false };
      emit();
    },

    consumeResetNotice() {
      const reason = state.resetReason;
      if (!reason) return undefined;
      state = { ...state, resetReason: undefined };
      emit();
      return { reason, message: texts().cartReset };
    },

    reload() {
      const loaded = loadCart(storage, key, maxQty);
      state = stateOf(loaded, false);
      if (loaded.resetReason) saveCart(storage, key, []);
      emit();
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function stateOf(loaded: LoadedCart, priceChecked: boolean): CartState {
  return {
    items: loaded.items,
    totals: totalsOf(loaded.items),
    priceChecked,
    resetReason: loaded.resetReason,
  };
}

const capQty = (qty: number, maxQty: number) => Math.min(Math.floor(qty), maxQty);

/** The line an add puts in the cart (its quantity capped), or why it is refused. */
function addition(
  items: readonly CartItem[],
  input: AddToCartInput,
  maxQty: number,
  texts: () => MessageCatalog,
): AddToCartResult {
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
    Qty: capQty(input.Qty, maxQty),
  });
  if (!candidate.success) {
    return { ok: false, reason: 'invalid-item', message: candidate.error.issues[0]?.message ?? '' };
  }
  const item = candidate.data;
  if (items.some((existing) => existing.ItemId === item.ItemId)) {
    return { ok: false, reason: 'duplicate', message: texts().alreadyInCart };
  }
  // The maximum is per product: other option choices of it in the cart count too.
  const room = maxQty - productQtyOf(items, item.ProductId);
  if (room < 1) {
    return { ok: false, reason: 'product-max', message: texts().productMaxReached(maxQty) };
  }
  return { ok: true, item: item.Qty > room ? { ...item, Qty: room } : item };
}

/** The items with a line's new quantity (below 1 removes it), or undefined when nothing changes. */
function withQty(
  items: readonly CartItem[],
  itemId: string,
  qty: number,
  maxQty: number,
): CartItem[] | undefined {
  const current = items.find((item) => item.ItemId === itemId);
  if (!current) return undefined;
  if (!Number.isFinite(qty) || Math.floor(qty) < 1) {
    return items.filter((item) => item.ItemId !== itemId);
  }
  const room = maxQty - productQtyOf(items, current.ProductId, itemId);
  const next = Math.min(capQty(qty, maxQty), room);
  if (next === current.Qty || next < 1) return undefined;
  return items.map((item) => (item.ItemId === itemId ? { ...item, Qty: next } : item));
}

/** The items after a server price check: dropped lines removed, valid new prices applied. */
function withPriceCheck(items: readonly CartItem[], changes: PriceCheckChanges): CartItem[] {
  const removed = new Set(changes.remove ?? []);
  const prices = changes.prices ?? {};
  const names = changes.names ?? {};
  return items
    .filter((item) => !removed.has(item.ItemId))
    .map((item) => {
      const price = prices[item.ItemId];
      const priced =
        price !== undefined && Paise.safeParse(price).success && price !== item.ProductPrice
          ? { ...item, ProductPrice: price }
          : item;
      const named = names[item.ItemId];
      return named ? renamed(priced, named) : priced;
    });
}

const rowIdsOf = (selected: Record<string, SelectedOption>) =>
  Object.values(selected)
    .map((option) => option.RowId)
    .sort((a, b) => a - b)
    .join('-');

/** The line with the catalog's names now; unchanged when they name other option rows or are not valid. */
function renamed(item: CartItem, names: LineNames): CartItem {
  const next = { ...item, ProductName: names.ProductName, SelectedOptions: names.SelectedOptions };
  if (rowIdsOf(names.SelectedOptions) !== rowIdsOf(item.SelectedOptions)) return item;
  if (!CartItem.safeParse(next).success || names.ProductName.trim() === '') return item;
  if (
    next.ProductName === item.ProductName &&
    JSON.stringify(next.SelectedOptions) === JSON.stringify(item.SelectedOptions)
  )
    return item;
  return next;
}
