/** /refund/details/:refundId: one refund (NoRefund when it does not exist or is another shopper's). */
import { useEffect } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { Page } from '../../../components/Page';
import { RequireSignIn } from '../../../components/RequireSignIn';
import { Spinner } from '../../../components/Spinner';
import { formatPaise } from '../../../lib/money';
import { messages } from '../../../messages/orders';
import { formatDateTime } from '../../../lib/dateTime';
import { loadRefundDetails, refunds } from '../../../state/refunds';
import '../../../styles/screens.css';
import { EmptyState } from '../../../components/EmptyState';
import { LoadFailed, StaleNote } from '../../../components/LoadFailed';
import { useOnBackOnline } from '../../../state/reads';
import { RefundWhen } from '../components/RefundWhen';

function Details({ refundId }: { refundId: number }) {
  const { refundDetails, detailsRead } = useSnapshot(refunds.state);
  useEffect(() => {
    void loadRefundDetails(refundId);
  }, [refundId]);
  useOnBackOnline(() => {
    if (refunds.state.detailsRead.error) void loadRefundDetails(refundId);
  });
  const refund = refundDetails?.RefundDetails;
  if (refundDetails && (refundDetails.NoRefund || !refund)) {
    return <EmptyState text={messages.refundsPage.notFound} />;
  }
  if (!refund || refund.RefundId !== refundId) {
    // Not read (offline, a failure): said with a retry, never a spinner that does not end.
    if (detailsRead.error && !detailsRead.busy) {
      return (
        <LoadFailed
          error={detailsRead.error}
          offline={messages.stale}
          onRetry={() => void loadRefundDetails(refundId)}
        />
      );
    }
    return <Spinner />;
  }
  return (
    <section className="card checkout-section" data-testid="refund-details">
      <StaleNote
        read={detailsRead}
        texts={messages.stale}
        onRetry={() => void loadRefundDetails(refundId)}
      />
      <dl className="bill">
        <div>
          <dt>{messages.refundsPage.orderId}</dt>
          <dd>
            <Link href={`/order/details/${refund.OrderId}`}>{refund.OrderNumber}</Link>
          </dd>
        </div>
        <div>
          <dt>{messages.refundsPage.amount}</dt>
          <dd>{formatPaise(refund.Amount)}</dd>
        </div>
        <div>
          <dt>{messages.refundsPage.status}</dt>
          <dd data-testid="refund-status">{messages.refundsPage.statusOf[refund.Status]}</dd>
        </div>
        <div>
          <dt>{messages.refundsPage.destinationLabel}</dt>
          <dd data-testid="refund-destination">
            {messages.refundsPage.destination[refund.Destination]}
          </dd>
        </div>
      </dl>
      <p>{refund.Reason}</p>
      <p className="muted small">
        {messages.refundsPage.requestedOn(formatDateTime(refund.CreatedAt))}
      </p>
      <RefundWhen refund={refund} />
    </section>
  );
}

export default function RefundDetailsPage({
  params,
}: {
  params: { refundId?: string | undefined };
}) {
  const refundId = Number(params.refundId);
  return (
    <Page title={messages.pages.refundDetails}>
      <RequireSignIn>
        {Number.isInteger(refundId) && refundId > 0 ? (
          <Details refundId={refundId} />
        ) : (
          <EmptyState text={messages.refundsPage.notFound} />
        )}
      </RequireSignIn>
    </Page>
  );
}
