import {
  WALLET_ENTRY_KINDS,
  WALLET_TRANSACTION_TYPES,
  type RecordValues,
} from '@storefront/sdk/core';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables.js';

/** A shopper's wallet balance in paise; every change writes a wallet_transactions row in the same transaction. */
export const wallets = pgTable('wallets', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  balance: integer('balance').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A wallet entry says what it is as data: kind and its values (WALLET_ENTRY_KINDS in the SDK core), written
 * in the reader's language when read (i18n/records.ts). description is its English sentence: all an entry
 * written before kinds has (kind null), and for a new entry its English rendering (staff, older servers).
 */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: WALLET_TRANSACTION_TYPES }).notNull(),
    amount: integer('amount').notNull(),
    description: text('description').notNull(),
    kind: text('kind', { enum: WALLET_ENTRY_KINDS }),
    values: jsonb('values').$type<RecordValues>(),
    orderId: integer('order_id'),
    refundId: integer('refund_id'),
    balanceAfter: integer('balance_after').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wallet_transactions_user_idx').on(t.userId, t.id)],
);
