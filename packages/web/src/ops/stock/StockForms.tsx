/**
 * The forms of a stock movement, each in the row's dialog: receive (units, note), adjust (a signed change,
 * its reason, note) and move to another hub (hub, units). A refusal (e.g. more than are available) is shown
 * in the server's words and takes the focus; the dialog stays open to correct it.
 */
import { STOCK_ADJUST_REASONS, type StockAdjustReason } from '@storefront/sdk/core';
import type { Hub, StockLevel } from '@storefront/sdk/ops';
import { type ReactNode, useState } from 'react';
import { Button } from '../../components/Button';
import { useFocusWhen } from '../focus';
import { messages } from '../messages';
import { ops } from '../session';
import { whatOf } from './StockTable';
import { useStockSubmit, wholeUnits } from './useStockSubmit';

const t = messages.stock;

/** The most units one movement takes, as the SDK's stock requests bound them. */
const MAX_UNITS = 100_000;

export interface StockFormProps {
  level: StockLevel;
  /** The movement is recorded: its notice, to announce. */
  onDone: (notice: string) => void;
  onCancel: () => void;
}

/** The notice of a recorded movement: each level it changed, as it is now. */
const doneOf = (levels: StockLevel[]) =>
  levels.map((level) => t.done(whatOf(level), level.OnHand, level.Available)).join(' ');

function FormFrame({
  busy,
  failure,
  submitWord,
  onSubmit,
  onCancel,
  children,
}: {
  busy: boolean;
  failure: string | undefined;
  submitWord: string;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const failureRef = useFocusWhen<HTMLParagraphElement>(failure);
  return (
    <form
      className="ops-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      {failure ? (
        <p ref={failureRef} tabIndex={-1} role="alert" className="field-error">
          {failure}
        </p>
      ) : null}
      <div className="ops-actions">
        <Button type="submit" disabled={busy}>
          {busy ? t.working : submitWord}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}

function TextInput({
  id,
  label,
  value,
  onChange,
  numeric,
  autoFocus,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  numeric?: boolean;
  autoFocus?: boolean;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        inputMode={numeric ? 'numeric' : undefined}
        maxLength={numeric ? 7 : 200}
        autoComplete="off"
        data-autofocus={autoFocus ? true : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

export function ReceiveForm({ level, onDone, onCancel }: StockFormProps) {
  const [units, setUnits] = useState('');
  const [note, setNote] = useState('');
  const { busy, failure, setFailure, submit } = useStockSubmit(onDone);
  const send = () => {
    const count = wholeUnits(units, 1, MAX_UNITS);
    if (count === undefined) return setFailure(t.unitsInvalid);
    void submit(async () => {
      const request = { hubId: level.HubId, rowId: level.RowId, units: count, note: note.trim() };
      return doneOf((await ops.stock.receive(request)).Levels);
    });
  };
  return (
    <FormFrame
      busy={busy}
      failure={failure}
      submitWord={t.submitReceive}
      onSubmit={send}
      onCancel={onCancel}
    >
      <TextInput
        id="ops-stock-units"
        label={t.units}
        value={units}
        onChange={setUnits}
        numeric
        autoFocus
      />
      <TextInput id="ops-stock-note" label={t.note} value={note} onChange={setNote} />
    </FormFrame>
  );
}

export function AdjustForm({ level, onDone, onCancel }: StockFormProps) {
  const [change, setChange] = useState('');
  const [reason, setReason] = useState<StockAdjustReason | ''>('');
  const [note, setNote] = useState('');
  const { busy, failure, setFailure, submit } = useStockSubmit(onDone);
  const send = () => {
    const count = wholeUnits(change, -MAX_UNITS, MAX_UNITS);
    if (!count) return setFailure(t.changeInvalid);
    if (!reason) return setFailure(t.reasonRequired);
    void submit(async () => {
      const request = {
        hubId: level.HubId,
        rowId: level.RowId,
        change: count,
        reason,
        note: note.trim(),
      };
      return doneOf((await ops.stock.adjust(request)).Levels);
    });
  };
  return (
    <FormFrame
      busy={busy}
      failure={failure}
      submitWord={t.submitAdjust}
      onSubmit={send}
      onCancel={onCancel}
    >
      <TextInput
        id="ops-stock-change"
        label={t.change}
        value={change}
        onChange={setChange}
        autoFocus
      />
      <div className="field">
        <label htmlFor="ops-stock-reason">{t.reason}</label>
        <select
          id="ops-stock-reason"
          value={reason}
          onChange={(event) => setReason(event.target.value as StockAdjustReason | '')}
        >
          <option value="">{t.chooseReason}</option>
          {STOCK_ADJUST_REASONS.map((value) => (
            <option key={value} value={value}>
              {t.adjustReason[value]}
            </option>
          ))}
        </select>
      </div>
      <TextInput id="ops-stock-note" label={t.note} value={note} onChange={setNote} />
    </FormFrame>
  );
}

export function MoveForm({ level, hubs, onDone, onCancel }: StockFormProps & { hubs: Hub[] }) {
  const [toHubId, setToHubId] = useState('');
  const [units, setUnits] = useState('');
  const { busy, failure, setFailure, submit } = useStockSubmit(onDone);
  const send = () => {
    if (!toHubId) return setFailure(t.toHubRequired);
    const count = wholeUnits(units, 1, MAX_UNITS);
    if (count === undefined) return setFailure(t.unitsInvalid);
    void submit(async () => {
      const request = {
        fromHubId: level.HubId,
        toHubId: Number(toHubId),
        rowId: level.RowId,
        units: count,
      };
      return doneOf((await ops.stock.move(request)).Levels);
    });
  };
  return (
    <FormFrame
      busy={busy}
      failure={failure}
      submitWord={t.submitMove}
      onSubmit={send}
      onCancel={onCancel}
    >
      <div className="field">
        <label htmlFor="ops-stock-to">{t.toHub}</label>
        <select
          id="ops-stock-to"
          data-autofocus
          value={toHubId}
          onChange={(event) => setToHubId(event.target.value)}
        >
          <option value="">{t.chooseHub}</option>
          {hubs
            .filter((hub) => hub.HubId !== level.HubId)
            .map((hub) => (
              <option key={hub.HubId} value={hub.HubId}>
                {hub.Name}
              </option>
            ))}
        </select>
      </div>
      <TextInput id="ops-stock-units" label={t.units} value={units} onChange={setUnits} numeric />
    </FormFrame>
  );
}
