/**
 * The wallet: a balance row per shopper and a transaction row for every change, written together.
 * Callers that change a balance do so inside a transaction after `lockWallet`, so concurrent
 * checkouts and refunds of one shopper are serialized.
 */
import type { Locale, WalletEntryRecord, WalletTransactionType } from '@storefront/sdk/core';
import { and, count, desc, eq } from 'drizzle-orm';
import { catalogNamesIn } from '../catalog/names.js';
import type { Database, Transaction } from '../db/index.js';
import { namedIds, storedWalletDescription, walletEntrySentence } from '../i18n/records.js';
import { walletTransactions, wallets } from './tables.js';

export const WALLET_PAGE_SIZE = 10;

/** The shopper's balance in paise, holding a row lock until the transaction ends. */
export async function lockWallet(tx: Transaction, userId: number): Promise<number> {
  await tx.insert(wallets).values({ userId, balance: 0 }).onConflictDoNothing();
  const [row] = await tx
    .select({ balance: wallets.balance })
    .from(wallets)
    .where(eq(wallets.userId, userId))
    .for('update');
  return row?.balance ?? 0;
}

export async function walletBalance(db: Database | Transaction, userId: number): Promise<number> {
  const [row] = await db
    .select({ balance: wallets.balance })
    .from(wallets)
    .where(eq(wallets.userId, userId));
  return row?.balance ?? 0;
}

export interface WalletMovement {
  userId: number;
  type: WalletTransactionType;
  amount: number;
  /** What the entry is, as a kind and its values (docs/i18n.md, "Records hold data, not sentences"). */
  entry: WalletEntryRecord;
  orderId?: number | null;
  refundId?: number | null;
}

/** Credits or debits the wallet (call `lockWallet` first in the same transaction). Returns the new balance. */
export async function moveWallet(tx: Transaction, movement: WalletMovement): Promise<number> {
  const current = await lockWallet(tx, movement.userId);
  const balanceAfter =
    movement.type === 'Credit' ? current + movement.amount : current - movement.amount;
  if (balanceAfter < 0) throw new Error('wallet balance cannot go below zero');
  await tx
    .update(wallets)
    .set({ balance: balanceAfter, updatedAt: new Date() })
    .where(eq(wallets.userId, movement.userId));
  await tx.insert(walletTransactions).values({
    userId: movement.userId,
    type: movement.type,
    amount: movement.amount,
    kind: movement.entry.kind,
    values: movement.entry.values,
    // The English sentence, for staff logs and older servers; readers write it in their own language.
    description: walletEntrySentence(movement.entry, { locale: 'en' }),
    orderId: movement.orderId ?? null,
    refundId: movement.refundId ?? null,
    balanceAfter,
  });
  return balanceAfter;
}

/** A page of the shopper's wallet entries, newest first, each described in the reader's language. */
export async function walletTransactionsPage(
  db: Database,
  userId: number,
  pageNo: number,
  locale: Locale,
) {
  const [totals] = await db
    .select({ total: count() })
    .from(walletTransactions)
    .where(eq(walletTransactions.userId, userId));
  const total = totals?.total ?? 0;
  const rows = await db
    .select()
    .from(walletTransactions)
    .where(and(eq(walletTransactions.userId, userId)))
    .orderBy(desc(walletTransactions.id))
    .limit(WALLET_PAGE_SIZE)
    .offset((pageNo - 1) * WALLET_PAGE_SIZE);
  const names = await catalogNamesIn(db, locale, namedIds(rows));
  return {
    total,
    rows: rows.map((row) => ({
      ...row,
      description: storedWalletDescription(row, { locale, names }),
    })),
  };
}
