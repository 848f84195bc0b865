/** A cart line's quantity: − below 1 removes the line, + stops at maxAllowedQtyPerProduct. */
import { Icon } from '../../../components/Icon';
import { messages } from '../../../messages/checkout';

export function LineStepper({
  name,
  value,
  max,
  onChange,
}: {
  name: string;
  value: number;
  max: number;
  onChange: (next: number) => void;
}) {
  return (
    <div className="stepper" role="group" aria-label={messages.cartPage.quantityOf(name)}>
      <button
        type="button"
        aria-label={
          value <= 1 ? messages.cartPage.removeItem(name) : messages.cartPage.decrease(name)
        }
        onClick={() => onChange(value - 1)}
      >
        <Icon name="minus" size={18} />
      </button>
      <output aria-live="polite" aria-label={messages.cartPage.quantityOf(name)}>
        {value}
      </output>
      <button
        type="button"
        aria-label={messages.cartPage.increase(name)}
        disabled={value >= max}
        title={value >= max ? messages.cartPage.maxQty(max) : undefined}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        <Icon name="plus" size={18} />
      </button>
    </div>
  );
}
