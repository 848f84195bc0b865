/**
 * Where the shopper wants delivery before any cart (issue 12): the pincode they checked and whether the
 * store delivers there, kept on the device. A signed-in shopper's selected address takes over in the header.
 */
import { proxy, subscribe } from 'valtio';

const STORAGE_KEY = 'storefront.deliveryArea';

interface DeliveryArea {
  pincode: string | undefined;
  serviceable: boolean | undefined;
  /** The dialog that asks for it (opened from the header). */
  open: boolean;
}

function readStored(): Pick<DeliveryArea, 'pincode' | 'serviceable'> {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Partial<DeliveryArea>;
    return {
      pincode: typeof value.pincode === 'string' ? value.pincode : undefined,
      serviceable: typeof value.serviceable === 'boolean' ? value.serviceable : undefined,
    };
  } catch {
    return { pincode: undefined, serviceable: undefined };
  }
}

export const deliveryArea = proxy<DeliveryArea>({ ...readStored(), open: false });

subscribe(deliveryArea, () => {
  const { pincode, serviceable } = deliveryArea;
  if (pincode) localStorage.setItem(STORAGE_KEY, JSON.stringify({ pincode, serviceable }));
  else localStorage.removeItem(STORAGE_KEY);
});

export function openDeliveryArea(): void {
  deliveryArea.open = true;
}

export function closeDeliveryArea(): void {
  deliveryArea.open = false;
}
