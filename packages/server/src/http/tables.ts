import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per (user, route, Idempotency-Key). status/body are null while the first request runs;
 * a replay answers the stored reply.
 *
 * While it runs, the owning request (leaseOwner, a random id per attempt) keeps renewing leaseUntil; a
 * duplicate that finds the lease expired takes the key over (its owner died with its instance). The
 * default is what a row gets from a server that does not renew: a minute, the old abandon time.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id').notNull(),
    route: text('route').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    body: jsonb('body'),
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '60 seconds'`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.route, t.key] })],
);
