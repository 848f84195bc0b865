/**
 * Every route of spec section 2, in match order for the flat <Switch> of App.tsx: fixed paths first, the
 * catch-all product slug after them, not-found last. Pages are loaded lazily.
 */
import { createElement, lazy, useState, type ComponentType } from 'react';
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';

type Params = Record<string, string | undefined>;
type Page = ComponentType<{ params: Params }>;

/**
 * A page's module. `preload` starts the page's data read before it renders, on the first page of a visit
 * (main.tsx): the page's own first call takes it (lib/earlyLoad.ts).
 */
interface PageModule {
  default: Page;
  preload?: (params: Params) => Promise<unknown> | undefined;
}

/** A page whose code loads on demand; `load()` loads it ahead (main.tsx: the first page, before rendering). */
export type LazyPage = Page & { load: () => Promise<PageModule> };

export interface RouteDef {
  path: string;
  page: LazyPage;
  /** Registered only while an address to update is set. */
  requiresAddressToUpdate?: boolean;
}

/** Spec section 9: a page's code that has not arrived after 120 s counts as failed (retry reloads). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** The loader, failing after `timeoutMs` with a chunk-load error (RouteErrorBoundary's retry reloads). */
export function withChunkTimeout<T>(
  load: () => Promise<T>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): () => Promise<T> {
  // A timer left running after the load settles is harmless: race ignores its later rejection.
  return () =>
    Promise.race([
      load(),
      new Promise<never>((_, reject) =>
        setTimeout(reject, timeoutMs, Error('Timed out loading a dynamically imported module')),
      ),
    ]);
}

/**
 * A page loaded on demand. Mounted once its code is there (`load()` ran), it renders at once; otherwise
 * through React.lazy, which suspends: App shows the loading view, and React then keeps that view at least
 * 300 ms before revealing the page (its FALLBACK_THROTTLE_MS), so a first page drawn through it would wait.
 */
const page = (load: () => Promise<{ default: ComponentType<never> }>): LazyPage => {
  const importPage = withChunkTimeout(load as () => Promise<PageModule>);
  let loaded: Page | undefined;
  const remember = (module: PageModule) => {
    loaded = module.default;
    return module;
  };
  const Lazy = lazy(() => importPage().then(remember));
  function RoutePage(props: { params: Params }) {
    // Decided when mounted: switching between the two later would mount the page again.
    const [ready] = useState(() => loaded);
    return ready ? createElement(ready, props) : createElement(Lazy, props);
  }
  return Object.assign(RoutePage, { load: () => importPage().then(remember) });
};

export const HomePage = page(() => import('../features/catalog/pages/HomePage'));
export const NotFoundPage = page(() => import('../components/NotFoundPage'));

export const routes: readonly RouteDef[] = [
  { path: '/', page: HomePage },
  { path: '/categories', page: page(() => import('../features/catalog/pages/CategoriesPage')) },
  {
    path: '/category/:categorySlug',
    page: page(() => import('../features/catalog/pages/CategoryPage')),
  },
  { path: '/search', page: page(() => import('../features/catalog/pages/SearchPage')) },
  { path: '/cart', page: page(() => import('../features/cart/pages/CartPage')) },
  { path: '/login', page: page(() => import('../features/auth/pages/LoginPage')) },
  { path: '/confirm-otp', page: page(() => import('../features/auth/pages/ConfirmOtpPage')) },
  { path: '/verify-email', page: page(() => import('../features/auth/pages/VerifyEmailPage')) },
  {
    path: '/verification-link-sent',
    page: page(() => import('../features/auth/pages/VerificationLinkSentPage')),
  },
  {
    path: '/instruction-clear-browser-data',
    page: page(() => import('../features/auth/pages/ClearBrowserDataPage')),
  },
  {
    path: '/help/facebook/login',
    page: page(() => import('../features/auth/pages/FacebookHelpPage')),
  },
  { path: '/about-us', page: page(() => import('../features/content/pages/AboutUsPage')) },
  { path: '/contact-us', page: page(() => import('../features/content/pages/ContactUsPage')) },
  {
    path: '/privacy-policy',
    page: page(() => import('../features/content/pages/PrivacyPolicyPage')),
  },
  {
    path: '/terms-and-conditions',
    page: page(() => import('../features/content/pages/TermsPage')),
  },
  {
    path: '/address/new/:isParamPassed?',
    page: page(() => import('../features/addresses/pages/NewAddressPage')),
  },
  {
    path: '/address/update/:isParamPassed',
    page: page(() => import('../features/addresses/pages/UpdateAddressPage')),
    requiresAddressToUpdate: true,
  },
  {
    path: '/address/list/:isParamPassed?',
    page: page(() => import('../features/addresses/pages/AddressListPage')),
  },
  {
    path: '/user/address/:isParamPassed?',
    page: page(() => import('../features/addresses/pages/UserAddressPage')),
  },
  {
    path: '/user/wallet',
    page: page(() => import('../features/wallet/pages/WalletPage')),
  },
  { path: '/user/profile', page: page(() => import('../features/profile/pages/ProfilePage')) },
  {
    path: '/order/history',
    page: page(() => import('../features/orders/pages/OrderHistoryPage')),
  },
  {
    path: '/order/checkout',
    page: page(() => import('../features/checkout/pages/CheckoutPage')),
  },
  {
    path: '/order/confirmed/',
    page: page(() => import('../features/checkout/pages/OrderConfirmedPage')),
  },
  {
    path: '/order/details/:orderId',
    page: page(() => import('../features/orders/pages/OrderDetailsPage')),
  },
  { path: '/refund', page: page(() => import('../features/refunds/pages/RefundsPage')) },
  {
    path: '/refund/details/:refundId',
    page: page(() => import('../features/refunds/pages/RefundDetailsPage')),
  },
  { path: '/settings', page: page(() => import('../features/notifications/pages/SettingsPage')) },
  { path: '/:productSlug', page: page(() => import('../features/catalog/pages/ProductPage')) },
];

/** The route the <Switch> picks for `path` (the first that matches) and its parameters. */
function routeOf(path: string): { route: RouteDef; params: Params } | undefined {
  for (const route of routes) {
    const [matches, params] = matchRoute(parse, route.path, path);
    if (matches) return { route, params: params ?? {} };
  }
  return undefined;
}

/** Loads the code of the page at `path` (the not-found page when no route matches). */
export function loadPageCode(path: string): Promise<unknown> {
  return (routeOf(path)?.route.page ?? NotFoundPage).load();
}

/**
 * Loads the page at `path` and starts its data read, if it declares one (`preload`). Settles when the read
 * does.
 */
export async function preloadPage(path: string): Promise<unknown> {
  const match = routeOf(path);
  if (!match) return;
  const module = await match.route.page.load();
  return module.preload?.(match.params);
}
