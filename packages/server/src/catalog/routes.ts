import { endpoints } from '@storefront/sdk';
import { and, asc, count, desc, eq, gt, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../auth/tables.js';
import type { Database } from '../db/index.js';
import { HttpError, notFound } from '../http/errors.js';
import { defineRoute } from '../http/route.js';
import { messages } from '../messages.js';
import { coupons } from '../offers/tables.js';
import {
  PRODUCTS_PAGE_SIZE,
  REVIEWS_PAGE_SIZE,
  countProducts,
  listCategories,
  pageCount,
  productCards,
  ratingsOf,
  searchConditions,
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

const BEST_SELLERS = 8;
const RELATED = 4;
const HOME_OFFERS = 4;

const STAR_KEY = {
  5: 'fiveStar',
  4: 'fourStar',
  3: 'threeStar',
  2: 'twoStar',
  1: 'oneStar',
} as const;

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

async function homeOffers(db: Database) {
  const now = new Date();
  const rows = await db
    .select({ Code: coupons.code, Title: coupons.title, Description: coupons.description })
    .from(coupons)
    .where(
      and(
        eq(coupons.isActive, true),
        or(isNull(coupons.expiresAt), gt(coupons.expiresAt, now)),
        or(isNull(coupons.startsAt), lte(coupons.startsAt, now)),
      ),
    )
    .orderBy(asc(coupons.position), asc(coupons.id))
    .limit(HOME_OFFERS);
  return rows;
}

async function productExists(db: Database, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId));
  return row !== undefined;
}

export function catalogRoutes(app: FastifyInstance): void {
  defineRoute(app, endpoints.home, async ({ db }) => {
    const [bannerRows, categoryList, bestSellers, offers] = await Promise.all([
      db.select().from(banners).orderBy(asc(banners.position), asc(banners.id)),
      listCategories(db),
      productCards(db, eq(products.isBestSeller, true), { limit: BEST_SELLERS, offset: 0 }),
      homeOffers(db),
    ]);
    return {
      Banners: bannerRows.map((b) => ({
        BannerId: b.id,
        Title: b.title,
        Subtitle: b.subtitle,
        ImageUrl: b.imageUrl,
        Link: b.link,
      })),
      Categories: categoryList,
      BestSellers: bestSellers,
      Offers: offers,
    };
  });

  defineRoute(app, endpoints.categories, async ({ db }) => ({
    Categories: await listCategories(db),
  }));

  defineRoute(app, endpoints.categoryProducts, async ({ db, input }) => {
    const [category] = await listCategories(db, eq(categories.slug, input.categorySlug));
    if (!category)
      return {
        NoCategoryFound: true,
        Category: null,
        Products: [],
        TotalProducts: 0,
        PageNo: input.pageNo,
        TotalPages: 0,
      };
    const where = eq(products.categoryId, category.CategoryId);
    const [total, page] = await Promise.all([
      countProducts(db, where),
      productCards(db, where, {
        limit: PRODUCTS_PAGE_SIZE,
        offset: (input.pageNo - 1) * PRODUCTS_PAGE_SIZE,
      }),
    ]);
    return {
      NoCategoryFound: false,
      Category: category,
      Products: page,
      TotalProducts: total,
      PageNo: input.pageNo,
      TotalPages: pageCount(total, PRODUCTS_PAGE_SIZE),
    };
  });

  defineRoute(app, endpoints.search, async ({ db, input }) => {
    const match = searchConditions(input.term);
    const [total, page, matchingCategories] = await Promise.all([
      countProducts(db, match.products),
      productCards(db, match.products, {
        limit: PRODUCTS_PAGE_SIZE,
        offset: (input.pageNo - 1) * PRODUCTS_PAGE_SIZE,
      }),
      listCategories(db, match.categories),
    ]);
    return {
      Products: page,
      Categories: matchingCategories,
      TotalProducts: total,
      PageNo: input.pageNo,
      TotalPages: pageCount(total, PRODUCTS_PAGE_SIZE),
    };
  });

  defineRoute(app, endpoints.productDetails, async ({ db, input }) => {
    const [row] = await db
      .select({ product: products, category: categories })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(eq(products.slug, input.productSlug));
    if (!row) throw notFound(messages.catalog.productNotFound);
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
        and(eq(products.categoryId, product.categoryId), ne(products.id, product.id)),
        { limit: RELATED, offset: 0 },
      ),
    ]);
    return {
      ProductDetails: {
        ProductId: product.id,
        Slug: product.slug,
        ProductName: product.name,
        Description: product.description,
        CategoryId: category.id,
        CategorySlug: category.slug,
        CategoryName: category.name,
        Price: product.price,
        Mrp: product.mrp,
        IsAvailable: product.isAvailable,
        ProductImages:
          images.length > 0
            ? images.map((i) => ({ Url: i.url, Alt: i.alt, Width: i.width, Height: i.height }))
            : [{ Url: product.imageUrl, Alt: product.name, Width: 600, Height: 450 }],
        ProductConfig: groups.map((g) => ({
          ConfigId: g.id,
          Name: g.name,
          Options: options
            .filter((o) => o.row.groupId === g.id)
            .map(({ row: o }) => ({
              RowId: o.id,
              Label: o.label,
              PriceDelta: o.priceDelta,
              GrossWeight: o.grossWeight,
              NetWeight: o.netWeight,
              Pieces: o.pieces,
              Serves: o.serves,
              IsDefault: o.isDefault,
              IsAvailable: o.isAvailable,
            })),
        })),
        RelatedProducts: related,
      },
    };
  });

  defineRoute(app, endpoints.productRatings, async ({ db, input }) => {
    const [row] = await db.select().from(products).where(eq(products.id, input.productId));
    if (!row) throw notFound(messages.catalog.productNotFound);
    return ratingsOf(row);
  });

  defineRoute(app, endpoints.productReviews, async ({ db, input }) => {
    if (!(await productExists(db, input.productId)))
      throw notFound(messages.catalog.productNotFound);
    const where = eq(reviews.productId, input.productId);
    const [[total], rows] = await Promise.all([
      db.select({ n: count() }).from(reviews).where(where),
      db
        .select(reviewColumns)
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(where)
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(REVIEWS_PAGE_SIZE)
        .offset((input.pageNo - 1) * REVIEWS_PAGE_SIZE),
    ]);
    const totalReviews = total?.n ?? 0;
    return {
      ProductReviews: rows.map(toReview),
      TotalReviews: totalReviews,
      PageNo: input.pageNo,
      TotalPages: pageCount(totalReviews, REVIEWS_PAGE_SIZE),
    };
  });

  defineRoute(app, endpoints.myReview, async ({ db, input, user }) => {
    if (!(await productExists(db, input.productId)))
      throw notFound(messages.catalog.productNotFound);
    const [row] = await db
      .select(reviewColumns)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(and(eq(reviews.productId, input.productId), eq(reviews.userId, user.userId)));
    return { IsUserAlreadyPostedReview: row !== undefined, Review: row ? toReview(row) : null };
  });

  defineRoute(app, endpoints.postReview, async ({ db, input, user }) => {
    return db.transaction(async (tx) => {
      if (!(await productExists(tx, input.productId)))
        throw notFound(messages.catalog.productNotFound);
      const [inserted] = await tx
        .insert(reviews)
        .values({
          productId: input.productId,
          userId: user.userId,
          rating: input.rating,
          comment: input.comment,
        })
        .onConflictDoNothing()
        .returning();
      if (!inserted) throw new HttpError(409, messages.catalog.reviewAlreadyPosted);
      const key = STAR_KEY[inserted.rating as keyof typeof STAR_KEY];
      const [product] = await tx
        .update(products)
        .set({ [key]: sql`${products[key]} + 1`, updatedAt: new Date() })
        .where(eq(products.id, input.productId))
        .returning();
      const [author] = await tx
        .select({ username: users.username })
        .from(users)
        .where(eq(users.id, user.userId));
      if (!product) throw notFound(messages.catalog.productNotFound);
      return {
        Success: true,
        Review: toReview({ ...inserted, username: author?.username ?? '' }),
        Ratings: ratingsOf(product),
      };
    });
  });
}
