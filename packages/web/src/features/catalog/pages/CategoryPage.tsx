/**
 * A category's products, paged by pageNo: the next page loads when the end of the list scrolls into view
 * (or with the Load more button). Loaded pages are remembered per category, so coming back shows them all.
 */
import { useDeferredValue, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Button } from '../../../components/Button';
import { LoadFailed } from '../../../components/LoadFailed';
import { Page } from '../../../components/Page';
import { PageLoading } from '../../../components/PageLoading';
import { Spinner } from '../../../components/Spinner';
import { messages } from '../../../messages/catalogPages';
import { ProductGrid } from '../components/ProductCard';
import { useInfiniteScroll } from '../components/useInfiniteScroll';
import { loadCategoryPage, products } from '../store/products';
import { EmptyState } from '../../../components/EmptyState';
import '../catalog.css';

export default function CategoryPage({ params }: { params: Record<string, string | undefined> }) {
  const slug = params.categorySlug ?? '';
  const snap = useSnapshot(products.state);
  const entry = useDeferredValue(snap.productData[slug]);
  const loadedPage = snap.loadedPageOfProducts[slug] ?? 0;
  const notFound = snap.noCategoryFound[slug] === true;
  const hasMore = entry !== undefined && loadedPage < entry.totalPages;
  const loading = snap.categoryLoads[slug]?.loading === true;
  const failure = snap.categoryLoads[slug]?.error;
  const loadNext = () => void loadCategoryPage(slug);

  useEffect(() => {
    if (!products.state.productData[slug]) void loadCategoryPage(slug);
  }, [slug]);

  const sentinel = useInfiniteScroll(loadNext, hasMore && !loading && !failure, loadedPage);

  if (notFound) {
    return (
      <Page title={messages.notFound.title}>
        <EmptyState
          text={messages.catalog.noCategory}
          link={{ href: '/categories', label: messages.catalog.categoriesTitle }}
        />
      </Page>
    );
  }
  const title = entry?.category?.Name ?? messages.nav.categories;
  if (!entry && !failure) {
    // The first page of a visit keeps the server's drawing of its cards until they arrive.
    return (
      <PageLoading
        kind="category"
        fallback={
          <Page title={title}>
            <Spinner />
          </Page>
        }
      />
    );
  }
  return (
    <Page title={title}>
      {entry?.category ? (
        <p className="muted">
          {entry.category.Description} · {messages.catalog.productCount(entry.totalProducts)}
        </p>
      ) : null}
      {entry ? (
        entry.products.length === 0 ? (
          <EmptyState text={messages.catalog.emptyCategory} />
        ) : (
          <ProductGrid products={entry.products} label={title} priorityCount={2} headingLevel={2} />
        )
      ) : null}
      {loading ? <Spinner /> : null}
      {failure && !loading ? <LoadFailed error={failure} onRetry={loadNext} /> : null}
      {hasMore && !failure ? (
        <>
          <div ref={sentinel} className="sentinel" aria-hidden="true" />
          {!loading ? (
            <Button variant="secondary" onClick={loadNext}>
              {messages.common.loadMore}
            </Button>
          ) : null}
        </>
      ) : !hasMore && entry && entry.products.length > 0 ? (
        <p className="list-end">{messages.catalog.endOfList}</p>
      ) : null}
    </Page>
  );
}
