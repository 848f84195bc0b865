/** The sandbox push sender's record. The push outbox itself (order_outbox, push_deliveries) is in notifications/tables.ts. */
import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** What the sandbox push sender "sent": shown at /sandbox, read by tests. */
export const sandboxPushes = pgTable('sandbox_pushes', {
  id: serial('id').primaryKey(),
  deliveryId: integer('delivery_id').notNull(),
  token: text('token').notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  link: text('link').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});
