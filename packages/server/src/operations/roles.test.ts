/**
 * The role matrix: every staff call × no token, a shopper's token and each role. A call a role may not
 * make answers 403 before its input is even read; one it may make gets past the checks (here a 404 or
 * 400 about the order, as no order 999999 exists).
 */
import { STAFF_ROLES, type StaffRole } from '@storefront/sdk/core';
import { PLAIN_ORDER_MOVES, opsEndpoints } from '@storefront/sdk/ops';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedInShopper, type TestApp } from '../testing/app.js';
import { type SignedInStaff, signInStaff } from '../testing/staff.js';

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
  catalog: { search: 'chicken' },
  catalogProduct: { productId: 999_999 },
  saveCatalogProduct: { productId: 999_999, price: 100 },
};

const staffCalls = Object.entries(opsEndpoints).filter(([, endpoint]) => endpoint.roles !== null);

function call(name: string, headers: Record<string, string>) {
  const endpoint = opsEndpoints[name as keyof typeof opsEndpoints];
  const input = inputs[name]!;
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
    // Staff management, the audit trail and the catalog are the admin's alone.
    expect(callsOf('packer')).toEqual(
      ['confirm', 'orderDetails', 'orders', 'packOrder', 'staffMe', 'startPacking'].sort(),
    );
    expect(callsOf('rider')).toEqual(
      [
        'collectPayment',
        'deliver',
        'deliveryFailed',
        'dispatch',
        'orderDetails',
        'orders',
        'staffMe',
      ].sort(),
    );
  });
});
