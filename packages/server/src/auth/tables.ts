import { sql } from 'drizzle-orm';
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

/** A shopper. identityKey names the proven identity, e.g. 'sandbox:phone:9876543210' or 'firebase:<uid>'. */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  identityKey: text('identity_key').notNull().unique(),
  username: text('username').notNull().default(''),
  email: text('email').notNull().default(''),
  phoneNumber: text('phone_number').notNull().default(''),
  /** How the shopper signed in: Phone, Email, Google or Facebook. */
  loginFrom: text('login_from').notNull(),
  isTestUser: boolean('is_test_user').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A shopper's session: one sign-in on one device, the family of the refresh tokens rotated from it
 * (sessions). Its random id is the access tokens' `sid`; every authenticated call checks it has not ended
 * (http/live-sessions.ts). Signing out, or replaying a refresh token rotated long ago, ends it.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

/** Refresh tokens (stored as SHA-256 hashes); each refresh rotates the row, within its session. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The session (family) the token belongs to; rotation keeps it. */
    sessionId: text('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Set with revokedAt when the token was exchanged by /refresh-session (not on logout). */
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_idx').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
    index('sessions_session_idx').on(t.sessionId),
  ],
);

/** Sandbox sign-in codes (sandbox mode only). Rate limits count these rows, so every instance agrees. */
export const sandboxOtps = pgTable(
  'sandbox_otps',
  {
    id: text('id').primaryKey(),
    destination: text('destination').notNull(),
    channel: text('channel').notNull(),
    code: text('code').notNull(),
    clientIp: text('client_ip').notNull().default(''),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sandbox_otps_destination_idx').on(t.destination, t.createdAt),
    index('sandbox_otps_ip_idx').on(t.clientIp, t.createdAt),
  ],
);

/** Single-use sign-in proofs already exchanged for a session (by token id). */
export const usedSignInTokens = pgTable('used_sign_in_tokens', {
  jti: text('jti').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

/**
 * Refused sign-in proofs by client address (auth/attempts.ts). Counted here rather than in a server's
 * memory, so the limit holds for the store, however many servers share the database.
 */
export const refusedSignIns = pgTable(
  'refused_sign_ins',
  {
    id: serial('id').primaryKey(),
    clientIp: text('client_ip').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refused_sign_ins_ip_idx').on(t.clientIp, t.at)],
);
