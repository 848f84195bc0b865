/**
 * The admins' complaint queue (docs/after-the-order.md): problems customers reported with a delivered item,
 * oldest first, with their photos; each settled with a refund of what is left of the line (through the
 * order's ledger: to the wallet or the original payment) or a reply only. The customer reads the reply on
 * the order and gets a push either way.
 */
import {
  COMPLAINT_STATUSES,
  REFUND_DESTINATIONS,
  type ComplaintOutcome,
  type ComplaintStatus,
} from '@storefront/sdk/core';
import type { OpsComplaint } from '@storefront/sdk/ops';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { Button } from '../components/Button';
import { formatDateTime } from '../lib/dateTime';
import { formatPaise } from '../lib/money';
import { useFocusWhen } from './focus';
import { messages } from './messages';
import { Pager } from './Pager';
import { describe, ops } from './session';
import { usePolling } from './usePolling';

const t = messages.complaints;

function SettleForm({ complaint, onSettled }: { complaint: OpsComplaint; onSettled: () => void }) {
  const id = `complaint-${complaint.ComplaintId}`;
  const [reply, setReply] = useState('');
  const [destination, setDestination] = useState<(typeof REFUND_DESTINATIONS)[number]>('Wallet');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const amount = formatPaise(complaint.Refundable);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const outcome: ComplaintOutcome = submitter?.value === 'Reply' ? 'Reply' : 'Refund';
    setBusy(true);
    const request = { complaintId: complaint.ComplaintId, outcome, reply: reply.trim() };
    ops.complaints
      .resolve(outcome === 'Refund' ? { ...request, destination } : request)
      .then(() => onSettled())
      .catch((failure: unknown) => {
        const said = describe(failure);
        setError(`${said.title}. ${said.description}`);
      })
      .finally(() => setBusy(false));
  };
  return (
    <form className="form" onSubmit={submit} aria-label={t.settle}>
      {error ? (
        <p role="alert" className="field-error">
          {error}
        </p>
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-reply`}>{t.reply}</label>
        <textarea
          id={`${id}-reply`}
          required
          maxLength={500}
          value={reply}
          onChange={(event) => setReply(event.target.value)}
        />
      </div>
      {complaint.Refundable > 0 ? (
        <div className="field">
          <label htmlFor={`${id}-destination`}>{t.destination}</label>
          <select
            id={`${id}-destination`}
            value={destination}
            onChange={(event) => setDestination(event.target.value as typeof destination)}
          >
            {REFUND_DESTINATIONS.map((each) => (
              <option key={each} value={each}>
                {messages.order.destination[each]}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <p className="muted small">{t.nothingLeft}</p>
      )}
      <div className="ops-actions">
        {complaint.Refundable > 0 ? (
          <Button type="submit" value="Refund" disabled={busy || !reply.trim()}>
            {busy ? messages.order.working : t.refund(amount)}
          </Button>
        ) : null}
        <Button type="submit" value="Reply" variant="secondary" disabled={busy || !reply.trim()}>
          {t.replyOnly}
        </Button>
      </div>
    </form>
  );
}

function ComplaintCard({
  complaint,
  onSettled,
}: {
  complaint: OpsComplaint;
  onSettled: () => void;
}) {
  const headingId = `complaint-${complaint.ComplaintId}-heading`;
  return (
    <li className="ops-card" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {complaint.ProductName}: {t.reason[complaint.Reason]}
      </h2>
      <p>
        <Link href={`/order/${complaint.OrderId}`}>{t.order(complaint.OrderNumber)}</Link> ·{' '}
        {t.customer(complaint.CustomerName, complaint.CustomerPhone)} ·{' '}
        <span className="muted small">{t.reported(formatDateTime(complaint.CreatedAt))}</span>
      </p>
      {complaint.Words ? (
        <p>
          {t.words}: <q>{complaint.Words}</q>
        </p>
      ) : null}
      {complaint.PhotoUrls.length > 0 ? (
        <div className="complaint-photos">
          {complaint.PhotoUrls.map((url, index) => (
            <a key={url} href={url} target="_blank" rel="noreferrer">
              <img src={url} alt={t.photo(index + 1)} width={160} height={160} />
            </a>
          ))}
        </div>
      ) : null}
      {complaint.Status === 'Open' ? (
        <SettleForm complaint={complaint} onSettled={onSettled} />
      ) : (
        <p>
          <strong>
            {t.settled(
              t.status[complaint.Status],
              complaint.ResolvedBy,
              complaint.Refunded > 0 ? formatPaise(complaint.Refunded) : null,
            )}
          </strong>
          {complaint.Reply ? (
            <>
              {' · '}
              {t.theReply}: <q>{complaint.Reply}</q>
            </>
          ) : null}
        </p>
      )}
    </li>
  );
}

export function ComplaintsScreen() {
  const [status, setStatus] = useState<ComplaintStatus>('Open');
  const [pageNo, setPageNo] = useState(1);
  const [notice, setNotice] = useState<string>();
  const { data, error, refresh } = usePolling(`complaints-${status}-${pageNo}`, () =>
    ops.complaints.list({ status, pageNo }),
  );
  const headingRef = useFocusWhen<HTMLHeadingElement>(data !== undefined);
  return (
    <main id="main" className="ops-screen">
      <h1 ref={headingRef} tabIndex={-1}>
        {t.heading}
      </h1>
      <div className="field">
        <label htmlFor="complaints-status">{t.show}</label>
        <select
          id="complaints-status"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as ComplaintStatus);
            setPageNo(1);
          }}
        >
          {COMPLAINT_STATUSES.map((each) => (
            <option key={each} value={each}>
              {t.status[each]}
            </option>
          ))}
        </select>
      </div>
      <p role="status">{notice}</p>
      {error ? (
        <p role="alert" className="field-error">
          {error.title}. {error.description}
        </p>
      ) : null}
      {!data ? <p aria-live="polite">{t.loading}</p> : null}
      {data && data.Complaints.length === 0 ? <p>{t.empty(status)}</p> : null}
      {data ? (
        <ul className="plain-list">
          {data.Complaints.map((complaint) => (
            <ComplaintCard
              key={complaint.ComplaintId}
              complaint={complaint}
              onSettled={() => {
                setNotice(t.done);
                void refresh();
              }}
            />
          ))}
        </ul>
      ) : null}
      {data ? <Pager pageNo={pageNo} totalPages={data.TotalPages} onPage={setPageNo} /> : null}
    </main>
  );
}
