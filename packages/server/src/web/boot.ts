/**
 * The first page a shopper opens paints its largest image before any script runs. For `/` (the banners),
 * a category page (its first product cards' images) and a product page `/:productSlug` (its first image), index.html is served with that image
 * preloaded from <head> and drawn inside the static boot shell. The drawing's markup is the web build's
 * (boot-templates.json next to index.html, from packages/web/src/app/bootPreviewMarkup.ts): the server only
 * fills in the page's data, escaped. The app keeps showing the drawing while its code and data load, so the
 * largest paint no longer waits for the scripts, the API client and the data.
 *
 * The web build marks the replaceable part of its boot shell with BOOT_START … BOOT_END; an index.html
 * without the marks, or a build without usable templates, is served unchanged.
 */
import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import { banners, categories, productImages, products } from '../catalog/tables.js';
import { escapeHtml } from './html.js';
import { jsonObjectOf } from './buildFile.js';

export const BOOT_START = '<!--boot-content-->';
export const BOOT_END = '<!--/boot-content-->';
/** The web build's drawing of the first page, written next to index.html. */
export const BOOT_TEMPLATES_FILE = 'boot-templates.json';

/** Banners drawn in the shell at most (the strip scrolls; the app draws every banner). */
const MAX_BANNERS = 8;
/** A category page's cards drawn in the shell: the first screen's two rows on a phone, one on a desktop. */
const CATEGORY_CARDS = 4;
/** What a product slug can look like; anything else is not looked up. */
const SLUG = /^\/([a-z0-9][a-z0-9-]{0,119})$/i;
const CATEGORY_SLUG = /^\/category\/([a-z0-9][a-z0-9-]{0,119})$/i;

/** A product image, as the product page draws it. */
export interface BootImage {
  url: string;
  alt: string;
  width: number;
  height: number;
}

export type BootPage =
  | { kind: 'home'; banners: { url: string }[] }
  | { kind: 'product'; slug: string; image: BootImage }
  /** A category page: its first product cards' images, the first preloaded. */
  | { kind: 'category'; slug: string; cards: { url: string }[] };

/**
 * The web build's drawing of the first page, with `{{slot}}`s for the data. `{{banners}}` in `home` stands
 * for the banners drawn with `firstBanner` then `laterBanner`, in order.
 */
export interface BootTemplates {
  home: string;
  firstBanner: string;
  laterBanner: string;
  product: string;
  category: string;
  categoryCard: string;
}

/** The slots each template may hold; a template with any other is not used. */
const SLOTS: Record<keyof BootTemplates, readonly string[]> = {
  home: ['banners'],
  firstBanner: ['url'],
  laterBanner: ['url'],
  product: ['slug', 'url', 'alt', 'width', 'height'],
  category: ['slug', 'cards'],
  categoryCard: ['url'],
};

const slotsOf = (template: string) => [...template.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);

/** The templates in boot-templates.json, or undefined when the file is not what this server can fill. */
export function parseBootTemplates(text: string): BootTemplates | undefined {
  const record = jsonObjectOf(text);
  if (!record) return undefined;
  const templates: Partial<BootTemplates> = {};
  for (const [name, slots] of Object.entries(SLOTS) as [keyof BootTemplates, readonly string[]][]) {
    const template = record[name];
    if (typeof template !== 'string') return undefined;
    if (!slotsOf(template).every((slot) => slot !== undefined && slots.includes(slot))) {
      return undefined;
    }
    templates[name] = template;
  }
  return templates as BootTemplates;
}

/** The page whose first image the shell can draw for `path` (no query string), or undefined. */
export async function bootPageFor(db: Database, path: string): Promise<BootPage | undefined> {
  if (path === '/') {
    const rows = await db
      .select({ url: banners.imageUrl })
      .from(banners)
      .orderBy(asc(banners.position), asc(banners.id))
      .limit(MAX_BANNERS);
    if (rows.length === 0) return undefined;
    return { kind: 'home', banners: rows };
  }
  const categorySlug = CATEGORY_SLUG.exec(path)?.[1];
  if (categorySlug) {
    // The first cards in the category page's own order (catalog/model.ts productCards).
    const cards = await db
      .select({ url: products.imageUrl })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(eq(categories.slug, categorySlug))
      .orderBy(desc(products.isAvailable), asc(products.position), asc(products.id))
      .limit(CATEGORY_CARDS);
    return cards.length > 0 ? { kind: 'category', slug: categorySlug, cards } : undefined;
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

/** A template with its slots filled in one pass: `values` escaped, `markup` as is. */
function fill(
  template: string,
  values: Record<string, string | number>,
  markup: Record<string, string> = {},
): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_slot, name: string) => {
    const html = markup[name];
    if (html !== undefined) return html;
    const value = values[name];
    return value === undefined ? '' : escapeHtml(String(value));
  });
}

/** The shell's drawing of the page. */
function drawing(page: BootPage, templates: BootTemplates): string {
  if (page.kind === 'category') {
    const cards = page.cards.map(({ url }) => fill(templates.categoryCard, { url })).join('');
    return fill(templates.category, { slug: page.slug }, { cards });
  }
  if (page.kind === 'home') {
    const banners = page.banners
      .map(({ url }, index) =>
        fill(index === 0 ? templates.firstBanner : templates.laterBanner, { url }),
      )
      .join('');
    return fill(templates.home, {}, { banners });
  }
  return fill(templates.product, { slug: page.slug, ...page.image });
}

/**
 * index.html with the page's first image preloaded and drawn in the boot shell from the build's templates;
 * unchanged when the shell has no boot marks.
 */
export function withBootPage(html: string, page: BootPage, templates: BootTemplates): string {
  const start = html.indexOf(BOOT_START);
  const end = html.indexOf(BOOT_END, start);
  const head = html.indexOf('</head>');
  if (start < 0 || end < 0 || head < 0 || head > start) return html;
  const first =
    page.kind === 'home' ? page.banners[0] : page.kind === 'category' ? page.cards[0] : page.image;
  if (!first) return html;
  const preload = `<link rel="preload" as="image" href=${attr(first.url)} fetchpriority="high">`;
  // Ahead of the scripts and module preloads, so the largest paint's image takes the first connection.
  const firstScript = html.slice(0, head).search(/<script|<link rel="modulepreload"/);
  const at = firstScript < 0 ? head : firstScript;
  const drawn = drawing(page, templates);
  return html.slice(0, at) + preload + html.slice(at, start) + BOOT_START + drawn + html.slice(end);
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
