/**
 * Every route of spec section 2, in match order for the flat <Switch> of App.tsx: fixed paths first, the
 * catch-all product slug after them, not-found last. Pages are loaded lazily.
 */
import { lazy, type ComponentType } from 'react';

type Page = ComponentType<{ params: Record<string, string | undefined> }>;

export interface RouteDef {
  path: string;
  page: Page;
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

const page = (load: () => Promise<{ default: ComponentType<never> }>): Page =>
  lazy(withChunkTimeout(load) as () => Promise<{ default: Page }>);

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
  { path: '/user/wallet', page: page(() => import('../features/wallet/pages/WalletPage')) },
  { path: '/user/profile', page: page(() => import('../features/profile/pages/ProfilePage')) },
  { path: '/order/history', page: page(() => import('../features/orders/pages/OrderHistoryPage')) },
  { path: '/order/checkout', page: page(() => import('../features/checkout/pages/CheckoutPage')) },
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
