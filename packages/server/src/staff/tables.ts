import { LOCALES, STAFF_ROLES } from '@storefront/sdk/core';
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
  /**
   * Attempts since the last right password, counted before each is checked (wrong ones and those still
   * being checked); the fifth locks sign-in for 15 minutes (lockedUntil) and starts the count again.
   */
  failedSignIns: integer('failed_sign_ins').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /**
   * The language the member chose for the console (POST /ops/v1/staff/language; docs/i18n.md, "The staff
   * console"); null until they choose one, and the console keeps the device's language.
   */
  locale: text('locale', { enum: LOCALES }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One staff sign-in (one shift): its random id is the staff token's `sid`, checked on every call
 * (http/live-sessions.ts), so signing out ends the token at once rather than when the shift's 12 hours
 * are over.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

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

/**
 * One-time sign-in codes mailed to staff (staff/codes.ts). The code itself is never stored: only an
 * HMAC of it under a server key, so the table alone does not reveal a code. A row is written for every
 * request, also for an email no member has (staffId null, nothing mailed), so the limits and the answers
 * are the same either way. Sends and attempts are counted here, so every server enforces the same limits.
 */
export const staffSignInCodes = pgTable(
  'staff_sign_in_codes',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    staffId: integer('staff_id').references(() => staffMembers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    clientIp: text('client_ip').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('staff_sign_in_codes_email_idx').on(t.email, t.createdAt),
    index('staff_sign_in_codes_ip_idx').on(t.clientIp, t.createdAt),
  ],
);

/** Sandbox mode: the mails the sandbox mail sender "sent" (staff sign-in codes), listed at /sandbox. */
export const sandboxMails = pgTable('sandbox_mails', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});
