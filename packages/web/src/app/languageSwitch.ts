/**
 * What a language switch drops: the catalog replies held in memory (home, categories, category and search
 * lists, product details, offers), which carry names and server texts in the old language. The screens
 * then mount again (App.tsx keys the routes by the language) and load them in the new one. The SDK
 * client keeps its ETag copies per language, and the service worker keys its API cache per language
 * (vite.config.ts), so neither hands back a reply in the old language. The cart keeps each line's name as
 * it was added.
 */
import { categories } from '../features/catalog/store/categories';
import { home } from '../features/catalog/store/home';
import { productDetails } from '../features/catalog/store/productDetails';
import { products } from '../features/catalog/store/products';
import { offers } from '../features/checkout/store/offers';

export function dropOldLanguageData(): void {
  for (const slice of [home, categories, productDetails, offers]) slice.reset();
  const recentSearches = [...products.state.lastSearchedTerms];
  products.reset();
  products.state.lastSearchedTerms = recentSearches;
}
