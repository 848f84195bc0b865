import { REFUND_DESTINATIONS, type RefundDestination } from '@storefront/sdk/core';
import type { OpsOrderDetails, OpsOrderLine } from '@storefront/sdk/ops';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { formatPaise } from '../../lib/money';
import { messages } from '../messages';
import { refundableOf } from './LineView';

const t = messages.order;

/** What an admin asks for a line's refund. */
export interface LineRefund {
  reason: string;
  destination: RefundDestination;
}

/**
 * An admin's refund of a delivered line (a quality complaint): the amount, where it goes (the wallet, or
 * the original payment method, which the server refuses for an order not paid online) and why.
 */
export function RefundForm({
  order,
  line,
  busy,
  onRefund,
  onCancel,
}: {
  order: OpsOrderDetails;
  line: OpsOrderLine;
  busy: boolean;
  onRefund: (request: LineRefund) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  const [destination, setDestination] = useState<RefundDestination>('Wallet');
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const id = `ops-refund-${line.LineId}`;
  const amount = formatPaise(refundableOf(line));
  useEffect(() => {
    reasonRef.current?.focus();
  }, []);

  return (
    <form
      className="ops-fail"
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        onRefund({ reason: reason.trim(), destination });
      }}
    >
      <h3 id={`${id}-heading`}>{t.refundHeading(line.ProductName)}</h3>
      <p>{t.refundWhat(amount)}</p>
      {order.PaymentStatus === 'DueOnDelivery' ? (
        <p className="ops-notice">{t.refundOffCollection}</p>
      ) : (
        <fieldset className="ops-choice">
          <legend>{t.refundDestination}</legend>
          {REFUND_DESTINATIONS.map((value) => (
            <label key={value} className="ops-check">
              <input
                type="radio"
                name={`${id}-destination`}
                value={value}
                checked={destination === value}
                onChange={() => setDestination(value)}
              />
              {t.destination[value]}
            </label>
          ))}
        </fieldset>
      )}
      <div className="field">
        <label htmlFor={`${id}-reason`}>{t.refundReason}</label>
        <textarea
          ref={reasonRef}
          id={`${id}-reason`}
          required
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      <div className="ops-actions">
        <Button type="submit" disabled={busy || !reason.trim()}>
          {busy ? t.working : t.submitRefund(amount)}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
