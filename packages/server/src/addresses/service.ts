/**
 * A shopper's address book. Changes to one shopper's addresses are serialized (the first address becomes
 * the default; there is one default at most), and every saved address carries its delivery route.
 */
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { users } from '../auth/tables.js';
import type { Database, Transaction } from '../db/index.js';
import type { Config } from '../env.js';
import { HttpError, notFound } from '../http/errors.js';
import { routeFromStore } from '../maps/service.js';
import type { ServerTexts } from '../i18n/texts.js';
import { type Address, findOwnAddress, toAddress } from './model.js';
import { addresses } from './tables.js';

/** What a shopper fills in for an address; the route, owner and default flag are the server's. */
type AddressFields = Omit<
  typeof addresses.$inferInsert,
  'id' | 'userId' | 'isDefault' | 'routeLength' | 'timeDuration'
> & { latitude: number; longitude: number };

const addressNotFound = (texts: ServerTexts) => texts.messages.addresses.notFound;

async function lockShopper(tx: Transaction, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** The route from the store, or a 400 for an address outside the delivery area. */
async function deliveryRoute(config: Config, point: { latitude: number; longitude: number }) {
  const route = await routeFromStore(config, point);
  if (route.invalid)
    throw new HttpError(
      400,
      (t) => t.messages.addresses.outsideDeliveryArea,
      (t) => t.messages.addresses.outsideDeliveryAreaDescription,
    );
  return { routeLength: route.routeLength, timeDuration: route.timeDuration };
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
  userId: number,
  fields: AddressFields,
): Promise<Address> {
  const route = await deliveryRoute(config, fields);
  const row = await db.transaction(async (tx) => {
    await lockShopper(tx, userId);
    const [existing] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .limit(1);
    const [inserted] = await tx
      .insert(addresses)
      .values({ ...fields, ...route, userId, isDefault: !existing })
      .returning();
    return inserted;
  });
  if (!row) throw notFound();
  return toAddress(row);
}

export async function updateAddress(
  db: Database,
  config: Config,
  userId: number,
  addressId: number,
  fields: AddressFields,
): Promise<Address> {
  if (!(await findOwnAddress(db, userId, addressId))) throw notFound(addressNotFound);
  const route = await deliveryRoute(config, fields);
  const [row] = await db
    .update(addresses)
    .set({ ...fields, ...route })
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
