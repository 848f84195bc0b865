import * as z from 'zod/mini';

/** GET /get-map-service-key: keys are null when no map provider is configured (plain address form). */
export const MapServiceKeyReply = z.object({
  Success: z.boolean(),
  Keys: z.object({ Google: z.nullable(z.string()), Here: z.nullable(z.string()) }),
});
export type MapServiceKeyReply = z.infer<typeof MapServiceKeyReply>;

/** GET /gmap-calculate-distance and /hmap-calculate-distance: from the store to these coordinates. */
export const DistanceQuery = z.strictObject({
  latitude: z.coerce.number().check(z.minimum(-90), z.maximum(90)),
  longitude: z.coerce.number().check(z.minimum(-180), z.maximum(180)),
});
export type DistanceQuery = z.input<typeof DistanceQuery>;

/**
 * Invalid is true when the point is outside the delivery area. RouteLength in metres, TimeDuration in seconds.
 * Estimated is true when no map provider is configured and the server estimated the route from coordinates.
 */
export const DistanceReply = z.object({
  Success: z.boolean(),
  Invalid: z.boolean(),
  Estimated: z.boolean(),
  Data: z.object({
    RouteLength: z.int().check(z.nonnegative()),
    TimeDuration: z.int().check(z.nonnegative()),
  }),
});
export type DistanceReply = z.infer<typeof DistanceReply>;
