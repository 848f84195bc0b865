/**
 * The web app's page addresses, from page-paths.json that the web build writes next to index.html (from
 * packages/web/src/app/pagePaths.ts). With them the server tells a product or category page from the app's
 * other pages and from addresses that are no page at all; a build without the file gets none of that (the
 * shell is served as before, with 200 everywhere).
 */
import { createHash } from 'node:crypto';
import { jsonObjectOf } from './buildFile.js';

/** The web build's list of its pages, written next to index.html. */
export const PAGE_PATHS_FILE = 'page-paths.json';

/** What the build writes (wouter patterns: `:name` a segment, `:name?` an optional one). */
export interface PagePathsFile {
  home: string;
  category: string;
  product: string;
  indexable: string[];
  private: string[];
}

export interface PagePaths {
  file: PagePathsFile;
  /** Changes with the file's content: keys cached replies built from it. */
  version: string;
  /** The fixed pages (indexable and private), matched before the category and product patterns. */
  fixed: RegExp[];
  category: RegExp;
  product: RegExp;
}

/** What a page address is. */
export type PageAddress =
  | { kind: 'home' }
  | { kind: 'category'; slug: string }
  | { kind: 'product'; slug: string }
  /** A page of the app that shows no catalog item (cart, sign-in, content pages…). */
  | { kind: 'other' }
  /** No page of the app: the app shows its not-found page. */
  | { kind: 'none' };

/** What a product or category slug can look like; anything else is in no catalog. */
const SLUG = /^[a-z0-9][a-z0-9-]{0,119}$/i;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A page pattern as wouter matches it (its regexparam parser): `:name` one segment, `:name?` an optional
 * one, the rest literal; a trailing slash is optional and letters match in any case.
 */
export function pathPattern(pattern: string): RegExp {
  const segments = pattern.split('/').filter((segment) => segment !== '');
  const source = segments
    .map((segment) => {
      if (!segment.startsWith(':')) return `/${escapeRegExp(segment)}`;
      return segment.endsWith('?') ? '(?:/([^/]+?))?' : '/([^/]+?)';
    })
    .join('');
  return new RegExp(`^${source}/?$`, 'i');
}

/** A pattern with its one parameter filled in (URL-encoded), e.g. `/category/:slug` → `/category/chicken`. */
export function pathOf(pattern: string, value: string): string {
  return pattern.replace(/:[A-Za-z_]\w*\??/, () => encodeURIComponent(value));
}

/** A fixed page pattern without parameters (a page the sitemap can list), or undefined. */
export const isFixedPath = (pattern: string) => !pattern.includes(':');

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string' && item.startsWith('/'));

/** The page paths in page-paths.json, or undefined when the file is not what this server understands. */
export function parsePagePaths(text: string): PagePaths | undefined {
  const record = jsonObjectOf(text);
  if (!record) return undefined;
  const { home, category, product, indexable } = record;
  const privatePaths = record.private;
  const onePattern = (value: unknown): value is string =>
    typeof value === 'string' && value.startsWith('/');
  if (
    home !== '/' ||
    !onePattern(category) ||
    !onePattern(product) ||
    // Each of the two has exactly one parameter: the slug.
    category.split(':').length !== 2 ||
    product.split(':').length !== 2 ||
    !isStringList(indexable) ||
    !isStringList(privatePaths)
  )
    return undefined;
  const file: PagePathsFile = { home, category, product, indexable, private: privatePaths };
  return {
    file,
    version: createHash('sha1').update(JSON.stringify(file)).digest('base64url').slice(0, 12),
    fixed: [...indexable, ...privatePaths].map(pathPattern),
    category: pathPattern(category),
    product: pathPattern(product),
  };
}

function slugIn(pattern: RegExp, path: string): string | undefined {
  const raw = pattern.exec(path)?.[1];
  if (raw === undefined) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** What the page at `path` (without the query) is, matched in the app's order. */
export function pageAt(paths: PagePaths, path: string): PageAddress {
  if (path === '/') return { kind: 'home' };
  if (paths.fixed.some((pattern) => pattern.test(path))) return { kind: 'other' };
  for (const kind of ['category', 'product'] as const) {
    const slug = slugIn(paths[kind], path);
    if (slug === undefined) continue;
    // The app would ask the catalog for it and find nothing: its not-found page.
    return SLUG.test(slug) ? { kind, slug } : { kind: 'none' };
  }
  return { kind: 'none' };
}
