/** The delivery step's windows: the slots of a slot method and the one chosen (spec section 4). */
import { describeError } from '@storefront/sdk';
import { getApi } from '../../../lib/api';
import { deliveryArea } from '../../../state/deliveryArea';
import { orderData } from '../../../state/orderData';
import { checkout } from './state';

/** Whether the chosen delivery method delivers in a window the shopper picks. */
export function choosesSlot(): boolean {
  const method = orderData.state.deliveryMethods.find(
    (candidate) => candidate.DeliveryMethodId === checkout.deliveryMethodId,
  );
  return method?.Kind === 'Slot';
}

let slotsRun = 0;

/**
 * The chosen method's slots, again each time the method changes or the shopper comes back to checkout:
 * what is left changes as others order. A chosen slot that is no longer open gives way to the earliest
 * open one (the server refuses a full or closed slot anyway).
 */
export async function loadSlots(): Promise<void> {
  const deliveryMethodId = checkout.deliveryMethodId;
  const run = ++slotsRun;
  if (!deliveryMethodId || !choosesSlot()) {
    checkout.slots = undefined;
    checkout.slotId = undefined;
    return;
  }
  try {
    const api = await getApi();
    // The hub that delivers to the shopper's area or selected address: its hours and seats.
    const hub = deliveryArea.hub;
    const reply = await api.checkout.deliverySlots({ deliveryMethodId, ...(hub ? { hub } : {}) });
    if (run !== slotsRun) return;
    checkout.slots = reply;
    checkout.slotsError = undefined;
    const open = reply.Slots.filter((slot) => slot.Status === 'Open');
    if (!open.some((slot) => slot.SlotId === checkout.slotId)) checkout.slotId = open[0]?.SlotId;
  } catch (error) {
    if (run !== slotsRun) return;
    checkout.slotsError = describeError(error);
  }
}

/** The slot sent with the bill and the order: only for a slot method. */
export function chosenSlot(): { slotId?: string } {
  return choosesSlot() && checkout.slotId ? { slotId: checkout.slotId } : {};
}
