/**
 * The role matrix: every staff call × no token, a shopper's token and each role. A call a role may not
 * make answers 403 before its input is even read; one it may make gets past the checks (here a 404 or
 * 400 about the order, as no order 999999 exists). Its hub dimension: a packer or rider sees and moves
 * only the orders of the hubs they work at; another hub's order answers as one that does not exist.
 */
import { STAFF_ROLES, type StaffRole } from '@storefront/sdk/core';
import { PLAIN_ORDER_MOVES, opsEndpoints } from '@storefront/sdk/ops';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hubs } from '../hubs/tables.js';
import { orders } from '../orders/tables.js';
import { auditOfOrder } from '../staff/service.js';
import { createTestApp, type SignedInShopper, type TestApp } from '../testing/app.js';
import { type SignedInStaff, placePaidOrder, signInStaff } from '../testing/staff.js';

let t: TestApp;
let shopper: SignedInShopper;
const staff = {} as Record<StaffRole, SignedInStaff>;

beforeAll(async () => {
  t = await createTestApp();
  shopper = await t.signIn();
  for (const role of STAFF_ROLES) staff[role] = await signInStaff(t, role);
});
afterAll(() => t.close());

/** A request each call accepts, naming an order that does not exist. */
const inputs: Record<string, Record<string, unknown>> = {
  staffMe: {},
  setStaffLanguage: { locale: 'hi' },
  staffList: {},
  saveStaff: {
    email: 'new.rider@store.test',
    name: 'New Rider',
    role: 'rider',
    password: 'new-rider-pw-1',
  },
  disableStaff: { staffId: 999_999, disabled: true },
  orders: { status: 'Placed' },
  orderDetails: { orderId: 999_999 },
  // The lifecycle table's plain moves take only the order; the other moves take input of their own.
  ...Object.fromEntries(PLAIN_ORDER_MOVES.map((move) => [move, { orderId: 999_999 }])),
  packOrder: { orderId: 999_999, lines: [{ lineId: 1, grams: 500 }] },
  collectPayment: { orderId: 999_999, method: 'Cash' },
  deliveryFailed: { orderId: 999_999, reason: 'Nobody home' },
  refundLine: { orderId: 999_999, lineId: 1, reason: 'Not fresh' },
  decideRefund: { orderId: 999_999, refundId: 1, accept: false, reason: 'Not fresh' },
  audit: { orderId: 999_999 },
  orderDocuments: { orderId: 999_999 },
  catalog: { search: 'chicken' },
  catalogProduct: { productId: 999_999 },
  saveCatalogProduct: { productId: 999_999, price: 100 },
  hubs: {},
  setStaffHubs: { staffId: 999_999, hubIds: [] },
  stock: { hubId: 999_999 },
  receiveStock: { hubId: 999_999, rowId: 999_999, units: 1 },
  adjustStock: { hubId: 999_999, rowId: 999_999, change: 1, reason: 'Miscounted' },
  moveStock: { fromHubId: 999_999, toHubId: 999_998, rowId: 999_999, units: 1 },
  stockMovements: { hubId: 999_999 },
  replacementOptions: { orderId: 999_999, lineId: 1 },
  complaints: {},
  resolveComplaint: { complaintId: 999_999, outcome: 'Reply', reply: 'Sorry' },
  // The rider's position (docs/after-the-order.md): a latitude off the globe is a 400 past the role's
  // check (with a real one, a member without an order out is answered 409).
  riderTrip: {},
  shareRiderPosition: { latitude: 91, longitude: 77.6, accuracy: 10 },
  stopSharingPosition: {},
  deliverNoContact: { orderId: 999_999 },
};

const staffCalls = Object.entries(opsEndpoints).filter(([, endpoint]) => endpoint.roles !== null);

function call(name: string, headers: Record<string, string>, input = inputs[name]!) {
  const endpoint = opsEndpoints[name as keyof typeof opsEndpoints];
  const url = `/ops/v1${endpoint.path}`;
  return endpoint.method === 'GET'
    ? t.app.inject({ method: 'GET', url, query: input as Record<string, string>, headers })
    : t.app.inject({ method: 'POST', url, payload: input, headers });
}

describe('the role matrix', () => {
  it('covers every staff call', () => {
    expect(staffCalls.map(([name]) => name).sort()).toEqual(Object.keys(inputs).sort());
  });

  it.each(staffCalls)(
    '%s refuses a call without a token and with a shopper’s token',
    async (name) => {
      expect((await call(name, {})).statusCode).toBe(401);
      expect((await call(name, shopper.authorization)).statusCode).toBe(401);
    },
  );

  it.each(staffCalls)('%s answers each role as its roles allow', async (name, endpoint) => {
    for (const role of STAFF_ROLES) {
      const reply = await call(name, staff[role].authorization);
      const allowed = (endpoint.roles as readonly StaffRole[]).includes(role);
      if (allowed) expect([200, 400, 404], `${role} on ${name}`).toContain(reply.statusCode);
      else {
        expect(reply.statusCode, `${role} on ${name}`).toBe(403);
        expect(reply.json()).toEqual({
          Message: 'Not allowed',
          Description: `Your role (${role}) cannot do this.`,
        });
      }
    }
  });

  it('gives the admin every call, the packer packing and the rider delivery', () => {
    const callsOf = (role: StaffRole) =>
      staffCalls
        .filter(([, endpoint]) => (endpoint.roles as readonly StaffRole[]).includes(role))
        .map(([name]) => name)
        .sort();
    expect(callsOf('admin')).toHaveLength(staffCalls.length);
    // Staff management, the audit trail, the catalog and the stock are the admin's alone.
    expect(callsOf('packer')).toEqual(
      [
        'confirm',
        'hubs',
        'orderDetails',
        'orders',
        'packOrder',
        'replacementOptions',
        'setStaffLanguage',
        'staffMe',
        'startPacking',
      ].sort(),
    );
    expect(callsOf('rider')).toEqual(
      [
        'collectPayment',
        'deliver',
        'deliverNoContact',
        'deliveryFailed',
        'dispatch',
        'hubs',
        'orderDetails',
        'orders',
        'riderTrip',
        'setStaffLanguage',
        'shareRiderPosition',
        'staffMe',
        'stopSharingPosition',
      ].sort(),
    );
  });
});

describe('the hub dimension', () => {
  const hubIds: Record<string, number> = {};
  /** A Koramangala order (the main hub, where signInStaff's packer and rider work) and a J P Nagar one. */
  let atHome: number;
  let elsewhere: number;
  let notFoundReply: unknown;

  beforeAll(async () => {
    for (const hub of await t.db.select().from(hubs)) hubIds[hub.slug] = hub.id;
    atHome = await placePaidOrder(t, shopper);
    elsewhere = await placePaidOrder(t, shopper);
    // Only the order's hub matters here (hubs.test.ts places one at a J P Nagar pincode through checkout).
    await t.db.update(orders).set({ hubId: hubIds['jp-nagar']! }).where(eq(orders.id, elsewhere));
    notFoundReply = (await call('orderDetails', staff.admin.authorization)).json();
  });

  const board = async (who: SignedInStaff, query: Record<string, string> = {}) => {
    const reply = await t.app.inject({
      method: 'GET',
      url: '/ops/v1/orders',
      query,
      headers: who.authorization,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<{ Orders: { OrderId: number; HubName?: string }[] }>().Orders;
  };
  const move = (who: SignedInStaff, name: string, input: Record<string, unknown>) =>
    call(name, who.authorization, input);

  /** The order calls a role may make, each with an input naming `orderId`. */
  const orderCallsOf = (role: StaffRole, orderId: number) =>
    staffCalls
      .filter(([name, endpoint]) => 'orderId' in inputs[name]! && endpoint.roles?.includes(role))
      .map(([name]) => [name, { ...inputs[name], orderId }] as const);

  it('shows a packer and a rider their hub’s orders only; an admin every hub’s, by hub if asked', async () => {
    for (const who of [staff.packer, staff.rider]) {
      const seen = (await board(who)).map((order) => order.OrderId);
      expect(seen).toContain(atHome);
      expect(seen).not.toContain(elsewhere);
    }
    const all = await board(staff.admin);
    expect(all.map((order) => order.OrderId)).toEqual(expect.arrayContaining([atHome, elsewhere]));
    expect(all.find((order) => order.OrderId === elsewhere)?.HubName).toBe('J P Nagar');
    expect(all.every((order) => typeof order.HubName === 'string')).toBe(true);
    const filtered = await board(staff.admin, { hubId: String(hubIds['jp-nagar']) });
    expect(filtered.map((order) => order.OrderId)).toEqual([elsewhere]);
  });

  it('answers every order call of a packer or rider on another hub’s order as for no order', async () => {
    for (const role of ['packer', 'rider'] as const) {
      const calls = orderCallsOf(role, elsewhere);
      expect(calls.length).toBeGreaterThan(3);
      for (const [name, input] of calls) {
        const reply = await move(staff[role], name, input);
        expect(reply.statusCode, `${role} on ${name}`).toBe(404);
        expect(reply.json(), `${role} on ${name}`).toEqual(notFoundReply);
      }
    }
    const [order] = await t.db.select().from(orders).where(eq(orders.id, elsewhere));
    expect(order?.status).toBe('Placed');
    expect(await auditOfOrder(t.db, elsewhere)).toEqual([]);
    // The same packer still works their own hub's order.
    expect((await move(staff.packer, 'confirm', { orderId: atHome })).statusCode).toBe(200);
  });

  it('lets a rider dispatch and deliver another hub’s order once they work there', async () => {
    for (const name of ['confirm', 'startPacking'])
      expect((await move(staff.admin, name, { orderId: elsewhere })).statusCode).toBe(200);
    const details = await move(staff.admin, 'orderDetails', { orderId: elsewhere });
    const lines = details
      .json<{ Order: { Lines: { LineId: number }[] } }>()
      .Order.Lines.map((line) => ({ lineId: line.LineId, grams: 500 }));
    expect((await move(staff.admin, 'packOrder', { orderId: elsewhere, lines })).statusCode).toBe(
      200,
    );
    expect((await move(staff.rider, 'dispatch', { orderId: elsewhere })).statusCode).toBe(404);

    const set = await t.app.inject({
      method: 'POST',
      url: '/ops/v1/staff/hubs',
      payload: { staffId: staff.rider.staffId, hubIds: [hubIds['jp-nagar']] },
      headers: staff.admin.authorization,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await move(staff.rider, 'dispatch', { orderId: elsewhere })).statusCode).toBe(200);
    const delivered = await move(staff.rider, 'deliver', { orderId: elsewhere });
    expect(delivered.json()).toMatchObject({ Order: { Status: 'Delivered' } });
    // Moved away from the main hub, the rider no longer sees its orders.
    expect((await board(staff.rider)).map((order) => order.OrderId)).toEqual([elsewhere]);
    expect((await move(staff.rider, 'orderDetails', { orderId: atHome })).statusCode).toBe(404);
  });

  it('shows a packer at no hub nothing', async () => {
    const packer = await signInStaff(t, 'packer');
    const set = await t.app.inject({
      method: 'POST',
      url: '/ops/v1/staff/hubs',
      payload: { staffId: packer.staffId, hubIds: [] },
      headers: staff.admin.authorization,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(await board(packer)).toEqual([]);
    for (const [name, input] of orderCallsOf('packer', atHome))
      expect((await move(packer, name, input)).statusCode, name).toBe(404);
  });
});
