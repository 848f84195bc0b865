/**
 * The app's page addresses as the server needs them (routes.ts holds the same paths with their pages; a
 * test keeps the two in step). The build writes them to dist/page-paths.json (vite.config.ts,
 * emitPagePaths) and the server reads that file next to index.html (packages/server/src/web/linkPreview.ts):
 * - a product or category address gets its name, price and image in <head> for link previews and search
 *   engines, or 404 when the catalog has no such product or category;
 * - an address that is no page of the app at all answers 404 (the app still renders its not-found page);
 * - the sitemap lists the indexable pages, robots.txt keeps crawlers off the private ones.
 * Only the build and tests import this module: it adds nothing to the app's scripts.
 *
 * Patterns are wouter's (regexparam): `:name` one segment, `:name?` an optional one, a trailing slash optional.
 */

/** The file the build writes next to index.html. */
export const PAGE_PATHS_FILE = 'page-paths.json';

export interface PagePaths {
  /** The home page. */
  home: string;
  /** A category's page; its one parameter is the category slug. */
  category: string;
  /** A product's page; its one parameter is the product slug. Matched after every other page. */
  product: string;
  /** Pages worth indexing, the same for everyone: listed in the sitemap. */
  indexable: string[];
  /** The shopper's own pages, sign-in steps and search results: kept out of search engines by robots.txt. */
  private: string[];
}

export const pagePaths: PagePaths = {
  home: '/',
  category: '/category/:categorySlug',
  product: '/:productSlug',
  indexable: [
    '/categories',
    '/about-us',
    '/contact-us',
    '/privacy-policy',
    '/terms-and-conditions',
  ],
  private: [
    '/search',
    '/cart',
    '/login',
    '/confirm-otp',
    '/verify-email',
    '/verification-link-sent',
    '/instruction-clear-browser-data',
    '/help/facebook/login',
    '/address/new/:isParamPassed?',
    '/address/update/:isParamPassed',
    '/address/list/:isParamPassed?',
    '/user/address/:isParamPassed?',
    '/user/wallet',
    '/user/profile',
    '/order/history',
    '/order/checkout',
    '/order/confirmed/',
    '/order/details/:orderId',
    '/refund',
    '/refund/details/:refundId',
    '/settings',
  ],
};
