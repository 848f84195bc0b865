/** A quantity with − and + buttons, bounded by min and max; the screen gives its labels. */
import { Icon } from './Icon';

export interface StepperLabels {
  /** The group's and the value's accessible name. */
  quantity: string;
  decrease: string;
  increase: string;
  /** Said on + once the value is at max. */
  atMax: string;
}

export function Stepper({
  value,
  min = 1,
  max,
  labels,
  onChange,
}: {
  value: number;
  /** − is disabled at min; 0 lets − go below 1 (a cart line: below 1 removes it). */
  min?: number;
  max: number;
  labels: StepperLabels;
  onChange: (next: number) => void;
}) {
  return (
    <div className="stepper" role="group" aria-label={labels.quantity}>
      <button
        type="button"
        aria-label={labels.decrease}
        disabled={value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
      >
        <Icon name="minus" size={18} />
      </button>
      <output aria-live="polite" aria-label={labels.quantity}>
        {value}
      </output>
      <button
        type="button"
        aria-label={labels.increase}
        disabled={value >= max}
        title={value >= max ? labels.atMax : undefined}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        <Icon name="plus" size={18} />
      </button>
    </div>
  );
}
