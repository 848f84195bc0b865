/**
 * The demo store's pincodes and its three Bengaluru hubs (docs/inventory.md): Koramangala, the store that
 * ran alone before hubs, with its ten pincodes; C V Raman Nagar to the north-east and J P Nagar to the
 * south, each with pincodes of its own and one shared with Koramangala, where Koramangala is nearer (so
 * the shared pincode is served from there while it can fill the cart). Mutton curry cut is counted at
 * all three: plenty at Koramangala, sold out at C V Raman Nagar, three of each option left at J P Nagar,
 * so one product is in stock for one shopper and sold out for another. C V Raman Nagar opens at 10:00 and
 * J P Nagar takes 4 orders a slot and 4 express orders at once (the others keep the store's hours and the
 * methods' capacities). Filled only while empty.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { productOptionGroups, productOptionRows, products } from '../catalog/tables.js';
import { deliveryZones } from '../checkout/tables.js';
import type { Transaction } from '../db/index.js';
import { hubs, hubZones } from '../hubs/tables.js';
import { stockLevels, stockMovements } from '../inventory/tables.js';

/** Seconds on the road at 25 km/h, the city's typical delivery speed. */
const secondsAt25 = (metres: number) => Math.round(metres / (25_000 / 3600));

/** Pincode, area, centroid (degrees: the middle of its post offices' area, rounded to about 10 m). */
const seededPincodes = (
  [
    ['560034', 'Koramangala', 12.9279, 77.6271],
    ['560095', 'Koramangala 6th Block', 12.9376, 77.6207],
    ['560047', 'Ejipura', 12.9442, 77.6289],
    ['560030', 'Adugodi', 12.9422, 77.6086],
    ['560029', 'BTM Layout', 12.9166, 77.6101],
    ['560102', 'HSR Layout', 12.9116, 77.6474],
    ['560038', 'Indiranagar', 12.9719, 77.6412],
    ['560008', 'HAL 2nd Stage', 12.961, 77.654],
    ['560041', 'Jayanagar', 12.9299, 77.5826],
    ['560068', 'Bommanahalli', 12.9031, 77.6245],
    ['560093', 'C V Raman Nagar', 12.985, 77.663],
    ['560016', 'Ramamurthy Nagar', 13.012, 77.677],
    ['560078', 'J P Nagar', 12.9063, 77.5857],
    ['560076', 'Bannerghatta Road', 12.889, 77.597],
  ] as const
).map(([pincode, area, latitude, longitude]) => ({ pincode, area, latitude, longitude }));

interface SeedHub {
  hub: typeof hubs.$inferInsert & { slug: string };
  /** Pincode and road route from the hub in metres. */
  zones: readonly (readonly [string, number])[];
  /** Units of each mutton curry cut option on hand. */
  muttonUnits: number;
}

const seededHubs: SeedHub[] = [
  {
    hub: {
      slug: 'koramangala',
      name: 'Koramangala',
      address: '80 Feet Road, Koramangala 4th Block, Bengaluru 560034',
      latitude: 12.9352,
      longitude: 77.6245,
      radiusMetres: 12_000,
      position: 0,
    },
    zones: [
      ['560034', 1_500],
      ['560095', 2_200],
      ['560047', 2_800],
      ['560030', 3_000],
      ['560029', 3_900],
      ['560102', 4_500],
      ['560038', 5_800],
      ['560008', 6_500],
      ['560041', 6_900],
      ['560068', 7_400],
    ],
    muttonUnits: 500,
  },
  {
    hub: {
      slug: 'cv-raman-nagar',
      name: 'C V Raman Nagar',
      address: 'Old Madras Road, C V Raman Nagar, Bengaluru 560093',
      latitude: 12.988,
      longitude: 77.66,
      radiusMetres: 10_000,
      position: 1,
      // Opens later than the store: its first slot is 10:00.
      opensAtMinute: 10 * 60,
    },
    zones: [
      ['560093', 1_200],
      ['560016', 4_100],
      ['560047', 6_800],
    ],
    muttonUnits: 0,
  },
  {
    hub: {
      slug: 'jp-nagar',
      name: 'J P Nagar',
      address: '24th Main Road, J P Nagar 2nd Phase, Bengaluru 560078',
      latitude: 12.9105,
      longitude: 77.5895,
      radiusMetres: 10_000,
      position: 2,
      // Two riders: fewer orders per slot and express orders at once than the store's methods allow.
      slotCapacity: 4,
      expressCapacity: 4,
    },
    zones: [
      ['560078', 1_100],
      ['560076', 2_900],
      ['560029', 4_600],
    ],
    muttonUnits: 3,
  },
];

/** Every seeded pincode is known, and one seeded before migration 0015 gets its centroid. */
async function seedPincodes(tx: Transaction): Promise<void> {
  await tx.insert(deliveryZones).values(seededPincodes).onConflictDoNothing();
  for (const zone of seededPincodes)
    await tx
      .update(deliveryZones)
      .set({ latitude: zone.latitude, longitude: zone.longitude })
      .where(sql`${deliveryZones.pincode} = ${zone.pincode} and ${deliveryZones.latitude} is null`);
}

/** A hub missing by slug is added with its zones; a hub already there keeps what staff made of it. */
async function seedHub(tx: Transaction, { hub, zones }: SeedHub): Promise<number | null> {
  const [added] = await tx
    .insert(hubs)
    .values(hub)
    .onConflictDoNothing({ target: hubs.slug })
    .returning({ id: hubs.id });
  if (!added) return null;
  await tx
    .insert(hubZones)
    .values(
      zones.map(([pincode, routeLength]) => ({
        hubId: added.id,
        pincode,
        routeLength,
        timeDuration: secondsAt25(routeLength),
      })),
    )
    .onConflictDoNothing();
  return added.id;
}

/** The options of mutton curry cut (none when the catalog has no such product). */
async function muttonOptionRows(tx: Transaction): Promise<number[]> {
  const rows = await tx
    .select({ id: productOptionRows.id })
    .from(productOptionRows)
    .innerJoin(productOptionGroups, eq(productOptionGroups.id, productOptionRows.groupId))
    .innerJoin(products, eq(products.id, productOptionGroups.productId))
    .where(inArray(products.slug, ['mutton-curry-cut']));
  return rows.map((row) => row.id);
}

/** A new hub's opening stock: a receipt per counted option, so on hand is the sum of its movements. */
async function seedOpeningStock(tx: Transaction, hubId: number, units: number): Promise<void> {
  const rowIds = await muttonOptionRows(tx);
  if (rowIds.length === 0) return;
  await tx
    .insert(stockLevels)
    .values(rowIds.map((optionRowId) => ({ hubId, optionRowId, onHand: units })))
    .onConflictDoNothing();
  if (units > 0)
    await tx.insert(stockMovements).values(
      rowIds.map((optionRowId) => ({
        hubId,
        optionRowId,
        kind: 'Received' as const,
        units,
        reason: 'Opening stock',
      })),
    );
}

export async function seedHubs(tx: Transaction): Promise<void> {
  await seedPincodes(tx);
  for (const seed of seededHubs) {
    const hubId = await seedHub(tx, seed);
    if (hubId !== null) await seedOpeningStock(tx, hubId, seed.muttonUnits);
  }
}
