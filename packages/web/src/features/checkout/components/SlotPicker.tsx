/**
 * The delivery windows of a slot method (issue 12): today's and tomorrow's, each with what is left; a full
 * or closed one cannot be chosen. Loaded again whenever the method changes.
 */
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { formatWindow } from '../../../lib/dateTime';
import { messages } from '../../../messages/checkout';
import { orderData } from '../../../state/orderData';
import { checkout, loadSlots } from '../store/checkout';

export function SlotPicker() {
  const view = useSnapshot(checkout);
  const { deliveryMethods } = useSnapshot(orderData.state);
  const method = deliveryMethods.find(
    (candidate) => candidate.DeliveryMethodId === view.deliveryMethodId,
  );
  const isSlotMethod = method?.Kind === 'Slot';
  // The checkout page loads the first method's windows before showing the form: not again on mount.
  const mounted = useRef(false);
  useEffect(() => {
    const loadedOnMount =
      !mounted.current && checkout.slots?.DeliveryMethodId === checkout.deliveryMethodId;
    mounted.current = true;
    if (!loadedOnMount) void loadSlots();
  }, [view.deliveryMethodId, isSlotMethod]);
  if (!isSlotMethod) return null;
  if (view.slotsError) {
    return (
      <p className="notice notice-error" role="alert">
        {view.slotsError.title}
      </p>
    );
  }
  const slots =
    view.slots && view.slots.DeliveryMethodId === view.deliveryMethodId ? view.slots.Slots : [];
  const open = slots.filter((slot) => slot.Status === 'Open');
  return (
    <fieldset className="slot-picker" data-testid="slot-picker">
      <legend className="section-title">{messages.checkout.deliverySlot}</legend>
      {view.slots && open.length === 0 ? (
        <p className="muted" role="status">
          {messages.checkout.noOpenSlot}
        </p>
      ) : null}
      <ul className="choice-list">
        {slots.map((slot) => {
          const unavailable = slot.Status !== 'Open';
          const window = formatWindow(slot.Start, slot.End, messages.checkout);
          const left =
            slot.Status === 'Full'
              ? messages.checkout.slotFull
              : slot.Status === 'Closed'
                ? messages.checkout.slotClosed
                : messages.checkout.slotLeft(slot.Left);
          return (
            <li key={slot.SlotId}>
              <label className={unavailable ? 'choice choice-disabled' : 'choice'}>
                <input
                  type="radio"
                  name="slot"
                  value={slot.SlotId}
                  checked={view.slotId === slot.SlotId}
                  disabled={unavailable}
                  onChange={() => {
                    checkout.slotId = slot.SlotId;
                  }}
                />
                <span>
                  <strong>{window}</strong> · <span className="muted">{left}</span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
