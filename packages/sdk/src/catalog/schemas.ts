import * as z from 'zod/mini';
import { Id, Paise, PageInfo, Timestamp } from '../common/schemas.js';
import { HubSlug } from '../delivery/schemas.js';
import { MAX_RATING, MAX_REVIEW_COMMENT_LENGTH, MIN_RATING } from '../core/index.js';

export const Category = z.object({
  CategoryId: Id,
  Slug: z.string(),
  Name: z.string(),
  Description: z.string(),
  ImageUrl: z.string(),
  ProductCount: z.int().check(z.nonnegative()),
});
export type Category = z.infer<typeof Category>;

/** A product as listed on cards: Price is the starting price (default options), Mrp the price before discount. */
export const ProductCard = z.object({
  ProductId: Id,
  Slug: z.string(),
  ProductName: z.string(),
  ShortDescription: z.string(),
  ImageUrl: z.string(),
  CategoryId: Id,
  Price: Paise,
  Mrp: z.nullable(Paise),
  WeightLabel: z.string(),
  AverageRating: z.number().check(z.minimum(0), z.maximum(MAX_RATING)),
  TotalRatings: z.int().check(z.nonnegative()),
  IsAvailable: z.boolean(),
  HasOptions: z.boolean(),
});
export type ProductCard = z.infer<typeof ProductCard>;

/**
 * One choice of an option group. RowId is the config price id sent back in cart price validation.
 * A line's unit price is the product's base Price plus the PriceDelta of every selected row.
 */
export const ProductOptionRow = z.object({
  RowId: Id,
  Label: z.string(),
  PriceDelta: Paise,
  GrossWeight: z.nullable(z.string()),
  NetWeight: z.nullable(z.string()),
  Pieces: z.nullable(z.string()),
  Serves: z.nullable(z.string()),
  IsDefault: z.boolean(),
  IsAvailable: z.boolean(),
  /**
   * Units left at the hub asked for (`?hub`), only when few are (LOW_STOCK_AT or fewer): "Only 3 left".
   * Null or absent otherwise (plenty, not counted, or sold out: IsAvailable says so).
   */
  Left: z.optional(z.nullable(z.int().check(z.positive()))),
});
export type ProductOptionRow = z.infer<typeof ProductOptionRow>;

export const ProductOptionGroup = z.object({
  ConfigId: Id,
  Name: z.string(),
  Options: z.array(ProductOptionRow).check(z.minLength(1)),
});
export type ProductOptionGroup = z.infer<typeof ProductOptionGroup>;

export const ProductImage = z.object({
  Url: z.string(),
  Alt: z.string(),
  Width: z.int().check(z.positive()),
  Height: z.int().check(z.positive()),
});
export type ProductImage = z.infer<typeof ProductImage>;

export const ProductDetails = z.object({
  ProductId: Id,
  Slug: z.string(),
  ProductName: z.string(),
  Description: z.string(),
  CategoryId: Id,
  CategorySlug: z.string(),
  CategoryName: z.string(),
  Price: Paise,
  Mrp: z.nullable(Paise),
  IsAvailable: z.boolean(),
  ProductImages: z.array(ProductImage).check(z.minLength(1)),
  /** Empty for a simple product (cart OptionKey 'simple'). */
  ProductConfig: z.array(ProductOptionGroup),
  RelatedProducts: z.array(ProductCard),
});
export type ProductDetails = z.infer<typeof ProductDetails>;

/** GET /get-home-data */
export const Banner = z.object({
  BannerId: Id,
  Title: z.string(),
  Subtitle: z.string(),
  ImageUrl: z.string(),
  Link: z.string(),
});
export type Banner = z.infer<typeof Banner>;

export const HomeOffer = z.object({ Code: z.string(), Title: z.string(), Description: z.string() });
export type HomeOffer = z.infer<typeof HomeOffer>;

export const HomeReply = z.object({
  Banners: z.array(Banner),
  Categories: z.array(Category),
  BestSellers: z.array(ProductCard),
  Offers: z.array(HomeOffer),
});
export type HomeReply = z.infer<typeof HomeReply>;

/** GET /get-categories */
export const CategoriesReply = z.object({ Categories: z.array(Category) });
export type CategoriesReply = z.infer<typeof CategoriesReply>;

/** GET /get-category-products?categorySlug&pageNo: NoCategoryFound when the slug is unknown. */
export const CategoryProductsQuery = z.strictObject({
  categorySlug: z.string().check(z.minLength(1), z.maxLength(120)),
  pageNo: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
});
export type CategoryProductsQuery = z.input<typeof CategoryProductsQuery>;

export const CategoryProductsReply = z.object({
  NoCategoryFound: z.boolean(),
  Category: z.nullable(Category),
  Products: z.array(ProductCard),
  TotalProducts: z.int().check(z.nonnegative()),
  ...PageInfo,
});
export type CategoryProductsReply = z.infer<typeof CategoryProductsReply>;

/** GET /search?term&pageNo: products by page, matching categories on every page. */
export const SearchQuery = z.strictObject({
  term: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  pageNo: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
});
export type SearchQuery = z.input<typeof SearchQuery>;

export const SearchReply = z.object({
  Products: z.array(ProductCard),
  Categories: z.array(Category),
  TotalProducts: z.int().check(z.nonnegative()),
  ...PageInfo,
});
export type SearchReply = z.infer<typeof SearchReply>;

/** GET /get-product-details?productSlug: 404 with Message when unknown. */
export const ProductDetailsQuery = z.strictObject({
  productSlug: z.string().check(z.minLength(1), z.maxLength(160)),
  /** The hub serving the shopper (the area check's `Hub.Slug`): availability and "Only N left" are its own. */
  hub: z.optional(HubSlug),
});
export type ProductDetailsQuery = z.input<typeof ProductDetailsQuery>;

export const ProductDetailsReply = z.object({ ProductDetails });
export type ProductDetailsReply = z.infer<typeof ProductDetailsReply>;

export const ProductIdQuery = z.strictObject({
  productId: z.coerce.number().check(z.int(), z.positive()),
});
export type ProductIdQuery = z.input<typeof ProductIdQuery>;

/** GET /get-product-ratings?productId */
export const ProductRatingsReply = z.object({
  AverageRating: z.number().check(z.minimum(0), z.maximum(MAX_RATING)),
  TotalRatings: z.int().check(z.nonnegative()),
  FiveStar: z.int().check(z.nonnegative()),
  FourStar: z.int().check(z.nonnegative()),
  ThreeStar: z.int().check(z.nonnegative()),
  TwoStar: z.int().check(z.nonnegative()),
  OneStar: z.int().check(z.nonnegative()),
});
export type ProductRatingsReply = z.infer<typeof ProductRatingsReply>;

export const Review = z.object({
  ReviewId: Id,
  Username: z.string(),
  Rating: z.int().check(z.minimum(MIN_RATING), z.maximum(MAX_RATING)),
  Comment: z.string(),
  CreatedAt: Timestamp,
});
export type Review = z.infer<typeof Review>;

/** GET /get-product-reviews?productId&pageNo */
export const ProductReviewsQuery = z.strictObject({
  productId: z.coerce.number().check(z.int(), z.positive()),
  pageNo: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
});
export type ProductReviewsQuery = z.input<typeof ProductReviewsQuery>;

export const ProductReviewsReply = z.object({
  ProductReviews: z.array(Review),
  TotalReviews: z.int().check(z.nonnegative()),
  ...PageInfo,
});
export type ProductReviewsReply = z.infer<typeof ProductReviewsReply>;

/** GET /get-my-review?productId (bearer): whether this shopper already reviewed the product. */
export const MyReviewReply = z.object({
  IsUserAlreadyPostedReview: z.boolean(),
  Review: z.nullable(Review),
});
export type MyReviewReply = z.infer<typeof MyReviewReply>;

/**
 * POST /post-product-review (bearer): one review per shopper per product. Any signed-in shopper may post; a
 * shopper who already reviewed the product edits that review by posting again (beyond the spec, which has no
 * edit call).
 */
export const PostReviewRequest = z.strictObject({
  productId: Id,
  rating: z.int().check(z.minimum(MIN_RATING, 'Choose a rating'), z.maximum(MAX_RATING)),
  comment: z._default(z.string().check(z.trim(), z.maxLength(MAX_REVIEW_COMMENT_LENGTH)), ''),
});
export type PostReviewRequest = z.input<typeof PostReviewRequest>;

export const PostReviewReply = z.object({
  Success: z.boolean(),
  Review,
  Ratings: ProductRatingsReply,
});
export type PostReviewReply = z.infer<typeof PostReviewReply>;
