/**
 * The cart store: items as spec section 3, kept in a KeyValueStorage (localStorage in the browser, MemoryStorage
 * in Node) inside an integrity envelope { v, checksum, items }. A corrupt, truncated, tampered or foreign store
 * never throws: the cart starts empty and `resetReason` says why ('Your cart is reset').
 */
import * as z from 'zod/mini';
import type { KeyValueStorage } from '../common/storage.js';
import { checksumOf } from '../common/integrity.js';
import { Paise } from '../common/schemas.js';
import { messages } from '../messages.js';
import { CartItem, SIMPLE_OPTION_KEY, type SelectedOption } from './schemas.js';

export const CART_STORAGE_KEY = 'storefront.cart';
export const CART_SCHEMA_VERSION = 1;
/** maxAllowedQtyPerProduct when the product configuration has not said otherwise (spec section 9). */
export const DEFAULT_MAX_QTY = 10;

/** corrupt: not JSON (or truncated); tampered: checksum mismatch; foreign: another shape or version. */
export type CartResetReason = 'corrupt' | 'tampered' | 'foreign';

export interface CartTotals {
  /** Number of lines. */
  lines: number;
  /** Sum of quantities (the badge count). */
  quantity: number;
  /** Sum of ProductPrice × Qty, integer paise. */
  subtotal: number;
}

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
  | { ok: false; reason: 'duplicate' | 'invalid-qty' | 'invalid-item'; message: string };

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

/** 'simple' when nothing is selected, else the selected RowIds sorted ascending and joined by '-'. */
export function optionKeyOf(selected: Record<string, SelectedOption> | undefined): string {
  const rowIds = Object.values(selected ?? {})
    .map((option) => option.RowId)
    .sort((a, b) => a - b);
  return rowIds.length === 0 ? SIMPLE_OPTION_KEY : rowIds.join('-');
}

/** The line id: product and option key, so one product with two selections gives two lines. */
export function itemIdOf(productId: number, optionKey: string): string {
  return `${productId}:${optionKey}`;
}

/** The RowIds of a line's selection, as the server's configPriceIds. */
export function configPriceIdsOf(item: Pick<CartItem, 'SelectedOptions'>): number[] {
  return Object.values(item.SelectedOptions)
    .map((option) => option.RowId)
    .sort((a, b) => a - b);
}

export function totalsOf(items: readonly CartItem[]): CartTotals {
  let quantity = 0;
  let subtotal = 0;
  for (const item of items) {
    quantity += item.Qty;
    subtotal += item.ProductPrice * item.Qty;
  }
  return { lines: items.length, quantity, subtotal };
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
  if (checksumOf(envelope.data.items) !== envelope.data.checksum) {
    return { items: [], resetReason: 'tampered' };
  }
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
  return {
    items: items.data.map((item) => (item.Qty > maxQty ? { ...item, Qty: maxQty } : item)),
    resetReason: undefined,
  };
}

function validMaxQty(value: number | undefined): number {
  return value !== undefined && Number.isInteger(value) && value >= 1 ? value : DEFAULT_MAX_QTY;
}

/**
 * @example
 * const cart = createCartStore(localStorage, { maxQty: configs.maxAllowedQtyPerProduct });
 * const result = cart.add({ ProductId: 3, ProductName: 'Chicken curry cut', ProductPrice: 24900, Qty: 1 });
 * if (!result.ok) toast(result.message);
 */
export function createCartStore(
  storage: KeyValueStorage,
  options: { maxQty?: number; key?: string } = {},
): CartStore {
  const key = options.key ?? CART_STORAGE_KEY;
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
        return { ok: false, reason: 'duplicate', message: messages.alreadyInCart };
      }
      commit([...state.items, item]);
      return { ok: true, item };
    },

    setQty(itemId, qty) {
      const current = state.items.find((item) => item.ItemId === itemId);
      if (!current) return;
      if (!Number.isFinite(qty) || Math.floor(qty) < 1) {
        commit(state.items.filter((item) => item.ItemId !== itemId));
        return;
      }
      const next = capQty(qty);
      if (next === current.Qty) return;
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
      if (state.items.some((item) => item.Qty > maxQty)) {
        commit(state.items.map((item) => (item.Qty > maxQty ? { ...item, Qty: maxQty } : item)));
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
      return { reason, message: messages.cartReset };
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
