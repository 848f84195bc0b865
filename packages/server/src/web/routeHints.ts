/**
 * A first visit to a page other than `/` starts fetching, from <head>, everything the page will ask for: its
 * chunk and the chunks it imports, their styles, their texts in the language the server answers in, the API
 * client, and for a catalog listing its data. Without these the browser finds each only when the one before
 * it has run: the shell, then the page's chunk, then the API client, then the page's data, a round trip each
 * on a slow mobile network. The files come from route-hints.json, which the web build writes next to
 * index.html (packages/web/routeHints.plugin.ts); a build without it is served as built.
 *
 * The data preload is the very request the app's API client makes (the SDK's readAddress), so the browser
 * hands the reply to it. The app drops it when the shopper chose a language other than the browser's
 * (packages/web/src/state/locale.ts).
 */
import { readAddress } from '@storefront/sdk';
import type { Locale } from '@storefront/sdk/core';
import { API_PREFIX } from '../http/route.js';
import { jsonObjectOf } from './buildFile.js';
import { escapeHtml } from './html.js';
import { pathPattern, type PageAddress } from './pagePaths.js';

export const ROUTE_HINTS_FILE = 'route-hints.json';

interface Hints {
  modules: string[];
  styles: string[];
  /** Text parts by language. */
  texts: Record<string, string[]>;
}

export interface RouteHints {
  /** In the app's match order. */
  pages: (Hints & { pattern: RegExp })[];
  apiClient: Hints;
}

const isFileList = (value: unknown): value is string[] =>
  Array.isArray(value) &&
  value.every((file) => typeof file === 'string' && /^assets\/[\w.-]+\.(?:js|css)$/.test(file));

function hintsIn(value: unknown): Hints | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { modules, styles, texts } = value as Record<string, unknown>;
  if (!isFileList(modules) || !isFileList(styles)) return undefined;
  if (typeof texts !== 'object' || texts === null) return undefined;
  if (!Object.values(texts).every(isFileList)) return undefined;
  return { modules, styles, texts: texts as Record<string, string[]> };
}

/** The hints in route-hints.json, or undefined when the file is not what this server understands. */
export function parseRouteHints(text: string): RouteHints | undefined {
  const record = jsonObjectOf(text);
  if (!record) return undefined;
  const { pages, apiClient } = record;
  const client = hintsIn(apiClient);
  if (!client || !Array.isArray(pages)) return undefined;
  const parsedPages: RouteHints['pages'] = [];
  for (const page of pages) {
    const hints = hintsIn(page);
    const path = (page as { path?: unknown }).path;
    if (!hints || typeof path !== 'string' || !path.startsWith('/')) return undefined;
    parsedPages.push({ ...hints, pattern: pathPattern(path) });
  }
  return { pages: parsedPages, apiClient: client };
}

/**
 * The public read a catalog listing makes first (categories, a category's first page of products), as the
 * client asks for it. A product page's data is not preloaded: its image already is (boot.ts), and its reply
 * is the largest of the catalog's.
 */
export function pageDataAddress(path: string, address: PageAddress): string | undefined {
  if (path === '/categories') return API_PREFIX + readAddress('categories', {});
  if (address.kind === 'category') {
    return API_PREFIX + readAddress('categoryProducts', { categorySlug: address.slug });
  }
  return undefined;
}

/**
 * index.html for `path` with preloads of what the page will ask for; unchanged for `/` (its own are built
 * in) and for a path no route matches. Files index.html already loads are not repeated.
 */
export function withRouteHints(
  html: string,
  hints: RouteHints,
  path: string,
  locale: Locale,
  dataAddress?: string,
): string {
  if (path === '/') return html;
  const page = hints.pages.find((candidate) => candidate.pattern.test(path));
  const head = html.indexOf('</head>');
  if (!page || head < 0) return html;
  const files = new Set<string>();
  const links: string[] = [];
  const add = (file: string, link: (href: string) => string) => {
    if (files.has(file) || html.includes(`/${file}"`)) return;
    files.add(file);
    links.push(link(escapeHtml(`/${file}`)));
  };
  const modulePreload = (href: string) => `<link rel="modulepreload" crossorigin href="${href}">`;
  for (const hinted of [page, hints.apiClient]) {
    hinted.modules.forEach((file) => add(file, modulePreload));
    (hinted.texts[locale] ?? []).forEach((file) => add(file, modulePreload));
    hinted.styles.forEach((file) =>
      // crossorigin as the app's own stylesheet link (Vite's loader), or the preload goes unused.
      add(file, (href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
    );
  }
  if (dataAddress) {
    links.push(
      `<link rel="preload" as="fetch" href="${escapeHtml(dataAddress)}" crossorigin="use-credentials">`,
    );
  }
  return `${html.slice(0, head)}${links.join('')}${html.slice(head)}`;
}

const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="\/(assets\/[\w.-]+\.js)">/g;

/**
 * index.html for a page other than `/` without the module preloads it has for the home page
 * (vite.config.ts, preloadHome) that this page never loads: four requests competing with the page's own
 * files on a slow connection. Unchanged for `/` and for a path no route matches.
 */
export function withoutOtherPagesModules(html: string, hints: RouteHints, path: string): string {
  if (path === '/') return html;
  const page = hints.pages.find((candidate) => candidate.pattern.test(path));
  if (!page) return html;
  // What every page loads is the entry's own (the shell): always kept.
  const kept = (file: string) =>
    page.modules.includes(file) || hints.pages.every((other) => other.modules.includes(file));
  return html.replace(MODULE_PRELOAD, (link, file: string) => (kept(file) ? link : ''));
}
