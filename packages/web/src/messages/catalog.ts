import { group, icu, loadTexts, text } from '../i18n/i18n';
import { messages as shell } from './shell';
import parts from 'virtual:catalog/parts/catalog';

/**
 * Texts of the home page and of the product cards and category tiles every catalog page shows (the first
 * page most visits see: keep it lean). The catalog's own pages add theirs (catalogPages.ts).
 */
export const messages = {
  ...shell,
  home: group('home', {
    heading: text,
    shopByCategory: text,
    bestSellers: text,
    offers: text,
    useCode: icu((code: string) => ({ code })),
    shopNow: text,
    banners: text,
  }),
  catalog: group('catalog', {
    productCount: icu((count: number) => ({ count })),
    rated: icu((rating: string) => ({ rating })),
  }),
};

// This module's texts in the shopper's language, before any importer runs (src/i18n/i18n.ts).
await loadTexts(parts);
