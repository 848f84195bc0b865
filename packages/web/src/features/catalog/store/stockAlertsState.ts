/**
 * The state of "Notify me" (stockAlerts.ts has its calls): what the product page reads before it shows the
 * panel, in a module of its own so the page's first render does not carry the calls only the panel makes.
 */
import type { ReplyOf } from '@storefront/sdk';
import { session } from '../../../lib/session';
import { createSlice } from '../../../lib/slice';
import { deliveryArea } from '../../../state/deliveryArea';

export type StockAlerts = ReplyOf<'stockAlerts'>;

export const stockAlerts = createSlice({
  /** `${userId}:${productId}:${hub}` → the alerts and the availability the server answered last. */
  byProduct: {} as Record<string, StockAlerts>,
});

/**
 * The key of one shopper's alerts for one product at the hub that delivers to them (an alert waits for that
 * hub's stock; docs/inventory.md); undefined when signed out.
 */
export function alertsKeyOf(productId: number, userId = session.userId): string | undefined {
  return userId === undefined ? undefined : `${userId}:${productId}:${deliveryArea.hub ?? ''}`;
}
