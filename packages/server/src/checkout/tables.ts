import { DELIVERY_KINDS, PAYMENT_METHOD_KINDS } from '@storefront/sdk/core';
import { boolean, doublePrecision, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { translationsColumn } from '../db/translations.js';

/**
 * Charge is paise. kind Slot: orders choose a slot, each taking slotCapacity orders. kind Express: no slot,
 * offered while fewer than expressCapacity express orders are open and the route is at most maxRouteLength
 * metres. kind Standard: the plain estimate (docs/delivery.md).
 */
export const deliveryMethods = pgTable('delivery_methods', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  charge: integer('charge').notNull().default(0),
  estimatedMinutes: integer('estimated_minutes').notNull(),
  kind: text('kind', { enum: DELIVERY_KINDS }).notNull().default('Standard'),
  slotCapacity: integer('slot_capacity'),
  expressCapacity: integer('express_capacity'),
  maxRouteLength: integer('max_route_length'),
  isActive: boolean('is_active').notNull().default(true),
  position: integer('position').notNull().default(0),
  /** name and description in the other languages (db/translations.ts). */
  translations: translationsColumn<'name' | 'description'>(),
});

/**
 * How a shopper pays: Online through the configured gateway (sandbox or razorpay), or OnDelivery (cash or
 * UPI collected by the rider; docs/api.md "Pay on delivery").
 */
export const paymentMethods = pgTable('payment_methods', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  kind: text('kind', { enum: PAYMENT_METHOD_KINDS }).notNull().default('Online'),
  isActive: boolean('is_active').notNull().default(true),
  position: integer('position').notNull().default(0),
  /** name and description in the other languages (db/translations.ts). */
  translations: translationsColumn<'name' | 'description'>(),
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

/**
 * Pincodes the store knows, with the pincode's centroid (degrees): an address given without a map position
 * is placed there, a position far from it is refused, and a shared location is served by the nearest
 * centroid (checkout/delivery-quote.ts, docs/delivery.md). Which hubs deliver there, and the route from
 * each, is hub_zones (hubs/tables.ts). The centroid is null only on a zone added before migration 0015 that
 * the seed does not know; such a zone is served by pincode alone.
 */
export const deliveryZones = pgTable('delivery_zones', {
  pincode: text('pincode').primaryKey(),
  area: text('area').notNull(),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
});
