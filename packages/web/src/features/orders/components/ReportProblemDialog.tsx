/**
 * Reporting a problem with one item of a delivered order: which item, why (the store's reasons), optional
 * words and up to three photos, scaled down in the browser before they are sent. One Idempotency-Key per
 * submit of the dialog, so a double tap or a retry files one complaint; a refusal shows in the dialog.
 */
import { useId, useRef, useState } from 'react';
import {
  COMPLAINT_REASONS,
  MAX_COMPLAINT_PHOTOS,
  MAX_FEEDBACK_TEXT_LENGTH,
  type ComplaintReason,
} from '@storefront/sdk/core';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { FormField } from '../../../components/FormField';
import { preparePhoto, type PreparedPhoto } from '../../../lib/photo';
import { toast } from '../../../lib/toast';
import { feedbackMessages as t } from '../../../messages/orders';
import { reportProblem, type Refusal } from '../store/feedback';
import type { ShownOrder } from './shownOrder';

interface Picked {
  photo: PreparedPhoto;
  preview: string;
}

/** Up to MAX_COMPLAINT_PHOTOS photos, each prepared (scaled, JPEG) as it is picked, with a remove button. */
function PhotoPicker({
  id,
  picked,
  onChange,
}: {
  id: string;
  picked: readonly Picked[];
  onChange: (picked: Picked[]) => void;
}) {
  const [error, setError] = useState<string>();
  const add = async (files: FileList | null) => {
    setError(undefined);
    const chosen = [...(files ?? [])].slice(0, MAX_COMPLAINT_PHOTOS - picked.length);
    const prepared = await Promise.all(chosen.map(preparePhoto));
    if (prepared.some((photo) => photo === null)) setError(t.photoRefused);
    const added = prepared.flatMap((photo) =>
      photo ? [{ photo, preview: `data:${photo.contentType};base64,${photo.data}` }] : [],
    );
    onChange([...picked, ...added].slice(0, MAX_COMPLAINT_PHOTOS));
  };
  return (
    <>
      <FormField id={id} label={t.photos} hint={t.photosHint} error={error}>
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          disabled={picked.length >= MAX_COMPLAINT_PHOTOS}
          aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
          onChange={(event) => {
            const input = event.currentTarget;
            void add(input.files).then(() => {
              input.value = '';
            });
          }}
        />
      </FormField>
      {picked.length > 0 ? (
        <ul className="complaint-photos plain-list">
          {picked.map((each, index) => (
            <li key={`${index}-${each.preview.slice(-24)}`}>
              <img src={each.preview} alt={t.photoAlt(index + 1)} width={72} height={72} />
              <Button
                variant="ghost"
                onClick={() => onChange(picked.filter((_, i) => i !== index))}
              >
                {t.removePhoto(index + 1)}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** The form's state and its submit, one Idempotency-Key per report. */
function useProblemReport(order: ShownOrder, onSent: () => void) {
  const lines = order.Items.filter((item) => item.LineId !== undefined);
  const [lineId, setLineId] = useState<number | undefined>(lines[0]?.LineId);
  const [reason, setReason] = useState<ComplaintReason>('NotFresh');
  const [words, setWords] = useState('');
  const [picked, setPicked] = useState<Picked[]>([]);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>();
  const key = useRef<string>(crypto.randomUUID());
  const send = () => {
    if (lineId === undefined) return;
    setSending(true);
    setRefusal(undefined);
    const photos = picked.map((each) => each.photo);
    const request = { orderId: order.OrderId, lineId, reason, words: words.trim(), photos };
    void reportProblem(request, key.current).then((outcome) => {
      setSending(false);
      if (!outcome.ok) return setRefusal(outcome.error);
      // The next report is another submit, with a key of its own.
      key.current = crypto.randomUUID();
      setWords('');
      setPicked([]);
      onSent();
      toast(t.sent, 'success');
    });
  };
  return {
    lines,
    form: { lineId, setLineId, reason, setReason, words, setWords, picked, setPicked },
    sending,
    refusal,
    clearRefusal: () => setRefusal(undefined),
    send,
  };
}

export function ReportProblemDialog({
  order,
  open,
  onClosed,
}: {
  order: ShownOrder;
  open: boolean;
  onClosed: () => void;
}) {
  const id = useId();
  const { lines, form, sending, refusal, clearRefusal, send } = useProblemReport(order, onClosed);
  const close = () => {
    clearRefusal();
    onClosed();
  };
  const actions = (
    <>
      <Button variant="ghost" onClick={close}>
        {t.cancel}
      </Button>
      <Button disabled={form.lineId === undefined || sending} onClick={send}>
        {t.send}
      </Button>
    </>
  );
  return (
    <Dialog open={open} title={t.reportTitle} onClose={close} actions={actions}>
      {refusal ? (
        <div className="notice notice-error" role="alert" data-testid="report-refused">
          <strong>{refusal.title}</strong>
          {refusal.description ? <p>{refusal.description}</p> : null}
        </div>
      ) : null}
      <FormField id={`${id}-item`} label={t.item}>
        <select
          id={`${id}-item`}
          value={form.lineId}
          onChange={(e) => form.setLineId(Number(e.target.value))}
        >
          {lines.map((line) => (
            <option key={line.LineId} value={line.LineId}>
              {line.ProductName}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id={`${id}-reason`} label={t.reason}>
        <select
          id={`${id}-reason`}
          value={form.reason}
          onChange={(e) => form.setReason(e.target.value as ComplaintReason)}
        >
          {COMPLAINT_REASONS.map((each) => (
            <option key={each} value={each}>
              {t.reasonOf(each)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id={`${id}-words`} label={t.details}>
        <textarea
          id={`${id}-words`}
          value={form.words}
          maxLength={MAX_FEEDBACK_TEXT_LENGTH}
          onChange={(e) => form.setWords(e.target.value)}
        />
      </FormField>
      <PhotoPicker id={`${id}-photos`} picked={form.picked} onChange={form.setPicked} />
    </Dialog>
  );
}
