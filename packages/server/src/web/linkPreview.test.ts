import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { formatPaise } from '@storefront/sdk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../catalog/tables.js';
import { bumpCacheState } from '../config/settings.js';
import { ConfigError, loadConfig } from '../env.js';
import { PUBLIC_CACHE_CONTROL } from '../http/public-cache.js';
import { SANDBOX_ADMIN_HEADER } from '../sandbox/admin.js';
import { type TestApp, createTestApp } from '../testing/app.js';
import { BOOT_END, BOOT_START } from './boot.js';
import { PAGE_PATHS_FILE, type PagePathsFile, pageAt, parsePagePaths } from './pagePaths.js';

const BASE = 'https://shop.example.in';
const ADMIN_TOKEN = 'link-preview-tests';
const SHELL_TITLE = 'FreshCuts: fresh chicken, mutton and seafood delivered';
const SHELL_DESCRIPTION = 'Order fresh chicken &amp; mutton online.';
/** As the web build writes it: title and description on lines of their own, the boot marks in the body. */
const INDEX_HTML = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <title>${SHELL_TITLE}</title>
    <meta
      name="description"
      content="${SHELL_DESCRIPTION}"
    />
    <script type="module" crossorigin src="/assets/index.js"></script>
  </head>
  <body><div id="root"><div class="boot">${BOOT_START}<div class="spinner-wrap"></div>${BOOT_END}</div></div></body>
</html>`;

/** The shape of packages/web/src/app/pagePaths.ts (the build's file; the browser test serves the real one). */
const PAGE_PATHS: PagePathsFile = {
  home: '/',
  category: '/category/:categorySlug',
  product: '/:productSlug',
  indexable: ['/categories', '/about-us'],
  private: [
    '/cart',
    '/search',
    '/address/new/:isParamPassed?',
    '/order/confirmed/',
    '/order/details/:orderId',
  ],
};

const get = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const unescape = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');

/** The content of every `<meta property|name="key">` in the page, unescaped. */
function meta(html: string, key: string): string[] {
  const pattern = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`, 'g');
  return [...html.matchAll(pattern)].map((match) => unescape(match[1]!));
}

const one = (html: string, key: string) => {
  const values = meta(html, key);
  expect(values, key).toHaveLength(1);
  return values[0]!;
};

const canonical = (html: string) =>
  [...html.matchAll(/<link rel="canonical" href="([^"]*)">/g)].map((m) => unescape(m[1]!));
const titles = (html: string) => [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]);

/** The JSON-LD blocks of the page, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

async function productRow(t: TestApp, slug: string) {
  const [row] = await t.db.select().from(products).where(eq(products.slug, slug));
  if (!row) throw new Error(`no product ${slug}`);
  return row;
}

/** The price the app shows for the product (its details reply). */
async function shownPrice(t: TestApp, slug: string): Promise<number> {
  const res = await get(t, `/v1/get-product-details?productSlug=${slug}`);
  return res.json<{ ProductDetails: { Price: number } }>().ProductDetails.Price;
}

/** A change made behind the app's back, announced the way every catalog write announces it. */
async function changeCatalog(t: TestApp, change: () => Promise<unknown>) {
  await change();
  await bumpCacheState(t.db);
  await t.app.publicCache.refresh();
}

describe('server-rendered link previews', () => {
  let t: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = await mkdtemp(join(tmpdir(), 'storefront-preview-'));
    await writeFile(join(webDist, 'index.html'), INDEX_HTML);
    await writeFile(join(webDist, PAGE_PATHS_FILE), JSON.stringify(PAGE_PATHS));
    t = await createTestApp({
      config: { webDist, publicBaseUrl: BASE, sandboxAdminToken: ADMIN_TOKEN },
    });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('gives a product page its name, price in INR, image and Product/Offer JSON-LD', async () => {
    const res = await get(t, '/chicken-curry-cut?utm_source=whatsapp');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const price = await shownPrice(t, 'chicken-curry-cut');
    const url = `${BASE}/chicken-curry-cut`;

    expect(titles(html)).toEqual(['Chicken Curry Cut (Skinless) | FreshCuts']);
    const description = one(html, 'description');
    expect(description).toContain(formatPaise(price));
    expect(description).toContain('ideal for curries');
    expect(html).not.toContain(SHELL_DESCRIPTION);
    expect(canonical(html)).toEqual([url]);
    expect(one(html, 'og:type')).toBe('product');
    expect(one(html, 'og:title')).toBe('Chicken Curry Cut (Skinless)');
    expect(one(html, 'og:url')).toBe(url);
    expect(one(html, 'og:site_name')).toBe('FreshCuts');
    expect(one(html, 'og:image')).toMatch(/^https:\/\/shop\.example\.in\/images\/.+\.webp$/);
    expect(one(html, 'og:description')).toBe(description);
    expect(one(html, 'product:price:amount')).toBe((price / 100).toFixed(2));
    expect(one(html, 'product:price:currency')).toBe('INR');
    expect(one(html, 'twitter:card')).toBe('summary_large_image');
    expect(one(html, 'twitter:title')).toBe('Chicken Curry Cut (Skinless)');
    expect(one(html, 'twitter:image')).toBe(one(html, 'og:image'));
    expect(one(html, 'twitter:data1')).toBe(formatPaise(price));
    // Written as on the product page: no zero paise.
    expect(one(html, 'twitter:data1')).not.toMatch(/\.00$/);

    const [product, ...others] = jsonLd(html);
    expect(others).toEqual([]);
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Chicken Curry Cut (Skinless)',
      url,
      image: [one(html, 'og:image')],
      category: 'Chicken',
      offers: {
        '@type': 'Offer',
        url,
        price: (price / 100).toFixed(2),
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
      },
    });
    // Everything sits in <head>; the body is the app's shell, which the app takes over as before.
    expect(html.indexOf('application/ld+json')).toBeLessThan(html.indexOf('</head>'));
    expect(html.slice(html.indexOf('<body>'))).toBe(INDEX_HTML.slice(INDEX_HTML.indexOf('<body>')));
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toMatch(/^W\/"/);
  });

  it('says out of stock for a product that is not available', async () => {
    const { isAvailable } = await productRow(t, 'country-chicken-curry-cut');
    expect(isAvailable).toBe(false);
    const html = (await get(t, '/country-chicken-curry-cut')).body;
    expect(jsonLd(html)[0]).toMatchObject({
      offers: { availability: 'https://schema.org/OutOfStock' },
    });
    expect(one(html, 'product:availability')).toBe('out of stock');
  });

  it('gives a category page its name, description, image and its products as an ItemList', async () => {
    const res = await get(t, '/category/chicken');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const url = `${BASE}/category/chicken`;
    expect(titles(html)).toEqual(['Chicken | FreshCuts']);
    expect(one(html, 'description')).toBe('Farm-fresh chicken, cut to order and never frozen.');
    expect(canonical(html)).toEqual([url]);
    expect(one(html, 'og:title')).toBe('Chicken | FreshCuts');
    expect(one(html, 'og:url')).toBe(url);
    expect(one(html, 'og:image')).toMatch(/^https:\/\/shop\.example\.in\/images\//);
    const [page] = jsonLd(html);
    expect(page).toMatchObject({ '@type': 'CollectionPage', name: 'Chicken', url });
    const list = (page?.mainEntity as { itemListElement: { url: string; position: number }[] })
      .itemListElement;
    expect(list.map((item) => item.url)).toContain(`${BASE}/chicken-curry-cut`);
    expect(list[0]?.position).toBe(1);
  });

  it('keeps the home page’s own title and description, and adds its canonical link, image and WebSite data', async () => {
    const res = await get(t, '/');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(titles(html)).toEqual([SHELL_TITLE]);
    expect(html).toContain(`content="${SHELL_DESCRIPTION}"`);
    expect(canonical(html)).toEqual([`${BASE}/`]);
    expect(one(html, 'og:type')).toBe('website');
    expect(one(html, 'og:title')).toBe(SHELL_TITLE);
    expect(one(html, 'og:description')).toBe(unescape(SHELL_DESCRIPTION));
    expect(one(html, 'og:image')).toBe(`${BASE}/images/banners/banner-1.webp`);
    expect(jsonLd(html)).toEqual([
      expect.objectContaining({ '@type': 'WebSite', name: 'FreshCuts', url: `${BASE}/` }),
    ]);
  });

  it('answers 404 with the app’s shell, marked noindex, for a product or category the catalog lacks and for no page at all', async () => {
    for (const url of [
      '/no-such-product',
      '/category/no-such-category',
      '/no/such/page',
      '/%E0%A4%A4',
      '/<script>',
    ]) {
      const res = await get(t, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      // The app renders its not-found page from the shell.
      expect(res.body).toContain('<div id="root">');
      expect(res.body).toContain('<meta name="robots" content="noindex">');
      expect(meta(res.body, 'og:title')).toEqual([]);
      expect(jsonLd(res.body)).toEqual([]);
      expect(res.headers.etag).toBeUndefined();
    }
  });

  it('serves the app’s other pages as before: 200, the shell’s own head, no preview', async () => {
    for (const url of [
      '/cart',
      '/Cart/',
      '/search?q=prawns',
      '/order/details/12',
      '/order/confirmed',
      '/address/new',
      '/address/new/true',
      '/categories',
    ]) {
      const res = await get(t, url);
      expect(res.statusCode, url).toBe(200);
      expect(titles(res.body)).toEqual([SHELL_TITLE]);
      expect(meta(res.body, 'og:title')).toEqual([]);
      expect(res.body).not.toContain('noindex');
    }
  });

  it('shows a price or name change on the very next load', async () => {
    const before = await productRow(t, 'chicken-wings');
    const changed = await t.app.inject({
      method: 'POST',
      url: '/v1/sandbox/admin/product-price',
      headers: { [SANDBOX_ADMIN_HEADER]: ADMIN_TOKEN },
      payload: { productId: before.id, price: before.price + 1500 },
    });
    expect(changed.statusCode).toBe(200);
    const price = await shownPrice(t, 'chicken-wings');
    const html = (await get(t, '/chicken-wings')).body;
    expect(one(html, 'product:price:amount')).toBe((price / 100).toFixed(2));
    expect(jsonLd(html)[0]).toMatchObject({ offers: { price: (price / 100).toFixed(2) } });

    await changeCatalog(t, () =>
      t.db.update(products).set({ name: 'Party Wings' }).where(eq(products.id, before.id)),
    );
    expect(one((await get(t, '/chicken-wings')).body, 'og:title')).toBe('Party Wings');
  });

  it('escapes hostile catalog text in attributes and in the JSON-LD', async () => {
    const hostile = `</script><script>alert(1)</script> "Tom's" <!-- & {{slug}} \u2028`;
    const { id } = await productRow(t, 'chicken-mince');
    await changeCatalog(t, () =>
      t.db
        .update(products)
        .set({ name: hostile, shortDescription: `<img src=x onerror=alert(2)>` })
        .where(eq(products.id, id)),
    );
    const html = (await get(t, '/chicken-mince')).body;
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<!-- &');
    expect(html).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)');
    expect(one(html, 'og:title')).toBe(hostile);
    expect(titles(html)).toEqual([
      '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Tom&#39;s&quot; &lt;!-- &amp; {{slug}} \u2028 | FreshCuts',
    ]);
    const [product] = jsonLd(html);
    expect(product?.name).toBe(hostile);
    expect(product?.description).toBe('<img src=x onerror=alert(2)>');
  });

  it('lists the home page, the public pages, every category and every product in sitemap.xml', async () => {
    const res = await get(t, '/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    const locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    const productCount = (await t.db.select({ id: products.id }).from(products)).length;
    const categoryCount = (await t.db.select({ id: categories.id }).from(categories)).length;
    expect(locs.slice(0, 3)).toEqual([`${BASE}/`, `${BASE}/categories`, `${BASE}/about-us`]);
    expect(locs).toContain(`${BASE}/category/chicken`);
    expect(locs).toContain(`${BASE}/chicken-curry-cut`);
    expect(locs).toHaveLength(3 + categoryCount + productCount);
    expect(locs.filter((loc) => loc?.includes('/cart'))).toEqual([]);
    expect(res.body).toMatch(
      /<url><loc>https:\/\/shop\.example\.in\/chicken-curry-cut<\/loc><lastmod>\d{4}-\d\d-\d\dT[^<]+<\/lastmod><\/url>/,
    );
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);

    const again = await get(t, '/sitemap.xml', { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
    const compressed = await get(t, '/sitemap.xml', { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
  });

  it('keeps sitemap.xml for the cache state and rebuilds it when a change bumps the state', async () => {
    const first = await get(t, '/sitemap.xml');
    const { id } = await productRow(t, 'chicken-liver');

    // Written without the bump every catalog write makes: the cached sitemap is still served.
    await t.db.update(products).set({ slug: 'chicken-liver-fresh' }).where(eq(products.id, id));
    const cached = await get(t, '/sitemap.xml');
    expect(cached.body).toBe(first.body);
    expect(cached.headers.etag).toBe(first.headers.etag);

    await bumpCacheState(t.db);
    await t.app.publicCache.refresh();
    const rebuilt = await get(t, '/sitemap.xml');
    expect(rebuilt.body).toContain(`<loc>${BASE}/chicken-liver-fresh</loc>`);
    expect(rebuilt.body).not.toContain(`<loc>${BASE}/chicken-liver</loc>`);
    expect(rebuilt.headers.etag).not.toBe(first.headers.etag);

    // A price change through the store's own call: the product's lastmod moves.
    const lastmod = (body: string) =>
      new RegExp(`/chicken-breast-boneless</loc><lastmod>([^<]+)</lastmod>`).exec(body)?.[1];
    const product = await productRow(t, 'chicken-breast-boneless');
    await t.app.inject({
      method: 'POST',
      url: '/v1/sandbox/admin/product-price',
      headers: { [SANDBOX_ADMIN_HEADER]: ADMIN_TOKEN },
      payload: { productId: product.id, price: product.price + 100 },
    });
    const repriced = await get(t, '/sitemap.xml');
    expect(lastmod(repriced.body)).toBe(
      (await productRow(t, 'chicken-breast-boneless')).updatedAt.toISOString(),
    );
    expect(lastmod(repriced.body)).not.toBe(lastmod(rebuilt.body));
  });

  it('serves robots.txt that keeps crawlers off the API and the private pages and names the sitemap', async () => {
    const res = await get(t, '/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(res.body).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /v1/',
        'Disallow: /sandbox',
        'Disallow: /_pact/',
        'Disallow: /cart$',
        'Disallow: /search$',
        'Disallow: /address/new/',
        'Disallow: /order/confirmed$',
        'Disallow: /order/details/',
        '',
        `Sitemap: ${BASE}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });
});

describe('absolute links without PUBLIC_BASE_URL', () => {
  let t: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = await mkdtemp(join(tmpdir(), 'storefront-preview-'));
    await writeFile(join(webDist, 'index.html'), INDEX_HTML);
    await writeFile(join(webDist, PAGE_PATHS_FILE), JSON.stringify(PAGE_PATHS));
    t = await createTestApp({ config: { webDist } });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('use the request’s origin, per origin', async () => {
    const page = await get(t, '/chicken-curry-cut', { host: 'meat.local:8080' });
    expect(canonical(page.body)).toEqual(['http://meat.local:8080/chicken-curry-cut']);
    const robots = await get(t, '/robots.txt', { host: 'meat.local:8080' });
    expect(robots.body).toContain('Sitemap: http://meat.local:8080/sitemap.xml');
    const other = await get(t, '/sitemap.xml', { host: 'other.local' });
    expect(other.body).toContain('<loc>http://other.local/chicken-curry-cut</loc>');
  });

  it('never write a hostile Host header into the page', async () => {
    const res = await get(t, '/chicken-curry-cut', { host: 'x"><script>alert(1)</script>' });
    expect(res.body).not.toContain('<script>alert');
  });
});

describe('PUBLIC_BASE_URL', () => {
  it('takes an http(s) origin, without a trailing slash', () => {
    expect(loadConfig({ PUBLIC_BASE_URL: 'https://shop.example.in/' }).publicBaseUrl).toBe(BASE);
    expect(loadConfig({}).publicBaseUrl).toBeUndefined();
  });

  it('refuses anything but an origin', () => {
    for (const value of ['shop.example.in', 'ftp://shop.example.in', 'https://shop.example.in/in'])
      expect(() => loadConfig({ PUBLIC_BASE_URL: value }), value).toThrow(ConfigError);
  });
});

describe('page addresses', () => {
  const paths = parsePagePaths(JSON.stringify(PAGE_PATHS))!;

  it('match as the app’s router does, fixed pages before the product slug', () => {
    expect(pageAt(paths, '/')).toEqual({ kind: 'home' });
    expect(pageAt(paths, '/cart')).toEqual({ kind: 'other' });
    expect(pageAt(paths, '/categories/')).toEqual({ kind: 'other' });
    expect(pageAt(paths, '/category/chicken')).toEqual({ kind: 'category', slug: 'chicken' });
    expect(pageAt(paths, '/chicken-wings/')).toEqual({ kind: 'product', slug: 'chicken-wings' });
    expect(pageAt(paths, '/category')).toEqual({ kind: 'product', slug: 'category' });
    expect(pageAt(paths, '/order/details')).toEqual({ kind: 'none' });
  });

  it('refuses a file this server does not understand', () => {
    expect(parsePagePaths('not json')).toBeUndefined();
    expect(parsePagePaths(JSON.stringify({ ...PAGE_PATHS, product: '/:a/:b' }))).toBeUndefined();
    expect(parsePagePaths(JSON.stringify({ ...PAGE_PATHS, private: [3] }))).toBeUndefined();
  });
});
