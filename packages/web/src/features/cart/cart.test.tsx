import { CART_STORAGE_KEY as SDK_CART_STORAGE_KEY } from '@storefront/sdk';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startApiServer, type ApiServer } from '../../test/apiServer';
import { renderApp } from '../../test/renderApp';
import { curryCutLine, shopperHandlers } from '../../test/shopperFixtures';
import { general } from '../../state/general';
import { orderData } from '../../state/orderData';
import { addToCart, cart, CART_STORAGE_KEY, cartStoreReady, clearCart } from '../../state/cart';
import { priceNotice } from '../../state/priceNotice';

vi.setConfig({ testTimeout: 20_000 });

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer(shopperHandlers());
  await cartStoreReady();
});
afterAll(() => api.close());
beforeEach(() => {
  clearCart();
  priceNotice.open = false;
  api.use(shopperHandlers());
});

const curryCut = { ...curryCutLine, Slug: 'chicken-curry-cut' };
const breast = {
  ProductId: 2,
  ProductName: 'Chicken Breast',
  ProductPrice: 32900,
  Qty: 2,
  SelectedOptions: {},
};
const rupees = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

async function openCart() {
  renderApp('/cart');
  act(() => {
    general.state.productConfigs = { maxAllowedQtyPerProduct: 3 };
  });
  return screen.findByRole('list', { name: 'Items in your cart' });
}

describe('cart store', () => {
  it('has written the line to localStorage under the SDK key, inside its integrity envelope, when an add resolves', async () => {
    expect(CART_STORAGE_KEY).toBe(SDK_CART_STORAGE_KEY);
    await addToCart(curryCut);
    const stored = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '{}') as {
      checksum?: string;
      items?: unknown[];
    };
    expect(stored.checksum).toEqual(expect.any(String));
    expect(stored.items).toHaveLength(1);
  });

  it('refuses the same product and option twice, and a zero quantity', async () => {
    expect(await addToCart(curryCut)).toEqual({ ok: true });
    expect(await addToCart(curryCut)).toEqual({ ok: false, reason: 'duplicate' });
    expect(
      await addToCart({ ...curryCut, SelectedOptions: { Weight: { RowId: 3, Label: '1 kg' } } }),
    ).toEqual({
      ok: true,
    });
    expect(await addToCart({ ...breast, Qty: 0 })).toEqual({ ok: false, reason: 'zero-quantity' });
    expect(cart.items).toHaveLength(2);
  });
});

describe('cart page', () => {
  it('lists the lines with options, totals and the badge count in its label', async () => {
    await addToCart(curryCut);
    await addToCart(breast);
    const list = await openCart();
    const lines = within(list).getAllByTestId('cart-line');
    expect(lines).toHaveLength(2);
    expect(within(lines[0]!).getByText('Weight: 500 g')).toBeInTheDocument();
    expect(rupees(screen.getByTestId('cart-subtotal').textContent)).toBe('₹907');
    expect(screen.getAllByRole('link', { name: 'Cart 3 items' }).length).toBeGreaterThan(0);
  });

  it('steps quantities up to maxAllowedQtyPerProduct and removes a line stepped below 1', async () => {
    const user = userEvent.setup();
    await addToCart(curryCut);
    await addToCart(breast);
    await openCart();
    const increase = screen.getByRole('button', { name: 'Increase quantity of Chicken Curry Cut' });
    await user.click(increase);
    await user.click(increase);
    await waitFor(() => expect(increase).toBeDisabled());
    expect(cart.items[0]?.Qty).toBe(3);
    expect(increase).toHaveAttribute('title', 'You can order up to 3 of this product.');

    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Chicken Breast' }));
    const stepper = await screen.findByRole('group', { name: 'Quantity of Chicken Breast' });
    await user.click(
      within(stepper).getByRole('button', { name: 'Remove Chicken Breast from cart' }),
    );
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1));
    expect(rupees(screen.getByTestId('cart-subtotal').textContent)).toBe('₹747');
  });

  it('removes a line with its remove button and shows the empty cart', async () => {
    const user = userEvent.setup();
    await addToCart(curryCut);
    await openCart();
    const line = screen.getByTestId('cart-line');
    await user.click(
      within(line).getAllByRole('button', { name: 'Remove Chicken Curry Cut from cart' }).at(-1)!,
    );
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
  });

  it('applies updated prices on opening and tells the shopper after 2 s', async () => {
    api.use({
      validateCartPrice: () => ({
        PriceUpdated: true,
        UpdatedProducts: [
          {
            ProductId: 1,
            ConfigPriceId: [2],
            IsInvalidConfigFound: false,
            IsUnavailable: false,
            PriceUpdated: true,
            UpdatedPrice: 27900,
          },
        ],
      }),
    });
    await addToCart(curryCut);
    const started = Date.now();
    await openCart();
    await waitFor(() => expect(cart.items[0]?.ProductPrice).toBe(27900));
    expect(orderData.state.isProductPriceUpdated).toBe(true);
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: 'Product Updates Detected' },
      { timeout: 4000 },
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
    expect(dialog).toHaveTextContent(
      'Some items in your cart now have updated prices. Please review the changes before completing your order.',
    );
    expect(rupees(screen.getByTestId('cart-subtotal').textContent)).toBe('₹279');
  });

  it('removes unavailable items and uses the variant that says so', async () => {
    api.use({
      validateCartPrice: () => ({
        PriceUpdated: true,
        UpdatedProducts: [
          {
            ProductId: 1,
            ConfigPriceId: [2],
            IsInvalidConfigFound: false,
            IsUnavailable: true,
            PriceUpdated: false,
            UpdatedPrice: 24900,
          },
          {
            ProductId: 2,
            ConfigPriceId: [],
            IsInvalidConfigFound: false,
            IsUnavailable: false,
            PriceUpdated: true,
            UpdatedPrice: 30900,
          },
        ],
      }),
    });
    await addToCart(curryCut);
    await addToCart(breast);
    await openCart();
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: 'Product Updates Detected' },
      { timeout: 4000 },
    );
    expect(dialog).toHaveTextContent('unavailable items were removed from your cart');
    expect(cart.items.map((item) => item.ProductName)).toEqual(['Chicken Breast']);
  });

  it('checks prices again before checkout and goes on when nothing changed', async () => {
    const user = userEvent.setup();
    await addToCart(curryCut);
    await openCart();
    await waitFor(() => expect(cart.priceChecked).toBe(true));
    const before = api.callsOf('validateCartPrice').length;
    await addToCart(breast);
    await user.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    expect(api.callsOf('validateCartPrice').length).toBe(before + 1);
  });
});
