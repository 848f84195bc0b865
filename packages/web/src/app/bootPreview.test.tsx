import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { categoryDrawing, homeDrawing, productDrawing } from './bootPreviewMarkup';

/**
 * The shell as the server sends it for `path` (the build's templates, filled as packages/server/src/web/boot.ts
 * fills them), then the module read.
 */
async function bootWith(path: string, drawing: string) {
  history.replaceState(null, '', path);
  document.body.innerHTML = `<div id="root"><div class="boot"><div class="boot-header">FreshCuts</div>${drawing}</div></div>`;
  vi.resetModules();
  const module = await import('./bootPreview');
  document.body.innerHTML = '';
  return module;
}

const homeShell = homeDrawing(['/images/banners/banner-1.svg', '/images/banners/banner-2.svg']);
const productShell = productDrawing('chicken-curry-cut', {
  url: '/images/products/chicken-curry-cut.svg',
  alt: 'Chicken Curry Cut',
  width: 600,
  height: 450,
});

afterEach(() => history.replaceState(null, '', '/'));

describe('the first page drawn by the server, kept while the page loads', () => {
  it('shows the very banner elements of the shell on /, with a loading status', async () => {
    const { BootPage } = await bootWith('/', homeShell);
    const { container } = render(
      <Router>
        <BootPage kind="home" fallback={<p>spinner</p>} />
      </Router>,
    );
    const images = container.querySelectorAll('.boot-page .banner-strip .banner img');
    expect([...images].map((img) => img.getAttribute('src'))).toEqual([
      '/images/banners/banner-1.svg',
      '/images/banners/banner-2.svg',
    ]);
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]).toHaveAttribute('width', '1200');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByText('spinner')).not.toBeInTheDocument();
  });

  it('moves the same product image along while the page loads, on that product’s page only', async () => {
    const { BootPage } = await bootWith('/chicken-curry-cut', productShell);
    const first = render(
      <Router>
        <BootPage fallback={<p>spinner</p>} />
      </Router>,
    );
    const image = screen.getByRole('img', { name: 'Chicken Curry Cut' });
    expect(image).toHaveClass('gallery-main');
    expect(image).toHaveAttribute('height', '450');
    // The page's own loading state takes the same element over (no second download, no flash).
    first.unmount();
    render(
      <Router>
        <BootPage kind="product" fallback={<p>spinner</p>} />
      </Router>,
    );
    expect(screen.getByRole('img', { name: 'Chicken Curry Cut' })).toBe(image);
    cleanup();

    history.replaceState(null, '', '/chicken-drumsticks');
    render(
      <Router>
        <BootPage fallback={<p>other page</p>} />
      </Router>,
    );
    expect(screen.getByText('other page')).toBeInTheDocument();
  });

  it('keeps a category page’s first card images, on that category’s page only', async () => {
    const cards = ['/images/products/a.webp', '/images/products/b.webp'];
    const { BootPage } = await bootWith('/category/chicken', categoryDrawing('chicken', cards));
    const { container } = render(
      <Router>
        <BootPage kind="category" fallback={<p>spinner</p>} />
      </Router>,
    );
    const images = container.querySelectorAll('.boot-page .product-grid .product-card-img');
    expect([...images].map((img) => img.getAttribute('src'))).toEqual(cards);
    expect(images[0]).toHaveAttribute('width', '400');
    expect(images[0]).toHaveAttribute('alt', '');
    cleanup();

    history.replaceState(null, '', '/category/mutton');
    render(
      <Router>
        <BootPage kind="category" fallback={<p>another category</p>} />
      </Router>,
    );
    expect(screen.getByText('another category')).toBeInTheDocument();
  });

  it('falls back when the shell has no drawing, or one for another page or kind', async () => {
    const plain = await bootWith('/', '<div class="spinner-wrap"></div>');
    render(
      <Router>
        <plain.BootPage fallback={<p>spinner</p>} />
      </Router>,
    );
    expect(screen.getByText('spinner')).toBeInTheDocument();
    cleanup();

    // A shell for `/` that a service worker served at /cart draws nothing there.
    const elsewhere = await bootWith('/cart', homeShell);
    history.replaceState(null, '', '/');
    render(
      <Router>
        <elsewhere.BootPage fallback={<p>no banners</p>} />
      </Router>,
    );
    expect(screen.getByText('no banners')).toBeInTheDocument();
    cleanup();

    const home = await bootWith('/', homeShell);
    render(
      <Router>
        <home.BootPage kind="product" fallback={<p>not a product</p>} />
      </Router>,
    );
    expect(screen.getByText('not a product')).toBeInTheDocument();
  });
});
