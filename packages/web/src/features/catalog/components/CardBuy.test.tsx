/**
 * Add from a product card (issue 32): a product without options goes in with one tap and its card shows a
 * stepper bound to the cart line; one with options opens a sheet with the product page's details to choose
 * them. Served by the fixtures' API (test/apiServer.ts); the cart is the real one (state/cart.ts).
 */
import type { ReplyOf } from '@storefront/sdk';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCart, cart, cartStoreReady, clearCart, type CartLine } from '../../../state/cart';
import { general } from '../../../state/general';
import { startApiServer, type ApiServer } from '../../../test/apiServer';
import { curryCut, products, storeHandlers } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';

vi.setConfig({ testTimeout: 20_000 });

type Details = ReplyOf<'productDetails'>['ProductDetails'];

/** The fixtures' products with the wings (id 4) sold without options, as a plain pack. */
const cards = products.map((product) =>
  product.ProductId === 4 ? { ...product, HasOptions: false } : product,
);

/** The curry cut with a few of its 1 kg (RowId 12) left and its small pieces (22) sold out. */
const curryCutAtHub: Details = {
  ...curryCut,
  ProductConfig: curryCut.ProductConfig.map((group) => ({
    ...group,
    Options: group.Options.map((row) =>
      row.RowId === 12
        ? { ...row, Left: 2 }
        : row.RowId === 22
          ? { ...row, IsAvailable: false }
          : row,
    ),
  })),
};

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer(storeHandlers());
  await cartStoreReady();
});
afterAll(() => api.close());
beforeEach(() => {
  clearCart();
  const store = storeHandlers();
  api.use({
    ...store,
    categoryProducts: async (query, body, context) => {
      const reply = await store.categoryProducts!(query, body, context);
      return 'Products' in reply
        ? {
            ...reply,
            Products: reply.Products.map((card) =>
              cards.find((c) => c.ProductId === card.ProductId)!,
            ),
          }
        : reply;
    },
    productDetails: (query) =>
      query.productSlug === curryCut.Slug
        ? { ProductDetails: curryCutAtHub }
        : { status: 404, body: { Message: 'Product not found' } },
  });
});

/** Detail reads before the test began (the server's log spans the file). */
let detailsCalls = 0;

async function openChicken() {
  detailsCalls = api.callsOf('productDetails').length;
  renderApp('/category/chicken');
  act(() => {
    general.state.productConfigs = { maxAllowedQtyPerProduct: 3 };
  });
  return screen.findByRole('list', { name: 'Chicken' });
}

const lineOf = (productId: number): CartLine | undefined =>
  cart.items.find((item) => item.ProductId === productId);

const cardOf = (list: HTMLElement, name: string) => within(list).getByRole('article', { name });

describe('Add on a product card', () => {
  it('adds a product without options at its card price and shows a stepper bound to the line', async () => {
    const user = userEvent.setup();
    const list = await openChicken();
    const wings = cardOf(list, 'Chicken Wings');
    await user.click(await within(wings).findByRole('button', { name: 'Add Chicken Wings' }));

    const stepper = await within(wings).findByRole('group', { name: 'Quantity of Chicken Wings' });
    expect(within(stepper).getByText('1')).toBeInTheDocument();
    expect(lineOf(4)).toMatchObject({
      ProductName: 'Chicken Wings',
      ProductPrice: 19900,
      Qty: 1,
      SelectedOptions: {},
      OptionKey: 'simple',
      Slug: 'chicken-wings',
    });
    expect(await screen.findByText('Chicken Wings added to cart')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Cart 1 item' }).length).toBeGreaterThan(0);
    // The Add button left the page: the focus is on the stepper's +, not lost.
    expect(
      within(stepper).getByRole('button', { name: 'Increase quantity of Chicken Wings' }),
    ).toHaveFocus();
  });

  it('changes the line with + and −, stops at the maximum, and takes it out with − at 1', async () => {
    const user = userEvent.setup();
    const list = await openChicken();
    const wings = cardOf(list, 'Chicken Wings');
    await user.click(await within(wings).findByRole('button', { name: 'Add Chicken Wings' }));
    const increase = await within(wings).findByRole('button', {
      name: 'Increase quantity of Chicken Wings',
    });
    await user.click(increase);
    await waitFor(() => expect(lineOf(4)?.Qty).toBe(2));
    await user.click(increase);
    await waitFor(() => expect(lineOf(4)?.Qty).toBe(3));
    // At the cart's maximum (3 per product): + says why and changes nothing.
    expect(increase).toHaveAttribute('aria-disabled', 'true');
    expect(increase).toHaveAttribute('title', 'You can order up to 3 of this product.');
    await user.click(increase);
    expect(lineOf(4)?.Qty).toBe(3);
    expect(within(wings).getByRole('status')).toHaveTextContent('3');

    const decrease = within(wings).getByRole('button', {
      name: 'Decrease quantity of Chicken Wings',
    });
    await user.click(decrease);
    await user.click(decrease);
    await waitFor(() => expect(lineOf(4)?.Qty).toBe(1));
    await user.click(decrease);
    await waitFor(() => expect(lineOf(4)).toBeUndefined());
    expect(within(wings).getByRole('button', { name: 'Add Chicken Wings' })).toHaveFocus();
    expect(within(wings).queryByRole('group')).not.toBeInTheDocument();
  });

  it('shows no Add on a product that is out of stock', async () => {
    renderApp('/search?q=liv');
    const heading = await screen.findByRole('heading', { name: 'Products' });
    const liver = within(heading.closest('section')!).getByRole('article', {
      name: 'Chicken Liver',
    });
    expect(within(liver).getByText('Out of stock')).toBeInTheDocument();
    expect(within(liver).queryByRole('button')).toBeNull();
  });

  it('has Add on the cards of the home page too', async () => {
    renderApp('/');
    const best = (await screen.findByRole('heading', { name: 'Best sellers' })).closest('section')!;
    expect(
      await within(best).findByRole('button', { name: 'Add Chicken Curry Cut' }),
    ).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('has Add on the cards of the search page too', async () => {
    renderApp('/search?q=mutton');
    const found = (await screen.findByRole('heading', { name: 'Products' })).closest('section')!;
    expect(await within(found).findByRole('button', { name: 'Add Mutton Keema' })).toBeEnabled();
  });
});

describe('the options sheet', () => {
  it('loads the details, offers each option with its price, and adds the chosen one', async () => {
    const user = userEvent.setup();
    const list = await openChicken();
    const card = cardOf(list, 'Chicken Curry Cut');
    await user.click(await within(card).findByRole('button', { name: 'Add Chicken Curry Cut' }));

    const sheet = await screen.findByRole('dialog', { name: 'Chicken Curry Cut' });
    const weight = await within(sheet).findByRole('group', { name: 'Weight' });
    // The default choice is chosen and focused; a sold-out option cannot be chosen.
    expect(within(weight).getByRole('radio', { name: /500 g/ })).toBeChecked();
    await waitFor(() => expect(within(weight).getByRole('radio', { name: /500 g/ })).toHaveFocus());
    const kg = within(weight).getByRole('radio', { name: /1 kg.*Only 2 left/ });
    expect(kg.closest('label')!.textContent!.replace(/\u00a0/g, ' ')).toContain('₹469');
    expect(within(sheet).getByRole('radio', { name: /Small pieces.*unavailable/ })).toBeDisabled();

    await user.click(kg);
    await user.click(within(sheet).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Chicken Curry Cut' })).toBeNull(),
    );
    expect(lineOf(1)).toMatchObject({
      ProductPrice: 46900,
      Qty: 1,
      OptionKey: '12-21',
      SelectedOptions: {
        Weight: { RowId: 12, Label: '1 kg' },
        Cut: { RowId: 21, Label: 'Curry cut' },
      },
    });
    const stepper = await within(card).findByRole('group', {
      name: 'Quantity of Chicken Curry Cut',
    });
    expect(
      within(stepper).getByRole('button', { name: 'Increase quantity of Chicken Curry Cut' }),
    ).toHaveFocus();
    // One request for the details, kept in the store the product page reads.
    expect(api.callsOf('productDetails').length - detailsCalls).toBe(1);
  });

  it('opens and closes with the keyboard, and adds from it', async () => {
    const user = userEvent.setup();
    const list = await openChicken();
    const card = cardOf(list, 'Chicken Curry Cut');
    const add = await within(card).findByRole('button', { name: 'Add Chicken Curry Cut' });
    add.focus();
    await user.keyboard('{Enter}');
    let sheet = await screen.findByRole('dialog', { name: 'Chicken Curry Cut' });
    await within(sheet).findByRole('group', { name: 'Weight' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(add).toHaveFocus();
    expect(cart.items).toHaveLength(0);

    // Space opens it again (its code and the details are there now); the default goes in by keyboard.
    await user.keyboard(' ');
    sheet = await screen.findByRole('dialog', { name: 'Chicken Curry Cut' });
    expect(within(sheet).getByRole('radio', { name: /500 g/ })).toHaveFocus();
    within(sheet).getByRole('button', { name: 'Add to cart' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(lineOf(1)?.OptionKey).toBe('11-21'));
    const increase = await within(card).findByRole('button', {
      name: 'Increase quantity of Chicken Curry Cut',
    });
    await waitFor(() => expect(increase).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(lineOf(1)?.Qty).toBe(2));
    // Opened twice, read once: the details are kept in the store the product page reads.
    expect(api.callsOf('productDetails').length - detailsCalls).toBe(1);
  });

  it('counts every choice of options on the card, and changes them in the sheet within the maximum', async () => {
    const user = userEvent.setup();
    const list = await openChicken();
    const line = {
      ProductId: 1,
      ProductName: 'Chicken Curry Cut',
      Qty: 1,
      Slug: 'chicken-curry-cut',
    };
    const curry = { RowId: 21, Label: 'Curry cut' };
    await act(async () => {
      await addToCart({
        ...line,
        ProductPrice: 24900,
        Qty: 2,
        SelectedOptions: { Weight: { RowId: 11, Label: '500 g' }, Cut: curry },
      });
      await addToCart({
        ...line,
        ProductPrice: 46900,
        SelectedOptions: { Weight: { RowId: 12, Label: '1 kg' }, Cut: curry },
      });
    });
    const card = cardOf(list, 'Chicken Curry Cut');
    const stepper = await within(card).findByRole('group', {
      name: 'Quantity of Chicken Curry Cut',
    });
    expect(within(stepper).getByRole('status')).toHaveTextContent('3');
    const increase = within(stepper).getByRole('button', { name: /Increase/ });
    expect(increase).toHaveAttribute('aria-disabled', 'true');

    // Which line − means is the shopper's to say: it opens the sheet, on the default choice's line.
    await user.click(within(stepper).getByRole('button', { name: /Decrease/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Chicken Curry Cut' });
    const quantity = await within(sheet).findByRole('group', { name: 'Quantity' });
    expect(within(quantity).getByRole('status')).toHaveTextContent('2');
    expect(within(quantity).getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await user.click(within(quantity).getByRole('button', { name: 'Decrease quantity' }));
    await waitFor(() => expect(within(stepper).getByRole('status')).toHaveTextContent('2'));
    await user.click(within(quantity).getByRole('button', { name: 'Decrease quantity' }));
    // The line is gone: the sheet offers to add that choice again.
    expect(await within(sheet).findByRole('button', { name: 'Add to cart' })).toBeEnabled();
    expect(cart.items.map((item) => item.OptionKey)).toEqual(['12-21']);
    await user.click(within(sheet).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // One line left: the card's stepper is bound to it again.
    await user.click(within(card).getByRole('button', { name: /Increase/ }));
    await waitFor(() => expect(lineOf(1)?.Qty).toBe(2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
