/**
 * The cart's state as the screens read it (a valtio proxy) and its types. Both the light cart module
 * (cart.ts) and the lazily loaded SDK store (cartStore.ts) use them; keeping them here keeps the two free
 * of a cycle.
 */
import { proxy } from 'valtio';
import { CART_STORAGE_KEY, type CartItem } from '@storefront/sdk/core';

/** A cart line: the SDK's CartItem (spec section 3). */
export type CartLine = CartItem;

export { CART_STORAGE_KEY };

export interface CartView {
  items: CartLine[];
  /** Sum of ProductPrice × Qty in paise. */
  subtotal: number;
  /** The SDK store has loaded (the stored cart was read and checked). */
  ready: boolean;
  /** Prices were validated with the server since the last change. */
  priceChecked: boolean;
}

export const cart = proxy<CartView>({ items: [], subtotal: 0, ready: false, priceChecked: false });

export type AddInput = Omit<CartLine, 'ItemId' | 'OptionKey'>;
export type AddResult =
  { ok: true } | { ok: false; reason: 'duplicate' | 'zero-quantity' | 'product-max' };
