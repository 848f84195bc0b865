/**
 * Following the rider and the handover at the door (docs/after-the-order.md): who took each order out, the
 * position a rider shares while they have an order out, and the proof of a no-contact delivery.
 */
import { boolean, doublePrecision, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { photos } from '../feedback/tables.js';
import { orders } from '../orders/tables.js';
import { staffMembers } from '../staff/tables.js';

/**
 * One row per order sent out: the member who dispatched it (its rider, written by the dispatch move, again
 * when it goes out a second time), and once delivered whether it was handed over without contact, with the
 * rider's photo at the door (deleted after DOOR_PHOTO_DAYS: the column turns null).
 */
export const orderDeliveries = pgTable(
  'order_deliveries',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    riderId: integer('rider_id')
      .notNull()
      .references(() => staffMembers.id),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    noContact: boolean('no_contact').notNull().default(false),
    doorPhotoId: integer('door_photo_id').references(() => photos.id, { onDelete: 'set null' }),
  },
  (t) => [index('order_deliveries_rider_idx').on(t.riderId)],
);

/**
 * The last position a rider's console shared, one row per rider: written only while the rider has an order
 * out, deleted in the transaction of the move that hands over (or fails) their last one, and when they
 * stop sharing.
 */
export const riderPositions = pgTable('rider_positions', {
  staffId: integer('staff_id')
    .primaryKey()
    .references(() => staffMembers.id, { onDelete: 'cascade' }),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  /** Metres, as the browser reported it (rounded). */
  accuracy: integer('accuracy').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
