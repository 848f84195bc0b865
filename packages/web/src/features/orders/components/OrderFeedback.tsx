/**
 * A delivered order's feedback (docs/after-the-order.md): the shopper's 1–5 star rating with optional words
 * (rating again replaces it), "Report a problem" with one item while the window is open, and the problems
 * reported with the store's answer (a refund or a reply), read from GET /order-feedback.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSnapshot, type Snapshot } from 'valtio';
import { MAX_FEEDBACK_TEXT_LENGTH, MAX_RATING, MIN_RATING } from '@storefront/sdk/core';
import { Button } from '../../../components/Button';
import { Star } from '../../../components/Icon';
import { formatDateTime } from '../../../lib/dateTime';
import { formatPaise } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { feedbackMessages as t } from '../../../messages/orders';
import { feedbackState, loadFeedback, rateOrder, type Feedback } from '../store/feedback';
import { ReportProblemDialog } from './ReportProblemDialog';
import type { ShownOrder } from './shownOrder';
import '../../../styles/reviews.css';

const STARS = Array.from({ length: MAX_RATING - MIN_RATING + 1 }, (_, index) => MIN_RATING + index);

function RateOrderForm({
  orderId,
  rating,
}: {
  orderId: number;
  rating: Readonly<Feedback['Rating']>;
}) {
  const id = useId();
  const [stars, setStars] = useState<number | undefined>(rating?.Stars);
  const [words, setWords] = useState(rating?.Words ?? '');
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (stars === undefined) return;
    setSaving(true);
    void rateOrder({ orderId, stars, words: words.trim() }).then((outcome) => {
      setSaving(false);
      if (!outcome.ok) return setRefusal(outcome.error.description || outcome.error.title);
      setRefusal(undefined);
      toast(t.saved, 'success');
    });
  };
  return (
    <form className="form" onSubmit={submit} data-testid="rate-order">
      {rating ? <p className="muted small">{t.rated(rating.Stars)}</p> : null}
      <fieldset className="review-stars">
        <legend>{t.starsLabel}</legend>
        <div className="review-star-options">
          {STARS.map((count) => (
            <label key={count} className="review-star-option">
              <input
                type="radio"
                name={`${id}-stars`}
                value={count}
                checked={stars === count}
                aria-label={t.star(count)}
                onChange={() => setStars(count)}
              />
              <span aria-hidden="true" className="review-star-face">
                <Star fill={stars !== undefined && count <= stars ? 1 : 0} size={28} />
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-words`}>{t.words}</label>
        <textarea
          id={`${id}-words`}
          value={words}
          maxLength={MAX_FEEDBACK_TEXT_LENGTH}
          onChange={(event) => setWords(event.target.value)}
        />
      </div>
      {refusal ? (
        <p className="field-error" role="alert">
          {refusal}
        </p>
      ) : null}
      <Button type="submit" disabled={stars === undefined || saving}>
        {t.save}
      </Button>
    </form>
  );
}

function ComplaintList({ complaints }: { complaints: Snapshot<Feedback>['Complaints'] }) {
  if (complaints.length === 0) return null;
  return (
    <>
      <h3 className="section-title">{t.complaints}</h3>
      <ul className="plain-list" data-testid="complaints">
        {complaints.map((complaint) => (
          <li key={complaint.ComplaintId}>
            <strong>{complaint.ProductName}</strong> · {t.reasonOf(complaint.Reason)} ·{' '}
            <span className="muted small">{formatDateTime(complaint.CreatedAt)}</span>
            <div>
              <strong>{t.statusOf(complaint.Status)}</strong>
              {complaint.Refunded > 0 ? ` · ${t.refunded(formatPaise(complaint.Refunded))}` : null}
            </div>
            {complaint.Words ? <div className="small">{complaint.Words}</div> : null}
            {complaint.Reply ? <div className="small">{t.reply(complaint.Reply)}</div> : null}
            {complaint.PhotoUrls.length > 0 ? (
              <div className="complaint-photos">
                {complaint.PhotoUrls.map((url, index) => (
                  <img
                    key={url}
                    src={url}
                    alt={t.photoAlt(index + 1)}
                    width={96}
                    height={96}
                    loading="lazy"
                  />
                ))}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}

export function OrderFeedbackSection({ order }: { order: ShownOrder }) {
  const delivered = order.Status === 'Delivered';
  const { feedback } = useSnapshot(feedbackState);
  const [reporting, setReporting] = useState(false);
  useEffect(() => {
    if (delivered) void loadFeedback(order.OrderId);
  }, [order.OrderId, delivered]);
  if (!delivered || !feedback || feedback.OrderId !== order.OrderId) return null;
  return (
    <section className="card checkout-section" aria-labelledby="order-feedback">
      <h2 className="section-title" id="order-feedback">
        {t.title}
      </h2>
      {feedback.CanRate ? (
        <RateOrderForm
          key={feedback.Rating?.RatedAt ?? 'new'}
          orderId={order.OrderId}
          rating={feedback.Rating}
        />
      ) : null}
      {feedback.CanComplain && feedback.ComplainUntil ? (
        <div className="field">
          <Button variant="secondary" onClick={() => setReporting(true)}>
            {t.report}
          </Button>
          <span className="muted small">{t.until(formatDateTime(feedback.ComplainUntil))}</span>
        </div>
      ) : null}
      <ComplaintList complaints={feedback.Complaints} />
      <ReportProblemDialog order={order} open={reporting} onClosed={() => setReporting(false)} />
    </section>
  );
}
