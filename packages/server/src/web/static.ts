/**
 * The web app and the product images. Hashed build assets are cached for a year; the entry points
 * (index.html, the service workers, the manifest) are revalidated on every load so updates reach shoppers.
 * Paths outside /v1 without a file extension fall back to index.html (deep links such as /order/details/12);
 * for `/` and a product page the shell comes with the page's first image drawn in it (boot.ts).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX } from '../http/route.js';
import { messages } from '../messages.js';
import { assetsFolder } from '../paths.js';
import { bootPageFor, withBootPage, withoutHomeData } from './boot.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
/** Product images keep their names when redrawn, so they are cached long but not forever. */
const IMAGES = 'public, max-age=2592000';
const ALWAYS_REVALIDATE = new Set([
  'index.html',
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

/** index.html, read again only when the file changes (a new build while the server runs). */
function indexHtmlReader(file: string): () => Promise<string> {
  let cached: { mtimeMs: number; html: string } | undefined;
  return async () => {
    const { mtimeMs } = await stat(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: await readFile(file, 'utf8') };
    return cached.html;
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
      setHeaders: (res, filePath) => {
        const relative = filePath.slice(webDist.length).replaceAll('\\', '/');
        res.header('cache-control', cacheControlFor(relative));
      },
    });
  }

  const readIndexHtml = indexHtmlReader(join(webDist, 'index.html'));

  /** The shell for a page address: index.html, with the page's first image when there is one. */
  async function pageHtml(request: FastifyRequest, path: string): Promise<string> {
    const shell = await readIndexHtml();
    const html = path === '/' ? shell : withoutHomeData(shell);
    try {
      const page = await bootPageFor(app.db, path);
      return page ? withBootPage(html, page) : html;
    } catch (error) {
      request.log.warn({ err: error }, 'boot image lookup failed; serving the plain shell');
      return html;
    }
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply, path: string) {
    reply.header('cache-control', NO_CACHE);
    if (!hasWeb) return reply.type('text/html; charset=utf-8').send(notBuiltPage(isSandbox));
    const html = await pageHtml(request, path);
    const etag = etagOf(html);
    reply.header('etag', etag).type('text/html; charset=utf-8');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(html);
  }

  app.get('/', (request, reply) => sendPage(request, reply, '/'));

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith(API_PREFIX + '/') &&
      path !== API_PREFIX &&
      !path.startsWith('/images/') &&
      !basename(path).includes('.');
    if (isPage) return sendPage(request, reply, path);
    return reply.code(404).send({
      Message: messages.notFound,
      Description: `No resource at ${request.method} ${path}`,
    });
  });
}
