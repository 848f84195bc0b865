/**
 * Every user-visible text of the web app has an id here, one file per domain; each file's `messages` also
 * holds the texts of the files it builds on (every file starts from the shell's). The words themselves are
 * in the per-language catalogs (src/i18n/catalogs/<locale>.json, id = group and key, e.g. `home.heading`;
 * see docs/i18n.md): a plain text is a getter, a text with arguments a function whose parameters are its
 * ICU arguments. Screens import `messages` from their domain's file, read texts while rendering (never into
 * a module-level constant: the language can change) and never write a literal sentence of their own.
 *
 * The shell's texts (header, footer, dialogs, errors, page titles): in the first-load bundle, so keep it lean.
 */
import { group, icu, loadTexts, text } from '../i18n/i18n';
import parts from 'virtual:catalog/parts/shell';

export const messages = {
  app: group('app', {
    skipToContent: text,
    defaultStoreName: text,
    tagline: text,
  }),
  nav: group('nav', {
    checkDelivery: text,
    deliveringTo: icu((pincode: string) => ({ pincode })),
    home: text,
    categories: text,
    search: text,
    cart: text,
    account: text,
    openMenu: text,
    orders: text,
    refunds: text,
    aboutUs: text,
    contactUs: text,
    privacyPolicy: text,
    terms: text,
    installApp: text,
    mainNavigation: text,
    footerNavigation: text,
    searchPlaceholder: text,
    cartLabel: icu((count: number) => ({ count })),
  }),
  theme: group('theme', {
    toDark: text,
    toLight: text,
    useDark: text,
    useLight: text,
  }),
  network: group('network', {
    offline: text,
    offlineDescription: text,
    backOnline: text,
  }),
  dialogs: group('dialogs', {
    errorTitle: text,
    errorDefaultBody: text,
    successTitle: text,
    successDefaultBody: text,
    close: text,
    cartAdded: icu((name: string) => ({ name })),
    viewCart: text,
  }),
  errors: group('errors', {
    internal: text,
    tryLater: text,
  }),
  common: group('common', {
    close: text,
    pageFailed: text,
    pageFailedHint: text,
    loading: text,
    /** The top progress bar's name. */
    pageLoading: text,
    retry: text,
    loadMore: text,
    seeAll: text,
    back: text,
    outOfStock: text,
    off: icu((percent: number) => ({ percent })),
    mrp: text,
  }),
  notFound: group('notFound', {
    title: text,
    body: text,
    goHome: text,
  }),
};

// This module's texts in the shopper's language, before any importer runs (src/i18n/i18n.ts).
await loadTexts(parts);
