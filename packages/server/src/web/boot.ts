/**
 * The first page a shopper opens paints its largest image before any script runs. For `/` (the banners)
 * and for a product page `/:productSlug` (the product's first image), index.html is served with that image
 * preloaded from <head> and drawn inside the static boot shell, with the app's own classes, at the size the
 * app draws it. The app keeps showing it while its code and data load (packages/web/src/app/bootPreview.ts),
 * so the largest paint no longer waits for the scripts, the API client and the data.
 *
 * The web build marks the replaceable part of its boot shell with BOOT_START … BOOT_END; an index.html
 * without the marks is served unchanged.
 */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import { banners, productImages, products } from '../catalog/tables.js';
import { escapeHtml } from './html.js';

export const BOOT_START = '<!--boot-content-->';
export const BOOT_END = '<!--/boot-content-->';

/** Banners drawn in the shell at most (the strip scrolls; the app draws every banner). */
const MAX_BANNERS = 8;
/** What a product slug can look like; anything else is not looked up. */
const SLUG = /^\/([a-z0-9][a-z0-9-]{0,119})$/i;

export interface BootImage {
  url: string;
  alt: string;
  width: number;
  height: number;
}

export type BootPage =
  { kind: 'home'; banners: BootImage[] } | { kind: 'product'; slug: string; image: BootImage };

/** The page whose first image the shell can draw for `path` (no query string), or undefined. */
export async function bootPageFor(db: Database, path: string): Promise<BootPage | undefined> {
  if (path === '/') {
    const rows = await db
      .select({ url: banners.imageUrl })
      .from(banners)
      .orderBy(asc(banners.position), asc(banners.id))
      .limit(MAX_BANNERS);
    if (rows.length === 0) return undefined;
    // The artwork is 1200x400, as the app draws it (HomePage.tsx).
    return {
      kind: 'home',
      banners: rows.map((row) => ({ url: row.url, alt: '', width: 1200, height: 400 })),
    };
  }
  const slug = SLUG.exec(path)?.[1];
  if (!slug) return undefined;
  const [row] = await db
    .select({
      url: productImages.url,
      alt: productImages.alt,
      width: productImages.width,
      height: productImages.height,
    })
    .from(products)
    .innerJoin(productImages, eq(productImages.productId, products.id))
    .where(eq(products.slug, slug))
    .orderBy(asc(productImages.position), asc(productImages.id))
    .limit(1);
  return row ? { kind: 'product', slug, image: row } : undefined;
}

const attr = (value: string | number) => `"${escapeHtml(String(value))}"`;

function shellMarkup(page: BootPage): string {
  if (page.kind === 'home') {
    const items = page.banners
      .map(
        (banner, index) =>
          `<div class="banner"><img src=${attr(banner.url)} alt="" width=${attr(banner.width)} height=${attr(banner.height)}${
            index === 0 ? ' fetchpriority="high"' : ' loading="lazy"'
          }></div>`,
      )
      .join('');
    return `<main class="main container" data-boot-page="home"><div class="page home"><div class="banner-strip">${items}</div></div></main>`;
  }
  const { image } = page;
  return (
    `<main class="main container" data-boot-page="product" data-boot-slug=${attr(page.slug)}>` +
    `<div class="page product-page"><div class="boot-crumbs"></div><div class="product-layout"><div class="product-gallery">` +
    `<img class="gallery-main" src=${attr(image.url)} alt=${attr(image.alt)} width=${attr(image.width)} height=${attr(image.height)} fetchpriority="high">` +
    `</div></div></div></main>`
  );
}

/**
 * index.html with the page's first image preloaded and drawn in the boot shell; unchanged when the shell
 * has no boot marks.
 */
export function withBootPage(html: string, page: BootPage): string {
  const start = html.indexOf(BOOT_START);
  const end = html.indexOf(BOOT_END, start);
  const head = html.indexOf('</head>');
  if (start < 0 || end < 0 || head < 0 || head > start) return html;
  const first = page.kind === 'home' ? page.banners[0] : page.image;
  if (!first) return html;
  const preload = `<link rel="preload" as="image" href=${attr(first.url)} fetchpriority="high">`;
  // Ahead of the scripts and module preloads, so the largest paint's image takes the first connection.
  const firstScript = html.slice(0, head).search(/<script|<link rel="modulepreload"/);
  const at = firstScript < 0 ? head : firstScript;
  return (
    html.slice(0, at) +
    preload +
    html.slice(at, start) +
    BOOT_START +
    shellMarkup(page) +
    html.slice(end)
  );
}

/** The web build preloads the home page's data from index.html (vite.config.ts, preloadHome). */
const HOME_DATA_PRELOAD = /<link rel="preload" as="fetch" href="\/v1\/get-home-data"[^>]*>\s*/;

/**
 * index.html for a page other than `/`: without the preload of the home page's data, which that page
 * never reads (a wasted request competing with the page's own files on a slow connection).
 */
export function withoutHomeData(html: string): string {
  return html.replace(HOME_DATA_PRELOAD, '');
}
