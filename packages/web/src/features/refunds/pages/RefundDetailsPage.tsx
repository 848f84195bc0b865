/** /refund/details/:refundId: one refund (NoRefund when it does not exist or is another shopper's). */
import { useEffect } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { Page } from '../../../components/Page';
import { RequireSignIn } from '../../../components/RequireSignIn';
import { Spinner } from '../../../components/Spinner';
import { formatPaise } from '../../../lib/money';
import { messages } from '../../../messages/orders';
import { formatDateTime } from '../../orders/components/format';
import { loadRefundDetails, refunds } from '../store/refunds';
import '../../cart/cart.css';

function Details({ refundId }: { refundId: number }) {
  const { refundDetails, loading } = useSnapshot(refunds.state);
  useEffect(() => {
    void loadRefundDetails(refundId);
  }, [refundId]);
  const refund = refundDetails?.RefundDetails;
  if (refundDetails && (refundDetails.NoRefund || !refund)) {
    return <p className="empty-state card">{messages.refundsPage.notFound}</p>;
  }
  if (!refund || refund.RefundId !== refundId || loading) return <Spinner />;
  return (
    <section className="card checkout-section" data-testid="refund-details">
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
          <dd>{refund.Status}</dd>
        </div>
      </dl>
      <p>{refund.Reason}</p>
      <p className="muted small">{messages.refundsPage.destination[refund.Destination]}</p>
      <p className="muted small">
        {messages.refundsPage.requestedOn(formatDateTime(refund.CreatedAt))}
      </p>
      {refund.ProcessedAt ? (
        <p className="muted small">
          {messages.refundsPage.processedOn(formatDateTime(refund.ProcessedAt))}
        </p>
      ) : null}
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
          <p className="empty-state card">{messages.refundsPage.notFound}</p>
        )}
      </RequireSignIn>
    </Page>
  );
}
