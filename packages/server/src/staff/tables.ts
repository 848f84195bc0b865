import { STAFF_ROLES } from '@storefront/sdk/core';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The store's staff, apart from shoppers (users): their own sign-in (email + scrypt password hash) and a
 * role. A disabled member can no longer sign in, and their tokens stop working on the next call.
 */
export const staffMembers = pgTable('staff_members', {
  id: serial('id').primaryKey(),
  /** Lower-cased. */
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  role: text('role', { enum: STAFF_ROLES }).notNull(),
  passwordHash: text('password_hash').notNull(),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  /** Wrong passwords in a row; the fifth locks sign-in for 15 minutes (lockedUntil). */
  failedSignIns: integer('failed_sign_ins').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per staff action: who, what, when, and the state before and after (JSON). */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    action: text('action').notNull(),
    orderId: integer('order_id'),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_audit_order_idx').on(t.orderId, t.id)],
);
