/**
 * Which hub delivers to a place (docs/inventory.md, "The allocation rule"): of the hubs whose zones hold
 * the place's pincode, and whose radius holds its position when one is known, the nearest by road that
 * can fill the cart; when none can, the nearest, with what it lacks. The delivery quote asks this, so the
 * area check, the bill and the order agree on the hub, its route and its fee.
 */
import { asc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db/index.js';
import { hubs, hubZones } from '../hubs/tables.js';
import { levelsAt, shortfalls, unitsAvailable, type UnitsNeeded } from './stock.js';
import { greatCircleMetres, type Point } from '../maps/service.js';

type Db = Database | Transaction;
export type HubRow = typeof hubs.$inferSelect;

/** A hub that serves a pincode, with its road route there. */
export interface ServingHub {
  hub: HubRow;
  route: { routeLength: number; timeDuration: number };
}

/** The hub chosen for a place, and the options it lacks for the cart (empty when it can fill it). */
export interface HubChoice extends ServingHub {
  lacking: { optionRowId: number; available: number }[];
}

/** The hubs serving a pincode (and the position, within each hub's radius), nearest by road first. */
export async function hubsServing(
  db: Db,
  pincode: string,
  point: Point | null,
): Promise<ServingHub[]> {
  const rows = await db
    .select({ hub: hubs, routeLength: hubZones.routeLength, timeDuration: hubZones.timeDuration })
    .from(hubZones)
    .innerJoin(hubs, eq(hubs.id, hubZones.hubId))
    .where(eq(hubZones.pincode, pincode))
    .orderBy(asc(hubZones.routeLength), asc(hubs.position), asc(hubs.id));
  return rows
    .filter(
      ({ hub }) =>
        point === null ||
        greatCircleMetres(point, { latitude: hub.latitude, longitude: hub.longitude }) <=
          hub.radiusMetres,
    )
    .map(({ hub, routeLength, timeDuration }) => ({ hub, route: { routeLength, timeDuration } }));
}

/** The nearest serving hub that can fill the needs, else the nearest with what it lacks; null if none serves. */
export async function chooseHub(
  db: Db,
  serving: readonly ServingHub[],
  needs: readonly UnitsNeeded[],
): Promise<HubChoice | null> {
  let nearest: HubChoice | null = null;
  for (const candidate of serving) {
    const lacking = needs.length === 0 ? [] : await shortfalls(db, candidate.hub.id, needs);
    if (lacking.length === 0) return { ...candidate, lacking };
    nearest ??= { ...candidate, lacking };
  }
  return nearest;
}

/** The store's main hub (the first by position): the catalog's answer when no hub is asked for. */
export async function mainHub(db: Db): Promise<HubRow | undefined> {
  const [hub] = await db.select().from(hubs).orderBy(asc(hubs.position), asc(hubs.id)).limit(1);
  return hub;
}

/**
 * The hub a shopper's request names (the area check's slug), else the main hub: for no slug and for one no
 * hub has (an old or altered link), as the catalog, the slots and the stock alerts all answer. Undefined
 * only for a store without hubs.
 */
export async function hubOrMain(db: Db, slug: string | undefined): Promise<HubRow | undefined> {
  if (slug !== undefined) {
    const [hub] = await db.select().from(hubs).where(eq(hubs.slug, slug));
    if (hub) return hub;
  }
  return mainHub(db);
}

/**
 * Units available per counted option at a hub (by slug, else the main hub): what the product page and
 * the cart check show. An option the hub does not count is absent (sold while switched on).
 */
export async function availableAt(
  db: Db,
  hubSlug: string | undefined,
  optionRowIds: readonly number[],
): Promise<Map<number, number>> {
  const hub = await hubOrMain(db, hubSlug);
  return hub ? availableAtHub(db, hub.id, optionRowIds) : new Map();
}

/** Units available per counted option at a hub (an option the hub does not count is absent). */
export async function availableAtHub(
  db: Db,
  hubId: number,
  optionRowIds: readonly number[],
): Promise<Map<number, number>> {
  const levels = await levelsAt(db, hubId, optionRowIds);
  // In units of the option, also at a level counted in grams.
  return new Map([...levels].map(([rowId, level]) => [rowId, unitsAvailable(level)]));
}
