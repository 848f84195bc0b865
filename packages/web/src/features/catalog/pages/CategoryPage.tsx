/**
 * A category's products, paged by pageNo: the next page loads when the end of the list scrolls into view
 * (or with the Load more button). Loaded pages are remembered per category, so coming back shows them all.
 */
import { useDeferredValue, useEffect } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { Button } from '../../../components/Button';
import { Page } from '../../../components/Page';
import { Spinner } from '../../../components/Spinner';
import { messages } from '../../../messages/catalog';
import { ProductGrid } from '../components/ProductCard';
import { useInfiniteScroll } from '../components/useInfiniteScroll';
import { loadCategoryPage, products } from '../store/products';

export default function CategoryPage({ params }: { params: Record<string, string | undefined> }) {
  const slug = params.categorySlug ?? '';
  const snap = useSnapshot(products.state);
  const entry = useDeferredValue(snap.productData[slug]);
  const loadedPage = snap.loadedPageOfProducts[slug] ?? 0;
  const notFound = snap.noCategoryFound[slug] === true;
  const hasMore = entry !== undefined && loadedPage < entry.totalPages;

  useEffect(() => {
    if (!products.state.productData[slug]) void loadCategoryPage(slug);
  }, [slug]);

  const sentinel = useInfiniteScroll(
    () => void loadCategoryPage(slug),
    hasMore && !snap.loading,
    loadedPage,
  );

  if (notFound) {
    return (
      <Page title={messages.notFound.title}>
        <div className="empty-state card">
          <p>{messages.catalog.noCategory}</p>
          <Link href="/categories" className="btn btn-primary btn-md">
            {messages.catalog.categoriesTitle}
          </Link>
        </div>
      </Page>
    );
  }
  const title = entry?.category?.Name ?? messages.nav.categories;
  return (
    <Page title={title}>
      {entry?.category ? (
        <p className="muted">
          {entry.category.Description} · {messages.catalog.productCount(entry.totalProducts)}
        </p>
      ) : null}
      {entry ? (
        entry.products.length === 0 ? (
          <p className="empty-state card">{messages.catalog.emptyCategory}</p>
        ) : (
          <ProductGrid products={entry.products} label={title} priorityCount={2} />
        )
      ) : null}
      {snap.loading || !entry ? <Spinner /> : null}
      {hasMore ? (
        <>
          <div ref={sentinel} className="sentinel" aria-hidden="true" />
          {!snap.loading ? (
            <Button variant="secondary" onClick={() => void loadCategoryPage(slug)}>
              {messages.common.loadMore}
            </Button>
          ) : null}
        </>
      ) : entry && entry.products.length > 0 ? (
        <p className="list-end">{messages.catalog.endOfList}</p>
      ) : null}
    </Page>
  );
}
