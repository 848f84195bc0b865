import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** Charge is paise. */
export const deliveryMethods = pgTable('delivery_methods', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  charge: integer('charge').notNull().default(0),
  estimatedMinutes: integer('estimated_minutes').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  position: integer('position').notNull().default(0),
});

/** How a shopper pays online; the gateway (sandbox or razorpay) follows the server's mode. */
export const paymentMethods = pgTable('payment_methods', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  position: integer('position').notNull().default(0),
});

/** Platform fee bands on the items total, both ends included; maxOrderValue null means no upper end. */
export const platformFeeBands = pgTable('platform_fee_bands', {
  id: serial('id').primaryKey(),
  minOrderValue: integer('min_order_value').notNull(),
  maxOrderValue: integer('max_order_value'),
  fee: integer('fee').notNull(),
  position: integer('position').notNull().default(0),
});

/**
 * The single row (id 1) of checkout settings: shipping by route length (distances in metres, money in
 * paise) and the largest order total accepted.
 */
export const checkoutSettings = pgTable('checkout_settings', {
  id: integer('id').primaryKey().default(1),
  freeShippingAbove: integer('free_shipping_above').notNull(),
  baseFee: integer('base_fee').notNull(),
  baseDistance: integer('base_distance').notNull(),
  perKmFee: integer('per_km_fee').notNull(),
  maxDeliveryDistance: integer('max_delivery_distance').notNull(),
  maxOrderAmount: integer('max_order_amount').notNull(),
});
