/** Keeps the checkout's bill current: read again whenever what it depends on changes, and once back online. */
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { cart } from '../../../state/cart';
import { orderProcess } from '../../../state/orderProcess';
import { useOnBackOnline } from '../../../state/reads';
import { calculateBill, checkout, loadSlots } from '../store/checkout';
import { loadFreeDeliveryThreshold } from './deliveryAmounts';

export function useBillUpToDate(): void {
  const flow = useSnapshot(orderProcess.state);
  const view = useSnapshot(checkout);
  const { items } = useSnapshot(cart);
  const itemsKey = items.map((item) => `${item.ItemId}x${item.Qty}@${item.ProductPrice}`).join('|');

  useEffect(() => {
    void loadFreeDeliveryThreshold();
  }, []);

  useEffect(() => {
    void calculateBill();
  }, [
    flow.selectedAddress?.AddressId,
    view.deliveryMethodId,
    view.slotId,
    view.useWallet,
    itemsKey,
  ]);

  // Back online: what could not be read while offline (the bill, a slot method's windows) is read again.
  useOnBackOnline(() => {
    if (checkout.billError) void calculateBill();
    if (checkout.slotsError) void loadSlots();
  });
}
