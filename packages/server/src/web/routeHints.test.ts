import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../testing/app.js';
import { PAGE_PATHS_FILE } from './pagePaths.js';
import {
  ROUTE_HINTS_FILE,
  parseRouteHints,
  withRouteHints,
  withoutOtherPagesModules,
} from './routeHints.js';

const SHELL = '<link rel="modulepreload" crossorigin href="/assets/shell.js">';
const INDEX_HTML = `<!doctype html><html><head><title>FreshCuts</title><script type="module" crossorigin src="/assets/index.js"></script>${SHELL}</head><body><div id="root"></div></body></html>`;

const texts = (name: string) => ({
  en: [`assets/en-${name}.js`],
  hi: [`assets/hi-${name}.js`],
  kn: [`assets/kn-${name}.js`],
});

/** What the web build writes (packages/web/routeHints.plugin.ts), in the app's match order. */
const HINTS_FILE = {
  pages: [
    {
      path: '/categories',
      modules: ['assets/CategoriesPage.js', 'assets/shell.js', 'assets/catalog.js'],
      styles: ['assets/catalog.css'],
      texts: texts('catalog'),
    },
    {
      path: '/category/:categorySlug',
      modules: ['assets/CategoryPage.js', 'assets/shell.js', 'assets/catalog.js'],
      styles: ['assets/catalog.css'],
      texts: texts('catalog'),
    },
    {
      path: '/order/details/:orderId',
      modules: ['assets/OrderDetailsPage.js', 'assets/shell.js'],
      styles: [],
      texts: texts('orders'),
    },
    {
      path: '/:productSlug',
      modules: ['assets/ProductPage.js', 'assets/shell.js', 'assets/catalog.js'],
      styles: ['assets/catalog.css'],
      texts: texts('catalog'),
    },
  ],
  apiClient: {
    modules: ['assets/sdk-zod.js', 'assets/client.js', 'assets/shell.js'],
    styles: [],
    texts: texts('shell'),
  },
};

const PAGE_PATHS = {
  home: '/',
  category: '/category/:categorySlug',
  product: '/:productSlug',
  indexable: ['/categories'],
  private: ['/order/details/:orderId'],
};

const modulePreload = (file: string) =>
  `<link rel="modulepreload" crossorigin href="/assets/${file}">`;
const preloadsIn = (html: string) =>
  html.slice(html.indexOf(SHELL) + SHELL.length, html.indexOf('</head>'));

describe('withRouteHints', () => {
  const hints = parseRouteHints(JSON.stringify(HINTS_FILE));

  it('preloads the page’s chunks, styles and texts in the language, then the API client, once each', () => {
    expect(hints).toBeDefined();
    const html = withRouteHints(INDEX_HTML, hints!, '/order/details/12', 'hi');
    expect(preloadsIn(html)).toBe(
      [
        modulePreload('OrderDetailsPage.js'),
        modulePreload('hi-orders.js'),
        modulePreload('sdk-zod.js'),
        modulePreload('client.js'),
        modulePreload('hi-shell.js'),
      ].join(''),
    );
  });

  it('leaves / and an address no route matches as they are', () => {
    const withoutProduct = parseRouteHints(
      JSON.stringify({ ...HINTS_FILE, pages: HINTS_FILE.pages.slice(0, 3) }),
    );
    expect(withRouteHints(INDEX_HTML, hints!, '/', 'en')).toBe(INDEX_HTML);
    expect(withRouteHints(INDEX_HTML, withoutProduct!, '/a/b/c', 'en')).toBe(INDEX_HTML);
  });

  it('refuses a file that names anything but built scripts and styles', () => {
    const outside = structuredClone(HINTS_FILE);
    outside.pages[0]!.modules.push('https://elsewhere.example/x.js');
    expect(parseRouteHints(JSON.stringify(outside))).toBeUndefined();
    expect(parseRouteHints('{')).toBeUndefined();
    expect(parseRouteHints('{"pages":[]}')).toBeUndefined();
  });
});

describe('withoutOtherPagesModules', () => {
  const hints = parseRouteHints(JSON.stringify(HINTS_FILE))!;
  const homePreloads = ['shell.js', 'HomePage.js', 'catalog.js'].map(modulePreload).join('');
  const indexHtml = `<head>${homePreloads}</head>`;

  it('drops the home page’s module preloads that another page never loads, keeping what every page loads', () => {
    expect(withoutOtherPagesModules(indexHtml, hints, '/order/details/12')).toBe(
      `<head>${modulePreload('shell.js')}</head>`,
    );
    expect(withoutOtherPagesModules(indexHtml, hints, '/categories')).toBe(
      `<head>${modulePreload('shell.js')}${modulePreload('catalog.js')}</head>`,
    );
  });

  it('keeps them all on / and on an address no route matches', () => {
    const withoutProduct = parseRouteHints(
      JSON.stringify({ ...HINTS_FILE, pages: HINTS_FILE.pages.slice(0, 3) }),
    )!;
    expect(withoutOtherPagesModules(indexHtml, hints, '/')).toBe(indexHtml);
    expect(withoutOtherPagesModules(indexHtml, withoutProduct, '/a/b/c')).toBe(indexHtml);
  });
});

describe('a page’s preloads in its HTML', () => {
  let t: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = await mkdtemp(join(tmpdir(), 'storefront-hints-'));
    await writeFile(join(webDist, 'index.html'), INDEX_HTML);
    await writeFile(join(webDist, PAGE_PATHS_FILE), JSON.stringify(PAGE_PATHS));
    await writeFile(join(webDist, ROUTE_HINTS_FILE), JSON.stringify(HINTS_FILE));
    t = await createTestApp({ config: { webDist } });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('preloads the categories’ data as the app’s client asks for it, in the browser’s language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/categories',
      headers: { 'accept-language': 'kn-IN,kn;q=0.9,en;q=0.8' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toBe('Accept-Language');
    const preloads = preloadsIn(res.body);
    expect(preloads).toContain(modulePreload('CategoriesPage.js'));
    expect(preloads).toContain(modulePreload('kn-catalog.js'));
    expect(preloads).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/catalog.css">',
    );
    expect(preloads).not.toContain('en-catalog');
    expect(preloads).toContain(
      '<link rel="preload" as="fetch" href="/v1/get-categories" crossorigin="use-credentials">',
    );
    // The shell is index.html's own preload already.
    expect(preloads).not.toContain('/assets/shell.js');
  });

  it('preloads a category’s first page of products, the address the client reads', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/category/chicken' });
    const href = '/v1/get-category-products?categorySlug=chicken&amp;pageNo=1';
    expect(preloadsIn(res.body)).toContain(
      `<link rel="preload" as="fetch" href="${href}" crossorigin="use-credentials">`,
    );
    const data = await t.app.inject({ method: 'GET', url: href.replace('&amp;', '&') });
    expect(data.statusCode).toBe(200);
    expect((data.json() as { NoCategoryFound: boolean }).NoCategoryFound).toBe(false);
  });

  it('preloads no data for a product page or a shopper’s own page', async () => {
    for (const url of ['/chicken-curry-cut', '/order/details/12']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(preloadsIn(res.body)).toContain('rel="modulepreload"');
      expect(preloadsIn(res.body)).not.toContain('as="fetch"');
    }
  });
});
