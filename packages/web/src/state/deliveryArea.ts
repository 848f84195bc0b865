/**
 * Where the shopper wants delivery before any cart (issue 12): the pincode they checked, whether the store
 * delivers there and the hub that delivers there (issue 28: the product page asks for that hub's stock),
 * kept on the device. A signed-in shopper's selected address takes over in the header.
 */
import { proxy, subscribe } from 'valtio';

const STORAGE_KEY = 'storefront.deliveryArea';

interface DeliveryArea {
  pincode: string | undefined;
  serviceable: boolean | undefined;
  /** The serving hub's slug from the last area check; undefined: the server answers for its main hub. */
  hub: string | undefined;
  /** The dialog that asks for it (opened from the header). */
  open: boolean;
}

function readStored(): Omit<DeliveryArea, 'open'> {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Partial<DeliveryArea>;
    return {
      pincode: typeof value.pincode === 'string' ? value.pincode : undefined,
      serviceable: typeof value.serviceable === 'boolean' ? value.serviceable : undefined,
      hub: typeof value.hub === 'string' ? value.hub : undefined,
    };
  } catch {
    return { pincode: undefined, serviceable: undefined, hub: undefined };
  }
}

export const deliveryArea = proxy<DeliveryArea>({ ...readStored(), open: false });

subscribe(deliveryArea, () => {
  const { pincode, serviceable, hub } = deliveryArea;
  if (pincode || hub)
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ pincode, serviceable, hub }));
  else localStorage.removeItem(STORAGE_KEY);
});

export function openDeliveryArea(): void {
  deliveryArea.open = true;
}

export function closeDeliveryArea(): void {
  deliveryArea.open = false;
}
