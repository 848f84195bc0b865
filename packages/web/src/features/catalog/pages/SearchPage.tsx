/**
 * Search: debounced as the shopper types, the term kept in the address (?q=), products and categories,
 * further pages appended on scroll, recent terms, and a clear 'no results' state.
 */
import { useDeferredValue, useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
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

export default function SearchPage() {
  const query = new URLSearchParams(useSearch()).get('q') ?? '';
  const [, navigate] = useLocation();
  const [text, setText] = useState(query);
  const snap = useSnapshot(products.state);
  const term = query.trim();
  const key = searchKey(term);
  const entry = useDeferredValue(key ? snap.searchResult[key] : undefined);
  const loadedPage = key ? (snap.loadedSearchPageNo[key] ?? 0) : 0;
  const hasMore = entry !== undefined && loadedPage < entry.totalPages;
  const loading = key ? snap.searchLoads[key]?.loading === true : false;
  const failure = key && term.length >= MIN_TERM_LENGTH ? snap.searchLoads[key]?.error : undefined;

  // The address follows the typing, debounced; the results follow the address.
  useEffect(() => {
    const next = text.trim();
    if (next === term) return;
    const timer = setTimeout(() => {
      navigate(next ? `/search?q=${encodeURIComponent(next)}` : '/search', { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, term, navigate]);

  useEffect(() => {
    if (term.length >= MIN_TERM_LENGTH) void search(term);
  }, [term]);

  const sentinel = useInfiniteScroll(
    () => void search(term, { nextPage: true }),
    hasMore && !loading && !failure,
    loadedPage,
  );

  const showRecent = term.length < MIN_TERM_LENGTH && snap.lastSearchedTerms.length > 0;
  const empty = entry && entry.products.length === 0 && entry.categories.length === 0;

  return (
    <Page title={messages.search.title} hideHeading>
      <form
        role="search"
        className="search-box"
        onSubmit={(event) => {
          event.preventDefault();
          const next = text.trim();
          navigate(next ? `/search?q=${encodeURIComponent(next)}` : '/search', { replace: true });
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
          onChange={(event) => setText(event.target.value)}
        />
      </form>
      {showRecent ? (
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
            {snap.lastSearchedTerms.map((recent) => (
              <li key={recent}>
                <button type="button" className="chip" onClick={() => setText(recent)}>
                  {recent}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {term.length > 0 && term.length < MIN_TERM_LENGTH ? (
        <p className="muted">{messages.search.prompt}</p>
      ) : null}
      {empty ? (
        <EmptyState role="status">
          <h2>{messages.search.noResults(term)}</h2>
          <p className="muted">{messages.search.noResultsHint}</p>
        </EmptyState>
      ) : null}
      {entry && !empty ? (
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
      ) : null}
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
