import * as z from 'zod/mini';
import { Id, Paise, PageInfo, Timestamp } from '../common/schemas.js';
import { WALLET_TRANSACTION_TYPES } from '../core/index.js';
import { RecordValuesSchema } from '../orders/schemas.js';

/** GET /wallet-data (bearer) */
export const WalletDataReply = z.object({ Balance: Paise });
export type WalletDataReply = z.infer<typeof WalletDataReply>;

export const WalletTransaction = z.object({
  TransactionId: Id,
  Type: z.enum(WALLET_TRANSACTION_TYPES),
  Amount: Paise,
  /** The entry's sentence in the request's language. */
  Description: z.string(),
  /**
   * The entry as data: one of WALLET_ENTRY_KINDS in the core (a string, so a kind added later still reads)
   * and its values (WalletEntryValues); absent for an entry written before kinds, and from older servers.
   */
  Kind: z.optional(z.string()),
  Values: z.optional(RecordValuesSchema),
  OrderId: z.nullable(Id),
  RefundId: z.nullable(Id),
  BalanceAfter: Paise,
  CreatedAt: Timestamp,
});
export type WalletTransaction = z.infer<typeof WalletTransaction>;

/** GET /wallet-transactions?pageNo (bearer) */
export const WalletTransactionsReply = z.object({
  NoTransactions: z.boolean(),
  Transactions: z.array(WalletTransaction),
  TotalTransactions: z.int().check(z.nonnegative()),
  ...PageInfo,
});
export type WalletTransactionsReply = z.infer<typeof WalletTransactionsReply>;
