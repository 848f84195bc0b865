/**
 * A product on a card: image, name, short description, weight, rating and price, and Add (a quantity stepper
 * once in the cart); the card links to its page.
 */
import { Suspense } from 'react';
import { Link } from 'wouter';
import type { ReplyOf } from '@storefront/sdk';
import { Star } from '../../../components/Icon';
import { Img } from '../../../components/Img';
import { Price } from '../../../components/Price';
import { lazyOptional } from '../../../lib/lazyOptional';
import { messages } from '../../../messages/catalog';

// Add and its stepper come one chunk after the cards (the first render's budget); their box keeps its place.
const CardBuy = lazyOptional(() => import('./CardBuy').then((module) => module.default));

export type ProductCardData = ReplyOf<'categoryProducts'>['Products'][number];

/** A card's name is a heading one level below the section it is listed in (h3 under a section's h2). */
export type CardHeadingLevel = 2 | 3;

export function ProductCard({
  product,
  priority,
  headingLevel = 3,
}: {
  product: ProductCardData;
  priority?: boolean;
  headingLevel?: CardHeadingLevel;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card product-card" aria-labelledby={`product-${product.ProductId}`}>
      <Img
        src={product.ImageUrl}
        alt=""
        width={400}
        height={300}
        className="product-card-img"
        priority={priority}
      />
      {!product.IsAvailable ? (
        <span className="stock-tag">{messages.common.outOfStock}</span>
      ) : null}
      <div className="product-card-body">
        <Heading className="product-card-name" id={`product-${product.ProductId}`}>
          <Link href={`/${product.Slug}`}>{product.ProductName}</Link>
        </Heading>
        <p className="product-card-desc">{product.ShortDescription}</p>
        <div className="product-card-meta">
          <span>{product.WeightLabel}</span>
          {product.TotalRatings > 0 ? (
            <span
              className="rating-chip"
              aria-label={messages.catalog.rated(product.AverageRating.toFixed(1))}
            >
              {product.AverageRating.toFixed(1)} <Star size={12} />
            </span>
          ) : null}
        </div>
        <div className="product-card-foot">
          <Price price={product.Price} mrp={product.Mrp} />
          {product.IsAvailable ? (
            <div className="card-buy">
              <Suspense fallback={null}>
                <CardBuy product={product} />
              </Suspense>
            </div>
          ) : null}
        </div>
      </div>
    </article>
  );
}

export function ProductGrid({
  products,
  label,
  priorityCount = 0,
  headingLevel,
}: {
  products: readonly ProductCardData[];
  label?: string;
  priorityCount?: number;
  /** 2 where the grid sits right under the page's h1 (a category page). */
  headingLevel?: CardHeadingLevel;
}) {
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product, index) => (
        <li key={product.ProductId}>
          <ProductCard
            product={product}
            priority={index < priorityCount}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
