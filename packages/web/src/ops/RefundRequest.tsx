/**
 * A customer's refund request on the order screen (admins): what they ask and why, and the admin's
 * decision with a reason the customer is told. Accepting sends the money back at once (the server caps it
 * at what is left of the order after weight credits and line refunds).
 */
import type { OpsRefundRequest } from '@storefront/sdk/ops';
import { useState, type FormEvent } from 'react';
import { Button } from '../components/Button';
import { formatDateTime } from '../lib/dateTime';
import { formatPaise } from '../lib/money';
import { messages } from './messages';

const t = messages.order.refundRequest;

export function RefundRequest({
  request,
  busy,
  onDecide,
}: {
  request: OpsRefundRequest;
  busy: boolean;
  onDecide: (decision: { accept: boolean; reason: string }) => void;
}) {
  const [reason, setReason] = useState('');
  const id = `ops-refund-request-${request.RefundId}`;
  const amount = formatPaise(request.Amount);
  // Two submit buttons: the one pressed says the decision (the form's validation applies to both).
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (reason.trim()) onDecide({ accept: submitter?.value !== 'decline', reason: reason.trim() });
  }
  return (
    <form className="ops-fail" aria-labelledby={`${id}-heading`} onSubmit={submit}>
      <h2 id={`${id}-heading`}>{t.heading}</h2>
      <p>
        {t.what(amount, request.Destination)}{' '}
        <span className="muted small">{t.asked(formatDateTime(request.CreatedAt))}</span>
      </p>
      <p>
        {t.customerReason}: <q>{request.Reason}</q>
      </p>
      <div className="field">
        <label htmlFor={`${id}-reason`}>{t.reason}</label>
        <textarea
          id={`${id}-reason`}
          required
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      <div className="ops-actions">
        <Button type="submit" name="decision" value="accept" disabled={busy || !reason.trim()}>
          {busy ? messages.order.working : t.accept(amount)}
        </Button>
        <Button
          type="submit"
          name="decision"
          value="decline"
          variant="secondary"
          disabled={busy || !reason.trim()}
        >
          {t.decline}
        </Button>
      </div>
    </form>
  );
}
