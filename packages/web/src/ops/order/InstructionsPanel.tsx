import type { OpsOrderDetails } from '@storefront/sdk/ops';
import { useId } from 'react';
import { messages } from '../messages';
import './InstructionsPanel.css';

const t = messages.order;

/**
 * The shopper's delivery instructions (issue 29): the quick choices in staff words and the note as typed,
 * set apart above the lines for the packer and the rider. Nothing when the order has none.
 */
export function InstructionsPanel({
  instructions,
}: {
  instructions: OpsOrderDetails['DeliveryInstructions'];
}) {
  const id = useId();
  if (!instructions || (instructions.Choices.length === 0 && instructions.Note === '')) return null;
  return (
    <section
      className="ops-instructions"
      aria-labelledby={`${id}-title`}
      data-testid="ops-instructions"
    >
      <h2 id={`${id}-title`}>{t.instructions}</h2>
      {instructions.Choices.length > 0 ? (
        <ul>
          {instructions.Choices.map((choice) => (
            <li key={choice}>{t.deliveryChoice[choice]}</li>
          ))}
        </ul>
      ) : null}
      {instructions.Note ? (
        <p>
          <strong>{t.instructionsNote}:</strong>{' '}
          <span className="ops-instructions-note">{instructions.Note}</span>
        </p>
      ) : null}
    </section>
  );
}
