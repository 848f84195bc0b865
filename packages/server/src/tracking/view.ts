/**
 * What the shopper's order details say of the delivery (docs/after-the-order.md): while the order is out,
 * its rider (first name, a number to call, and from their last shared position the distance and the ETA);
 * once delivered, whether it was handed over without contact, with the door photo's signed address. The
 * orders route adds it to the shopper's own order only (orders/routes.ts: findOwnOrder first).
 */
import { metresBetween, riderEtaMinutes } from '@storefront/sdk/core';
import type { OrderRider } from '@storefront/sdk';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import type { Config } from '../env.js';
import { photoUrl } from '../feedback/photos.js';
import { photos } from '../feedback/tables.js';
import type { OrderRow } from '../orders/model.js';
import { SANDBOX_STAFF } from '../staff/sandbox.js';
import { staffMembers } from '../staff/tables.js';
import { positionOf, tripOf } from './trip.js';

export interface DeliveryDetails {
  Rider: OrderRider | null;
  DeliveredWithoutContact: boolean;
  DoorPhotoUrl: string | null;
}

type Position = NonNullable<Awaited<ReturnType<typeof positionOf>>>;

/**
 * The number the shopper calls: in production the store's masked line only (RIDER_CALL_NUMBER), never a
 * rider's own; in sandbox the sandbox rider's made-up number, else the configured line.
 */
function callNumber(config: Config, riderEmail: string): string | null {
  if (config.isSandbox) {
    const member = SANDBOX_STAFF.find((staff) => staff.email === riderEmail);
    if (member?.phone) return member.phone;
  }
  return config.riderCallNumber ?? null;
}

/** The rider and the address on a static map, with a Google Maps key only (the page's policy allows it). */
function mapImageUrl(key: string, rider: Position, order: OrderRow): string {
  const url = new URL('https://maps.googleapis.com/maps/api/staticmap');
  url.searchParams.set('size', '600x300');
  url.searchParams.set('scale', '2');
  url.searchParams.append('markers', `color:red|label:R|${rider.latitude},${rider.longitude}`);
  url.searchParams.append(
    'markers',
    `color:green|label:H|${order.address.latitude},${order.address.longitude}`,
  );
  url.searchParams.set('key', key);
  return url.toString();
}

/** The rider, their distance and ETA from the last shared position (none shared: null figures). */
function riderView(
  config: Config,
  rider: { name: string; email: string },
  position: Position | null,
  order: OrderRow,
): OrderRider {
  const base = {
    FirstName: rider.name.trim().split(/\s+/)[0] ?? rider.name,
    Phone: callNumber(config, rider.email),
  };
  if (!position) return { ...base, DistanceMetres: null, EtaMinutes: null, UpdatedAt: null };
  const metres = Math.round(metresBetween(position, order.address));
  const { googleKey, hereKey } = config.maps;
  return {
    ...base,
    DistanceMetres: metres,
    EtaMinutes: riderEtaMinutes(metres),
    UpdatedAt: position.updatedAt.toISOString(),
    // The position itself only where a map draws it.
    ...(googleKey || hereKey ? { Latitude: position.latitude, Longitude: position.longitude } : {}),
    ...(googleKey ? { MapImageUrl: mapImageUrl(googleKey, position, order) } : {}),
  };
}

/** The delivery's part of the shopper's order details (the caller checked the order is theirs). */
export async function deliveryDetails(
  db: Database,
  config: Config,
  order: OrderRow,
  now: Date,
): Promise<DeliveryDetails> {
  const trip = await tripOf(db, order.id);
  const none = { Rider: null, DeliveredWithoutContact: false, DoorPhotoUrl: null };
  if (!trip) return none;
  if (order.status === 'OutForDelivery') {
    const [rider] = await db
      .select({ name: staffMembers.name, email: staffMembers.email })
      .from(staffMembers)
      .where(eq(staffMembers.id, trip.riderId));
    if (!rider) return none;
    return { ...none, Rider: riderView(config, rider, await positionOf(db, trip.riderId), order) };
  }
  if (order.status !== 'Delivered' || !trip.noContact) return none;
  // A photo past its keeping day is no longer served, though maintenance may not have deleted it yet.
  const [photo] =
    trip.doorPhotoId === null
      ? []
      : await db
          .select({ id: photos.id })
          .from(photos)
          .where(and(eq(photos.id, trip.doorPhotoId), gt(photos.expiresAt, now)));
  return {
    ...none,
    DeliveredWithoutContact: true,
    DoorPhotoUrl: photo ? photoUrl(config, photo.id, now) : null,
  };
}
