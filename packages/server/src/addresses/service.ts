/**
 * A shopper's address book. Changes to one shopper's addresses are serialized (the first address becomes
 * the default; there is one default at most), and every saved address is in a served zone and carries its
 * position and its zone's route, from checkout's delivery quote (`PlaceAddress`, given by domains.ts).
 */
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { users } from '../auth/tables.js';
import type { Database, Transaction } from '../db/index.js';
import type { Config } from '../env.js';
import { notFound } from '../http/errors.js';
import type { ServerTexts } from '../i18n/texts.js';
import { type Address, findOwnAddress, toAddress } from './model.js';
import { addresses } from './tables.js';

/**
 * What a shopper fills in for an address; the route, owner and default flag are the server's, and the
 * position is optional (the pincode's centroid stands in for it).
 */
export type AddressFields = Omit<
  typeof addresses.$inferInsert,
  'id' | 'userId' | 'isDefault' | 'routeLength' | 'timeDuration' | 'latitude' | 'longitude'
> & { latitude?: number | undefined; longitude?: number | undefined };

/** Where an address is delivered: its position and its zone's route (metres, seconds). */
export interface PlacedAddress {
  latitude: number;
  longitude: number;
  routeLength: number;
  timeDuration: number;
}

/**
 * Places an address for delivery, or throws the 400 for a place the store does not serve (an unknown
 * pincode, a position far from its pincode): checkout's delivery quote, so the address book saves only
 * what checkout will deliver to, at the fee the area check promised.
 */
export type PlaceAddress = (
  db: Database,
  config: Config,
  address: AddressFields,
) => Promise<PlacedAddress>;

const addressNotFound = (texts: ServerTexts) => texts.messages.addresses.notFound;

async function lockShopper(tx: Transaction, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** The default address first, then the others in the order they were added. */
export async function listAddresses(db: Database, userId: number): Promise<Address[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), asc(addresses.id));
  return rows.map(toAddress);
}

export async function addAddress(
  db: Database,
  config: Config,
  place: PlaceAddress,
  userId: number,
  fields: AddressFields,
): Promise<Address> {
  const placed = await place(db, config, fields);
  const row = await db.transaction(async (tx) => {
    await lockShopper(tx, userId);
    const [existing] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .limit(1);
    const [inserted] = await tx
      .insert(addresses)
      .values({ ...fields, ...placed, userId, isDefault: !existing })
      .returning();
    return inserted;
  });
  if (!row) throw notFound();
  return toAddress(row);
}

export async function updateAddress(
  db: Database,
  config: Config,
  place: PlaceAddress,
  userId: number,
  addressId: number,
  fields: AddressFields,
): Promise<Address> {
  if (!(await findOwnAddress(db, userId, addressId))) throw notFound(addressNotFound);
  const placed = await place(db, config, fields);
  const [row] = await db
    .update(addresses)
    .set({ ...fields, ...placed })
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    .returning();
  if (!row) throw notFound(addressNotFound);
  return toAddress(row);
}

/** Deleting the default address makes the newest remaining one the default. */
export async function deleteAddress(db: Database, userId: number, addressId: number) {
  await db.transaction(async (tx) => {
    await lockShopper(tx, userId);
    const [deleted] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
      .returning();
    if (!deleted) throw notFound(addressNotFound);
    if (!deleted.isDefault) return;
    const [next] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.id))
      .limit(1);
    if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
  });
}

export async function setDefaultAddress(db: Database, userId: number, addressId: number) {
  await db.transaction(async (tx) => {
    await lockShopper(tx, userId);
    if (!(await findOwnAddress(tx, userId, addressId))) throw notFound(addressNotFound);
    await tx
      .update(addresses)
      .set({ isDefault: false })
      .where(
        and(
          eq(addresses.userId, userId),
          ne(addresses.id, addressId),
          eq(addresses.isDefault, true),
        ),
      );
    await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, addressId));
  });
}
