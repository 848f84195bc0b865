import { endpoints } from '@storefront/sdk';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../http/route.js';
import { WALLET_PAGE_SIZE, walletBalance, walletTransactionsPage } from './service.js';

export async function walletPlugin(app: FastifyInstance): Promise<void> {
  defineRoute(app, endpoints.walletData, async ({ db, user }) => ({
    Balance: await walletBalance(db, user.userId),
  }));

  defineRoute(app, endpoints.walletTransactions, async ({ db, user, input, locale }) => {
    const { total, rows } = await walletTransactionsPage(db, user.userId, input.pageNo, locale);
    return {
      NoTransactions: total === 0,
      TotalTransactions: total,
      PageNo: input.pageNo,
      TotalPages: Math.ceil(total / WALLET_PAGE_SIZE),
      Transactions: rows.map((row) => ({
        TransactionId: row.id,
        Type: row.type,
        Amount: row.amount,
        Description: row.description,
        ...(row.kind === null ? {} : { Kind: row.kind, Values: row.values ?? {} }),
        OrderId: row.orderId,
        RefundId: row.refundId,
        BalanceAfter: row.balanceAfter,
        CreatedAt: row.createdAt.toISOString(),
      })),
    };
  });
}
