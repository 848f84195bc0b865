import type { OrderMove } from '@storefront/sdk/core';
import { type FormEvent, Fragment, useEffect, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import type { PreparedPhoto } from '../../lib/photo';
import { messages } from '../messages';
import { NoContactForm } from '../rider/NoContactForm';

const t = messages.order;

/** Why the delivery failed, asked before the move is sent (focused as it opens). */
function FailureForm({
  reason,
  busy,
  onReason,
  onSubmit,
  onCancel,
}: {
  reason: string;
  busy: boolean;
  onReason: (reason: string) => void;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
}) {
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    reasonRef.current?.focus();
  }, []);
  return (
    <form className="ops-fail" onSubmit={onSubmit}>
      <div className="field">
        <label htmlFor="ops-reason">{t.reason}</label>
        <textarea
          ref={reasonRef}
          id="ops-reason"
          required
          maxLength={500}
          value={reason}
          onChange={(event) => onReason(event.target.value)}
        />
      </div>
      <div className="ops-actions">
        <Button type="submit" disabled={busy}>
          {busy ? t.working : t.submitFailure}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}

/** Returning an order to the store refunds it: asked once more, the confirm button focused. */
function ConfirmReturn({
  busy,
  onConfirm,
  onCancel,
}: {
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    confirmRef.current?.focus();
  }, []);
  return (
    <div className="ops-fail" role="group" aria-labelledby="ops-return-question">
      <p id="ops-return-question">{t.returnQuestion}</p>
      <div className="ops-actions">
        <Button ref={confirmRef} disabled={busy} onClick={onConfirm}>
          {busy ? t.working : t.returnToStore}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
    </div>
  );
}

/** One button per move; Delivered has "without contact" beside it when that is offered. */
function MoveButtons({
  actions,
  busy,
  onMove,
  onFailing,
  onReturning,
  onNoContact,
}: {
  actions: readonly OrderMove[];
  busy: boolean;
  onMove: (action: OrderMove) => void;
  onFailing: () => void;
  onReturning: () => void;
  onNoContact: (() => void) | undefined;
}) {
  return (
    <div className="ops-actions">
      {actions.map((action) =>
        action === 'deliveryFailed' ? (
          <Button key={action} variant="secondary" size="lg" disabled={busy} onClick={onFailing}>
            {t.deliveryFailed}
          </Button>
        ) : (
          <Fragment key={action}>
            <Button
              size="lg"
              disabled={busy}
              onClick={() => (action === 'returnToStore' ? onReturning() : onMove(action))}
            >
              {action === 'pack' ? t.finishPacking : t[action]}
            </Button>
            {action === 'deliver' && onNoContact ? (
              <Button variant="secondary" size="lg" disabled={busy} onClick={onNoContact}>
                {messages.rider.noContact}
              </Button>
            ) : null}
          </Fragment>
        ),
      )}
    </div>
  );
}

/**
 * The moves the role may make now, one button each; a failed delivery first asks why. `onMove`'s
 * `settled` closes the reason's form once the move is made.
 */
export function MovesPanel({
  actions,
  busy,
  onMove,
  onFailure,
  onDeliverNoContact,
}: {
  actions: readonly OrderMove[];
  busy: boolean;
  onMove: (action: OrderMove, reasonText: string | undefined, settled: () => void) => void;
  /** Words for a form that cannot be sent (no reason given). */
  onFailure: (text: string) => void;
  /** Delivers without contact, with the door's photo (docs/after-the-order.md); beside Delivered. */
  onDeliverNoContact?: (photo: PreparedPhoto | undefined, settled: () => void) => void;
}) {
  const [failing, setFailing] = useState(false);
  const [returning, setReturning] = useState(false);
  const [noContact, setNoContact] = useState(false);
  const [reason, setReason] = useState('');
  const settled = () => {
    setFailing(false);
    setReturning(false);
    setNoContact(false);
    setReason('');
  };

  function submitFailure(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) {
      onFailure(t.reasonRequired);
      return;
    }
    onMove('deliveryFailed', reason.trim(), settled);
  }

  if (failing) {
    return (
      <FailureForm
        reason={reason}
        busy={busy}
        onReason={setReason}
        onSubmit={submitFailure}
        onCancel={() => setFailing(false)}
      />
    );
  }
  if (returning) {
    return (
      <ConfirmReturn
        busy={busy}
        onConfirm={() => onMove('returnToStore', undefined, settled)}
        onCancel={() => setReturning(false)}
      />
    );
  }
  if (noContact && onDeliverNoContact) {
    return (
      <NoContactForm
        busy={busy}
        onSubmit={(photo) => onDeliverNoContact(photo, settled)}
        onCancel={() => setNoContact(false)}
      />
    );
  }
  if (actions.length === 0) return <p className="muted">{t.nothingToDo}</p>;
  return (
    <MoveButtons
      actions={actions}
      busy={busy}
      onMove={(action) => onMove(action, undefined, settled)}
      onFailing={() => setFailing(true)}
      onReturning={() => setReturning(true)}
      onNoContact={onDeliverNoContact ? () => setNoContact(true) : undefined}
    />
  );
}
