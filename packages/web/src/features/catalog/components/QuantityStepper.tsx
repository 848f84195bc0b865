/** A quantity stepper bounded by 1 and max (maxAllowedQtyPerProduct). */
import { Icon } from '../../../components/Icon';
import { messages } from '../../../messages/catalog';

export function QuantityStepper({
  value,
  max,
  onChange,
}: {
  value: number;
  max: number;
  onChange: (next: number) => void;
}) {
  return (
    <div className="stepper" role="group" aria-label={messages.catalog.quantity}>
      <button
        type="button"
        aria-label={messages.catalog.decrease}
        disabled={value <= 1}
        onClick={() => onChange(Math.max(1, value - 1))}
      >
        <Icon name="minus" size={18} />
      </button>
      <output aria-live="polite" aria-label={messages.catalog.quantity}>
        {value}
      </output>
      <button
        type="button"
        aria-label={messages.catalog.increase}
        disabled={value >= max}
        title={value >= max ? messages.catalog.maxQty(max) : undefined}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        <Icon name="plus" size={18} />
      </button>
    </div>
  );
}
