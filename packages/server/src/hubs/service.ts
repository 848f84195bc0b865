/**
 * The hubs as staff see them, and the hubs each member works at: an admin sees every hub and every order;
 * a packer or rider only their hubs and those hubs' orders (docs/inventory.md). The rule is decided here
 * once (hubScopeOf, staffCanSeeOrder, ordersInScope); the board and the order lock apply it.
 */
import type { Hub } from '@storefront/sdk/ops';
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../db/index.js';
import { HttpError, badRequest, notFound } from '../http/errors.js';
import { opsExtraMessages, opsMessages } from '../messages.js';
import { linkStaffHubs, recordAudit, type StaffRow } from '../staff/service.js';
import { staffMembers } from '../staff/tables.js';
import { hubs, hubZones, staffHubs } from './tables.js';

type Db = Database | Transaction;

/** The hubs whose orders a member sees: 'all' for an admin, else the hubs they work at (maybe none). */
export type HubScope = 'all' | readonly number[];

/** Each member's hub ids, in hub order. */
export async function hubIdsOf(
  db: Db,
  staffIds: readonly number[],
): Promise<Map<number, number[]>> {
  const byMember = new Map(staffIds.map((id) => [id, [] as number[]]));
  if (staffIds.length === 0) return byMember;
  const rows = await db
    .select({ staffId: staffHubs.staffId, hubId: staffHubs.hubId })
    .from(staffHubs)
    .innerJoin(hubs, eq(hubs.id, staffHubs.hubId))
    .where(inArray(staffHubs.staffId, [...staffIds]))
    .orderBy(asc(hubs.position), asc(hubs.id));
  for (const row of rows) byMember.get(row.staffId)?.push(row.hubId);
  return byMember;
}

export async function hubScopeOf(db: Db, staff: StaffRow): Promise<HubScope> {
  if (staff.role === 'admin') return 'all';
  return (await hubIdsOf(db, [staff.id])).get(staff.id) ?? [];
}

/** An order without a hub (none should be left: migration 0019 gave them the main hub) is an admin's only. */
export const staffCanSeeOrder = (scope: HubScope, order: { hubId: number | null }) =>
  scope === 'all' || (order.hubId !== null && scope.includes(order.hubId));

/** The same rule as a query condition on an order's hub column; undefined when nothing is hidden. */
export function ordersInScope(scope: HubScope, hubColumn: PgColumn): SQL | undefined {
  if (scope === 'all') return undefined;
  return scope.length === 0 ? sql`false` : inArray(hubColumn, [...scope]);
}

/**
 * Refuses an order the member may not see as one that does not exist (404, the same reply), so a packer
 * or rider learns nothing of another hub's orders.
 */
export async function ensureStaffSeesOrder(
  db: Db,
  staff: StaffRow,
  order: { hubId: number | null },
): Promise<void> {
  if (!staffCanSeeOrder(await hubScopeOf(db, staff), order))
    throw new HttpError(
      404,
      opsMessages.orderNotFound.Message,
      opsMessages.orderNotFound.Description,
    );
}

/** Every hub's name by id (a store has a handful): the board's HubName. */
export async function hubNames(db: Db): Promise<Map<number, string>> {
  const rows = await db.select({ id: hubs.id, name: hubs.name }).from(hubs);
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The hubs in the scope, in position order, each with its pincodes. */
export async function listHubs(db: Db, scope: HubScope): Promise<Hub[]> {
  const rows = await db
    .select()
    .from(hubs)
    .where(ordersInScope(scope, hubs.id))
    .orderBy(asc(hubs.position), asc(hubs.id));
  if (rows.length === 0) return [];
  const zones = await db
    .select({ hubId: hubZones.hubId, pincode: hubZones.pincode })
    .from(hubZones)
    .where(
      inArray(
        hubZones.hubId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(hubZones.pincode));
  return rows.map((row) => ({
    HubId: row.id,
    Slug: row.slug,
    Name: row.name,
    Address: row.address,
    Latitude: row.latitude,
    Longitude: row.longitude,
    RadiusMetres: row.radiusMetres,
    Pincodes: zones.filter((zone) => zone.hubId === row.id).map((zone) => zone.pincode),
  }));
}

/**
 * An admin sets the hubs a member works at (the whole set, replacing the last one), with its audit row:
 * 404 for no such member, 400 for an id no hub has.
 */
export async function setStaffHubs(
  db: Database,
  adminId: number,
  request: { staffId: number; hubIds: readonly number[] },
): Promise<void> {
  const wanted = [...new Set(request.hubIds)];
  await db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: staffMembers.id })
      .from(staffMembers)
      .where(eq(staffMembers.id, request.staffId))
      .for('update');
    if (!member) throw notFound(opsMessages.staffNotFound);
    const known = new Set(
      wanted.length === 0
        ? []
        : (await tx.select({ id: hubs.id }).from(hubs).where(inArray(hubs.id, wanted))).map(
            (hub) => hub.id,
          ),
    );
    const unknown = wanted.find((id) => !known.has(id));
    if (unknown !== undefined) throw badRequest(opsExtraMessages.hubs.unknownHub(unknown));
    const before = (await hubIdsOf(tx, [member.id])).get(member.id) ?? [];
    await tx.delete(staffHubs).where(eq(staffHubs.staffId, member.id));
    if (wanted.length > 0)
      await tx.insert(staffHubs).values(wanted.map((hubId) => ({ staffId: member.id, hubId })));
    await recordAudit(tx, {
      staffId: adminId,
      action: 'setStaffHubs',
      orderId: null,
      before: { StaffId: member.id, HubIds: before },
      after: { StaffId: member.id, HubIds: (await hubIdsOf(tx, [member.id])).get(member.id) },
    });
  });
}

/**
 * A member who becomes a packer or rider (staff/service.ts saveStaff) and works at no hub yet starts at the
 * main hub (the first by position), so a store of one hub, and the members tests make, work as before.
 */
async function startAtMainHub(db: Db, staffId: number): Promise<void> {
  const [main] = await db
    .select({ id: hubs.id })
    .from(hubs)
    .orderBy(asc(hubs.position), asc(hubs.id))
    .limit(1);
  if (!main || ((await hubIdsOf(db, [staffId])).get(staffId) ?? []).length > 0) return;
  await db.insert(staffHubs).values({ staffId, hubId: main.id }).onConflictDoNothing();
}

// Staff asks this domain for its members' hubs (staff/service.ts StaffHubLink): lent as this module loads.
linkStaffHubs({ hubIdsOf, startAtMainHub });
