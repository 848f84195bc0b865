/**
 * The rider's side of following an order (docs/after-the-order.md): the console shares the rider's position
 * while they have an order out, and delivers without contact with a photo taken at the door.
 */
import * as z from 'zod/mini';
import { Id, Timestamp } from '../common/schemas.js';
import { PhotoUpload } from '../feedback/schemas.js';

/** POST /rider/position: where the rider is now (the browser's Geolocation API; accuracy in metres). */
export const RiderPositionRequest = z.strictObject({
  latitude: z.number().check(z.minimum(-90), z.maximum(90)),
  longitude: z.number().check(z.minimum(-180), z.maximum(180)),
  accuracy: z.number().check(z.minimum(0), z.maximum(100_000)),
});
export type RiderPositionRequest = z.input<typeof RiderPositionRequest>;

export const RiderPosition = z.object({
  Latitude: z.number(),
  Longitude: z.number(),
  /** Metres, rounded. */
  Accuracy: z.int().check(z.nonnegative()),
  UpdatedAt: Timestamp,
});
export type RiderPosition = z.infer<typeof RiderPosition>;

/**
 * GET /rider/trip, and the reply of sharing and stopping: the orders the member sent out and has not
 * handed over yet (oldest first), and the position their customers see (null: none shared now).
 */
export const RiderTripReply = z.object({
  OrdersOut: z.array(z.object({ OrderId: Id, OrderNumber: z.string() })),
  Position: z.nullable(RiderPosition),
});
export type RiderTripReply = z.infer<typeof RiderTripReply>;

/**
 * POST /orders/deliver-no-contact: delivers the order as the deliver move does, handed over without
 * contact, with the photo taken at the door when there is one (kept DOOR_PHOTO_DAYS days).
 */
export const DeliverNoContactRequest = z.strictObject({
  orderId: Id,
  photo: z.optional(PhotoUpload),
});
export type DeliverNoContactRequest = z.input<typeof DeliverNoContactRequest>;
