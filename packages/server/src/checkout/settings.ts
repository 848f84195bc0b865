/**
 * The store's checkout settings (shipping fees, the largest order): read by the bill, the delivery quote and
 * the checkout routes alike, so it sits apart from all three.
 */
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db/index.js';
import type { ShippingConfig } from './bill.js';
import { checkoutSettings } from './tables.js';

type Db = Database | Transaction;

export interface CheckoutSettings {
  shipping: ShippingConfig;
  maxOrderAmount: number;
}

export async function loadCheckoutSettings(db: Db): Promise<CheckoutSettings> {
  const [row] = await db.select().from(checkoutSettings).where(eq(checkoutSettings.id, 1));
  if (!row) throw new Error('checkout settings are not seeded');
  return {
    shipping: {
      FreeShippingAbove: row.freeShippingAbove,
      BaseFee: row.baseFee,
      BaseDistance: row.baseDistance,
      PerKmFee: row.perKmFee,
      MaxDeliveryDistance: row.maxDeliveryDistance,
    },
    maxOrderAmount: row.maxOrderAmount,
  };
}
