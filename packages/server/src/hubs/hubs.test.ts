/**
 * The hubs staff see and the hubs they work at (docs/inventory.md): GET /ops/v1/hubs per role, an admin's
 * POST /ops/v1/staff/hubs, every staff member's HubIds, the main hub a new packer or rider starts at, and
 * an order placed at a J P Nagar pincode seen by J P Nagar's packer only.
 */
import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../orders/tables.js';
import { saveStaff } from '../staff/service.js';
import { staffAudit } from '../staff/tables.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { addAddress, addProduct, creditWallet, seededMethods } from '../testing/fixtures.js';
import { type SignedInStaff, signInStaff } from '../testing/staff.js';
import { hubs, staffHubs } from './tables.js';

let t: TestApp;
let admin: SignedInStaff;
const hubIds: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInStaff(t, 'admin');
  for (const hub of await t.db.select().from(hubs)) hubIds[hub.slug] = hub.id;
});
afterAll(() => t.close());

const listHubs = async (who: SignedInStaff) => {
  const reply = await t.app.inject({
    method: 'GET',
    url: '/ops/v1/hubs',
    headers: who.authorization,
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<{ Hubs: { Slug: string; Pincodes: string[] }[] }>().Hubs;
};

const setHubs = (who: SignedInStaff, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/ops/v1/staff/hubs',
    payload: payload as Record<string, unknown>,
    headers: who.authorization,
  });

const me = async (who: SignedInStaff) =>
  (
    await t.app.inject({ method: 'GET', url: '/ops/v1/staff/me', headers: who.authorization })
  ).json<{ Staff: { HubIds: number[] } }>().Staff;

describe('GET /ops/v1/hubs', () => {
  it('gives an admin every hub in position order, each with the pincodes it serves', async () => {
    const all = await listHubs(admin);
    expect(all.map((hub) => hub.Slug)).toEqual(['koramangala', 'cv-raman-nagar', 'jp-nagar']);
    expect(all[0]).toMatchObject({
      HubId: hubIds.koramangala,
      Name: 'Koramangala',
      RadiusMetres: 12_000,
    });
    expect(all[0]!.Pincodes).toHaveLength(10);
    expect(all[2]!.Pincodes).toEqual(['560029', '560076', '560078']);
  });

  it('gives a packer or rider the hubs they work at only', async () => {
    const packer = await signInStaff(t, 'packer');
    expect((await listHubs(packer)).map((hub) => hub.Slug)).toEqual(['koramangala']);
    const rider = await signInStaff(t, 'rider');
    await setHubs(admin, {
      staffId: rider.staffId,
      hubIds: [hubIds['jp-nagar'], hubIds['cv-raman-nagar']],
    });
    expect((await listHubs(rider)).map((hub) => hub.Slug)).toEqual(['cv-raman-nagar', 'jp-nagar']);
    await setHubs(admin, { staffId: rider.staffId, hubIds: [] });
    expect(await listHubs(rider)).toEqual([]);
  });
});

describe('POST /ops/v1/staff/hubs', () => {
  it('replaces a member’s hubs, shown as HubIds wherever the member is, with an audit row', async () => {
    const packer = await signInStaff(t, 'packer');
    expect((await me(packer)).HubIds).toEqual([hubIds.koramangala]);

    const wanted = [hubIds['jp-nagar']!, hubIds['cv-raman-nagar']!, hubIds['jp-nagar']!];
    const reply = await setHubs(admin, { staffId: packer.staffId, hubIds: wanted });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual({ Success: true });
    // In hub order, once each.
    const now = [hubIds['cv-raman-nagar'], hubIds['jp-nagar']];
    expect((await me(packer)).HubIds).toEqual(now);
    const list = await t.app.inject({
      method: 'GET',
      url: '/ops/v1/staff',
      headers: admin.authorization,
    });
    expect(
      list
        .json<{ Members: { StaffId: number; HubIds: number[] }[] }>()
        .Members.find((member) => member.StaffId === packer.staffId)?.HubIds,
    ).toEqual(now);

    const [audit] = await t.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, 'setStaffHubs'))
      .orderBy(desc(staffAudit.id))
      .limit(1);
    expect(audit).toMatchObject({
      staffId: admin.staffId,
      before: { StaffId: packer.staffId, HubIds: [hubIds.koramangala] },
      after: { StaffId: packer.staffId, HubIds: now },
    });
  });

  it('answers 404 for no such member and 400 for an unknown hub, changing nothing', async () => {
    const rider = await signInStaff(t, 'rider');
    const unknownMember = await setHubs(admin, { staffId: 999_999, hubIds: [hubIds.koramangala] });
    expect(unknownMember.statusCode).toBe(404);
    // As POST /staff/disable answers it.
    expect(unknownMember.json().Message).toBe('No staff member has this id.');

    const unknownHub = await setHubs(admin, {
      staffId: rider.staffId,
      hubIds: [hubIds['jp-nagar'], 999_999],
    });
    expect(unknownHub.statusCode).toBe(400);
    expect(unknownHub.json().Description).toBe('hubIds: no hub has the id 999999.');
    for (const payload of [
      { staffId: rider.staffId },
      { staffId: rider.staffId, hubIds: [0] },
      { staffId: rider.staffId, hubIds: 'koramangala' },
      { staffId: rider.staffId, hubIds: [], role: 'admin' },
    ])
      expect((await setHubs(admin, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    expect((await me(rider)).HubIds).toEqual([hubIds.koramangala]);
  });

  it('is an admin’s call only', async () => {
    for (const role of ['packer', 'rider'] as const) {
      const member = await signInStaff(t, role);
      const reply = await setHubs(member, { staffId: member.staffId, hubIds: [] });
      expect(reply.statusCode, role).toBe(403);
    }
  });
});

describe('a new packer or rider', () => {
  const hubsOf = async (staffId: number) =>
    (await t.db.select().from(staffHubs).where(eq(staffHubs.staffId, staffId))).map(
      (row) => row.hubId,
    );
  const member = (role: 'admin' | 'packer' | 'rider') => ({
    email: `hubless-${randomUUID().slice(0, 8)}@staff.test`,
    name: 'Hubless',
    role,
    password: 'hubless-password-1',
  });

  it('starts at the main hub; an admin works at none; a later save keeps what an admin set', async () => {
    const rider = member('rider');
    const saved = await t.app.inject({
      method: 'POST',
      url: '/ops/v1/staff/save',
      payload: rider,
      headers: admin.authorization,
    });
    expect(saved.json().Staff).toMatchObject({ Role: 'rider', HubIds: [hubIds.koramangala] });
    const riderId = saved.json<{ Staff: { StaffId: number } }>().Staff.StaffId;

    await setHubs(admin, { staffId: riderId, hubIds: [] });
    await saveStaff(t.db, { ...rider, password: 'another-password-1' });
    expect(await hubsOf(riderId)).toEqual([]);

    const boss = await saveStaff(t.db, member('admin'));
    expect(await hubsOf(boss.id)).toEqual([]);
    // An admin made a packer needs hubs now: the main hub.
    await saveStaff(t.db, { ...member('packer'), email: boss.email });
    expect(await hubsOf(boss.id)).toEqual([hubIds.koramangala]);
  });
});

describe('an order placed at a J P Nagar pincode', () => {
  it('is on the board of J P Nagar’s packer, not of Koramangala’s, and named by its hub', async () => {
    const shopper = await t.signIn();
    const product = await addProduct(t.db, {
      name: 'Chicken Curry Cut',
      price: 30_000,
      options: [{ group: 'Weight', rows: [{ label: '500 g', delta: 0 }] }],
    });
    const methods = await seededMethods(t.db);
    // 560078 is served by J P Nagar only (seed/hubs.ts); the address sits at its centroid.
    const addressId = await addAddress(t.db, shopper.userId, {
      postalCode: '560078',
      latitude: 12.9063,
      longitude: 77.5857,
    });
    await creditWallet(t.db, shopper.userId, 30_000);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/v1/checkout',
      headers: { ...shopper.authorization, 'idempotency-key': randomUUID() },
      payload: {
        addressId,
        deliveryMethodId: methods.standard,
        paymentMethodId: methods.online,
        useWallet: true,
        products: [
          {
            productId: product.productId,
            qty: 1,
            configPriceIds: [product.rows['500 g']],
            price: 30_000,
          },
        ],
      },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = placed.json<{ OrderData: { OrderId: number } }>().OrderData.OrderId;
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.hubId).toBe(hubIds['jp-nagar']);

    const koramangala = await signInStaff(t, 'packer');
    const jpNagar = await signInStaff(t, 'packer');
    await setHubs(admin, { staffId: jpNagar.staffId, hubIds: [hubIds['jp-nagar']] });
    const boardOf = async (who: SignedInStaff) =>
      (
        await t.app.inject({ method: 'GET', url: '/ops/v1/orders', headers: who.authorization })
      ).json<{ Orders: { OrderId: number; HubName: string }[] }>().Orders;
    expect((await boardOf(koramangala)).map((row) => row.OrderId)).not.toContain(orderId);
    expect(await boardOf(jpNagar)).toContainEqual(
      expect.objectContaining({ OrderId: orderId, HubName: 'J P Nagar' }),
    );
    const open = (who: SignedInStaff) =>
      t.app.inject({
        method: 'GET',
        url: `/ops/v1/order?orderId=${orderId}`,
        headers: who.authorization,
      });
    expect((await open(koramangala)).statusCode).toBe(404);
    expect((await open(jpNagar)).statusCode).toBe(200);
  });
});
