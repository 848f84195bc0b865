import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { general } from '../../../state/general';
import { startApiServer, type ApiServer } from '../../../test/apiServer';
import { scrollSentinelsIntoView } from '../../../test/browserGaps';
import { storeHandlers } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';
import { products, searchKey } from '../store/products';

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer(storeHandlers());
});
afterAll(() => api.close());

const rupees = (text: string) => text.replace(/\u00a0/g, ' ');

describe('home', () => {
  it('shows banners, categories, best sellers and offers', async () => {
    renderApp('/');
    const categories = await screen.findByRole('heading', { name: 'Shop by category' });
    expect(categories).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Fresh chicken, every morning. Cut to order' }),
    ).toHaveAttribute('href', '/category/chicken');
    expect(screen.getByRole('link', { name: 'Fish & Seafood' })).toHaveAttribute(
      'href',
      '/category/fish-seafood',
    );
    // Best sellers and offers (below the fold) render one task after the banners and categories.
    const best = (await screen.findByRole('heading', { name: 'Best sellers' })).closest('section')!;
    expect(within(best).getAllByRole('article')).toHaveLength(4);
    expect(within(best).getByText('₹249')).toBeInTheDocument();
    expect(within(best).getByText('17% off')).toBeInTheDocument();
    expect(screen.getByText('Use code FRESH50')).toBeInTheDocument();
  });

  it('gives every image its size and lazy-loads all but the first banner', async () => {
    renderApp('/');
    await screen.findByRole('heading', { name: 'Best sellers' });
    const images = [...document.querySelectorAll('main img')];
    expect(images.length).toBeGreaterThan(5);
    for (const image of images) {
      expect(image.getAttribute('width')).toMatch(/^\d+$/);
      expect(image.getAttribute('height')).toMatch(/^\d+$/);
    }
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images.slice(1).every((image) => image.getAttribute('loading') === 'lazy')).toBe(true);
  });
});

describe('category list', () => {
  it('loads page 1, then page 2 when the end of the list scrolls into view, then stops', async () => {
    renderApp('/category/chicken');
    const list = await screen.findByRole('list', { name: 'Chicken' });
    expect(within(list).getAllByRole('article')).toHaveLength(4);
    await scrollSentinelsIntoView();
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(6));
    expect(await screen.findByText('You have seen all products.')).toBeInTheDocument();
    expect(api.callsOf('categoryProducts').map((call) => call.query)).toEqual([
      { categorySlug: 'chicken', pageNo: '1' },
      { categorySlug: 'chicken', pageNo: '2' },
    ]);
    expect(products.state.loadedPageOfProducts.chicken).toBe(2);
  });

  it('remembers the loaded pages per category when the shopper comes back', async () => {
    const user = userEvent.setup();
    renderApp('/category/chicken');
    const list = await screen.findByRole('list', { name: 'Chicken' });
    await scrollSentinelsIntoView();
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(6));
    const before = api.callsOf('categoryProducts').length;
    await user.click(screen.getByRole('link', { name: 'Categories' }));
    await user.click(await screen.findByRole('link', { name: /Chicken/ }));
    const again = await screen.findByRole('list', { name: 'Chicken' });
    expect(within(again).getAllByRole('article')).toHaveLength(6);
    expect(api.callsOf('categoryProducts')).toHaveLength(before);
  });

  it('says so when the category does not exist', async () => {
    renderApp('/category/unicorn');
    expect(await screen.findByText('This category does not exist.')).toBeInTheDocument();
  });

  it('says so when the category is empty', async () => {
    renderApp('/category/fish-seafood');
    expect(await screen.findByText('No products in this category yet.')).toBeInTheDocument();
  });
});

describe('product page', () => {
  it('shows the gallery, options with their prices, weights, pieces and serves', async () => {
    renderApp('/chicken-curry-cut');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Chicken Curry Cut' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Chicken curry cut on a board' })).toHaveAttribute(
      'width',
      '800',
    );
    const weight = screen.getByRole('group', { name: 'Weight' });
    expect(within(weight).getByRole('radio', { name: /500 g/ })).toBeChecked();
    expect(
      rupees(within(weight).getByRole('radio', { name: /1 kg/ }).closest('label')!.textContent!),
    ).toContain('₹469');
    expect(screen.getByRole('group', { name: 'Cut' })).toBeInTheDocument();
    expect(screen.getByText('Gross weight').nextSibling).toHaveTextContent('550 g');
    expect(screen.getByText('Net weight').nextSibling).toHaveTextContent('500 g');
    expect(screen.getByText('Pieces').nextSibling).toHaveTextContent('10-12');
    expect(screen.getByText('Serves').nextSibling).toHaveTextContent('2-3');
  });

  it('changes the price, weights and total with the chosen options and quantity', async () => {
    const user = userEvent.setup();
    renderApp('/chicken-curry-cut');
    await screen.findByRole('group', { name: 'Weight' });
    await user.click(screen.getByRole('radio', { name: /1 kg/ }));
    await user.click(screen.getByRole('radio', { name: /Small pieces/ }));
    expect(screen.getByText('Net weight').nextSibling).toHaveTextContent('1 kg');
    expect(screen.getAllByText('₹489').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByText('₹978')).toBeInTheDocument();
  });

  it('bounds the quantity by maxAllowedQtyPerProduct', async () => {
    const user = userEvent.setup();
    general.state.productConfigs = { maxAllowedQtyPerProduct: 3 };
    renderApp('/chicken-curry-cut');
    general.state.productConfigs = { maxAllowedQtyPerProduct: 3 };
    const increase = await screen.findByRole('button', { name: 'Increase quantity' });
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await user.click(increase);
    await user.click(increase);
    expect(
      within(screen.getByRole('group', { name: 'Quantity' })).getByText('3'),
    ).toBeInTheDocument();
    expect(increase).toBeDisabled();
  });

  it('adds the chosen option to the cart once and refuses the same option again', async () => {
    const user = userEvent.setup();
    renderApp('/chicken-curry-cut');
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Chicken Curry Cut added to cart')).toBeInTheDocument();
    expect(await screen.findAllByRole('link', { name: 'Cart 1 item' })).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Already added, Manage qty from cart')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /1 kg/ }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findAllByRole('link', { name: 'Cart 2 items' })).not.toHaveLength(0);
  });

  it('renders the not-found page for a slug the server does not know', async () => {
    renderApp('/no-such-cut');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
    expect(api.callsOf('productDetails').at(-1)?.query).toEqual({ productSlug: 'no-such-cut' });
  });

  it('shows the ratings summary, pages the reviews and lists related products', async () => {
    const user = userEvent.setup();
    renderApp('/chicken-curry-cut');
    expect(await screen.findByText('4.3')).toBeInTheDocument();
    const bars = screen.getByText('5 star').closest('dl')!;
    expect(within(bars).getByText('6')).toBeInTheDocument();
    expect(await screen.findByText('Review number 1')).toBeInTheDocument();
    expect(screen.queryByText('Review number 3')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More reviews' }));
    expect(await screen.findByText('Review number 3')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'More reviews' })).not.toBeInTheDocument(),
    );
    const related = screen.getByRole('heading', { name: 'You may also like' }).closest('section')!;
    expect(within(related).getByRole('link', { name: 'Chicken Breast Boneless' })).toHaveAttribute(
      'href',
      '/chicken-breast-boneless',
    );
  });
});

describe('search', () => {
  it('searches as the shopper types (debounced), showing products and categories', async () => {
    const user = userEvent.setup();
    renderApp('/search');
    await user.type(await screen.findByRole('searchbox', { name: /Search for/ }), 'chicken');
    expect(await screen.findByText('6 results for “chicken”')).toBeInTheDocument();
    expect(api.callsOf('search')).toHaveLength(1);
    expect(api.callsOf('search')[0]!.query).toEqual({ term: 'chicken', pageNo: '1' });
    expect(screen.getByRole('heading', { name: 'Categories' })).toBeInTheDocument();
    expect(location.search).toBe('?q=chicken');
  });

  it('appends the next page to the same term, compared case-insensitively', async () => {
    renderApp('/search?q=Chicken');
    const heading = await screen.findByRole('heading', { name: 'Products' });
    const list = heading.closest('section')!.querySelector('ul')!;
    expect(within(list).getAllByRole('article')).toHaveLength(4);
    await scrollSentinelsIntoView();
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(6));
    expect(products.state.searchResult[searchKey('CHICKEN')]?.products).toHaveLength(6);
    expect(products.state.loadedSearchPageNo.chicken).toBe(2);
  });

  it('shows a clear no-results state', async () => {
    renderApp('/search?q=paneer');
    expect(
      await screen.findByRole('heading', { name: 'No results for “paneer”' }),
    ).toBeInTheDocument();
  });

  it('keeps the last searched terms and searches one again on a tap', async () => {
    const user = userEvent.setup();
    localStorage.setItem('lastSearchedTerms', JSON.stringify(['mutton']));
    renderApp('/search');
    products.state.lastSearchedTerms = ['mutton'];
    await user.click(await screen.findByRole('button', { name: 'mutton' }));
    expect(await screen.findByText('2 results for “mutton”')).toBeInTheDocument();
  });
});
