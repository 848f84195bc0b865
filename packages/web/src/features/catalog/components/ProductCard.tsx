/** A product on a card: image, name, short description, weight, rating and price; the card links to its page. */
import { Link } from 'wouter';
import type { ReplyOf } from '@storefront/sdk';
import { Star } from '../../../components/Icon';
import { Img } from '../../../components/Img';
import { Price } from '../../../components/Price';
import { messages } from '../../../messages/catalog';

export type ProductCardData = ReplyOf<'categoryProducts'>['Products'][number];

export function ProductCard({
  product,
  priority,
}: {
  product: ProductCardData;
  priority?: boolean;
}) {
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
        <h3 className="product-card-name" id={`product-${product.ProductId}`}>
          <Link href={`/${product.Slug}`}>{product.ProductName}</Link>
        </h3>
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
        </div>
      </div>
    </article>
  );
}

export function ProductGrid({
  products,
  label,
  priorityCount = 0,
}: {
  products: readonly ProductCardData[];
  label?: string;
  priorityCount?: number;
}) {
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product, index) => (
        <li key={product.ProductId}>
          <ProductCard product={product} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
