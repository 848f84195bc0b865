import { DISCOUNT_TYPES } from '@storefront/sdk/core';
import {
  boolean,
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

/** Codes are stored upper-case. Amounts are paise; discountValue is paise (Flat) or percent (Percent). */
export const coupons = pgTable('coupons', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  discountType: text('discount_type', { enum: DISCOUNT_TYPES }).notNull(),
  discountValue: integer('discount_value').notNull(),
  maxDiscount: integer('max_discount'),
  minOrderValue: integer('min_order_value').notNull().default(0),
  firstOrderOnly: boolean('first_order_only').notNull().default(false),
  perShopperLimit: integer('per_shopper_limit'),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  isActive: boolean('is_active').notNull().default(true),
  position: integer('position').notNull().default(0),
  /** title and description in the other languages (db/translations.ts). */
  translations: translationsColumn<'title' | 'description'>(),
});

/** The one coupon a shopper has applied to their cart; checkout uses it and clears it. */
export const appliedCoupons = pgTable('applied_coupons', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  couponId: integer('coupon_id')
    .notNull()
    .references(() => coupons.id, { onDelete: 'cascade' }),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per order placed with a coupon. A use stops counting against the per-shopper limit once
 * its order is cancelled or its payment failed (see orders/rules.ts).
 */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').notNull(),
    discount: integer('discount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupon_uses_order_idx').on(t.orderId),
    index('coupon_uses_user_idx').on(t.userId, t.couponId),
  ],
);
