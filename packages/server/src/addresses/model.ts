import type { ReplyOf } from '@storefront/sdk';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import { addresses } from './tables.js';

export type AddressRow = typeof addresses.$inferSelect;
export type Address = ReplyOf<'addAddress'>['Address'];

export function toAddress(row: AddressRow): Address {
  return {
    AddressId: row.id,
    IsDefault: row.isDefault ? 1 : 0,
    fullName: row.fullName,
    phoneNumber: row.phoneNumber,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    landmark: row.landmark,
    city: row.city,
    state: row.state,
    postalCode: row.postalCode,
    type: row.type,
    latitude: row.latitude,
    longitude: row.longitude,
    RouteLength: row.routeLength,
    TimeDuration: row.timeDuration,
  };
}

export async function findDefaultAddress(
  db: Database,
  userId: number,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
  return row;
}

/** The shopper's default address as the API shows it, or null when none is set. */
export async function defaultAddressOf(db: Database, userId: number): Promise<Address | null> {
  const row = await findDefaultAddress(db, userId);
  return row ? toAddress(row) : null;
}

/** A shopper's own address, or undefined (also when it belongs to someone else). */
export async function findOwnAddress(
  db: Database,
  userId: number,
  addressId: number,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
  return row;
}
