/**
 * Following the rider and the handover at the door (docs/after-the-order.md): how often the rider's console
 * shares its position while an order is out, how the shopper's ETA is reckoned from it, and how long a
 * rider's photo of a no-contact delivery is kept.
 */

/** The rider's console sends its position at least this often while an order is out… */
export const RIDER_POSITION_EVERY_MS = 15_000;
/** …and at once whenever the rider moved this far (metres, straight line) since the last one sent. */
export const RIDER_POSITION_MIN_MOVE_METRES = 50;
/** The speed the shopper's ETA assumes: a city ride on a two-wheeler, stops included. */
export const RIDER_ASSUMED_SPEED_KMH = 20;
/** A rider's photo of a no-contact delivery is kept this many days after delivery, then deleted. */
export const DOOR_PHOTO_DAYS = 30;

const EARTH_RADIUS_METRES = 6_371_008.8;

/** The straight-line (great-circle) distance between two positions, in metres. */
export function metresBetween(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whole minutes to ride `metres` at RIDER_ASSUMED_SPEED_KMH, rounded up; at least one minute. */
export function riderEtaMinutes(metres: number): number {
  const metresPerMinute = (RIDER_ASSUMED_SPEED_KMH * 1000) / 60;
  return Math.max(1, Math.ceil(metres / metresPerMinute));
}
