/**
 * The HTML of the app's pages: index.html from the web build with, per address, the page's first image
 * drawn in it (boot.ts), its own preloads (routeHints.ts) and, for a catalog page, its link preview in
 * <head> (linkPreview.ts); 404 for an address that is no page or a product or category the catalog lacks.
 * The build's files are read through one WebBuild, each parsed again only when it changes.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { negotiateLocale } from '../http/locale.js';
import {
  BOOT_TEMPLATES_FILE,
  type BootTemplates,
  bootPageFor,
  parseBootTemplates,
  withBootPage,
  withoutHomeData,
} from './boot.js';
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
  type RouteHints,
  pageDataAddress,
  parseRouteHints,
  withRouteHints,
  withoutOtherPagesModules,
} from './routeHints.js';

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

/** The web build's entry pages and the files the build writes beside index.html. */
export interface WebBuild {
  indexHtml: () => Promise<string | undefined>;
  consoleHtml: () => Promise<string | undefined>;
  bootTemplates: () => Promise<BootTemplates | undefined>;
  pagePaths: () => Promise<PagePaths | undefined>;
  routeHints: () => Promise<RouteHints | undefined>;
}

/** Readers of the build in `webDist`; an unusable file is logged, and pages go without what it adds. */
export function webBuildIn(webDist: string, log: FastifyBaseLogger): WebBuild {
  return {
    indexHtml: buildFileReader(join(webDist, 'index.html'), (html) => html),
    consoleHtml: buildFileReader(join(webDist, 'ops.html'), (html) => html),
    bootTemplates: buildFileReader(join(webDist, BOOT_TEMPLATES_FILE), (text) => {
      const templates = parseBootTemplates(text);
      if (!templates) {
        log.warn(`${BOOT_TEMPLATES_FILE} unusable; serving the boot shell as built`);
      }
      return templates;
    }),
    pagePaths: buildFileReader(join(webDist, PAGE_PATHS_FILE), (text) => {
      const paths = parsePagePaths(text);
      if (!paths) log.warn(`${PAGE_PATHS_FILE} unusable; serving pages without link previews`);
      return paths;
    }),
    routeHints: buildFileReader(join(webDist, ROUTE_HINTS_FILE), (text) => {
      const hints = parseRouteHints(text);
      if (!hints) log.warn(`${ROUTE_HINTS_FILE} unusable; serving pages without their preloads`);
      return hints;
    }),
  };
}

/** The page's own preloads (routeHints.ts), in the language the server answers the request in. */
async function hinted(
  build: WebBuild,
  request: FastifyRequest,
  html: string,
  path: string,
  address?: PageAddress,
): Promise<string> {
  const hints = await build.routeHints();
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
  app: FastifyInstance,
  build: WebBuild,
  request: FastifyRequest,
  shell: string,
  path: string,
): Promise<{ html: string; drawn: boolean }> {
  const hints = await build.routeHints();
  const html =
    path === '/'
      ? shell
      : withoutHomeData(hints ? withoutOtherPagesModules(shell, hints, path) : shell);
  const templates = await build.bootTemplates();
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
export function baseUrlOf(app: FastifyInstance, request: FastifyRequest): string {
  if (app.config.publicBaseUrl) return app.config.publicBaseUrl;
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return `${request.protocol}://localhost`;
  }
}

/** A catalog page's preview data, read once per cache state (the public reply cache). */
async function previewData(
  app: FastifyInstance,
  address: Parameters<typeof previewDataFor>[1],
): Promise<PreviewData> {
  const key = `web:preview:${address.kind}:${'slug' in address ? address.slug : ''}`;
  const build = async () => Buffer.from(JSON.stringify(await previewDataFor(app.db, address)));
  const entry = await app.publicCache.reply(key, build);
  return JSON.parse((entry?.body ?? (await build())).toString('utf8')) as PreviewData;
}

/**
 * The page for an address with its status: 404 for no page of the app and for a product or category
 * the catalog does not have; a catalog page with its link preview in <head>. Undefined without a build.
 */
export async function pageHtml(
  app: FastifyInstance,
  build: WebBuild,
  request: FastifyRequest,
  path: string,
): Promise<{ status: number; html: string } | undefined> {
  const shell = await build.indexHtml();
  if (shell === undefined) return undefined;
  const booted = await bootHtml(app, build, request, shell, path);
  // A page whose largest image is in the HTML gets no other preloads: they would take its bandwidth.
  const withHints = (address?: PageAddress) =>
    booted.drawn ? booted.html : hinted(build, request, booted.html, path, address);
  const paths = await build.pagePaths();
  if (!paths) return { status: 200, html: await withHints() };
  const address = pageAt(paths, path);
  if (address.kind === 'none') return { status: 404, html: withNoIndex(booted.html) };
  const html = await withHints(address);
  if (address.kind === 'other') return { status: 200, html };
  try {
    const data = await previewData(app, address);
    if (data.kind === 'missing') return { status: 404, html: withNoIndex(html) };
    const head = headTagsFor(data, { base: baseUrlOf(app, request), paths, shell });
    return { status: 200, html: withHeadTags(html, head) };
  } catch (error) {
    request.log.warn({ err: error }, 'link preview lookup failed; serving the plain shell');
    return { status: 200, html };
  }
}
