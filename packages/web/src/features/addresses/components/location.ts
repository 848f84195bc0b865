/**
 * Where an address is, without a map: the shopper's current position (Geolocation API), else nothing: the
 * server places an address sent without a position at its pincode's centroid (the one delivery quote,
 * docs/delivery.md). The sandbox has no map key, so there the plain form runs; with a Google key the map's
 * pin and the place suggestions set the point too (`maps.ts`).
 */

export interface Point {
  latitude: number;
  longitude: number;
}

/** Where the map opens for a new address: the store's area (the reference server's default store). */
export const STORE_AREA: Point = { latitude: 12.9352, longitude: 77.6245 };

export function currentPosition(timeoutMs = 10_000): Promise<Point> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('Geolocation is not available'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) =>
        resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      reject,
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 60_000 },
    );
  });
}
