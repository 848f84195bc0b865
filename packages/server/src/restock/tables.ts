import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables.js';
import { products } from '../catalog/tables.js';
import { hubs } from '../hubs/tables.js';

/**
 * "Notify me": a shopper's wish to hear when one product option comes back, the option as a cart line
 * names it (OptionKey: 'simple', or the chosen RowIds sorted and joined by '-'). One row per shopper,
 * product and option. Waiting while notifiedAt is null; the change that brings the option back writes the
 * shopper's push and sets notifiedAt in its own transaction (consumed: it never fires again unless the
 * shopper asks again). An alert waits for one hub's stock: the hub that delivers to the shopper when they
 * asked (docs/inventory.md); a product switched back on store-wide tells every hub's waiting shoppers.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    optionKey: text('option_key').notNull(),
    hubId: integer('hub_id')
      .notNull()
      .references(() => hubs.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stock_alerts_user_option_hub_idx').on(t.userId, t.productId, t.optionKey, t.hubId),
    index('stock_alerts_product_idx').on(t.productId),
  ],
);
