/**
 * robots.txt and sitemap.xml, generated from the catalog and the web build's page paths (pagePaths.ts).
 * Both go through the public reply cache (http/public-cache.ts) like the catalog replies: built once per
 * cache state and origin, dropped when a price, product or category changes, with a strong ETag and
 * compressed copies.
 */
import { DEFAULT_LOCALE } from '@storefront/sdk/core';
import { asc } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { listCategories } from '../catalog/model.js';
import { products } from '../catalog/tables.js';
import type { Database } from '../db/index.js';
import {
  type CachedReply,
  PUBLIC_CACHE_CONTROL,
  type PublicReplyCache,
  matchesEtag,
  preferredCoding,
  representationEtag,
} from '../http/public-cache.js';
import { API_PREFIX } from '../http/route.js';
import { escapeHtml } from './html.js';
import { type PagePaths, isFixedPath, pathOf } from './pagePaths.js';

/** The server's own addresses that are no page for a search engine (the API, sandbox and test hooks). */
const SERVER_ONLY = [`${API_PREFIX}/`, '/sandbox', '/_pact/'];

/**
 * A robots.txt rule for a private page pattern: up to its first parameter as a prefix
 * (`/order/details/:orderId` → `/order/details/`), a fixed page exactly (`/cart` → `/cart$`, so a
 * product `/cart-cleaner` stays crawlable).
 */
export function disallowRule(pattern: string): string {
  const param = pattern.indexOf('/:');
  if (param >= 0) return `${pattern.slice(0, param)}/`;
  const path = pattern.endsWith('/') && pattern.length > 1 ? pattern.slice(0, -1) : pattern;
  return `${path}$`;
}

export function robotsTxt(base: string, paths: PagePaths | undefined): string {
  const rules = [...SERVER_ONLY, ...(paths?.file.private.map(disallowRule) ?? [])];
  const lines = ['User-agent: *', 'Allow: /', ...rules.map((rule) => `Disallow: ${rule}`)];
  if (paths) lines.push('', `Sitemap: ${base}/sitemap.xml`);
  return `${lines.join('\n')}\n`;
}

/** Every indexable page: home, the fixed public pages, each category and each product. */
export async function sitemapXml(db: Database, base: string, paths: PagePaths): Promise<string> {
  const url = (path: string, lastmod?: Date) =>
    `<url><loc>${escapeHtml(`${base}${path}`)}</loc>${
      lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''
    }</url>`;
  const [categoryRows, productRows] = await Promise.all([
    listCategories(db, DEFAULT_LOCALE),
    db
      .select({ slug: products.slug, updatedAt: products.updatedAt })
      .from(products)
      .orderBy(asc(products.position), asc(products.id)),
  ]);
  const entries = [
    url(paths.file.home),
    ...paths.file.indexable.filter(isFixedPath).map((path) => url(path)),
    ...categoryRows.map((category) => url(pathOf(paths.file.category, category.Slug))),
    ...productRows.map((product) =>
      url(pathOf(paths.file.product, product.slug), product.updatedAt),
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

/** Replies smaller than this go out uncompressed (as the API's public replies). */
const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * A text reply through the public reply cache: built once per cache state for `key`, answered with its
 * ETag (304 when it matches), a public Cache-Control and a compressed copy when the client takes one.
 */
export async function sendCachedText(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: PublicReplyCache,
  options: { key: string; type: string; build: () => Promise<string> },
): Promise<FastifyReply> {
  const build = async () => Buffer.from(await options.build());
  const entry: CachedReply | undefined = await cache.reply(options.key, build);
  reply.type(options.type);
  // The cache state is not known yet (start-up): answered straight, and not kept.
  if (!entry) return reply.header('cache-control', 'no-cache').send(await build());
  reply.header('cache-control', PUBLIC_CACHE_CONTROL);
  reply.header('vary', 'accept-encoding');
  const coding =
    entry.body.length >= COMPRESS_THRESHOLD_BYTES
      ? preferredCoding(request.headers['accept-encoding'])
      : undefined;
  reply.header('etag', representationEtag(entry.etag, coding));
  if (matchesEtag(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  if (!coding) return reply.send(entry.body);
  reply.header('content-encoding', coding);
  return reply.send(cache.encoded(options.key, entry, coding));
}
