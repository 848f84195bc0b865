import type { OpsOrderLine } from '@storefront/sdk/ops';
import { messages } from '../messages';
import { LineView } from './LineView';
import type { LineInput } from './packing';

const t = messages.order;

/** A labelled field for a whole number: grams, or pieces. */
function CountField({
  id,
  label,
  value,
  required,
  disabled,
  max,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  required: boolean;
  disabled: boolean;
  max?: number;
  onChange: (value: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        step={1}
        required={required}
        disabled={disabled}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** One line being packed: its count (a line sold by the piece) or its grams and pieces, or short. */
export function PackLine({
  line,
  input,
  onChange,
}: {
  line: OpsOrderLine;
  input: LineInput;
  onChange: (input: LineInput) => void;
}) {
  const id = `line-${line.LineId}`;
  return (
    <fieldset className="ops-pack-line" data-testid="pack-line">
      <legend>
        <LineView line={line} />
      </legend>
      {line.OrderedGrams === null ? (
        <CountField
          id={`${id}-pieces`}
          label={t.piecesCounted(line.Qty)}
          value={input.pieces}
          required={!input.short}
          disabled={input.short}
          max={line.Qty}
          onChange={(pieces) => onChange({ ...input, pieces })}
        />
      ) : (
        <>
          <CountField
            id={`${id}-grams`}
            label={t.grams}
            value={input.grams}
            required={!input.short}
            disabled={input.short}
            onChange={(grams) => onChange({ ...input, grams })}
          />
          <CountField
            id={`${id}-pieces`}
            label={t.pieces}
            value={input.pieces}
            required={false}
            disabled={input.short}
            onChange={(pieces) => onChange({ ...input, pieces })}
          />
        </>
      )}
      <label className="ops-check">
        <input
          type="checkbox"
          checked={input.short}
          onChange={(event) => onChange({ ...input, short: event.target.checked })}
        />
        {t.markShort}
      </label>
    </fieldset>
  );
}
