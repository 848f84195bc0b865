/**
 * Route length (metres) and duration (seconds) from the store to a point. With a Google or HERE key the
 * provider's road route is used; without one (or if the provider fails) the server estimates it:
 * great-circle distance × 1.3 road factor, at 25 km/h city speed. A point farther than the delivery
 * radius (straight line) is outside the delivery area.
 */
import type { Config } from '../env.js';

export const ROAD_FACTOR = 1.3;
export const CITY_SPEED_M_PER_S = 25_000 / 3600;
const EARTH_RADIUS_M = 6_371_008.8;
const PROVIDER_TIMEOUT_MS = 4_000;

export interface Point {
  latitude: number;
  longitude: number;
}

export interface RouteResult {
  routeLength: number;
  timeDuration: number;
  /** Outside the delivery area. */
  invalid: boolean;
  /** Estimated from coordinates (no map provider answered). */
  estimated: boolean;
}

export type MapProvider = 'google' | 'here';

export function greatCircleMetres(a: Point, b: Point): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function estimateRoute(
  from: Point,
  to: Point,
): { routeLength: number; timeDuration: number } {
  const routeLength = Math.round(greatCircleMetres(from, to) * ROAD_FACTOR);
  return { routeLength, timeDuration: Math.round(routeLength / CITY_SPEED_M_PER_S) };
}

type FetchLike = typeof globalThis.fetch;

async function googleRoute(key: string, from: Point, to: Point, fetchImpl: FetchLike) {
  const url = new URL('https://maps.googleapis.com/maps/api/distancematrix/json');
  url.searchParams.set('origins', `${from.latitude},${from.longitude}`);
  url.searchParams.set('destinations', `${to.latitude},${to.longitude}`);
  url.searchParams.set('mode', 'driving');
  url.searchParams.set('key', key);
  const res = await fetchImpl(url, { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  const body = (await res.json()) as {
    rows?: {
      elements?: { status?: string; distance?: { value: number }; duration?: { value: number } }[];
    }[];
  };
  const element = body.rows?.[0]?.elements?.[0];
  if (!res.ok || element?.status !== 'OK' || !element.distance || !element.duration)
    throw new Error(`Google distance matrix answered ${res.status} ${element?.status ?? ''}`);
  return { routeLength: element.distance.value, timeDuration: element.duration.value };
}

async function hereRoute(key: string, from: Point, to: Point, fetchImpl: FetchLike) {
  const url = new URL('https://router.hereapi.com/v8/routes');
  url.searchParams.set('transportMode', 'car');
  url.searchParams.set('origin', `${from.latitude},${from.longitude}`);
  url.searchParams.set('destination', `${to.latitude},${to.longitude}`);
  url.searchParams.set('return', 'summary');
  url.searchParams.set('apikey', key);
  const res = await fetchImpl(url, { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  const body = (await res.json()) as {
    routes?: { sections?: { summary?: { length: number; duration: number } }[] }[];
  };
  const sections = body.routes?.[0]?.sections ?? [];
  if (!res.ok || sections.length === 0) throw new Error(`HERE routing answered ${res.status}`);
  return sections.reduce(
    (sum, s) => ({
      routeLength: sum.routeLength + (s.summary?.length ?? 0),
      timeDuration: sum.timeDuration + (s.summary?.duration ?? 0),
    }),
    { routeLength: 0, timeDuration: 0 },
  );
}

export interface RouteOptions {
  /** Which provider to ask first; default: Google if configured, else HERE. */
  provider?: MapProvider;
  fetch?: FetchLike;
  onProviderError?: (error: unknown) => void;
}

export async function routeFromStore(
  config: Config,
  to: Point,
  options: RouteOptions = {},
): Promise<RouteResult> {
  const store = { latitude: config.store.latitude, longitude: config.store.longitude };
  const invalid = greatCircleMetres(store, to) > config.store.deliveryRadiusM;
  const provider = options.provider ?? (config.maps.googleKey ? 'google' : 'here');
  const key = provider === 'google' ? config.maps.googleKey : config.maps.hereKey;
  if (key) {
    try {
      const fetchImpl = options.fetch ?? globalThis.fetch;
      const route =
        provider === 'google'
          ? await googleRoute(key, store, to, fetchImpl)
          : await hereRoute(key, store, to, fetchImpl);
      return {
        routeLength: Math.round(route.routeLength),
        timeDuration: Math.round(route.timeDuration),
        invalid,
        estimated: false,
      };
    } catch (error) {
      options.onProviderError?.(error);
    }
  }
  return { ...estimateRoute(store, to), invalid, estimated: true };
}
