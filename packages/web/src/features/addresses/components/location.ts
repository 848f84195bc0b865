/**
 * Where an address is, without a map: the shopper's current position (Geolocation API), else the centre of
 * the city its postal code belongs to (the first three digits are the sorting district). The server turns
 * the point into a route length and duration. The sandbox has no map key, so there the plain form runs; with
 * a Google key the map's pin and the place suggestions set the point too (`maps.ts`).
 */
import { POSTAL_CODE_PATTERN } from '@storefront/sdk/core';

export interface Point {
  latitude: number;
  longitude: number;
}

/** Centres of the cities served, by the first three digits of their postal codes. */
const DISTRICT_CENTRES: Readonly<Record<string, Point>> = {
  '560': { latitude: 12.9716, longitude: 77.5946 }, // Bengaluru
  '562': { latitude: 13.1986, longitude: 77.7066 }, // Bengaluru Rural
  '400': { latitude: 19.076, longitude: 72.8777 }, // Mumbai
  '110': { latitude: 28.6139, longitude: 77.209 }, // Delhi
  '600': { latitude: 13.0827, longitude: 80.2707 }, // Chennai
  '500': { latitude: 17.385, longitude: 78.4867 }, // Hyderabad
  '700': { latitude: 22.5726, longitude: 88.3639 }, // Kolkata
  '411': { latitude: 18.5204, longitude: 73.8567 }, // Pune
};

/** Where the map opens for a new address: the store's area (the reference server's default store). */
export const STORE_AREA: Point = { latitude: 12.9352, longitude: 77.6245 };

export function pointForPostalCode(postalCode: string): Point | undefined {
  if (!POSTAL_CODE_PATTERN.test(postalCode)) return undefined;
  return DISTRICT_CENTRES[postalCode.slice(0, 3)];
}

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
