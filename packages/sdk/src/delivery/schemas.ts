import * as z from 'zod/mini';
import { Id, Paise, Timestamp } from '../common/schemas.js';
import {
  DELIVERY_KINDS,
  HUB_SLUG_PATTERN,
  POSTAL_CODE_PATTERN,
  SLOT_ID_PATTERN,
  SLOT_STATUSES,
} from '../core/index.js';

const Count = z.int().check(z.nonnegative());

/** A delivery window the shopper can choose; Left is how many more orders it takes (0 when Full). */
export const DeliverySlot = z.object({
  SlotId: z.string().check(z.regex(SLOT_ID_PATTERN)),
  DeliveryMethodId: Id,
  Start: Timestamp,
  End: Timestamp,
  /** Orders for this slot are taken until this time. */
  CutOffAt: Timestamp,
  Capacity: Count,
  Left: Count,
  Status: z.enum(SLOT_STATUSES),
});
export type DeliverySlot = z.infer<typeof DeliverySlot>;

/** GET /get-delivery-slots?deliveryMethodId: today's and tomorrow's windows (IST), empty for a slot-less method. */
/** A hub's slug, as the area check names the hub that delivers (`?hub=`; docs/inventory.md). */
export const HubSlug = z.string().check(z.maxLength(60), z.regex(HUB_SLUG_PATTERN));

export const DeliverySlotsQuery = z.strictObject({
  deliveryMethodId: z.coerce.number().check(z.int(), z.positive()),
  /** The hub that delivers (the area check's `Hub.Slug`): its hours and seats; the main hub when absent. */
  hub: z.optional(HubSlug),
});
export type DeliverySlotsQuery = z.input<typeof DeliverySlotsQuery>;
export const DeliverySlotsReply = z.object({
  DeliveryMethodId: Id,
  Kind: z.enum(DELIVERY_KINDS),
  Slots: z.array(DeliverySlot),
});
export type DeliverySlotsReply = z.infer<typeof DeliverySlotsReply>;

/** Express: offered when the route is short enough and the store has express capacity now. */
export const ExpressOffer = z.object({
  DeliveryMethodId: Id,
  Available: z.boolean(),
  /** Minutes from placing the order to the door (preparation + ride); null when not offered. */
  EtaMinutes: z.nullable(z.int().check(z.positive())),
});
export type ExpressOffer = z.infer<typeof ExpressOffer>;

/**
 * GET /check-serviceability?pincode or ?latitude&longitude (public): whether the store delivers there,
 * and if so the next open slot, express and the delivery fee for a cart below FreeDeliveryAbove.
 */
export const ServiceabilityQuery = z
  .strictObject({
    pincode: z.optional(z.string().check(z.trim(), z.regex(POSTAL_CODE_PATTERN))),
    latitude: z.optional(z.coerce.number().check(z.minimum(-90), z.maximum(90))),
    longitude: z.optional(z.coerce.number().check(z.minimum(-180), z.maximum(180))),
  })
  .check(
    z.refine(
      (query) =>
        query.pincode !== undefined ||
        (query.latitude !== undefined && query.longitude !== undefined),
      'Send a pincode, or a latitude and a longitude',
    ),
  );
export type ServiceabilityQuery = z.input<typeof ServiceabilityQuery>;
/** A hub as a shopper sees it: which one delivers to them. */
export const ServingHub = z.object({ Slug: z.string(), Name: z.string() });
export type ServingHub = z.infer<typeof ServingHub>;

export const ServiceabilityReply = z.object({
  Serviceable: z.boolean(),
  Message: z.string(),
  /** Metres from the store (null when the place is not served). */
  RouteLength: z.nullable(Count),
  DeliveryFee: z.nullable(Paise),
  FreeDeliveryAbove: Paise,
  NextSlot: z.nullable(DeliverySlot),
  Express: z.nullable(ExpressOffer),
  /**
   * The hub that delivers there (docs/inventory.md), null when not served; absent from a server without
   * hubs. Its Slug asks the catalog for that hub's availability (`?hub`).
   */
  Hub: z.optional(z.nullable(ServingHub)),
});
export type ServiceabilityReply = z.infer<typeof ServiceabilityReply>;

/** The window an order was promised for (null for a method without slots). */
export const DeliveryWindow = z.object({ SlotId: z.string(), Start: Timestamp, End: Timestamp });
export type DeliveryWindow = z.infer<typeof DeliveryWindow>;
