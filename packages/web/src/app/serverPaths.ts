/**
 * The addresses the reference server answers itself rather than with the app: the API, the sandbox pages
 * (sign-in codes at /sandbox, the payment page at /sandbox/pay/…), the product images, the health check and
 * the contract tests' provider states. One list for the build (vite.config.ts): the service worker's
 * navigation fallback never answers for them (a page such as /sandbox would otherwise show the app's 'Page
 * not found' once the worker is installed, in every mode), and the dev server proxies them to the API.
 */
export const SERVER_PATHS = [
  '/v1',
  '/ops/v1',
  '/sandbox',
  '/images',
  '/healthz',
  '/livez',
  '/readyz',
  '/_pact',
] as const;

const escaped = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The staff console: a page of the build of its own (ops.html), which the server sends for /ops and every
 * address under it. Not the shop's app, so never the shop's navigation fallback either.
 */
export const CONSOLE_PATH = '/ops';

/**
 * Workbox matches these against a navigation's path and query: each server path itself and everything under
 * it, the console's, and any file (a dot in the last segment of the path: /favicon.ico, /boot-templates.json), which the
 * server serves from the build as it is.
 */
export const navigateFallbackDenylist: RegExp[] = [
  ...[...SERVER_PATHS, CONSOLE_PATH].map((path) => new RegExp(`^${escaped(path)}(?:[/?]|$)`)),
  /^[^?]*\/[^/?]+\.[^/?]+(?:\?.*)?$/,
];
