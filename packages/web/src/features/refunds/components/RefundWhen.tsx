/** When a refund's money arrives, as the refunds list and a refund's details show it. */
import type { ReplyOf } from '@storefront/sdk';
import { formatDateTime } from '../../../lib/dateTime';
import { messages } from '../../../messages/orders';

type Refund = NonNullable<ReplyOf<'refundDetails'>['RefundDetails']>;

/**
 * When the money arrives: the time it was processed; a refund to the payment method still at the bank
 * says how long banks usually take.
 */
export function RefundWhen({ refund }: { refund: Refund }) {
  return (
    <>
      {refund.ProcessedAt ? (
        <p className="muted small" data-testid="refund-when">
          {refund.Destination === 'Source'
            ? messages.refundsPage.sentToSourceOn(formatDateTime(refund.ProcessedAt))
            : messages.refundsPage.processedOn(formatDateTime(refund.ProcessedAt))}
        </p>
      ) : null}
      {refund.Destination === 'Source' && refund.Status !== 'Rejected' ? (
        <p className="muted small">{messages.refundsPage.sourceTakesDays}</p>
      ) : null}
    </>
  );
}
