/**
 * A no-contact delivery (docs/after-the-order.md): the rider takes a photo of the order at the door (the
 * phone's rear camera: capture="environment"), scaled down in the browser before it is sent, and marks the
 * order delivered without contact. The photo is optional. Focus starts on the photo's input.
 */
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { preparePhoto, type PreparedPhoto } from '../../lib/photo';
import { messages } from '../messages';
import './rider.css';

const t = messages.rider;

export function NoContactForm({
  busy,
  onSubmit,
  onCancel,
}: {
  busy: boolean;
  onSubmit: (photo: PreparedPhoto | undefined) => void;
  onCancel: () => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [photo, setPhoto] = useState<PreparedPhoto>();
  const [preparing, setPreparing] = useState(false);
  const [error, setError] = useState<string>();
  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  async function pick(file: File | undefined) {
    setError(undefined);
    setPhoto(undefined);
    if (!file) return;
    setPreparing(true);
    const prepared = await preparePhoto(file);
    setPreparing(false);
    if (prepared) setPhoto(prepared);
    else setError(t.photoRefused);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!preparing) onSubmit(photo);
  }

  const described = ['ops-door-photo-hint', error ? 'ops-door-photo-error' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <form className="ops-fail" onSubmit={submit} aria-labelledby="ops-no-contact-heading">
      <h2 id="ops-no-contact-heading">{t.noContactHeading}</h2>
      <p className="muted">{t.noContactHint}</p>
      <div className="field">
        <label htmlFor="ops-door-photo">{t.photo}</label>
        <input
          ref={inputRef}
          id="ops-door-photo"
          type="file"
          accept="image/*"
          capture="environment"
          aria-describedby={described}
          aria-invalid={error ? true : undefined}
          onChange={(event) => void pick(event.currentTarget.files?.[0])}
        />
        <p id="ops-door-photo-hint" className="muted small">
          {t.photoHint}
        </p>
        {error ? (
          <p id="ops-door-photo-error" role="alert" className="field-error">
            {error}
          </p>
        ) : null}
      </div>
      {preparing ? <p aria-live="polite">{t.preparing}</p> : null}
      {photo ? (
        <img
          className="ops-door-photo"
          src={`data:${photo.contentType};base64,${photo.data}`}
          alt={t.photoPreview}
        />
      ) : null}
      <div className="ops-actions">
        <Button type="submit" size="lg" disabled={busy || preparing}>
          {busy ? messages.order.working : t.submitNoContact}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {messages.order.cancel}
        </Button>
      </div>
    </form>
  );
}
