/**
 * The web app and the product images. Hashed build assets are cached for a year; the entry points
 * (index.html, the service workers, the manifest) are revalidated on every load so updates reach shoppers.
 * Paths outside /v1 without a file extension fall back to index.html (deep links such as /order/details/12);
 * for `/` and a product page the shell comes with the page's first image drawn in it, from the templates the
 * web build writes beside index.html (boot.ts). With the build's page paths (pagePaths.ts), the home page, a
 * category and a product get their link preview in <head>, an address that is no page (or a product or
 * category the catalog lacks) answers 404 with the shell (linkPreview.ts); robots.txt and sitemap.xml are
 * generated from the catalog (crawlers.ts). /ops and the addresses under it (but the operations API,
 * /ops/v1) get the staff console's own page, ops.html.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OPS_API_PREFIX } from '@storefront/sdk/ops';
import { API_PREFIX } from '../http/route.js';
import { textsIn } from '../i18n/texts.js';
import { messages } from '../messages.js';
import { assetsFolder } from '../paths.js';
import {
  BOOT_TEMPLATES_FILE,
  bootPageFor,
  parseBootTemplates,
  withBootPage,
  withoutHomeData,
} from './boot.js';
import { robotsTxt, sendCachedText, sitemapXml } from './crawlers.js';
import {
  type PreviewData,
  headTagsFor,
  previewDataFor,
  withHeadTags,
  withNoIndex,
} from './linkPreview.js';
import {
  PAGE_PATHS_FILE,
  type PageAddress,
  type PagePaths,
  pageAt,
  parsePagePaths,
} from './pagePaths.js';
import {
  ROUTE_HINTS_FILE,
  pageDataAddress,
  parseRouteHints,
  withRouteHints,
  withoutOtherPagesModules,
} from './routeHints.js';
import { negotiateLocale } from '../http/locale.js';

/** The staff console's pages (the web build's ops.html); its API is under OPS_API_PREFIX. */
const CONSOLE_PATH = '/ops';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
/** Product images keep their names when redrawn, so they are cached long but not forever. */
const IMAGES = 'public, max-age=2592000';
const ALWAYS_REVALIDATE = new Set([
  'index.html',
  'ops.html',
  'service-worker.js',
  'sw.js',
  'firebase-messaging-sw.js',
  'manifest.webmanifest',
  'registerSW.js',
]);

export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return IMMUTABLE;
  if (ALWAYS_REVALIDATE.has(basename(urlPath))) return NO_CACHE;
  return 'public, max-age=3600';
}

function notBuiltPage(isSandbox: boolean): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Storefront</title></head>
<body><main>
<h1>${messages.webNotBuilt}</h1>
<p>The API is running at <a href="/v1/get-home-data">/v1</a>. Build the web app (<code>pnpm build</code>) and restart to serve the store here.</p>
${isSandbox ? '<p>Sandbox mode: sign-in codes are listed on the <a href="/sandbox">sandbox page</a>.</p>' : ''}
</main></body>
</html>`;
}

/**
 * A file of the web build, parsed again only when it changes (a new build while the server runs);
 * undefined while the file is missing.
 */
function buildFileReader<T>(
  file: string,
  parse: (text: string) => T,
): () => Promise<T | undefined> {
  let cached: { mtimeMs: number; value: T } | undefined;
  return async () => {
    const stats = await stat(file).catch(() => undefined);
    if (!stats) return undefined;
    if (cached?.mtimeMs !== stats.mtimeMs) {
      cached = { mtimeMs: stats.mtimeMs, value: parse(await readFile(file, 'utf8')) };
    }
    return cached.value;
  };
}

const etagOf = (body: string) =>
  `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;

export async function webRoutes(app: FastifyInstance): Promise<void> {
  const { webDist, isSandbox } = app.config;
  const hasWeb = existsSync(join(webDist, 'index.html'));

  await app.register(fastifyStatic, {
    root: join(assetsFolder, 'images'),
    prefix: '/images/',
    decorateReply: !hasWeb,
    cacheControl: false,
    setHeaders: (res) => res.header('cache-control', IMAGES),
  });

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      decorateReply: true,
      cacheControl: false,
      // `/` is a page like the others (its own route below), so it gets its boot image too.
      index: false,
      // The build's .br and .gz next to each script and style (packages/web/vite.config.ts, compression).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const relative = filePath.slice(webDist.length).replaceAll('\\', '/');
        res.header('cache-control', cacheControlFor(relative));
      },
    });
  }

  const readIndexHtml = buildFileReader(join(webDist, 'index.html'), (html) => html);
  const readConsoleHtml = buildFileReader(join(webDist, 'ops.html'), (html) => html);
  const readBootTemplates = buildFileReader(join(webDist, BOOT_TEMPLATES_FILE), (text) => {
    const templates = parseBootTemplates(text);
    if (!templates) {
      app.log.warn(`${BOOT_TEMPLATES_FILE} unusable; serving the boot shell as built`);
    }
    return templates;
  });
  const readPagePaths = buildFileReader(join(webDist, PAGE_PATHS_FILE), (text) => {
    const paths = parsePagePaths(text);
    if (!paths) app.log.warn(`${PAGE_PATHS_FILE} unusable; serving pages without link previews`);
    return paths;
  });
  const readRouteHints = buildFileReader(join(webDist, ROUTE_HINTS_FILE), (text) => {
    const hints = parseRouteHints(text);
    if (!hints) app.log.warn(`${ROUTE_HINTS_FILE} unusable; serving pages without their preloads`);
    return hints;
  });
  // Read once at start-up, so an unusable file shows in the log before the first shopper arrives.
  if (hasWeb) await Promise.all([readBootTemplates(), readPagePaths(), readRouteHints()]);

  /** The page's own preloads (routeHints.ts), in the language the server answers the request in. */
  async function hinted(
    request: FastifyRequest,
    html: string,
    path: string,
    address?: PageAddress,
  ): Promise<string> {
    const hints = await readRouteHints();
    if (!hints) return html;
    const locale = negotiateLocale(request.query, request.headers['accept-language']);
    const data = address ? pageDataAddress(path, address) : undefined;
    return withRouteHints(html, hints, path, locale, data);
  }

  /**
   * The shell for a page address: index.html, with the page's first image when there is one (`drawn`: its
   * largest paint then comes from the HTML).
   */
  async function bootHtml(
    request: FastifyRequest,
    shell: string,
    path: string,
  ): Promise<{ html: string; drawn: boolean }> {
    const hints = await readRouteHints();
    const html =
      path === '/'
        ? shell
        : withoutHomeData(hints ? withoutOtherPagesModules(shell, hints, path) : shell);
    const templates = await readBootTemplates();
    if (!templates) return { html, drawn: false };
    try {
      const page = await bootPageFor(app.db, path);
      return page
        ? { html: withBootPage(html, page, templates), drawn: true }
        : { html, drawn: false };
    } catch (error) {
      request.log.warn({ err: error }, 'boot image lookup failed; serving the plain shell');
      return { html, drawn: false };
    }
  }

  /** The store's absolute origin for links: PUBLIC_BASE_URL, else the request's own. */
  function baseUrlOf(request: FastifyRequest): string {
    if (app.config.publicBaseUrl) return app.config.publicBaseUrl;
    try {
      return new URL(`${request.protocol}://${request.host}`).origin;
    } catch {
      return `${request.protocol}://localhost`;
    }
  }

  /** A catalog page's preview data, read once per cache state (the public reply cache). */
  async function previewData(address: Parameters<typeof previewDataFor>[1]): Promise<PreviewData> {
    const key = `web:preview:${address.kind}:${'slug' in address ? address.slug : ''}`;
    const build = async () => Buffer.from(JSON.stringify(await previewDataFor(app.db, address)));
    const entry = await app.publicCache.reply(key, build);
    return JSON.parse((entry?.body ?? (await build())).toString('utf8')) as PreviewData;
  }

  /**
   * The page for an address with its status: 404 for no page of the app and for a product or category
   * the catalog does not have; a catalog page with its link preview in <head>.
   */
  async function pageHtml(
    request: FastifyRequest,
    path: string,
  ): Promise<{ status: number; html: string } | undefined> {
    const shell = await readIndexHtml();
    if (shell === undefined) return undefined;
    const booted = await bootHtml(request, shell, path);
    // A page whose largest image is in the HTML gets no other preloads: they would take its bandwidth.
    const withHints = (address?: PageAddress) =>
      booted.drawn ? booted.html : hinted(request, booted.html, path, address);
    const paths = await readPagePaths();
    if (!paths) return { status: 200, html: await withHints() };
    const address = pageAt(paths, path);
    if (address.kind === 'none') return { status: 404, html: withNoIndex(booted.html) };
    const html = await withHints(address);
    if (address.kind === 'other') return { status: 200, html };
    try {
      const data = await previewData(address);
      if (data.kind === 'missing') return { status: 404, html: withNoIndex(html) };
      const head = headTagsFor(data, { base: baseUrlOf(request), paths, shell });
      return { status: 200, html: withHeadTags(html, head) };
    } catch (error) {
      request.log.warn({ err: error }, 'link preview lookup failed; serving the plain shell');
      return { status: 200, html };
    }
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply, path: string) {
    // A page's preloads are of its texts in the request's language (routeHints.ts).
    reply.header('cache-control', NO_CACHE).header('vary', 'Accept-Language');
    const page = hasWeb ? await pageHtml(request, path) : undefined;
    if (page === undefined) {
      return reply.type('text/html; charset=utf-8').send(notBuiltPage(isSandbox));
    }
    reply.type('text/html; charset=utf-8');
    if (page.status !== 200) return reply.code(page.status).send(page.html);
    const etag = etagOf(page.html);
    reply.header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(page.html);
  }

  /** The staff console (ops.html, its own entry of the web build) for /ops and every page under it. */
  async function sendConsole(request: FastifyRequest, reply: FastifyReply) {
    const html = hasWeb ? await readConsoleHtml() : undefined;
    reply.header('cache-control', NO_CACHE).type('text/html; charset=utf-8');
    if (html === undefined) return reply.send(notBuiltPage(isSandbox));
    const etag = etagOf(html);
    reply.header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(html);
  }

  app.get('/robots.txt', async (request, reply) => {
    const base = baseUrlOf(request);
    const paths = await readPagePaths();
    return sendCachedText(request, reply, app.publicCache, {
      key: `web:robots:${base}:${paths?.version ?? ''}`,
      type: 'text/plain; charset=utf-8',
      build: async () => robotsTxt(base, paths),
    });
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const paths: PagePaths | undefined = await readPagePaths();
    // Without the web build's page paths there are no pages to list.
    if (!paths) return reply.callNotFound();
    const base = baseUrlOf(request);
    return sendCachedText(request, reply, app.publicCache, {
      key: `web:sitemap:${base}:${paths.version}`,
      type: 'application/xml; charset=utf-8',
      build: () => sitemapXml(app.db, base, paths),
    });
  });

  app.get('/', (request, reply) => sendPage(request, reply, '/'));

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = [API_PREFIX, OPS_API_PREFIX].some(
      (prefix) => path === prefix || path.startsWith(prefix + '/'),
    );
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApi &&
      !path.startsWith('/images/') &&
      !basename(path).includes('.');
    if (isPage && (path === CONSOLE_PATH || path.startsWith(CONSOLE_PATH + '/'))) {
      return sendConsole(request, reply);
    }
    if (isPage) return sendPage(request, reply, path);
    return reply.code(404).send({
      // An unknown v1 path answers in the shopper's language (request.locale is English elsewhere).
      Message: textsIn(request.locale).messages.notFound,
      Description: `No resource at ${request.method} ${path}`,
    });
  });
}
