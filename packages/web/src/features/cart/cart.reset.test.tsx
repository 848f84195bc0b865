/** A tampered or corrupt stored cart (read when the cart store loads, so each case is its own file). */
import { render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { App } from '../../app/App';
import { startApiServer, type ApiServer } from '../../test/apiServer';
import { shopperHandlers } from '../../test/shopperFixtures';
import { addToCart, cart, cartStoreReady } from '../../state/cart';

// The stored cart is read once, when the cart store loads: it must be in place before any import.
vi.hoisted(() => {
  const items = [
    {
      ItemId: '1:simple',
      ProductId: 1,
      ProductName: 'Chicken Curry Cut',
      ProductPrice: 100,
      Qty: 1,
      OptionKey: 'simple',
      SelectedOptions: {},
    },
  ];
  localStorage.setItem('storefront.cart', JSON.stringify({ v: 1, checksum: 'forged', items }));
});

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer(shopperHandlers());
});
afterAll(() => api.close());

describe('a tampered stored cart', () => {
  it('resets with "Your cart is reset" and the app keeps working', async () => {
    await cartStoreReady();
    history.replaceState(null, '', '/cart');
    render(
      <Router>
        <App />
      </Router>,
    );
    expect(await screen.findByText('Your cart is reset')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(cart.items).toEqual([]);
    expect(
      await addToCart({
        ProductId: 2,
        ProductName: 'Mutton',
        ProductPrice: 59900,
        Qty: 1,
        SelectedOptions: {},
      }),
    ).toEqual({
      ok: true,
    });
    expect(await screen.findAllByRole('link', { name: 'Cart 1 item' })).not.toHaveLength(0);
  });
});
