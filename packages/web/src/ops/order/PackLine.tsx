import type { OpsOrderLine, ReplacementOptionsReply } from '@storefront/sdk/ops';
import { useEffect, useState } from 'react';
import { formatPaise } from '../../lib/money';
import { messages } from '../messages';
import { ops } from '../session';
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

/**
 * A short line the customer asked to be replaced: the similar cuts the hub has at its price or less, read
 * when the line is marked short; none chosen packs it short (refunded).
 */
function ReplacementPicker({
  id,
  orderId,
  line,
  input,
  onChange,
}: {
  id: string;
  orderId: number;
  line: OpsOrderLine;
  input: LineInput;
  onChange: (input: LineInput) => void;
}) {
  const [options, setOptions] = useState<ReplacementOptionsReply['Options']>();
  useEffect(() => {
    let live = true;
    void ops.orders
      .replacements({ orderId, lineId: line.LineId })
      .then((reply) => live && setOptions(reply.Options))
      .catch(() => live && setOptions([]));
    return () => {
      live = false;
    };
  }, [orderId, line.LineId]);
  const keyOf = (option: { ProductId: number; ConfigPriceIds: readonly number[] }) =>
    `${option.ProductId}:${option.ConfigPriceIds.join(',')}`;
  const chosen = input.replaceWith
    ? `${input.replaceWith.productId}:${input.replaceWith.configPriceIds.join(',')}`
    : '';
  return (
    <div className="field">
      <label htmlFor={`${id}-replace`}>{t.replaceWith}</label>
      <select
        id={`${id}-replace`}
        value={chosen}
        disabled={options === undefined}
        onChange={(event) => {
          const option = options?.find((each) => keyOf(each) === event.target.value);
          onChange({
            ...input,
            replaceWith: option
              ? { productId: option.ProductId, configPriceIds: [...option.ConfigPriceIds] }
              : undefined,
          });
        }}
      >
        <option value="">{options?.length === 0 ? t.noReplacement : t.refundInstead}</option>
        {options?.map((option) => (
          <option key={keyOf(option)} value={keyOf(option)}>
            {t.replacementOption(option.ProductName, option.Label, formatPaise(option.UnitPrice))}
          </option>
        ))}
      </select>
    </div>
  );
}

/** One line being packed: its count (a line sold by the piece) or its grams and pieces, or short. */
export function PackLine({
  orderId,
  line,
  input,
  onChange,
}: {
  orderId: number;
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
      {line.IfShort === 'Replace' ? <p className="muted small">{t.customerAsksReplace}</p> : null}
      {line.IfShort === 'Replace' && input.short ? (
        <ReplacementPicker
          id={id}
          orderId={orderId}
          line={line}
          input={input}
          onChange={onChange}
        />
      ) : null}
    </fieldset>
  );
}
