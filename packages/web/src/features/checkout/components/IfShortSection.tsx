/**
 * Checkout's choice per line should it run out at packing (issue 29): refunded unless the shopper ticks
 * "Replace with a similar cut" (of the same price or less, the difference credited). Sent with the order;
 * the packer sees it.
 */
import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { messages } from '../../../messages/checkout';
import { cart, cartLineRequests } from '../../../state/cart';
import { instructions, lineKey, setReplace } from '../store/instructions';

export function IfShortSection() {
  const id = useId();
  const { items } = useSnapshot(cart);
  const { replace } = useSnapshot(instructions);
  const t = messages.ifShort;
  if (items.length === 0) return null;
  const lines = cartLineRequests(items);
  return (
    <fieldset
      className="card checkout-section"
      aria-describedby={`${id}-hint`}
      data-testid="if-short"
    >
      <legend className="section-title">{t.title}</legend>
      <p id={`${id}-hint`} className="muted small">
        {t.hint}
      </p>
      {lines.map((line, index) => {
        const key = lineKey(line);
        return (
          <label key={key} className="checkbox-row">
            <input
              type="checkbox"
              checked={replace.includes(key)}
              onChange={(event) => setReplace(key, event.target.checked)}
            />{' '}
            {t.replace(items[index]?.ProductName ?? '')}
          </label>
        );
      })}
    </fieldset>
  );
}
