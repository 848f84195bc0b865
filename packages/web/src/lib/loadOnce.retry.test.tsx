/**
 * One failed load of the API client does not break the app until a reload: the first import of the client
 * chunk fails (as it does on a network blip), the next use loads it and the data call and the add to cart
 * work. Its own file: the chunk loads once per module graph.
 */
import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { withApi } from './api';
import { loadOnce } from './loadOnce';
import { addToCart } from '../state/cart';
import { startApiServer, type ApiServer } from '../test/apiServer';
import { renderApp } from '../test/renderApp';
import { curryCutLine, shopperHandlers } from '../test/shopperFixtures';

// Failing from the start: the cart store's own early load (state/cart.ts) must not load the client first.
const chunk = vi.hoisted(() => ({ failing: true, attempts: 0 }));

// The first step of the client chunk (lib/api.ts), failing while `failing` is set, as a dynamic import does
// when the network drops.
vi.mock('./clientZod', async (importOriginal) => {
  chunk.attempts += 1;
  if (chunk.failing) {
    throw new TypeError('Failed to fetch dynamically imported module: /assets/sdk-zod.js');
  }
  return importOriginal();
});

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer(shopperHandlers());
});
afterAll(() => api.close());

describe('loadOnce', () => {
  it('shares one load, forgets a failed one and tries again on the next use', async () => {
    const results = [Promise.reject(new Error('offline')), Promise.resolve(42)];
    const load = vi.fn(() => results.shift()!);
    const value = loadOnce(load);
    await expect(value()).rejects.toThrow('offline');
    await expect(Promise.all([value(), value()])).resolves.toEqual([42, 42]);
    await expect(value()).resolves.toBe(42);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('after the client chunk failed to load', () => {
  it('the next data call and the next add to cart load it again and work', async () => {
    // (vitest wraps the import's error in one of its own; the app sees a rejected import either way)
    await expect(withApi((client) => client.catalog.home())).rejects.toThrow();
    await expect(addToCart(curryCutLine)).rejects.toThrow();
    const attempts = chunk.attempts;

    chunk.failing = false;
    const home = await withApi((client) => client.catalog.home());
    expect(home.BestSellers.length).toBeGreaterThan(0);
    expect(chunk.attempts).toBe(attempts + 1);

    await expect(addToCart(curryCutLine)).resolves.toEqual({ ok: true });
    renderApp('/cart');
    expect(await screen.findByTestId('cart-line')).toHaveTextContent(curryCutLine.ProductName);
  });
});
