import { RESERVATION_STATUSES, STOCK_MOVEMENT_KINDS, STOCK_UNITS } from '@storefront/sdk/core';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { productOptionRows } from '../catalog/tables.js';
import { hubs } from '../hubs/tables.js';
import { orders } from '../orders/tables.js';
import { staffMembers } from '../staff/tables.js';

/**
 * A hub's count of one option (docs/inventory.md). No row: the hub does not count it (cut to order), and
 * sells it while it is available. reserved is what unpaid and unpacked orders hold; available is
 * onHand − reserved. The checks make overselling impossible whatever the code does: a reservation that
 * would take reserved past onHand fails in the database.
 */
export const stockLevels = pgTable(
  'stock_levels',
  {
    hubId: integer('hub_id')
      .notNull()
      .references(() => hubs.id, { onDelete: 'cascade' }),
    optionRowId: integer('option_row_id')
      .notNull()
      .references(() => productOptionRows.id, { onDelete: 'cascade' }),
    onHand: integer('on_hand').notNull().default(0),
    reserved: integer('reserved').notNull().default(0),
    /** Units of the option, or grams (an option naming its weight, cut to weight): every amount below is in it. */
    unit: text('unit', { enum: STOCK_UNITS }).notNull().default('Units'),
    /** How much of the level one unit of the option is: 1 in units; its grams (set when counting starts) in grams. */
    perUnit: integer('per_unit').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.hubId, t.optionRowId] }),
    check('stock_levels_reserved_within', sql`${t.reserved} >= 0 and ${t.reserved} <= ${t.onHand}`),
  ],
);

/**
 * Units an order holds at its hub, one row per counted option: Held from checkout, then Released (payment
 * deadline passed, payment failed, cancelled) or Deducted (packed). A released hold is taken again when a
 * new payment attempt starts or a late payment revives the order, if the units are still there.
 */
export const stockReservations = pgTable(
  'stock_reservations',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    hubId: integer('hub_id')
      .notNull()
      .references(() => hubs.id),
    optionRowId: integer('option_row_id')
      .notNull()
      .references(() => productOptionRows.id, { onDelete: 'cascade' }),
    units: integer('units').notNull(),
    status: text('status', { enum: RESERVATION_STATUSES }).notNull().default('Held'),
  },
  (t) => [index('stock_reservations_order_idx').on(t.orderId)],
);

/**
 * Every change to a hub's units on hand, with who, when and why: received from a supplier, adjusted by
 * hand, packed into an order, returned from one, moved between hubs. units is signed.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: serial('id').primaryKey(),
    hubId: integer('hub_id')
      .notNull()
      .references(() => hubs.id),
    optionRowId: integer('option_row_id')
      .notNull()
      .references(() => productOptionRows.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: STOCK_MOVEMENT_KINDS }).notNull(),
    units: integer('units').notNull(),
    reason: text('reason').notNull().default(''),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    staffId: integer('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stock_movements_level_idx').on(t.hubId, t.optionRowId, t.createdAt)],
);
