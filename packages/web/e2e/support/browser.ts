/**
 * Helpers for browser tests: one connection to the shared Chromium server per test file, a fresh context
 * (fresh profile: no storage, no service worker) per test, phone and desktop viewports, screenshots.
 *
 * @example
 * const shop = useBrowser();
 * it('shows the home page', async () => {
 *   const page = await shop.page('phone');
 *   await page.goto(shop.url('/'));
 * });
 */
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import './env';

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
} as const;

export type Viewport = keyof typeof viewports;

export interface BrowserHelpers {
  /** An absolute URL on the reference server. */
  url(path: string): string;
  /** A page in a fresh context (fresh profile). Closed after the test. */
  page(viewport?: Viewport, options?: BrowserContextOptions): Promise<Page>;
  /** The context of the last page opened in this test. */
  context(): BrowserContext;
  readonly baseUrl: string;
  readonly adminToken: string;
}

export function useBrowser(): BrowserHelpers {
  const baseUrl = inject('baseUrl');
  const adminToken = inject('adminToken');
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await chromium.connect(inject('wsEndpoint'));
  });
  afterEach(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    contexts = [];
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    baseUrl,
    adminToken,
    url: (path) => new URL(path, baseUrl).toString(),
    async page(viewport = 'phone', options = {}) {
      if (!browser)
        throw new Error(
          'useBrowser(): the browser is not connected yet (call page() inside a test)',
        );
      const context = await browser.newContext({
        viewport: viewports[viewport],
        deviceScaleFactor: 1,
        isMobile: viewport === 'phone',
        hasTouch: viewport === 'phone',
        serviceWorkers: 'block',
        ...options,
      });
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      return page;
    },
    context() {
      const last = contexts[contexts.length - 1];
      if (!last) throw new Error('no page opened yet');
      return last;
    },
  };
}

export { screenshot } from './screenshot';

/**
 * Collects uncaught page errors and console errors, to assert a page ran cleanly. Contexts block service
 * workers by default (see page()), so the app's logged registration failure is expected and left out.
 */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && !text.startsWith('Service worker registration failed'))
      errors.push(text);
  });
  return errors;
}
