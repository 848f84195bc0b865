/**
 * Catalogue reads shared by the catalogue routes and other domains (cart pricing reads the same tables).
 * Names and descriptions are answered in the request's language, field by field, English where a field
 * has no translation (db/translations.ts).
 */
import type { ReplyOf } from '@storefront/sdk';
import type { Locale } from '@storefront/sdk/core';
import { type SQL, asc, count, desc, getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/index.js';
import { inLanguage, isTranslatedLocale, translationSql } from '../db/translations.js';
import { categories, products } from './tables.js';

export type ProductCard = ReplyOf<'home'>['BestSellers'][number];
export type Category = ReplyOf<'categories'>['Categories'][number];
export type Ratings = ReplyOf<'productRatings'>;
export type ProductRow = typeof products.$inferSelect;

export const PRODUCTS_PAGE_SIZE = 12;
export const REVIEWS_PAGE_SIZE = 5;

// Correlated subqueries are written with explicit aliases: drizzle renders columns unqualified inside
// a select list, which would bind them to the inner tables.
/** Paise added by the default option of every group: a card shows the price of the default choice. */
const defaultDelta = sql<number>`coalesce((
  select sum(r.price_delta) from product_option_rows r
  join product_option_groups g on g.id = r.group_id
  where g.product_id = "products"."id" and r.is_default
), 0)`.mapWith(Number);

const hasOptions = sql<boolean>`exists (
  select 1 from product_option_groups g where g.product_id = "products"."id"
)`.mapWith(Boolean);

export function ratingsOf(
  row: Pick<ProductRow, 'fiveStar' | 'fourStar' | 'threeStar' | 'twoStar' | 'oneStar'>,
): Ratings {
  const total = row.fiveStar + row.fourStar + row.threeStar + row.twoStar + row.oneStar;
  const sum =
    5 * row.fiveStar + 4 * row.fourStar + 3 * row.threeStar + 2 * row.twoStar + row.oneStar;
  return {
    AverageRating: total === 0 ? 0 : Math.round((sum / total) * 10) / 10,
    TotalRatings: total,
    FiveStar: row.fiveStar,
    FourStar: row.fourStar,
    ThreeStar: row.threeStar,
    TwoStar: row.twoStar,
    OneStar: row.oneStar,
  };
}

type CardRow = ProductRow & { defaultDelta: number; hasOptions: boolean };

function toCard(row: CardRow, locale: Locale): ProductCard {
  const ratings = ratingsOf(row);
  return {
    ProductId: row.id,
    Slug: row.slug,
    ProductName: inLanguage(row.translations, locale, 'name', row.name),
    ShortDescription: inLanguage(
      row.translations,
      locale,
      'shortDescription',
      row.shortDescription,
    ),
    ImageUrl: row.imageUrl,
    CategoryId: row.categoryId,
    Price: row.price + row.defaultDelta,
    Mrp: row.mrp === null ? null : row.mrp + row.defaultDelta,
    WeightLabel: row.weightLabel,
    AverageRating: ratings.AverageRating,
    TotalRatings: ratings.TotalRatings,
    IsAvailable: row.isAvailable,
    HasOptions: row.hasOptions,
  };
}

/** Product cards matching `where`, available first, in catalogue order, in a language. */
export async function productCards(
  db: Database,
  locale: Locale,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
): Promise<ProductCard[]> {
  const query = db
    .select({ ...getTableColumns(products), defaultDelta, hasOptions })
    .from(products)
    .where(where)
    .orderBy(desc(products.isAvailable), asc(products.position), asc(products.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map((row) => toCard(row, locale));
}

export async function countProducts(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(where);
  return row?.n ?? 0;
}

export async function listCategories(
  db: Database,
  locale: Locale,
  where?: SQL,
): Promise<Category[]> {
  const rows = await db
    .select({
      ...getTableColumns(categories),
      productCount:
        sql<number>`(select count(*) from products p where p.category_id = "categories"."id")`.mapWith(
          Number,
        ),
    })
    .from(categories)
    .where(where)
    .orderBy(asc(categories.position), asc(categories.id));
  return rows.map((row) => ({
    CategoryId: row.id,
    Slug: row.slug,
    Name: inLanguage(row.translations, locale, 'name', row.name),
    Description: inLanguage(row.translations, locale, 'description', row.description),
    ImageUrl: row.imageUrl,
    ProductCount: row.productCount,
  }));
}

/**
 * Case-insensitive match over product name, descriptions and category name (LIKE wildcards escaped), in
 * English and in the request's language: a Hindi shopper finds "चिकन करी कट" and "chicken" alike.
 */
export function searchConditions(term: string, locale: Locale): { products: SQL; categories: SQL } {
  const pattern = `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const like = (column: SQL) => sql`lower(${column}) like ${pattern}`;
  /** The English text or its translation in the request's language matches. */
  const matches = (english: PgColumn, translations: PgColumn, field: string) =>
    isTranslatedLocale(locale)
      ? sql`(${like(sql`${english}`)} or ${like(translationSql(translations, locale, field))})`
      : like(sql`${english}`);
  const categoryMatches = sql`(${matches(categories.name, categories.translations, 'name')}
      or ${matches(categories.description, categories.translations, 'description')})`;
  return {
    products: sql`(${matches(products.name, products.translations, 'name')}
      or ${matches(products.shortDescription, products.translations, 'shortDescription')}
      or ${matches(products.description, products.translations, 'description')}
      or ${products.categoryId} in (select ${categories.id} from ${categories}
        where ${matches(categories.name, categories.translations, 'name')}))`,
    categories: categoryMatches,
  };
}

export const pageCount = (total: number, size: number) => Math.ceil(total / size);

/**
 * Whether an option can be bought (`qty` of it): staff's switch, and enough units when they are counted
 * (operations/catalog.ts); the product page shows an option with none left as unavailable.
 */
export const optionSellable = (row: { isAvailable: boolean; stock: number | null }, qty = 1) =>
  row.isAvailable && (row.stock === null || row.stock >= Math.max(1, qty));
