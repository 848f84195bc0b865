/**
 * A cart change asked for before the SDK cart store has loaded (its own file: the store loads once per module
 * graph). On the page the payment gateway returns to, the order is confirmed and the cart cleared before the
 * store has loaded (it waits for the first page's data); the clear must not be lost.
 */
import { createCartStore } from '@storefront/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type ApiServer } from '../../test/apiServer';
import { curryCutLine as curryCut, shopperHandlers } from '../../test/shopperFixtures';
import { cart, CART_STORAGE_KEY, cartStoreReady, clearCart } from '../../state/cart';

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer(shopperHandlers());
});
afterAll(() => api.close());

function storedProductIds(): number[] {
  const stored = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '{}') as {
    items?: { ProductId: number }[];
  };
  return stored.items?.map((item) => item.ProductId) ?? [];
}

describe('a cart cleared while the cart store is still loading', () => {
  it('is empty once the store has loaded, on screen and in localStorage', async () => {
    // A cart left by an earlier page: the line the shopper has just paid for.
    createCartStore(localStorage, { key: CART_STORAGE_KEY }).add(curryCut);
    expect(storedProductIds()).toEqual([1]);

    clearCart();
    await cartStoreReady();

    expect(cart.ready).toBe(true);
    expect(cart.items).toEqual([]);
    expect(storedProductIds()).toEqual([]);
  });
});
