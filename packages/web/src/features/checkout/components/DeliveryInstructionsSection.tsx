/**
 * Checkout's delivery instructions (issue 29): quick choices as toggle buttons (aria-pressed), at most
 * MAX_DELIVERY_INSTRUCTION_CHOICES, and a note with how many characters are left. Sent with the checkout;
 * the packer and the rider see them.
 */
import {
  DELIVERY_INSTRUCTION_CHOICES,
  MAX_DELIVERY_INSTRUCTION_CHOICES,
  MAX_DELIVERY_NOTE_LENGTH,
} from '@storefront/sdk/core';
import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { messages } from '../../../messages/checkout';
import { instructions, setNote, toggleChoice } from '../store/instructions';
import '../checkout.css';

export function DeliveryInstructionsSection() {
  const view = useSnapshot(instructions);
  const id = useId();
  const t = messages.deliveryInstructions;
  const full = view.choices.length >= MAX_DELIVERY_INSTRUCTION_CHOICES;
  return (
    <fieldset
      className="card checkout-section"
      aria-describedby={`${id}-hint`}
      data-testid="delivery-instructions"
    >
      <legend className="section-title">{t.title}</legend>
      <p id={`${id}-hint`} className="muted small">
        {t.choicesHint(MAX_DELIVERY_INSTRUCTION_CHOICES)}
      </p>
      <ul className="chips instruction-chips">
        {DELIVERY_INSTRUCTION_CHOICES.map((choice) => {
          const pressed = view.choices.includes(choice);
          return (
            <li key={choice}>
              <button
                type="button"
                className="chip"
                aria-pressed={pressed}
                disabled={full && !pressed}
                onClick={() => toggleChoice(choice)}
              >
                {pressed ? (
                  <span className="chip-mark" aria-hidden="true">
                    ✓
                  </span>
                ) : null}
                {messages.deliveryChoice[choice]}
              </button>
            </li>
          );
        })}
      </ul>
      <div className="field">
        <label htmlFor={`${id}-note`}>{t.note}</label>
        <textarea
          id={`${id}-note`}
          rows={2}
          value={view.note}
          maxLength={MAX_DELIVERY_NOTE_LENGTH}
          placeholder={t.notePlaceholder}
          aria-describedby={`${id}-note-left`}
          onChange={(event) => setNote(event.target.value)}
        />
        <span id={`${id}-note-left`} className="muted small" data-testid="note-left">
          {t.charactersLeft(MAX_DELIVERY_NOTE_LENGTH - view.note.length)}
        </span>
      </div>
    </fieldset>
  );
}
