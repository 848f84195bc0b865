/**
 * The cart as the screens read it: a valtio mirror of the SDK's cart store (createCartStore on localStorage,
 * integrity envelope, duplicate and zero-quantity refusal, quantity cap, 'Your cart is reset' on a corrupt or
 * tampered store). The SDK store (with zod) lives in a lazy chunk, cartStore.ts, loaded right after the API
 * client; an add waits for it.
 */
import { configPriceIdsOf, totalsOf } from '@storefront/sdk/core';
import type { AddInput, AddResult, CartLine } from './cartView';
import { getApi } from '../lib/api';
import { loadOnce } from '../lib/loadOnce';
import { afterFirstPage, nextTask } from '../lib/tasks';

export {
  cart,
  CART_STORAGE_KEY,
  type AddInput,
  type AddResult,
  type CartLine,
  type CartView,
} from './cartView';

type CartStoreModule = typeof import('./cartStore');
type CartChange = (store: CartStoreModule['store']) => void;

let loaded: CartStoreModule | undefined;
/** Changes asked for before the store loaded, applied in order once it has (see applyChange). */
const pending: CartChange[] = [];

/**
 * Loads the SDK cart store once; resolves with its module. It starts after the API client's steps
 * (lib/api.ts) and in a task of its own: zod and the schemas are then evaluated once, in short tasks,
 * rather than a second time in one long one, and nothing of it runs in the task that evaluates the shell.
 * A failed load is tried again on the next use.
 */
export const cartStoreReady: () => Promise<CartStoreModule> = loadOnce(() =>
  new Promise<void>((resolve) => setTimeout(resolve, 0))
    .then(() => getApi())
    .then(() => nextTask())
    .then(() => import('./cartStore'))
    .then((module) => {
      loaded = module;
      for (const change of pending.splice(0)) change(module.store);
      return module;
    }),
);

// Started once the first page has its data (a page that needs the store asks for it at once), so the stored
// cart shows without waiting for a first add; a failure waits for that use.
afterFirstPage(() => void cartStoreReady().catch(() => undefined));

/**
 * Adds a line through the SDK store, which refuses a quantity below 1 and a product + option already in the
 * cart. It resolves once the store has written the line to localStorage, so an add the shopper was told about
 * survives leaving the page at once (an add held in memory until the store loaded did not). It rejects when
 * the store cannot load; the next add tries again.
 */
export async function addToCart(line: AddInput): Promise<AddResult> {
  return (await cartStoreReady()).addLine(line);
}

/**
 * Applies a change to the stored cart: at once when the store has loaded, else as soon as it has. A change is
 * never dropped: the cart cleared by a paid order on the page the gateway returns to (where the store loads
 * after the first page's data) stays cleared.
 */
function applyChange(change: CartChange): void {
  if (loaded) {
    change(loaded.store);
    return;
  }
  pending.push(change);
  void cartStoreReady().catch(() => undefined);
}

/** Sets a line's quantity: below 1 removes it, above maxAllowedQtyPerProduct is capped. */
export function setQty(itemId: string, qty: number): void {
  applyChange((store) => store.setQty(itemId, qty));
}

export function removeFromCart(itemId: string): void {
  applyChange((store) => store.remove(itemId));
}

export function clearCart(): void {
  applyChange((store) => store.clear());
}

export function cartCount(items: readonly CartLine[]): number {
  return totalsOf(items).quantity;
}

/** The lines as the server's products[] for coupons, bills and checkout. */
export function cartLineRequests(
  items: readonly CartLine[],
): { productId: number; qty: number; configPriceIds: number[] }[] {
  return items.map((item) => ({
    productId: item.ProductId,
    qty: item.Qty,
    configPriceIds: configPriceIdsOf(item),
  }));
}
