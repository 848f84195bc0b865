import { endpoints } from '@storefront/sdk';
import type { Locale } from '@storefront/sdk/core';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/index.js';
import { definePublicRoute, defineRoute } from '../http/route.js';
import {
  PRODUCTS_PAGE_SIZE,
  REVIEWS_PAGE_SIZE,
  countProducts,
  listCategories,
  pageCount,
  productCards,
  searchConditions,
} from './model.js';
import {
  bestSellers,
  categoryBySlug,
  categoryProducts,
  listBanners,
  ownReview,
  postReview,
  productDetails,
  productRatings,
  reviewsPage,
  type HasReceived,
  type StockAt,
} from './service.js';

export type HomeOffer = { Code: string; Title: string; Description: string };

export interface CatalogOptions {
  /** The offers shown on the home page, in a language; the offers domain owns them, the app passes them in. */
  homeOffers: (db: Database, locale: Locale) => Promise<HomeOffer[]>;
  /** Whether a shopper received a product (a review needs it); the orders domain decides. */
  hasReceived: HasReceived;
  /** Units available per counted option at a hub; the inventory domain counts them. */
  stockAt: StockAt;
}

export async function catalogPlugin(app: FastifyInstance, options: CatalogOptions): Promise<void> {
  definePublicRoute(app, endpoints.home, async ({ db, locale }) => {
    const [banners, categoryList, bestSellerCards, offers] = await Promise.all([
      listBanners(db, locale),
      listCategories(db, locale),
      bestSellers(db, locale),
      options.homeOffers(db, locale),
    ]);
    return {
      Banners: banners,
      Categories: categoryList,
      BestSellers: bestSellerCards,
      Offers: offers,
    };
  });

  definePublicRoute(app, endpoints.categories, async ({ db, locale }) => ({
    Categories: await listCategories(db, locale),
  }));

  definePublicRoute(app, endpoints.categoryProducts, async ({ db, input, locale }) => {
    const category = await categoryBySlug(db, locale, input.categorySlug);
    if (!category)
      return {
        NoCategoryFound: true,
        Category: null,
        Products: [],
        TotalProducts: 0,
        PageNo: input.pageNo,
        TotalPages: 0,
      };
    const { total, page } = await categoryProducts(db, locale, category.CategoryId, input.pageNo);
    return {
      NoCategoryFound: false,
      Category: category,
      Products: page,
      TotalProducts: total,
      PageNo: input.pageNo,
      TotalPages: pageCount(total, PRODUCTS_PAGE_SIZE),
    };
  });

  definePublicRoute(app, endpoints.search, async ({ db, input, locale }) => {
    const match = searchConditions(input.term, locale);
    const [total, page, matchingCategories] = await Promise.all([
      countProducts(db, match.products),
      productCards(db, locale, match.products, {
        limit: PRODUCTS_PAGE_SIZE,
        offset: (input.pageNo - 1) * PRODUCTS_PAGE_SIZE,
      }),
      listCategories(db, locale, match.categories),
    ]);
    return {
      Products: page,
      Categories: matchingCategories,
      TotalProducts: total,
      PageNo: input.pageNo,
      TotalPages: pageCount(total, PRODUCTS_PAGE_SIZE),
    };
  });

  definePublicRoute(app, endpoints.productDetails, async ({ db, input, locale }) =>
    productDetails(db, locale, input.productSlug, { at: options.stockAt, hub: input.hub }),
  );

  definePublicRoute(app, endpoints.productRatings, ({ db, input }) =>
    productRatings(db, input.productId),
  );

  definePublicRoute(app, endpoints.productReviews, async ({ db, input }) => {
    const page = await reviewsPage(db, input.productId, input.pageNo);
    return {
      ProductReviews: page.reviews,
      TotalReviews: page.total,
      PageNo: input.pageNo,
      TotalPages: pageCount(page.total, REVIEWS_PAGE_SIZE),
    };
  });

  defineRoute(app, endpoints.myReview, async ({ db, input, user }) => {
    const review = await ownReview(db, input.productId, user.userId);
    return { IsUserAlreadyPostedReview: review !== null, Review: review };
  });

  defineRoute(app, endpoints.postReview, ({ db, input, user }) =>
    postReview(db, user.userId, input, options.hasReceived),
  );
}
