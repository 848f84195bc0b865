/**
 * Delivery windows to choose from, as radio buttons: each says what is left, and a full or closed one
 * cannot be chosen. Checkout's slot picker and the order page's "Change delivery slot" both show it.
 */
import type { DeliverySlot } from '@storefront/sdk';
import { formatWindow } from '../lib/dateTime';

export interface SlotListTexts {
  today: string;
  tomorrow: string;
  slotLeft: (left: number) => string;
  slotFull: string;
  slotClosed: string;
  noOpenSlot: string;
}

function leftWords(slot: Readonly<DeliverySlot>, texts: SlotListTexts): string {
  if (slot.Status === 'Full') return texts.slotFull;
  if (slot.Status === 'Closed') return texts.slotClosed;
  return texts.slotLeft(slot.Left);
}

export function SlotList({
  legend,
  name,
  slots,
  selected,
  onSelect,
  texts,
  loaded = true,
  testId,
}: {
  legend: string;
  /** The radio group's name. */
  name: string;
  slots: readonly Readonly<DeliverySlot>[];
  selected: string | undefined;
  onSelect: (slotId: string) => void;
  texts: SlotListTexts;
  /** The slots were read (only then does an empty list say no slot is open). */
  loaded?: boolean;
  testId?: string;
}) {
  const open = slots.filter((slot) => slot.Status === 'Open');
  return (
    <fieldset className="slot-picker" data-testid={testId}>
      <legend className="section-title">{legend}</legend>
      {loaded && open.length === 0 ? (
        <p className="muted" role="status">
          {texts.noOpenSlot}
        </p>
      ) : null}
      <ul className="choice-list">
        {slots.map((slot) => {
          const unavailable = slot.Status !== 'Open';
          return (
            <li key={slot.SlotId}>
              <label className={unavailable ? 'choice choice-disabled' : 'choice'}>
                <input
                  type="radio"
                  name={name}
                  value={slot.SlotId}
                  checked={selected === slot.SlotId}
                  disabled={unavailable}
                  onChange={() => onSelect(slot.SlotId)}
                />
                <span>
                  <strong>{formatWindow(slot.Start, slot.End, texts)}</strong> ·{' '}
                  <span className="muted">{leftWords(slot, texts)}</span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
