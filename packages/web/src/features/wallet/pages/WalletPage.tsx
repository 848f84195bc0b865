/** /user/wallet: the balance and the transactions, paged by pageNo. */
import { useEffect } from 'react';
import { useSnapshot, type Snapshot } from 'valtio';
import { Button } from '../../../components/Button';
import { Page } from '../../../components/Page';
import { RequireSignIn } from '../../../components/RequireSignIn';
import { formatPaise } from '../../../lib/money';
import { messages } from '../../../messages/account';
import { formatDateTime } from '../../../lib/dateTime';
import { loadTransactions, loadWallet, user } from '../../../state/user';
import { isSignedIn } from '../../../lib/session';
import { LoadFailed, StaleNote } from '../../../components/LoadFailed';
import { Spinner } from '../../../components/Spinner';
import { oldestRead, useOnBackOnline } from '../../../state/reads';
import '../../../styles/screens.css';

/** Both reads again: the balance and the first page of transactions. */
function reload(): void {
  void loadWallet();
  void loadTransactions(1);
}

type Transaction = Snapshot<typeof user.state>['transactions'][number];

function TransactionRow({ item }: { item: Transaction }) {
  return (
    <li className="list-card-head" data-testid="wallet-transaction">
      <span>
        {item.Description}
        <span className="muted small" style={{ display: 'block' }}>
          {formatDateTime(item.CreatedAt)} ·{' '}
          {messages.walletPage.balanceAfter(formatPaise(item.BalanceAfter))}
        </span>
      </span>
      <strong>
        {item.Type === 'Credit' ? '+' : '−'}
        {formatPaise(item.Amount)}
      </strong>
    </li>
  );
}

function Wallet() {
  const {
    walletData,
    transactions,
    fetchedTransactionPageNo,
    totalTransactionPages,
    noTransactions,
    loading,
    walletRead,
    transactionsRead,
  } = useSnapshot(user.state);
  useEffect(reload, []);
  useOnBackOnline(() => {
    if (user.state.walletRead.error || user.state.transactionsRead.error) reload();
  });
  const neverRead = !walletData && fetchedTransactionPageNo === 0;
  const failure = walletRead.error ?? transactionsRead.error;
  if (neverRead) {
    // Nothing to show: a failure says so with a retry (never a balance of '…' and no transactions).
    if (failure && !walletRead.busy && !transactionsRead.busy) {
      return <LoadFailed error={failure} offline={messages.stale} onRetry={reload} />;
    }
    return <Spinner />;
  }
  return (
    <div className="form">
      <StaleNote
        read={{
          at: oldestRead(walletRead, transactionsRead),
          error: failure,
          busy: walletRead.busy || transactionsRead.busy,
        }}
        texts={messages.stale}
        onRetry={reload}
      />
      <section className="card checkout-section">
        <h2 className="section-title">{messages.walletPage.balance}</h2>
        <p className="otp-code" data-testid="wallet-balance">
          {walletData ? formatPaise(walletData.Balance) : '…'}
        </p>
      </section>
      <section className="card checkout-section">
        <h2 className="section-title">{messages.walletPage.transactions}</h2>
        {fetchedTransactionPageNo === 0 ? (
          // Not read: neither a list nor 'No transactions'.
          <p className="muted">{transactionsRead.busy ? messages.common.loading : '…'}</p>
        ) : noTransactions || transactions.length === 0 ? (
          <p className="muted">{messages.walletPage.none}</p>
        ) : (
          <ul className="plain-list">
            {transactions.map((item) => (
              <TransactionRow key={item.TransactionId} item={item} />
            ))}
          </ul>
        )}
        {fetchedTransactionPageNo < totalTransactionPages ? (
          <Button
            variant="secondary"
            disabled={loading}
            onClick={() => void loadTransactions(fetchedTransactionPageNo + 1)}
          >
            {messages.common.loadMore}
          </Button>
        ) : null}
      </section>
    </div>
  );
}

/** The first page of a visit: its reads start before it renders (app/routes.ts). */
export function preload(): Promise<unknown> | undefined {
  return isSignedIn() ? Promise.all([loadWallet.early(), loadTransactions.early(1)]) : undefined;
}

export default function WalletPage() {
  return (
    <Page title={messages.pages.wallet}>
      <RequireSignIn>
        <Wallet />
      </RequireSignIn>
    </Page>
  );
}
