/** The wallet/user slice (spec section 3): balance, transactions paged by pageNo, the profile. */
import type { ReplyOf, RequestOf } from '@storefront/sdk';
import { earlyLoadable } from '../lib/earlyLoad';
import { createSlice, runRequest } from '../lib/slice';
import { setSession, session } from '../lib/session';
import { notRead, runRead } from './reads';

export const user = createSlice({
  walletData: undefined as ReplyOf<'walletData'> | undefined,
  transactions: [] as ReplyOf<'walletTransactions'>['Transactions'],
  fetchedTransactionPageNo: 0,
  totalTransactionPages: 0,
  noTransactions: false,
  profile: undefined as ReplyOf<'profile'>['UserData'] | undefined,
  isTokenSaved: false,
  /** The balance, the transactions and the profile as last read (state/reads.ts). */
  walletRead: notRead(),
  transactionsRead: notRead(),
  profileRead: notRead(),
});

export const loadWallet = earlyLoadable((): Promise<unknown> =>
  runRead(
    user.state,
    user.state.walletRead,
    (api) => api.wallet.data(),
    (reply) => {
      user.state.walletData = reply;
    },
  ),
);

export const loadTransactions = earlyLoadable((pageNo: number): Promise<unknown> => {
  const state = user.state;
  return runRead(
    state,
    state.transactionsRead,
    (api) => api.wallet.transactions({ pageNo }),
    (reply) => {
      state.transactions =
        pageNo === 1 ? reply.Transactions : [...state.transactions, ...reply.Transactions];
      state.fetchedTransactionPageNo = reply.PageNo;
      state.totalTransactionPages = reply.TotalPages;
      state.noTransactions = reply.NoTransactions;
    },
  );
});

export function loadProfile(): Promise<unknown> {
  return runRead(
    user.state,
    user.state.profileRead,
    (api) => api.profile.get(),
    (reply) => {
      user.state.profile = reply.UserData;
    },
  );
}

export async function updateProfile(changes: RequestOf<'updateProfile'>): Promise<boolean> {
  const reply = await runRequest(
    user.state,
    (api) => api.profile.update(changes),
    (updated) => {
      user.state.profile = updated.UserData;
      setSession({ ...session, username: updated.UserData.Username });
    },
  );
  return reply !== undefined;
}
