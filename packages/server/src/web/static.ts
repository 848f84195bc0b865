/**
 * The web app and the product images. Hashed build assets are cached for a year; the entry points
 * (index.html, the service workers, the manifest) are revalidated on every load so updates reach shoppers.
 * Paths outside /v1 without a file extension fall back to index.html (deep links such as /order/details/12);
 * for `/` and a product page the shell comes with the page's first image drawn in it, from the templates the
 * web build writes beside index.html (boot.ts). With the build's page paths (pagePaths.ts), the home page, a
 * category and a product get their link preview in <head>, an address that is no page (or a product or
 * category the catalog lacks) answers 404 with the shell (linkPreview.ts); robots.txt and sitemap.xml are
 * generated from the catalog (crawlers.ts). /ops and the addresses under it (but the operations API,
 * /ops/v1) get the staff console's own page, ops.html. The pages' HTML is put together in pages.ts.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OPS_API_PREFIX } from '@storefront/sdk/ops';
import { API_PREFIX } from '../http/route.js';
import { textsIn } from '../i18n/texts.js';
import { messages } from '../messages.js';
import { assetsFolder } from '../paths.js';
import { robotsTxt, sendCachedText, sitemapXml } from './crawlers.js';
import type { PagePaths } from './pagePaths.js';
import { type WebBuild, baseUrlOf, pageHtml, webBuildIn } from './pages.js';

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

const etagOf = (body: string) =>
  `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;

/** The product images, and the web build's files when it is built. */
async function registerStaticFiles(
  app: FastifyInstance,
  webDist: string,
  hasWeb: boolean,
): Promise<void> {
  await app.register(fastifyStatic, {
    root: join(assetsFolder, 'images'),
    prefix: '/images/',
    decorateReply: !hasWeb,
    cacheControl: false,
    setHeaders: (res) => res.header('cache-control', IMAGES),
  });
  if (!hasWeb) return;
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

/** What the page routes share: the app, the build's readers and whether there is a build at all. */
interface Site {
  app: FastifyInstance;
  build: WebBuild;
  hasWeb: boolean;
}

/** HTML answered with a weak ETag, 304 when the browser has it already. */
function sendWithEtag(request: FastifyRequest, reply: FastifyReply, html: string) {
  const etag = etagOf(html);
  reply.header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.send(html);
}

async function sendPage(site: Site, request: FastifyRequest, reply: FastifyReply, path: string) {
  // A page's preloads are of its texts in the request's language (routeHints.ts).
  reply.header('cache-control', NO_CACHE).header('vary', 'Accept-Language');
  const page = site.hasWeb ? await pageHtml(site.app, site.build, request, path) : undefined;
  if (page === undefined) {
    return reply.type('text/html; charset=utf-8').send(notBuiltPage(site.app.config.isSandbox));
  }
  reply.type('text/html; charset=utf-8');
  if (page.status !== 200) return reply.code(page.status).send(page.html);
  return sendWithEtag(request, reply, page.html);
}

/** The staff console (ops.html, its own entry of the web build) for /ops and every page under it. */
async function sendConsole(site: Site, request: FastifyRequest, reply: FastifyReply) {
  const html = site.hasWeb ? await site.build.consoleHtml() : undefined;
  reply.header('cache-control', NO_CACHE).type('text/html; charset=utf-8');
  if (html === undefined) return reply.send(notBuiltPage(site.app.config.isSandbox));
  return sendWithEtag(request, reply, html);
}

/** robots.txt and sitemap.xml, generated from the build's page paths and the catalog (crawlers.ts). */
function crawlerRoutes({ app, build }: Site): void {
  app.get('/robots.txt', async (request, reply) => {
    const base = baseUrlOf(app, request);
    const paths = await build.pagePaths();
    return sendCachedText(request, reply, app.publicCache, {
      key: `web:robots:${base}:${paths?.version ?? ''}`,
      type: 'text/plain; charset=utf-8',
      build: async () => robotsTxt(base, paths),
    });
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const paths: PagePaths | undefined = await build.pagePaths();
    // Without the web build's page paths there are no pages to list.
    if (!paths) return reply.callNotFound();
    const base = baseUrlOf(app, request);
    return sendCachedText(request, reply, app.publicCache, {
      key: `web:sitemap:${base}:${paths.version}`,
      type: 'application/xml; charset=utf-8',
      build: () => sitemapXml(app.db, base, paths),
    });
  });
}

/**
 * Any other address: a page of the app (GET or HEAD, outside the APIs and the images, no file extension)
 * gets its page, or the console's under /ops; anything else the JSON 404.
 */
function notFoundHandler(site: Site) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
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
      return sendConsole(site, request, reply);
    }
    if (isPage) return sendPage(site, request, reply, path);
    return reply.code(404).send({
      // An unknown v1 path answers in the shopper's language (request.locale is English elsewhere).
      Message: textsIn(request.locale).messages.notFound,
      Description: `No resource at ${request.method} ${path}`,
    });
  };
}

export async function webRoutes(app: FastifyInstance): Promise<void> {
  const { webDist } = app.config;
  const hasWeb = existsSync(join(webDist, 'index.html'));
  await registerStaticFiles(app, webDist, hasWeb);

  const build = webBuildIn(webDist, app.log);
  // Read once at start-up, so an unusable file shows in the log before the first shopper arrives.
  if (hasWeb) await Promise.all([build.bootTemplates(), build.pagePaths(), build.routeHints()]);

  const site: Site = { app, build, hasWeb };
  crawlerRoutes(site);
  app.get('/', (request, reply) => sendPage(site, request, reply, '/'));
  app.setNotFoundHandler(notFoundHandler(site));
}
