/**
 * Beyond the spec (docs/after-the-order.md): what the shopper's order details say of the delivery itself,
 * following the rider while the order is out and the proof of a no-contact handover once it is delivered.
 */
import * as z from 'zod/mini';
import { Timestamp } from '../common/schemas.js';

/**
 * The rider bringing the order, while it is out for delivery (shown to the order's own shopper only).
 * Distance and ETA are null until the rider's console shares a position (or after the rider stopped).
 */
export const OrderRider = z.object({
  FirstName: z.string(),
  /**
   * The number to call: the store's masked line (RIDER_CALL_NUMBER) in production, the rider's own sandbox
   * number in sandbox; null when the store has none.
   */
  Phone: z.nullable(z.string()),
  /** Straight-line metres from the rider's last position to the delivery address. */
  DistanceMetres: z.nullable(z.int().check(z.nonnegative())),
  /** Whole minutes at RIDER_ASSUMED_SPEED_KMH, rounded up (riderEtaMinutes in the SDK core). */
  EtaMinutes: z.nullable(z.int().check(z.positive())),
  /** When the rider's console sent the position. */
  UpdatedAt: z.nullable(Timestamp),
  /** The rider's position, only where a map provider is configured (the page draws it on a map). */
  Latitude: z.optional(z.number()),
  Longitude: z.optional(z.number()),
  /** A map image of the rider and the address (Google Static Maps), only with a Google Maps key. */
  MapImageUrl: z.optional(z.string()),
});
export type OrderRider = z.infer<typeof OrderRider>;
