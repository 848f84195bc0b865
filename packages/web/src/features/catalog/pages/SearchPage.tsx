/**
 * Search: debounced as the shopper types, the term kept in the address (?q=), products and categories,
 * further pages appended on scroll, recent terms, and a clear 'no results' state.
 */
import { useDeferredValue, useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useSnapshot, type Snapshot } from 'valtio';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { LoadFailed } from '../../../components/LoadFailed';
import { Page } from '../../../components/Page';
import { Spinner } from '../../../components/Spinner';
import { messages } from '../../../messages/search';
import { CategoryTiles } from '../components/CategoryTiles';
import { ProductGrid } from '../components/ProductCard';
import { useInfiniteScroll } from '../components/useInfiniteScroll';
import { clearSearchTerms, products, search, searchKey } from '../store/products';
import { EmptyState } from '../../../components/EmptyState';
import '../catalog.css';

export const SEARCH_DEBOUNCE_MS = 350;
export const MIN_TERM_LENGTH = 2;

type Results = NonNullable<Snapshot<typeof products.state>['searchResult'][string]>;

/** The address for a search term: /search?q=…, or /search with none. */
const searchHref = (text: string) => {
  const next = text.trim();
  return next ? `/search?q=${encodeURIComponent(next)}` : '/search';
};

/** The address follows the typing, debounced (the results follow the address). */
function useAddressFollows(text: string, term: string) {
  const [, navigate] = useLocation();
  useEffect(() => {
    if (text.trim() === term) return;
    const timer = setTimeout(() => {
      navigate(searchHref(text), { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, term, navigate]);
}

function SearchBox({ text, onType }: { text: string; onType: (text: string) => void }) {
  const [, navigate] = useLocation();
  return (
    <form
      role="search"
      className="search-box"
      onSubmit={(event) => {
        event.preventDefault();
        navigate(searchHref(text), { replace: true });
      }}
    >
      <Icon name="search" />
      <label htmlFor="search-input" className="visually-hidden">
        {messages.search.label}
      </label>
      <input
        id="search-input"
        type="search"
        autoComplete="off"
        enterKeyHint="search"
        placeholder={messages.nav.searchPlaceholder}
        value={text}
        onChange={(event) => onType(event.target.value)}
      />
    </form>
  );
}

function RecentSearches({
  terms,
  onPick,
}: {
  terms: readonly string[];
  onPick: (term: string) => void;
}) {
  return (
    <section className="section" aria-labelledby="recent-searches">
      <div className="section-head">
        <h2 className="section-title" id="recent-searches">
          {messages.search.recent}
        </h2>
        <Button variant="ghost" size="sm" onClick={clearSearchTerms}>
          {messages.search.clearRecent}
        </Button>
      </div>
      <ul className="chips">
        {terms.map((recent) => (
          <li key={recent}>
            <button type="button" className="chip" onClick={() => onPick(recent)}>
              {recent}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What the term found: 'no results', or how many and the categories and products found. */
function SearchResults({ entry, term }: { entry: Results; term: string }) {
  if (entry.products.length === 0 && entry.categories.length === 0) {
    return (
      <EmptyState role="status">
        <h2>{messages.search.noResults(term)}</h2>
        <p className="muted">{messages.search.noResultsHint}</p>
      </EmptyState>
    );
  }
  return (
    <>
      <p className="muted" role="status">
        {messages.search.resultsCount(entry.totalProducts, term)}
      </p>
      {entry.categories.length > 0 ? (
        <section className="section" aria-labelledby="search-categories">
          <h2 className="section-title" id="search-categories">
            {messages.search.categories}
          </h2>
          <CategoryTiles categories={entry.categories} />
        </section>
      ) : null}
      {entry.products.length > 0 ? (
        <section className="section" aria-labelledby="search-products">
          <h2 className="section-title" id="search-products">
            {messages.search.products}
          </h2>
          <ProductGrid products={entry.products} />
        </section>
      ) : null}
    </>
  );
}

export default function SearchPage() {
  const query = new URLSearchParams(useSearch()).get('q') ?? '';
  const [text, setText] = useState(query);
  const snap = useSnapshot(products.state);
  const term = query.trim();
  const key = searchKey(term);
  const entry = useDeferredValue(key ? snap.searchResult[key] : undefined);
  const loadedPage = key ? (snap.loadedSearchPageNo[key] ?? 0) : 0;
  const hasMore = entry !== undefined && loadedPage < entry.totalPages;
  const loading = key ? snap.searchLoads[key]?.loading === true : false;
  const failure = key && term.length >= MIN_TERM_LENGTH ? snap.searchLoads[key]?.error : undefined;

  useAddressFollows(text, term);
  useEffect(() => {
    if (term.length >= MIN_TERM_LENGTH) void search(term);
  }, [term]);

  const sentinel = useInfiniteScroll(
    () => void search(term, { nextPage: true }),
    hasMore && !loading && !failure,
    loadedPage,
  );

  const showRecent = term.length < MIN_TERM_LENGTH && snap.lastSearchedTerms.length > 0;

  return (
    <Page title={messages.search.title} hideHeading>
      <SearchBox text={text} onType={setText} />
      {showRecent ? <RecentSearches terms={snap.lastSearchedTerms} onPick={setText} /> : null}
      {term.length > 0 && term.length < MIN_TERM_LENGTH ? (
        <p className="muted">{messages.search.prompt}</p>
      ) : null}
      {entry ? <SearchResults entry={entry} term={term} /> : null}
      {loading ? <Spinner /> : null}
      {failure && !loading ? (
        <LoadFailed
          error={failure}
          onRetry={() => void search(term, { nextPage: entry !== undefined })}
        />
      ) : null}
      {hasMore && !failure ? (
        <>
          <div ref={sentinel} className="sentinel" aria-hidden="true" />
          {!loading ? (
            <Button variant="secondary" onClick={() => void search(term, { nextPage: true })}>
              {messages.common.loadMore}
            </Button>
          ) : null}
        </>
      ) : null}
    </Page>
  );
}
