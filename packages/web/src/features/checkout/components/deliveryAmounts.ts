/**
 * What delivery costs at checkout, from the server's bill (its one delivery quote): the route's shipping fee
 * of the address's zone plus the method's own charge. The method list and the bill's delivery row both say
 * this amount, so the method chosen and the bill never disagree.
 */
import type { Bill, DeliveryMethod } from '@storefront/sdk';
import { runRequest } from '../../../lib/slice';
import { orderData } from '../../../state/orderData';

/** A method's delivery amount for the address billed (its charge alone until a bill is there). */
export function methodDeliveryAmount(
  method: Pick<DeliveryMethod, 'Charge'>,
  bill: Pick<Bill, 'ShippingFee'> | undefined,
): number {
  return method.Charge + (bill?.ShippingFee ?? 0);
}

/**
 * How much more the items must come to for delivery to be free: only while a shipping fee is charged, the
 * method adds no charge of its own (delivery would then cost nothing) and the threshold is known.
 */
export function freeDeliveryShortfall(
  bill: Pick<Bill, 'ShippingFee' | 'DeliveryCharge' | 'ItemsTotal'>,
  freeDeliveryAbove: number | undefined,
): number | null {
  if (freeDeliveryAbove === undefined || bill.ShippingFee === 0 || bill.DeliveryCharge > 0)
    return null;
  const missing = freeDeliveryAbove - bill.ItemsTotal;
  return missing > 0 ? missing : null;
}

/** The free-delivery threshold (shipping configs) when the app's start did not bring it. */
export async function loadFreeDeliveryThreshold(): Promise<void> {
  if (orderData.state.shippingConfigs) return;
  await runRequest(
    orderData.state,
    (api) => api.checkout.shippingConfigs(),
    (reply) => {
      orderData.state.shippingConfigs = reply.ShippingConfigs;
    },
    { showDialog: false },
  );
}
