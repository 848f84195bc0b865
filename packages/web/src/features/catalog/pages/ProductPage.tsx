/**
 * The product page (/:productSlug): gallery, option groups with the price of each option, weights, pieces
 * and serves, a quantity stepper up to maxAllowedQtyPerProduct, add to cart (a sticky bar on phones),
 * the ratings summary, paged reviews and related products. An unknown slug renders the not-found page.
 */
import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import type { ReplyOf } from '@storefront/sdk';
import { PageLoading } from '../../../components/PageLoading';
import { usePageTitle } from '../../../components/Page';
import { Price } from '../../../components/Price';
import { Spinner } from '../../../components/Spinner';
import { formatPaise } from '../../../lib/money';
import { session } from '../../../lib/session';
import { useLater } from '../../../lib/tasks';
import { messages } from '../../../messages/catalogPages';
import { deliveryArea } from '../../../state/deliveryArea';
import { general, maxQtyPerProduct } from '../../../state/general';
import { Gallery } from '../components/Gallery';
import { ProductBuyBar } from '../components/ProductBuyBar';
import { ProductGrid } from '../components/ProductCard';
import {
  chosenRows,
  factsOf,
  selectionOfKey,
  unitMrp,
  unitPrice,
  type Selection,
} from '../options';
import { loadProduct, loadRatings, loadReviews, productDetails } from '../store/productDetails';
import { alertsKeyOf, stockAlerts } from '../store/stockAlertsState';
import '../catalog.css';

// Shown only when the details failed to load: its code is not part of the product page's first render.
const LoadFailed = lazy(() =>
  import('../../../components/LoadFailed').then((module) => ({ default: module.LoadFailed })),
);

// Only for a slug the server does not know: not first-render code.
const NotFoundPage = lazy(() => import('../../../components/NotFoundPage'));

// Below the fold and only for writing a review: not among the product page's first scripts.
// Below the fold and after the buy bar: the ratings, reviews and the review form are not first-render code.
const RatingsSection = lazy(() => import('../components/RatingsSection'));

// Only for a sold-out option, or a page opened from a back-in-stock push: not first-render code.
const StockAlertPanel = lazy(() => import('../components/StockAlertPanel'));

type Details = ReplyOf<'productDetails'>['ProductDetails'];

function OptionGroups({
  details,
  selection,
  onSelect,
}: {
  details: Details;
  selection: Selection;
  onSelect: (group: string, rowId: number) => void;
}) {
  return (
    <>
      {details.ProductConfig.map((group) => (
        <fieldset key={group.ConfigId} className="option-group">
          <legend>{group.Name}</legend>
          <div className="option-list">
            {group.Options.map((row) => {
              const price = unitPrice(details, { ...selection, [group.Name]: row.RowId });
              return (
                <label key={row.RowId} className="option">
                  <input
                    type="radio"
                    name={`option-${group.ConfigId}`}
                    value={row.RowId}
                    checked={selection[group.Name] === row.RowId}
                    onChange={() => onSelect(group.Name, row.RowId)}
                  />
                  <span className="option-label">
                    <span>{row.Label}</span>
                    <span className="option-price">
                      {row.IsAvailable ? formatPaise(price) : messages.catalog.unavailableOption}
                    </span>
                    {/* In the label, so the radio's name says it too (issue 28: few left at the hub;
                        a sold-out option has no Left). */}
                    {row.Left ? (
                      <span className="option-left">{messages.catalog.onlyLeft(row.Left)}</span>
                    ) : null}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </>
  );
}

/** The ratings chip under the name; its line keeps its height while the ratings load. */
function RatingLine({ productId }: { productId: number }) {
  const ratings = useSnapshot(productDetails.state).ProductRatings[productId];
  return (
    <p className="product-rating-line">
      {ratings && ratings.TotalRatings > 0 ? (
        <a href="#ratings" className="rating-chip">
          {ratings.AverageRating.toFixed(1)} · {messages.catalog.ratingsCount(ratings.TotalRatings)}
        </a>
      ) : null}
    </p>
  );
}

function Breadcrumbs({ details }: { details: Details }) {
  return (
    <nav aria-label={messages.catalog.breadcrumb}>
      <ol className="breadcrumbs">
        <li>
          <Link href="/">{messages.nav.home}</Link>
        </li>
        <li>
          <Link href={`/category/${details.CategorySlug}`}>{details.CategoryName}</Link>
        </li>
        <li aria-current="page">{details.ProductName}</li>
      </ol>
    </nav>
  );
}

/** Gross and net weight, pieces and serves of the options chosen, as far as they are known. */
function FactList({ facts }: { facts: ReturnType<typeof factsOf> }) {
  const factList = [
    { label: messages.catalog.grossWeight, value: facts.grossWeight },
    { label: messages.catalog.netWeight, value: facts.netWeight },
    { label: messages.catalog.pieces, value: facts.pieces },
    { label: messages.catalog.serves, value: facts.serves },
  ].filter((fact) => fact.value);
  if (factList.length === 0) return null;
  return (
    <dl className="facts">
      {factList.map((fact) => (
        <div key={fact.label} className="fact">
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Ratings, reviews and related products: below the fold, one task after the rest. */
function BelowTheFold({ details }: { details: Details }) {
  return (
    <>
      <Suspense fallback={null}>
        <RatingsSection productId={details.ProductId} productName={details.ProductName} />
      </Suspense>
      {details.RelatedProducts.length > 0 ? (
        <section className="section below-fold" aria-labelledby="product-related">
          <h2 className="section-title" id="product-related">
            {messages.catalog.relatedProducts}
          </h2>
          <ProductGrid products={details.RelatedProducts} />
        </section>
      ) : null}
    </>
  );
}

function ProductView({ details }: { details: Details }) {
  const { productConfigs } = useSnapshot(general.state);
  const max = maxQtyPerProduct(productConfigs);
  // A link may name the option to show (`?option=`: the sign-in of "Notify me", a back-in-stock push).
  const optionParam = new URLSearchParams(useSearch()).get('option');
  const [selection, setSelection] = useState<Selection>(() =>
    selectionOfKey(details.ProductConfig, optionParam),
  );
  const { userId } = useSnapshot(session);
  const alertsKey = alertsKeyOf(details.ProductId, userId);
  const hasAlerts = useSnapshot(stockAlerts.state).byProduct[alertsKey ?? ''] !== undefined;
  // The gallery, options and buy bar first; ratings, reviews and related products one task later.
  const showRest = useLater(true);

  useEffect(() => {
    void loadRatings(details.ProductId).then(() => loadReviews(details.ProductId));
  }, [details.ProductId]);

  const rows = chosenRows(details.ProductConfig, selection);
  const price = unitPrice(details, selection);
  const available = details.IsAvailable && rows.every((row) => row.IsAvailable);

  return (
    <>
      <Breadcrumbs details={details} />
      <div className="product-layout">
        <Gallery images={details.ProductImages} />
        <div className="product-info">
          <h1 className="product-name">{details.ProductName}</h1>
          <RatingLine productId={details.ProductId} />
          <div>
            <Price price={price} mrp={unitMrp(details, selection)} size="lg" />
            {!available ? <p className="muted">{messages.common.outOfStock}</p> : null}
          </div>
          <OptionGroups
            details={details}
            selection={selection}
            onSelect={(group, rowId) => setSelection((current) => ({ ...current, [group]: rowId }))}
          />
          {!available || hasAlerts || (optionParam !== null && alertsKey) ? (
            <Suspense fallback={null}>
              <StockAlertPanel details={details} selection={selection} available={available} />
            </Suspense>
          ) : null}
          <FactList facts={factsOf(rows)} />
          <ProductBuyBar
            details={details}
            selection={selection}
            price={price}
            available={available}
            max={max}
          />
          <section className="section below-fold" aria-labelledby="product-description">
            <h2 className="section-title" id="product-description">
              {messages.catalog.description}
            </h2>
            <p>{details.Description}</p>
          </section>
        </div>
      </div>
      {showRest ? <BelowTheFold details={details} /> : null}
    </>
  );
}

export default function ProductPage({ params }: { params: Record<string, string | undefined> }) {
  const slug = params.productSlug ?? '';
  const snap = useSnapshot(productDetails.state);
  const details = useDeferredValue(snap.ProductDetails[slug]);
  // Another area's hub answers with its own stock.
  const { hub } = useSnapshot(deliveryArea);
  useEffect(() => {
    void loadProduct(slug);
  }, [slug, hub]);
  usePageTitle(details?.ProductName);
  if (snap.notFound[slug])
    return (
      <Suspense fallback={<Spinner />}>
        <NotFoundPage />
      </Suspense>
    );
  const failure = snap.failed[slug];
  return (
    <div className="page product-page">
      {details ? (
        <ProductView key={details.ProductId} details={details as Details} />
      ) : failure && !snap.loading ? (
        <Suspense fallback={<Spinner />}>
          <LoadFailed error={failure} onRetry={() => void loadProduct(slug)} />
        </Suspense>
      ) : (
        <PageLoading kind="product" fallback={<Spinner />} />
      )}
    </div>
  );
}
