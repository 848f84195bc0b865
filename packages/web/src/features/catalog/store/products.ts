/**
 * The products slice (spec section 3): category product lists paged by pageNo with the loaded page
 * remembered per category, and search results cached by term (further pages appended to the entry of the
 * same term, compared case-insensitively), with the last searched terms.
 */
import type { ReplyOf } from '@storefront/sdk';
import { createSlice, runRequest, type SliceStatus } from '../../../lib/slice';
import { onLocaleChange } from '../../../state/locale';

type ProductCard = ReplyOf<'categoryProducts'>['Products'][number];
type Category = ReplyOf<'categories'>['Categories'][number];

export interface CategoryProducts {
  category: Category | undefined;
  products: ProductCard[];
  totalProducts: number;
  totalPages: number;
}

export interface SearchEntry {
  term: string;
  products: ProductCard[];
  categories: Category[];
  totalProducts: number;
  totalPages: number;
}

export const MAX_LAST_SEARCHED = 6;
const LAST_SEARCHED_KEY = 'lastSearchedTerms';

function readLastSearched(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(LAST_SEARCHED_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((term): term is string => typeof term === 'string')
      : [];
  } catch {
    return [];
  }
}

export const products = createSlice({
  /** Product lists keyed by category slug. */
  productData: {} as Record<string, CategoryProducts>,
  /** Category slugs whose first page is loaded. */
  fetchedProductsCategories: [] as string[],
  /** The last loaded page per category slug. */
  loadedPageOfProducts: {} as Record<string, number>,
  /** Search results keyed by the lower-cased term. */
  searchResult: {} as Record<string, SearchEntry>,
  /** The last loaded page per lower-cased term. */
  loadedSearchPageNo: {} as Record<string, number>,
  /** The result currently shown on the search page. */
  result: undefined as { Products: ProductCard[]; Categories: Category[] } | undefined,
  lastSearchedTerms: [] as string[],
  noCategoryFound: {} as Record<string, boolean>,
  /**
   * Loading and the last failure per category slug and per lower-cased search term: the category and search
   * pages never wait on (or skip a load because of) each other's requests, and each shows its own failure.
   */
  categoryLoads: {} as Record<string, SliceStatus>,
  searchLoads: {} as Record<string, SliceStatus>,
});

const idle = (): SliceStatus => ({ loading: false, error: undefined });

/** Loading state and failure of a list's requests (kept in the slice, created on first use). */
function statusOf(loads: Record<string, SliceStatus>, key: string): SliceStatus {
  loads[key] ??= idle();
  return loads[key];
}

/** The failed load shows on the page itself, with a retry: no error dialog on top of it. */
const onThePage = { showDialog: false } as const;

products.state.lastSearchedTerms = readLastSearched();

// The lists are in the shopper's language: dropped on a switch (the page mounts again and loads them in the
// new one); the recent searches are the shopper's own words and stay.
onLocaleChange(() => {
  const recentSearches = [...products.state.lastSearchedTerms];
  products.reset();
  products.state.lastSearchedTerms = recentSearches;
});

export const searchKey = (term: string) => term.trim().toLowerCase();

/** Loads the next page of a category (page 1 when none is loaded yet); no-op when all pages are in. */
export function loadCategoryPage(slug: string): Promise<unknown> {
  const state = products.state;
  const status = statusOf(state.categoryLoads, slug);
  if (status.loading) return Promise.resolve(undefined);
  const loaded = state.loadedPageOfProducts[slug] ?? 0;
  const entry = state.productData[slug];
  if (entry && loaded >= entry.totalPages) return Promise.resolve(undefined);
  if (state.noCategoryFound[slug]) return Promise.resolve(undefined);
  const pageNo = loaded + 1;
  return runRequest(
    status,
    (api) => api.catalog.categoryProducts({ categorySlug: slug, pageNo }),
    (reply) => {
      if (reply.NoCategoryFound) {
        state.noCategoryFound[slug] = true;
        return;
      }
      const current = state.productData[slug];
      const known = new Set(current?.products.map((product) => product.ProductId));
      state.productData[slug] = {
        category: reply.Category ?? current?.category,
        products: [
          ...(current?.products ?? []),
          ...reply.Products.filter((p) => !known.has(p.ProductId)),
        ],
        totalProducts: reply.TotalProducts,
        totalPages: reply.TotalPages,
      };
      state.loadedPageOfProducts[slug] = reply.PageNo;
      if (!state.fetchedProductsCategories.includes(slug))
        state.fetchedProductsCategories.push(slug);
    },
    onThePage,
  );
}

export function rememberSearchTerm(term: string): void {
  const clean = term.trim();
  if (!clean) return;
  const state = products.state;
  const rest = state.lastSearchedTerms.filter((known) => searchKey(known) !== searchKey(clean));
  state.lastSearchedTerms = [clean, ...rest].slice(0, MAX_LAST_SEARCHED);
  localStorage.setItem(LAST_SEARCHED_KEY, JSON.stringify(state.lastSearchedTerms));
}

export function clearSearchTerms(): void {
  products.state.lastSearchedTerms = [];
  localStorage.removeItem(LAST_SEARCHED_KEY);
}

/**
 * Searches `term`: page 1 when nothing is cached for it, else the next page, appended to the cached entry
 * of the same term (case-insensitive). Returns without a call when every page is in.
 */
export function search(term: string, { nextPage = false } = {}): Promise<unknown> {
  const state = products.state;
  const key = searchKey(term);
  if (!key) return Promise.resolve(undefined);
  const cached = state.searchResult[key];
  const loaded = state.loadedSearchPageNo[key] ?? 0;
  if (cached && (!nextPage || loaded >= cached.totalPages)) {
    state.result = { Products: cached.products, Categories: cached.categories };
    return Promise.resolve(cached);
  }
  const status = statusOf(state.searchLoads, key);
  if (status.loading) return Promise.resolve(undefined);
  const pageNo = loaded + 1;
  return runRequest(
    status,
    (api) => api.catalog.search({ term: term.trim(), pageNo }),
    (reply) => {
      const entry = state.searchResult[key];
      const known = new Set(entry?.products.map((product) => product.ProductId));
      const next: SearchEntry = {
        term: term.trim(),
        products: [
          ...(entry?.products ?? []),
          ...reply.Products.filter((p) => !known.has(p.ProductId)),
        ],
        categories: entry?.categories.length ? entry.categories : reply.Categories,
        totalProducts: reply.TotalProducts,
        totalPages: reply.TotalPages,
      };
      state.searchResult[key] = next;
      state.loadedSearchPageNo[key] = reply.PageNo;
      state.result = { Products: next.products, Categories: next.categories };
      if (reply.PageNo === 1) rememberSearchTerm(term);
    },
    onThePage,
  );
}
