/** The service worker's navigation fallback answers for the app's pages only, never for the server's. */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';
import { navigateFallbackDenylist, SERVER_PATHS } from './serverPaths';

/** As workbox's NavigationRoute does: the denylist is matched against the path and the query. */
const answeredByApp = (pathAndQuery: string) =>
  !navigateFallbackDenylist.some((pattern) => pattern.test(pathAndQuery));

const serverSrc = resolve(__dirname, '../../../server/src');

function sourcesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesOf(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the navigation fallback', () => {
  it.each([
    '/sandbox',
    '/sandbox?x=1',
    '/sandbox/pay/order_sbx_1?return=/order/checkout',
    '/v1/get-home-data',
    '/images/products/1.svg',
    '/healthz',
    '/_pact/provider-states',
    '/favicon.ico',
    '/boot-templates.json',
    '/ops',
    '/ops/order/12',
    '/ops/v1/orders?status=Placed',
  ])('leaves %s to the server', (path) => {
    expect(answeredByApp(path)).toBe(false);
  });

  it('answers every page of the app', () => {
    const pages = routes.map((route) =>
      route.path
        .replace(/\/:[A-Za-z]+\?/g, '')
        .replace(/:[A-Za-z]+/g, 'chicken-curry-cut')
        .replace(/\/\*$/, '/anything'),
    );
    pages.push('/search?q=1.5 kg', '/search?q=a/b.c', '/sandboxes-are-not-server-pages');
    expect(pages.filter((page) => !answeredByApp(page))).toEqual([]);
  });

  it("covers every page the server registers outside the API (the server's sources)", () => {
    const registered = new Set<string>();
    for (const file of sourcesOf(serverSrc)) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/\.(?:get|post|all)(?:<[^>]*>)?\(\s*'(\/[^']*)'/g)) {
        registered.add(match[1]!.replace(/:[A-Za-z]+/g, 'x'));
      }
      for (const match of source.matchAll(/PROVIDER_STATES_PATH = '(\/[^']*)'/g)) {
        registered.add(match[1]!);
      }
    }
    expect([...registered]).toEqual(expect.arrayContaining(['/sandbox', '/healthz']));
    // '/' is the app itself (the server sends the page with the boot preview).
    const claimed = [...registered].filter((path) => path !== '/' && answeredByApp(path));
    expect(claimed).toEqual([]);
    for (const path of SERVER_PATHS) expect(answeredByApp(path)).toBe(false);
  });
});
