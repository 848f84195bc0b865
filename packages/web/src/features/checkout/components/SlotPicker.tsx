/**
 * The delivery windows of a slot method (issue 12): today's and tomorrow's, each with what is left; a full
 * or closed one cannot be chosen. Loaded again whenever the method changes.
 */
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { SlotList } from '../../../components/SlotList';
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
  return (
    <SlotList
      legend={messages.checkout.deliverySlot}
      name="slot"
      slots={slots}
      selected={view.slotId}
      onSelect={(slotId) => {
        checkout.slotId = slotId;
      }}
      texts={messages.checkout}
      loaded={view.slots !== undefined}
      testId="slot-picker"
    />
  );
}
