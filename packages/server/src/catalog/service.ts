/** The catalog's reads and the review write, for the catalog routes (and the home data's banners). */
import { isLowStock, type Locale } from '@storefront/sdk/core';
import { type SQL, and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import { users } from '../auth/tables.js';
import { bumpCacheState } from '../config/settings.js';
import type { Database, Transaction } from '../db/index.js';
import { inLanguage } from '../db/translations.js';
import { notFound, refusal } from '../http/errors.js';
import type { ServerTexts } from '../i18n/texts.js';
import {
  PRODUCTS_PAGE_SIZE,
  REVIEWS_PAGE_SIZE,
  countProducts,
  listCategories,
  optionSellable,
  productCards,
  ratingsOf,
} from './model.js';
import {
  banners,
  categories,
  productImages,
  productOptionGroups,
  productOptionRows,
  products,
  reviews,
} from './tables.js';

export const BEST_SELLERS = 8;
const productNotFound = (texts: ServerTexts) => texts.messages.catalog.productNotFound;
const RELATED = 4;

const STAR_KEY = {
  5: 'fiveStar',
  4: 'fourStar',
  3: 'threeStar',
  2: 'twoStar',
  1: 'oneStar',
} as const;
type StarKey = (typeof STAR_KEY)[keyof typeof STAR_KEY];

type ReviewRow = { id: number; username: string; rating: number; comment: string; createdAt: Date };
const toReview = (row: ReviewRow) => ({
  ReviewId: row.id,
  Username: row.username || 'Shopper',
  Rating: row.rating,
  Comment: row.comment,
  CreatedAt: row.createdAt.toISOString(),
});
const reviewColumns = {
  id: reviews.id,
  username: users.username,
  rating: reviews.rating,
  comment: reviews.comment,
  createdAt: reviews.createdAt,
};

export async function productExists(db: Database, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId));
  return row !== undefined;
}

export async function listBanners(db: Database, locale: Locale) {
  const rows = await db.select().from(banners).orderBy(asc(banners.position), asc(banners.id));
  return rows.map((b) => ({
    BannerId: b.id,
    Title: inLanguage(b.translations, locale, 'title', b.title),
    Subtitle: inLanguage(b.translations, locale, 'subtitle', b.subtitle),
    ImageUrl: b.imageUrl,
    Link: b.link,
  }));
}

export function bestSellers(db: Database, locale: Locale) {
  return productCards(db, locale, eq(products.isBestSeller, true), {
    limit: BEST_SELLERS,
    offset: 0,
  });
}

export async function categoryBySlug(db: Database, locale: Locale, slug: string) {
  const [category] = await listCategories(db, locale, eq(categories.slug, slug));
  return category;
}

/** One page of a category's product cards and the category's product count. */
export async function categoryProducts(
  db: Database,
  locale: Locale,
  categoryId: number,
  pageNo: number,
) {
  const where = eq(products.categoryId, categoryId);
  const [total, page] = await Promise.all([
    countProducts(db, where),
    productCards(db, locale, where, {
      limit: PRODUCTS_PAGE_SIZE,
      offset: (pageNo - 1) * PRODUCTS_PAGE_SIZE,
    }),
  ]);
  return { total, page };
}

/**
 * Units available per counted option at a hub (by slug; the main hub when none or an unknown one is
 * asked); an option the hub does not count is absent. The inventory domain answers (domains.ts).
 */
export type StockAt = (
  db: Database,
  hubSlug: string | undefined,
  optionRowIds: readonly number[],
) => Promise<ReadonlyMap<number, number>>;

/** A counted option's availability as the product page shows it: sellable, and "Only N left" when few. */
function optionStock(
  row: { id: number; isAvailable: boolean },
  available: ReadonlyMap<number, number>,
) {
  const units = available.get(row.id) ?? null;
  return {
    IsAvailable: optionSellable({ isAvailable: row.isAvailable, stock: units }),
    Left: units !== null && isLowStock(units) ? units : null,
  };
}

/** One option row as the product page shows it, in a language, with its availability at the hub. */
function optionView(
  o: typeof productOptionRows.$inferSelect,
  locale: Locale,
  available: ReadonlyMap<number, number>,
) {
  return {
    RowId: o.id,
    Label: inLanguage(o.translations, locale, 'label', o.label),
    PriceDelta: o.priceDelta,
    GrossWeight: o.grossWeight,
    NetWeight: o.netWeight,
    Pieces: o.pieces === null ? null : inLanguage(o.translations, locale, 'pieces', o.pieces),
    Serves: o.serves === null ? null : inLanguage(o.translations, locale, 'serves', o.serves),
    IsDefault: o.isDefault,
    ...optionStock(o, available),
  };
}

/**
 * A product page's details in a language, with its options' availability at a hub (`stockAt`), or a 404
 * for a slug no product has.
 */
export async function productDetails(
  db: Database,
  locale: Locale,
  slug: string,
  stock: { at: StockAt; hub: string | undefined },
) {
  const [row] = await db
    .select({ product: products, category: categories })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.slug, slug));
  if (!row) throw notFound(productNotFound);
  const { product, category } = row;
  const [images, groups, options, related] = await Promise.all([
    db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, product.id))
      .orderBy(asc(productImages.position), asc(productImages.id)),
    db
      .select()
      .from(productOptionGroups)
      .where(eq(productOptionGroups.productId, product.id))
      .orderBy(asc(productOptionGroups.position), asc(productOptionGroups.id)),
    db
      .select({ row: productOptionRows })
      .from(productOptionRows)
      .innerJoin(productOptionGroups, eq(productOptionGroups.id, productOptionRows.groupId))
      .where(eq(productOptionGroups.productId, product.id))
      .orderBy(asc(productOptionRows.position), asc(productOptionRows.id)),
    productCards(
      db,
      locale,
      and(eq(products.categoryId, product.categoryId), ne(products.id, product.id)),
      { limit: RELATED, offset: 0 },
    ),
  ]);
  const available = await stock.at(
    db,
    stock.hub,
    options.map(({ row }) => row.id),
  );
  const productName = inLanguage(product.translations, locale, 'name', product.name);
  return {
    ProductDetails: {
      ProductId: product.id,
      Slug: product.slug,
      ProductName: productName,
      Description: inLanguage(product.translations, locale, 'description', product.description),
      CategoryId: category.id,
      CategorySlug: category.slug,
      CategoryName: inLanguage(category.translations, locale, 'name', category.name),
      Price: product.price,
      Mrp: product.mrp,
      IsAvailable: product.isAvailable,
      ProductImages:
        images.length > 0
          ? images.map((i) => ({
              Url: i.url,
              Alt: inLanguage(i.translations, locale, 'alt', i.alt),
              Width: i.width,
              Height: i.height,
            }))
          : [{ Url: product.imageUrl, Alt: productName, Width: 600, Height: 450 }],
      ProductConfig: groups.map((g) => ({
        ConfigId: g.id,
        Name: inLanguage(g.translations, locale, 'name', g.name),
        Options: options
          .filter((o) => o.row.groupId === g.id)
          .map(({ row }) => optionView(row, locale, available)),
      })),
      RelatedProducts: related,
    },
  };
}

/** A product's star counts, or a 404. */
export async function productRatings(db: Database, productId: number) {
  const [row] = await db.select().from(products).where(eq(products.id, productId));
  if (!row) throw notFound(productNotFound);
  return ratingsOf(row);
}

export async function reviewsPage(db: Database, productId: number, pageNo: number) {
  if (!(await productExists(db, productId))) throw notFound(productNotFound);
  const where = eq(reviews.productId, productId);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(reviews).where(where),
    db
      .select(reviewColumns)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(REVIEWS_PAGE_SIZE)
      .offset((pageNo - 1) * REVIEWS_PAGE_SIZE),
  ]);
  return { reviews: rows.map(toReview), total: total?.n ?? 0 };
}

/** The shopper's own review of a product, or null. */
export async function ownReview(db: Database, productId: number, userId: number) {
  if (!(await productExists(db, productId))) throw notFound(productNotFound);
  const [row] = await db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)));
  return row ? toReview(row) : null;
}

/** Whether the shopper received the product in a delivered order (the orders domain decides; the app passes it in). */
export type HasReceived = (tx: Transaction, userId: number, productId: number) => Promise<boolean>;

/**
 * One review per shopper and product: the first post creates it, a later post by the same shopper edits it
 * (rating and comment; it keeps its date and place in the list). Only a shopper who received the product
 * may review it: a delivered order of theirs holds a line of it that was not out of stock nor refunded
 * whole (403 otherwise). The product row is locked first, so two posts of one shopper never both insert,
 * and the star counters follow the review in the same transaction (a new star up; an edit moves one count
 * from the old star to the new). The cache state moves with them, so the rating summary and the reviews
 * list change at once for everyone.
 */
export async function postReview(
  db: Database,
  userId: number,
  review: { productId: number; rating: number; comment: string },
  hasReceived: HasReceived,
) {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, review.productId))
      .for('update');
    if (!locked) throw notFound(productNotFound);
    if (!(await hasReceived(tx, userId, review.productId)))
      throw refusal(403, (texts) => texts.messages.catalog.reviewNotReceived);
    const mine = and(eq(reviews.productId, review.productId), eq(reviews.userId, userId));
    const [previous] = await tx.select({ rating: reviews.rating }).from(reviews).where(mine);
    const [saved] = previous
      ? await tx
          .update(reviews)
          .set({ rating: review.rating, comment: review.comment })
          .where(mine)
          .returning()
      : await tx
          .insert(reviews)
          .values({
            productId: review.productId,
            userId: userId,
            rating: review.rating,
            comment: review.comment,
          })
          .returning();
    if (!saved) throw notFound(productNotFound);
    const counts: Partial<Record<StarKey, SQL>> = {};
    const added = STAR_KEY[saved.rating as keyof typeof STAR_KEY];
    if (previous?.rating !== saved.rating) counts[added] = sql`${products[added]} + 1`;
    if (previous && previous.rating !== saved.rating) {
      const removed = STAR_KEY[previous.rating as keyof typeof STAR_KEY];
      counts[removed] = sql`greatest(${products[removed]} - 1, 0)`;
    }
    const [product] = await tx
      .update(products)
      .set({ ...counts, updatedAt: new Date() })
      .where(eq(products.id, review.productId))
      .returning();
    const [author] = await tx
      .select({ username: users.username })
      .from(users)
      .where(eq(users.id, userId));
    if (!product) throw notFound(productNotFound);
    await bumpCacheState(tx);
    return {
      Success: true,
      Review: toReview({ ...saved, username: author?.username ?? '' }),
      Ratings: ratingsOf(product),
    };
  });
}
