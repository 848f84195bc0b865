/** An add made before the SDK cart store has loaded (its own file: the store loads once per module graph). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type ApiServer } from '../../test/apiServer';
import { curryCutLine as curryCut, shopperHandlers } from '../../test/shopperFixtures';
import { addToCart, cart, CART_STORAGE_KEY } from '../../state/cart';

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer(shopperHandlers());
});
afterAll(() => api.close());

describe('an add made while the cart store is still loading', () => {
  it('is in localStorage once it resolves, so leaving the page right after keeps it', async () => {
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();

    await expect(addToCart(curryCut)).resolves.toEqual({ ok: true });

    const stored = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '{}') as {
      items?: { ProductId: number }[];
    };
    expect(stored.items?.map((item) => item.ProductId)).toEqual([1]);
    expect(cart.items).toHaveLength(1);
  });

  it('refuses the second of two quick adds of the same product and option', async () => {
    const breast = { ...curryCut, ProductId: 2, ProductName: 'Chicken Breast' };
    const [first, second] = await Promise.all([addToCart(breast), addToCart(breast)]);
    expect(first).toEqual({ ok: true });
    expect(second).toEqual({ ok: false, reason: 'duplicate' });
  });
});
