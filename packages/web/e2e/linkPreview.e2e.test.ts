/**
 * Links that preview and rank, against the real build served by the reference server: a chat app's or a
 * crawler's fetch of a product address (no JavaScript) reads the product's Open Graph tags and JSON-LD from
 * the server's HTML, and the same address in Chromium then runs the app, which takes over as usual.
 */
import { describe, expect, it } from 'vitest';
import { collectErrors, useBrowser } from './support/browser';

const shop = useBrowser();
const SLUG = 'chicken-curry-cut';

/** The product as the API answers it: name and price in paise. */
async function productDetails(): Promise<{ ProductName: string; Price: number }> {
  const res = await fetch(shop.url(`/v1/get-product-details?productSlug=${SLUG}`));
  return ((await res.json()) as { ProductDetails: { ProductName: string; Price: number } })
    .ProductDetails;
}

const ogContent = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)">`).exec(html)?.[1];

describe('a shared product link', () => {
  it('shows its Open Graph tags and Product JSON-LD to a fetch that runs no script', async () => {
    const product = await productDetails();
    // As a chat app's link preview fetches it: one GET, no scripts, no cookies.
    const res = await fetch(shop.url(`/${SLUG}`), { headers: { 'user-agent': 'WhatsApp/2.23' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(ogContent(head, 'og:title')).toBe(product.ProductName);
    expect(ogContent(head, 'og:url')).toBe(shop.url(`/${SLUG}`));
    expect(ogContent(head, 'og:image')).toMatch(new RegExp(`^${shop.baseUrl}/images/`));
    expect(ogContent(head, 'product:price:amount')).toBe((product.Price / 100).toFixed(2));
    expect(ogContent(head, 'product:price:currency')).toBe('INR');
    const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(head)?.[1];
    expect(JSON.parse(jsonLd ?? 'null')).toMatchObject({
      '@type': 'Product',
      name: product.ProductName,
      offers: { priceCurrency: 'INR', price: (product.Price / 100).toFixed(2) },
    });

    // The product's image the preview points at is served.
    const image = await fetch(ogContent(head, 'og:image') ?? '');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
  });

  it('shows the same tags in Chromium with JavaScript off, and then hydrates to the product page with it on', async () => {
    const product = await productDetails();
    const noScript = await shop.page('phone', { javaScriptEnabled: false });
    await noScript.goto(shop.url(`/${SLUG}`));
    const og = (property: string) =>
      noScript.locator(`head meta[property="${property}"]`).getAttribute('content');
    expect(await og('og:title')).toBe(product.ProductName);
    expect(await og('og:type')).toBe('product');
    expect(await noScript.title()).toContain(product.ProductName);

    const page = await shop.page('phone');
    const errors = collectErrors(page);
    const response = await page.goto(shop.url(`/${SLUG}`));
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: product.ProductName }).waitFor();
    await page.waitForFunction(() => document.querySelector('#root .boot') === null);
    await page.getByRole('button', { name: 'Add to cart' }).waitFor();
    expect(await page.locator('head meta[property="og:title"]').getAttribute('content')).toBe(
      product.ProductName,
    );
    expect(errors).toEqual([]);
  });

  it('answers 404 for a product that does not exist, and the app shows its not-found page', async () => {
    const page = await shop.page('phone');
    const response = await page.goto(shop.url('/no-such-cut-of-chicken'));
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('list the catalog at the server’s address and keep crawlers off the private pages', async () => {
    const sitemap = await (await fetch(shop.url('/sitemap.xml'))).text();
    expect(sitemap).toContain(`<loc>${shop.url(`/${SLUG}`)}</loc>`);
    expect(sitemap).toContain(`<loc>${shop.url('/category/chicken')}</loc>`);
    expect(sitemap).not.toContain('/cart');

    const robots = await (await fetch(shop.url('/robots.txt'))).text();
    expect(robots).toContain('Disallow: /cart$');
    expect(robots).toContain('Disallow: /order/details/');
    expect(robots).toContain(`Sitemap: ${shop.url('/sitemap.xml')}`);
  });
});
