/** /user/wallet: the balance and the transactions, paged by pageNo. */
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Button } from '../../../components/Button';
import { Page } from '../../../components/Page';
import { RequireSignIn } from '../../../components/RequireSignIn';
import { formatPaise } from '../../../lib/money';
import { messages } from '../../../messages/account';
import { formatDateTime } from '../../../lib/dateTime';
import { loadTransactions, loadWallet, user } from '../../../state/user';
import { isSignedIn } from '../../../lib/session';
import '../../../styles/screens.css';

function Wallet() {
  const {
    walletData,
    transactions,
    fetchedTransactionPageNo,
    totalTransactionPages,
    noTransactions,
    loading,
  } = useSnapshot(user.state);
  useEffect(() => {
    void loadWallet();
    void loadTransactions(1);
  }, []);
  return (
    <div className="form">
      <section className="card checkout-section">
        <h2 className="section-title">{messages.walletPage.balance}</h2>
        <p className="otp-code" data-testid="wallet-balance">
          {walletData ? formatPaise(walletData.Balance) : '…'}
        </p>
      </section>
      <section className="card checkout-section">
        <h2 className="section-title">{messages.walletPage.transactions}</h2>
        {noTransactions || (fetchedTransactionPageNo > 0 && transactions.length === 0) ? (
          <p className="muted">{messages.walletPage.none}</p>
        ) : (
          <ul className="plain-list">
            {transactions.map((item) => (
              <li
                key={item.TransactionId}
                className="list-card-head"
                data-testid="wallet-transaction"
              >
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
