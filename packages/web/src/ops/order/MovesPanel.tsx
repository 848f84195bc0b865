import type { OrderMove } from '@storefront/sdk/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { messages } from '../messages';

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

/**
 * The moves the role may make now, one button each; a failed delivery first asks why. `onMove`'s
 * `settled` closes the reason's form once the move is made.
 */
export function MovesPanel({
  actions,
  busy,
  onMove,
  onFailure,
}: {
  actions: readonly OrderMove[];
  busy: boolean;
  onMove: (action: OrderMove, reasonText: string | undefined, settled: () => void) => void;
  /** Words for a form that cannot be sent (no reason given). */
  onFailure: (text: string) => void;
}) {
  const [failing, setFailing] = useState(false);
  const [returning, setReturning] = useState(false);
  const [reason, setReason] = useState('');
  const settled = () => {
    setFailing(false);
    setReturning(false);
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
  if (actions.length === 0) return <p className="muted">{t.nothingToDo}</p>;
  return (
    <div className="ops-actions">
      {actions.map((action) =>
        action === 'deliveryFailed' ? (
          <Button
            key={action}
            variant="secondary"
            size="lg"
            disabled={busy}
            onClick={() => setFailing(true)}
          >
            {t.deliveryFailed}
          </Button>
        ) : (
          <Button
            key={action}
            size="lg"
            disabled={busy}
            onClick={() =>
              action === 'returnToStore' ? setReturning(true) : onMove(action, undefined, settled)
            }
          >
            {action === 'pack' ? t.finishPacking : t[action]}
          </Button>
        ),
      )}
    </div>
  );
}
