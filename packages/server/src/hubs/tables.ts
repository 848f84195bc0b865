import { doublePrecision, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { staffMembers } from '../staff/tables.js';

/**
 * The store's hubs (dark stores): each keeps its own stock and delivers to its own pincodes
 * (docs/inventory.md). position orders them where nothing else does (the console's lists).
 */
export const hubs = pgTable('hubs', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  /** It delivers to its pincodes only within this many metres of itself (as the crow flies). */
  radiusMetres: integer('radius_metres').notNull(),
  position: integer('position').notNull().default(0),
  /**
   * The hub's own store hours (minutes after IST midnight), its orders per slot and its express orders open
   * at once; null: the store's (STORE_OPENS_AT / STORE_CLOSES_AT, the delivery method's capacities).
   */
  opensAtMinute: integer('opens_at_minute'),
  closesAtMinute: integer('closes_at_minute'),
  slotCapacity: integer('slot_capacity'),
  expressCapacity: integer('express_capacity'),
});

/**
 * The pincodes a hub serves, with the typical road route from the hub (metres, seconds): the fee and the
 * express ETA of an order from that hub. A pincode may be served by several hubs; the quote chooses one.
 */
export const hubZones = pgTable(
  'hub_zones',
  {
    hubId: integer('hub_id')
      .notNull()
      .references(() => hubs.id, { onDelete: 'cascade' }),
    /** A pincode of delivery_zones (checkout/tables.ts; not a foreign key, so hubs need not know checkout). */
    pincode: text('pincode').notNull(),
    routeLength: integer('route_length').notNull(),
    timeDuration: integer('time_duration').notNull(),
  },
  (t) => [primaryKey({ columns: [t.hubId, t.pincode] })],
);

/** The hubs a packer or rider works at: they see and move only those hubs' orders. */
export const staffHubs = pgTable(
  'staff_hubs',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    hubId: integer('hub_id')
      .notNull()
      .references(() => hubs.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.hubId] })],
);
