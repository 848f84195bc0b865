/** Categories as round image tiles (home) or as cards with counts (categories page, search). */
import { Link } from 'wouter';
import type { ReplyOf } from '@storefront/sdk';
import { Icon } from '../../../components/Icon';
import { Img } from '../../../components/Img';
import { messages } from '../../../messages/catalog';

export type CategoryData = ReplyOf<'categories'>['Categories'][number];

export function CategoryTiles({
  categories,
  label,
}: {
  categories: readonly CategoryData[];
  label?: string;
}) {
  return (
    <ul className="category-grid" aria-label={label}>
      {categories.map((category) => (
        <li key={category.CategoryId}>
          <Link href={`/category/${category.Slug}`} className="category-tile">
            <Img src={category.ImageUrl} alt="" width={96} height={96} />
            <span>{category.Name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function CategoryCards({
  categories,
  label,
}: {
  categories: readonly CategoryData[];
  label?: string;
}) {
  return (
    <ul className="category-list" aria-label={label}>
      {categories.map((category) => (
        <li key={category.CategoryId}>
          <Link href={`/category/${category.Slug}`} className="card category-card">
            <Img src={category.ImageUrl} alt="" width={88} height={88} />
            <span>
              <h2>{category.Name}</h2>
              <p className="muted">{category.Description}</p>
              <p className="muted">{messages.catalog.productCount(category.ProductCount)}</p>
            </span>
            <Icon name="chevron" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
