/** /refund: the shopper's refunds, paged by pageNo. */
import { useEffect } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { Button } from '../../../components/Button';
import { Page } from '../../../components/Page';
import { RequireSignIn } from '../../../components/RequireSignIn';
import { Spinner } from '../../../components/Spinner';
import { formatPaise } from '../../../lib/money';
import { messages } from '../../../messages/orders';
import { formatDateTime } from '../../../lib/dateTime';
import { loadRefunds, refunds } from '../../../state/refunds';
import { isSignedIn } from '../../../lib/session';
import '../../../styles/screens.css';
import { EmptyState } from '../../../components/EmptyState';
import { LoadFailed, StaleNote } from '../../../components/LoadFailed';
import { useOnBackOnline } from '../../../state/reads';
import { RefundWhen } from '../components/RefundWhen';

function Refunds() {
  const { refundData, pageFetched, totalPages, countTotalRefunds, loading, listRead } = useSnapshot(
    refunds.state,
  );
  useEffect(() => {
    void loadRefunds(1);
  }, []);
  useOnBackOnline(() => {
    if (refunds.state.listRead.error) void loadRefunds(1);
  });
  if (pageFetched === 0) {
    // Never read: a failure says so with a retry (never '0 refunds').
    if (listRead.error && !listRead.busy) {
      return (
        <LoadFailed
          error={listRead.error}
          offline={messages.stale}
          onRetry={() => void loadRefunds(1)}
        />
      );
    }
    return <Spinner />;
  }
  const stale = (
    <StaleNote read={listRead} texts={messages.stale} onRetry={() => void loadRefunds(1)} />
  );
  if (refundData.length === 0) {
    return (
      <>
        {stale}
        <EmptyState text={messages.refundsPage.none} />
      </>
    );
  }
  return (
    <div className="form">
      {stale}
      <p className="muted small">{messages.refundsPage.count(countTotalRefunds)}</p>
      <ul className="plain-list">
        {refundData.map((refund) => (
          <li key={refund.RefundId} className="card list-card" data-testid="refund-row">
            <div className="list-card-head">
              <Link href={`/refund/details/${refund.RefundId}`}>
                <strong>{messages.refundsPage.forOrder(refund.OrderNumber)}</strong>
              </Link>
              <span className="status-pill">{messages.refundsPage.statusOf[refund.Status]}</span>
            </div>
            <span>
              {formatPaise(refund.Amount)} · {messages.refundsPage.destination[refund.Destination]}
            </span>
            <span className="muted small">
              {messages.refundsPage.requestedOn(formatDateTime(refund.CreatedAt))}
            </span>
            <RefundWhen refund={refund} />
          </li>
        ))}
      </ul>
      {pageFetched < totalPages ? (
        <Button
          variant="secondary"
          disabled={loading}
          onClick={() => void loadRefunds(pageFetched + 1)}
        >
          {messages.common.loadMore}
        </Button>
      ) : null}
    </div>
  );
}

/** The first page of a visit: its read starts before it renders (app/routes.ts). */
export function preload(): Promise<void> | undefined {
  return isSignedIn() ? loadRefunds.early(1) : undefined;
}

export default function RefundsPage() {
  return (
    <Page title={messages.pages.refunds}>
      <RequireSignIn>
        <Refunds />
      </RequireSignIn>
    </Page>
  );
}
