/** Home: banners, categories, best sellers and offers from /get-home-data. */
import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { Link } from 'wouter';
import { useSnapshot, type Snapshot } from 'valtio';
import { PageLoading } from '../../../components/PageLoading';
import { Page } from '../../../components/Page';
import { Spinner } from '../../../components/Spinner';
import { useLater } from '../../../lib/tasks';
import { messages } from '../../../messages/catalog';
import { CategoryTiles } from '../components/CategoryTiles';
import { ProductGrid } from '../components/ProductCard';
import { home, loadHome } from '../store/home';
import '../catalog.css';

// Shown only when the home data failed to load: its code is not part of the first render.
const LoadFailed = lazy(() =>
  import('../../../components/LoadFailed').then((module) => ({ default: module.LoadFailed })),
);

type HomeData = NonNullable<Snapshot<typeof home.state>['homePageData']>;

function BannerStrip({ banners }: { banners: HomeData['Banners'] }) {
  if (banners.length === 0) return null;
  return (
    <section aria-label={messages.home.banners} className="banner-strip">
      {banners.map((banner, index) => (
        <Link
          key={banner.BannerId}
          href={banner.Link}
          className="banner"
          aria-label={`${banner.Title}. ${banner.Subtitle}`}
        >
          {/* The banner artwork carries its own title and subtitle. */}
          <img
            src={banner.ImageUrl}
            alt=""
            width={1200}
            height={400}
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : 'auto'}
          />
        </Link>
      ))}
    </section>
  );
}

function OffersSection({ offers }: { offers: HomeData['Offers'] }) {
  if (offers.length === 0) return null;
  return (
    <section className="section below-fold" aria-labelledby="home-offers">
      <h2 className="section-title" id="home-offers">
        {messages.home.offers}
      </h2>
      <ul className="offer-list">
        {offers.map((offer) => (
          <li key={offer.Code}>
            <div className="card offer-card">
              <span className="offer-code">{messages.home.useCode(offer.Code)}</span>
              <strong>{offer.Title}</strong>
              <span className="muted">{offer.Description}</span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function HomePage() {
  // Rendered as a deferred (interruptible) update, so a page full of cards never blocks the main thread.
  const snap = useSnapshot(home.state);
  const data = useDeferredValue(snap.homePageData);
  // Banners and categories first; best sellers and offers (below them) one task later.
  const showRest = useLater(data !== undefined);
  useEffect(() => {
    void loadHome();
  }, []);
  return (
    <Page title={messages.home.heading} hideHeading className="home">
      {!data && snap.error && !snap.loading ? (
        <Suspense fallback={<Spinner />}>
          <LoadFailed error={snap.error} onRetry={() => void loadHome()} />
        </Suspense>
      ) : !data ? (
        <PageLoading kind="home" fallback={<Spinner />} />
      ) : (
        <>
          <BannerStrip banners={data.Banners} />
          <section className="section" aria-labelledby="home-categories">
            <div className="section-head">
              <h2 className="section-title" id="home-categories">
                {messages.home.shopByCategory}
              </h2>
              <Link href="/categories" className="section-link">
                {messages.common.seeAll}
              </Link>
            </div>
            <CategoryTiles categories={data.Categories} />
          </section>
          {showRest && data.BestSellers.length > 0 ? (
            <section className="section" aria-labelledby="home-best">
              <div className="section-head">
                <h2 className="section-title" id="home-best">
                  {messages.home.bestSellers}
                </h2>
              </div>
              <ProductGrid products={data.BestSellers} />
            </section>
          ) : null}
          {showRest ? <OffersSection offers={data.Offers} /> : null}
        </>
      )}
    </Page>
  );
}
