import { group, icu, loadTexts, text } from '../i18n/i18n';
import { messages as catalog } from './catalogPages';
import parts from 'virtual:catalog/parts/search';

/** Texts of the search page (its results are product cards and categories). */
export const messages = {
  ...catalog,
  search: group('search', {
    title: text,
    label: text,
    recent: text,
    clearRecent: text,
    products: text,
    categories: text,
    noResults: icu((term: string) => ({ term })),
    noResultsHint: text,
    resultsCount: icu((count: number, term: string) => ({ count, term })),
    prompt: text,
  }),
};

// This module's texts in the shopper's language, before any importer runs (src/i18n/i18n.ts).
await loadTexts(parts);
