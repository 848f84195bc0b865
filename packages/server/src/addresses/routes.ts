import { endpoints } from '@storefront/sdk';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../auth/tables.js';
import type { Config } from '../config.js';
import type { Transaction } from '../db/index.js';
import { HttpError, notFound } from '../http/errors.js';
import { defineRoute } from '../http/route.js';
import { routeFromStore } from '../maps/route.js';
import { messages } from '../messages.js';
import { findOwnAddress, toAddress } from './model.js';
import { addresses } from './tables.js';

/** Serializes one shopper's address changes (the first address becomes default; one default at most). */
async function lockShopper(tx: Transaction, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

async function deliveryRoute(config: Config, point: { latitude: number; longitude: number }) {
  const route = await routeFromStore(config, point);
  if (route.invalid)
    throw new HttpError(
      400,
      messages.addresses.outsideDeliveryArea,
      messages.addresses.outsideDeliveryAreaDescription,
    );
  return { routeLength: route.routeLength, timeDuration: route.timeDuration };
}

export function addressRoutes(app: FastifyInstance): void {
  defineRoute(app, endpoints.addressList, async ({ db, user }) => {
    const rows = await db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, user.userId))
      .orderBy(desc(addresses.isDefault), asc(addresses.id));
    return rows.length === 0
      ? { AddressList: [], Message: messages.addresses.none }
      : { AddressList: rows.map(toAddress) };
  });

  defineRoute(app, endpoints.addAddress, async ({ db, config, user, input }) => {
    const route = await deliveryRoute(config, input.AddressData);
    const row = await db.transaction(async (tx) => {
      await lockShopper(tx, user.userId);
      const [existing] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.userId, user.userId))
        .limit(1);
      const [inserted] = await tx
        .insert(addresses)
        .values({ ...input.AddressData, ...route, userId: user.userId, isDefault: !existing })
        .returning();
      return inserted;
    });
    if (!row) throw notFound();
    return { Success: true, Address: toAddress(row) };
  });

  defineRoute(app, endpoints.updateAddress, async ({ db, config, user, input }) => {
    const { addressId, ...fields } = input.UpdatedAddressData;
    if (!(await findOwnAddress(db, user.userId, addressId)))
      throw notFound(messages.addresses.notFound);
    const route = await deliveryRoute(config, fields);
    const [row] = await db
      .update(addresses)
      .set({ ...fields, ...route })
      .where(and(eq(addresses.id, addressId), eq(addresses.userId, user.userId)))
      .returning();
    if (!row) throw notFound(messages.addresses.notFound);
    return { Success: true, Address: toAddress(row) };
  });

  defineRoute(app, endpoints.deleteAddress, async ({ db, user, input }) => {
    await db.transaction(async (tx) => {
      await lockShopper(tx, user.userId);
      const [deleted] = await tx
        .delete(addresses)
        .where(and(eq(addresses.id, input.addressId), eq(addresses.userId, user.userId)))
        .returning();
      if (!deleted) throw notFound(messages.addresses.notFound);
      if (!deleted.isDefault) return;
      const [next] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.userId, user.userId))
        .orderBy(desc(addresses.id))
        .limit(1);
      if (next)
        await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
    });
    return { Success: true };
  });

  defineRoute(app, endpoints.setDefaultAddress, async ({ db, user, input }) => {
    await db.transaction(async (tx) => {
      await lockShopper(tx, user.userId);
      if (!(await findOwnAddress(tx, user.userId, input.addressId)))
        throw notFound(messages.addresses.notFound);
      await tx
        .update(addresses)
        .set({ isDefault: false })
        .where(
          and(
            eq(addresses.userId, user.userId),
            ne(addresses.id, input.addressId),
            eq(addresses.isDefault, true),
          ),
        );
      await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, input.addressId));
    });
    return { Success: true };
  });
}
