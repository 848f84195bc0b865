import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/tables.js';
import { translationsColumn } from '../db/translations.js';

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  imageUrl: text('image_url').notNull(),
  position: integer('position').notNull().default(0),
  /** name and description in the other languages (db/translations.ts). */
  translations: translationsColumn<'name' | 'description'>(),
});

/** Price and Mrp are paise. The rating counters are kept in step with reviews in one transaction. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    shortDescription: text('short_description').notNull(),
    description: text('description').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    price: integer('price').notNull(),
    mrp: integer('mrp'),
    weightLabel: text('weight_label').notNull(),
    imageUrl: text('image_url').notNull(),
    isAvailable: boolean('is_available').notNull().default(true),
    isBestSeller: boolean('is_best_seller').notNull().default(false),
    position: integer('position').notNull().default(0),
    fiveStar: integer('five_star').notNull().default(0),
    fourStar: integer('four_star').notNull().default(0),
    threeStar: integer('three_star').notNull().default(0),
    twoStar: integer('two_star').notNull().default(0),
    oneStar: integer('one_star').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** name, shortDescription and description in the other languages (db/translations.ts). */
    translations: translationsColumn<'name' | 'shortDescription' | 'description'>(),
    /**
     * What the product's invoice lines carry (docs/invoices.md): its HSN code and GST rate in basis
     * points (fresh meat, fish and eggs are exempt: 0; sausages and marinated meat 5 %), set by an admin.
     */
    hsnCode: text('hsn_code').notNull().default('0207'),
    gstRateBp: integer('gst_rate_bp').notNull().default(0),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId, t.position),
    check('products_gst_rate_bp_check', sql`${t.gstRateBp} between 0 and 10000`),
  ],
);

export const productImages = pgTable('product_images', {
  id: serial('id').primaryKey(),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  alt: text('alt').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  position: integer('position').notNull().default(0),
  /** alt in the other languages (db/translations.ts). */
  translations: translationsColumn<'alt'>(),
});

/** An option group (ProductConfig entry, e.g. Weight or Cut). Its id is the ConfigId. */
export const productOptionGroups = pgTable('product_option_groups', {
  id: serial('id').primaryKey(),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
  /** name in the other languages (db/translations.ts). */
  translations: translationsColumn<'name'>(),
});

/** One choice of a group. Its id is the RowId / config price id; priceDelta is paise on top of the base price. */
export const productOptionRows = pgTable('product_option_rows', {
  id: serial('id').primaryKey(),
  groupId: integer('group_id')
    .notNull()
    .references(() => productOptionGroups.id, { onDelete: 'cascade' }),
  label: text('label').notNull(),
  priceDelta: integer('price_delta').notNull().default(0),
  grossWeight: text('gross_weight'),
  netWeight: text('net_weight'),
  pieces: text('pieces'),
  serves: text('serves'),
  isDefault: boolean('is_default').notNull().default(false),
  isAvailable: boolean('is_available').notNull().default(true),
  position: integer('position').notNull().default(0),
  /** label, pieces and serves in the other languages (db/translations.ts). */
  translations: translationsColumn<'label' | 'pieces' | 'serves'>(),
});

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_product_user_idx').on(t.productId, t.userId),
    index('reviews_product_created_idx').on(t.productId, t.createdAt),
  ],
);

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull(),
  imageUrl: text('image_url').notNull(),
  link: text('link').notNull(),
  position: integer('position').notNull().default(0),
  /** title and subtitle in the other languages (db/translations.ts). */
  translations: translationsColumn<'title' | 'subtitle'>(),
});
