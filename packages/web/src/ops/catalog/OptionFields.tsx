/** One option of the product being edited: its price difference (and the price it makes), stock, and
 * whether it is sold. */
import type { CatalogProduct } from '@storefront/sdk/ops';
import { formatPaise } from '../../lib/money';
import { messages } from '../messages';
import { rupeesToPaise } from '../rupees';
import type { OptionInput } from './productInput';

const t = messages.catalog;

export function OptionFields({
  option,
  typed,
  base,
  onChange,
}: {
  option: CatalogProduct['Options'][number];
  typed: OptionInput;
  /** The base price as typed, in paise; undefined while it does not read. */
  base: number | undefined;
  onChange: (change: Partial<OptionInput>) => void;
}) {
  const id = `ops-option-${option.RowId}`;
  const delta = rupeesToPaise(typed.priceDelta, { signed: true });
  return (
    <fieldset className="ops-option" data-testid="catalog-option">
      <legend>{t.optionLegend(option.Group, option.Label)}</legend>
      <div className="field">
        <label htmlFor={`${id}-delta`}>{t.priceDelta}</label>
        <input
          id={`${id}-delta`}
          inputMode="decimal"
          aria-describedby={`${id}-price`}
          value={typed.priceDelta}
          onChange={(event) => onChange({ priceDelta: event.target.value })}
        />
        <span id={`${id}-price`} className="muted small">
          {base !== undefined && delta !== undefined
            ? t.optionPrice(formatPaise(Math.max(0, base + delta)))
            : ''}
        </span>
      </div>
      <div className="field">
        <label htmlFor={`${id}-stock`}>{t.stock}</label>
        <input
          id={`${id}-stock`}
          inputMode="numeric"
          value={typed.stock}
          onChange={(event) => onChange({ stock: event.target.value })}
        />
        {option.Stock === 0 ? <span className="ops-badge">{t.noneLeft}</span> : null}
      </div>
      <label className="ops-check">
        <input
          type="checkbox"
          checked={typed.isAvailable}
          onChange={(event) => onChange({ isAvailable: event.target.checked })}
        />
        {t.optionAvailable}
      </label>
    </fieldset>
  );
}
