/**
 * An order from paid to delivered through the operations API: each move by the role that may make it,
 * moves out of order refused, the weight settlement credited to the wallet, an audit row for every
 * action and an outbox event for every update the shopper hears about.
 */
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedInShopper, type TestApp } from '../testing/app.js';
import { placePaidOrder, type SignedInStaff, signInStaff } from '../testing/staff.js';
import { notificationTokens, orderOutbox, pushDeliveries } from '../notifications/tables.js';
import { orders } from '../orders/tables.js';

let t: TestApp;
let admin: SignedInStaff;
let packer: SignedInStaff;
let rider: SignedInStaff;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInStaff(t, 'admin');
  packer = await signInStaff(t, 'packer');
  rider = await signInStaff(t, 'rider');
});
afterAll(() => t.close());

const post = (who: SignedInStaff, path: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/ops/v1${path}`, payload, headers: who.authorization });
const get = (who: SignedInStaff, path: string, query: Record<string, string>, extra = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/ops/v1${path}`,
    query,
    headers: { ...who.authorization, ...extra },
  });

async function order(orderId: number) {
  const reply = await get(admin, '/order', { orderId: String(orderId) });
  expect(reply.statusCode).toBe(200);
  return reply.json().Order;
}

async function walletOf(shopper: SignedInShopper) {
  const reply = await t.app.inject({
    method: 'GET',
    url: '/v1/wallet-transactions',
    headers: shopper.authorization,
  });
  return reply.json().Transactions as { Type: string; Amount: number; Description: string }[];
}

async function audit(orderId: number) {
  const reply = await get(admin, '/audit', { orderId: String(orderId) });
  return reply.json().Entries as {
    Action: string;
    StaffId: number;
    Before: unknown;
    After: unknown;
  }[];
}

async function outbox(orderId: number) {
  return t.db
    .select({ kind: orderOutbox.kind, title: orderOutbox.title, link: orderOutbox.link })
    .from(orderOutbox)
    .where(eq(orderOutbox.orderId, orderId))
    .orderBy(asc(orderOutbox.id));
}

describe('an order from paid to delivered', () => {
  it('is confirmed and packed by the packer, with a lighter line credited, then delivered by the rider', async () => {
    const shopper = await t.signIn();
    await t.db.insert(notificationTokens).values({ userId: shopper.userId, token: 'device-1' });
    const orderId = await placePaidOrder(t, shopper, 2); // 2 × 500 g at ₹400 = ₹800 for 1 000 g

    expect((await post(packer, '/orders/confirm', { orderId })).json().Order.Status).toBe(
      'Confirmed',
    );
    expect((await post(packer, '/orders/start-packing', { orderId })).json().Order.Status).toBe(
      'Packing',
    );
    const [line] = (await order(orderId)).Lines;
    expect(line).toMatchObject({ OrderedGrams: 1_000, LineTotal: 80_000, PackedGrams: null });

    const packed = await post(packer, '/orders/pack', {
      orderId,
      lines: [{ lineId: line.LineId, grams: 900, pieces: 6 }],
    });
    expect(packed.statusCode).toBe(200);
    expect(packed.json().Order.Status).toBe('Packed');
    // 100 g under 1 000 g is beyond 3 %: 100 g at ₹0.80 per gram = ₹80.
    expect(packed.json().Order.Lines[0]).toMatchObject({
      OrderedGrams: 1_000,
      PackedGrams: 900,
      PackedPieces: 6,
      Short: false,
      WeightCredit: 8_000,
    });
    const [credit] = await walletOf(shopper);
    expect(credit).toMatchObject({ Type: 'Credit', Amount: 8_000 });
    expect(credit!.Description).toMatch(
      /^Order SF-\d{8}-\d{5}: Chicken Breast Boneless packed 100 g under the 1000 g ordered$/,
    );

    expect((await post(rider, '/orders/dispatch', { orderId })).json().Order.Status).toBe(
      'OutForDelivery',
    );
    expect((await post(rider, '/orders/deliver', { orderId })).json().Order.Status).toBe(
      'Delivered',
    );

    // The shopper's own order details show every step with the new statuses.
    const details = await t.app.inject({
      method: 'GET',
      url: '/v1/order-details',
      query: { orderId: String(orderId) },
      headers: shopper.authorization,
    });
    expect(details.statusCode).toBe(200);
    expect(details.json().OrderDetails.Status).toBe('Delivered');
    expect(details.json().OrderDetails.Timeline.map((e: { Status: string }) => e.Status)).toEqual(
      expect.arrayContaining(['Confirmed', 'Packing', 'Packed', 'OutForDelivery', 'Delivered']),
    );

    const entries = await audit(orderId);
    expect(entries.map((e) => [e.Action, e.StaffId])).toEqual([
      ['confirm', packer.staffId],
      ['startPacking', packer.staffId],
      ['pack', packer.staffId],
      ['dispatch', rider.staffId],
      ['deliver', rider.staffId],
    ]);
    expect(entries[2]).toMatchObject({
      Before: { Status: 'Packing' },
      After: { Status: 'Packed', Credited: 8_000 },
    });

    const events = await outbox(orderId);
    expect(events.map((e) => e.kind)).toEqual([
      'Confirmed',
      'Packed',
      'WeightCredit',
      'OutForDelivery',
      'Delivered',
    ]);
    expect(events[0]).toMatchObject({
      title: 'Order confirmed',
      link: `/order/details/${orderId}`,
    });
    const deliveries = await t.db
      .select({ token: pushDeliveries.token })
      .from(pushDeliveries)
      .innerJoin(orderOutbox, eq(orderOutbox.id, pushDeliveries.eventId))
      .where(eq(orderOutbox.orderId, orderId));
    expect(deliveries).toHaveLength(5);
    expect(deliveries.every((d) => d.token === 'device-1')).toBe(true);
  });

  it('refunds a short line whole at packing', async () => {
    const shopper = await t.signIn();
    const orderId = await placePaidOrder(t, shopper);
    await post(packer, '/orders/confirm', { orderId });
    await post(packer, '/orders/start-packing', { orderId });
    const [line] = (await order(orderId)).Lines;
    const packed = await post(packer, '/orders/pack', {
      orderId,
      lines: [{ lineId: line.LineId, short: true }],
    });
    expect(packed.json().Order.Lines[0]).toMatchObject({ Short: true, WeightCredit: 40_000 });
    const [credit] = await walletOf(shopper);
    expect(credit).toMatchObject({ Type: 'Credit', Amount: 40_000 });
    expect(credit!.Description).toMatch(/Chicken Breast Boneless was out of stock$/);
  });

  it('credits nothing for a line within the tolerance or overweight', async () => {
    const shopper = await t.signIn();
    const orderId = await placePaidOrder(t, shopper);
    await post(packer, '/orders/confirm', { orderId });
    await post(packer, '/orders/start-packing', { orderId });
    const [line] = (await order(orderId)).Lines;
    const before = (await walletOf(shopper)).length;
    const packed = await post(packer, '/orders/pack', {
      orderId,
      lines: [{ lineId: line.LineId, grams: 486 }], // 2.8 % under 500 g
    });
    expect(packed.json().Order.Lines[0].WeightCredit).toBe(0);
    expect(await walletOf(shopper)).toHaveLength(before);
  });
});

describe('a line sold by the piece (eggs)', () => {
  async function packingEggs(qty: number) {
    const shopper = await t.signIn();
    const orderId = await placePaidOrder(t, shopper, qty, { byPiece: true });
    await post(packer, '/orders/confirm', { orderId });
    await post(packer, '/orders/start-packing', { orderId });
    const [line] = (await order(orderId)).Lines;
    expect(line).toMatchObject({ OrderedGrams: null, Qty: qty, LineTotal: 40_000 * qty });
    return { shopper, orderId, lineId: line.LineId as number };
  }

  it('is packed by count: the missing pieces are credited at the unit price, and no grams are kept', async () => {
    const { shopper, orderId, lineId } = await packingEggs(3);
    const packed = await post(packer, '/orders/pack', { orderId, lines: [{ lineId, pieces: 2 }] });
    expect(packed.statusCode).toBe(200);
    expect(packed.json().Order.Lines[0]).toMatchObject({
      OrderedGrams: null,
      PackedGrams: null,
      PackedPieces: 2,
      Short: false,
      WeightCredit: 40_000,
    });
    const [credit] = await walletOf(shopper);
    expect(credit).toMatchObject({ Type: 'Credit', Amount: 40_000 });
    expect(credit!.Description).toMatch(/Farm Fresh Eggs packed 2 of the 3 ordered$/);
    const details = await t.app.inject({
      method: 'GET',
      url: '/v1/order-details',
      query: { orderId: String(orderId) },
      headers: shopper.authorization,
    });
    expect(details.json().OrderDetails.Items[0]).toMatchObject({
      OrderedGrams: null,
      PackedGrams: null,
      PackedPieces: 2,
      WeightCredit: 40_000,
    });
  });

  it('credits nothing when every piece is packed', async () => {
    const { shopper, orderId, lineId } = await packingEggs(2);
    const before = (await walletOf(shopper)).length;
    const packed = await post(packer, '/orders/pack', { orderId, lines: [{ lineId, pieces: 2 }] });
    expect(packed.json().Order.Lines[0]).toMatchObject({ PackedPieces: 2, WeightCredit: 0 });
    expect(await walletOf(shopper)).toHaveLength(before);
  });

  it('refuses grams, a missing count and more pieces than ordered', async () => {
    const { orderId, lineId } = await packingEggs(2);
    for (const line of [
      { lineId, grams: 700, pieces: 2 },
      { lineId, grams: 700 },
      { lineId, pieces: 3 },
    ]) {
      const refused = await post(packer, '/orders/pack', { orderId, lines: [line] });
      expect(refused.statusCode, JSON.stringify(line)).toBe(400);
    }
    expect((await order(orderId)).Status).toBe('Packing');
  });

  it('refuses a weighed line packed by count alone', async () => {
    const shopper = await t.signIn();
    const orderId = await placePaidOrder(t, shopper);
    await post(packer, '/orders/confirm', { orderId });
    await post(packer, '/orders/start-packing', { orderId });
    const [line] = (await order(orderId)).Lines;
    const refused = await post(packer, '/orders/pack', {
      orderId,
      lines: [{ lineId: line.LineId, pieces: 1 }],
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe('moves out of order', () => {
  it('refuses to deliver or dispatch an order that is not packed', async () => {
    const shopper = await t.signIn();
    const orderId = await placePaidOrder(t, shopper);
    const deliver = await post(rider, '/orders/deliver', { orderId });
    expect(deliver.statusCode).toBe(409);
    expect(deliver.json()).toEqual({
      Message: 'This order cannot do that now',
      Description: 'The order is placed; it cannot be delivered now.',
    });
    expect((await post(rider, '/orders/dispatch', { orderId })).statusCode).toBe(409);
    expect((await order(orderId)).Status).toBe('Placed');
    expect(await audit(orderId)).toEqual([]);
  });

  it('refuses to pack an order the shopper cancelled', async () => {
    const shopper = await t.signIn();
    const orderId = await placePaidOrder(t, shopper);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/v1/cancel-order',
      payload: { orderId, reason: 'Changed my mind' },
      headers: { ...shopper.authorization, 'idempotency-key': randomUUID() },
    });
    expect(cancelled.json().Success).toBe(true);
    const [line] = (await order(orderId)).Lines;
    for (const [path, payload] of [
      ['/orders/confirm', { orderId }],
      ['/orders/start-packing', { orderId }],
      ['/orders/pack', { orderId, lines: [{ lineId: line.LineId, grams: 500 }] }],
    ] as const) {
      const reply = await post(packer, path, payload);
      expect(reply.statusCode, path).toBe(409);
      expect(reply.json().Description).toMatch(/^The order is cancelled; it cannot be /);
    }
    expect((await order(orderId)).Status).toBe('Cancelled');
    expect((await outbox(orderId)).map((e) => e.kind)).toEqual(['Cancelled']);
  });

  it('refuses a packing list that leaves a line out or names another', async () => {
    const shopper = await t.signIn();
    const orderId = await placePaidOrder(t, shopper);
    await post(packer, '/orders/confirm', { orderId });
    await post(packer, '/orders/start-packing', { orderId });
    const [line] = (await order(orderId)).Lines;
    const twice = await post(packer, '/orders/pack', {
      orderId,
      lines: [
        { lineId: line.LineId, grams: 500 },
        { lineId: line.LineId, grams: 500 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    const other = await post(packer, '/orders/pack', {
      orderId,
      lines: [{ lineId: line.LineId + 10_000, grams: 500 }],
    });
    expect(other.statusCode).toBe(400);
    expect((await order(orderId)).Status).toBe('Packing');
  });

  it('sends an order back from a failed delivery out again', async () => {
    const shopper = await t.signIn();
    const orderId = await placePaidOrder(t, shopper);
    await post(packer, '/orders/confirm', { orderId });
    await post(packer, '/orders/start-packing', { orderId });
    const [line] = (await order(orderId)).Lines;
    await post(packer, '/orders/pack', { orderId, lines: [{ lineId: line.LineId, grams: 500 }] });
    await post(rider, '/orders/dispatch', { orderId });
    const failed = await post(rider, '/orders/delivery-failed', {
      orderId,
      reason: 'Nobody at home',
    });
    expect(failed.json().Order.Status).toBe('DeliveryFailed');
    expect(failed.json().Order.Events.at(-1)).toMatchObject({
      Status: 'DeliveryFailed',
      Note: 'We could not deliver your order: Nobody at home',
    });
    expect((await post(rider, '/orders/deliver', { orderId })).statusCode).toBe(409);
    expect((await post(rider, '/orders/dispatch', { orderId })).json().Order.Status).toBe(
      'OutForDelivery',
    );
    const failedAudit = (await audit(orderId)).find((e) => e.Action === 'deliveryFailed');
    expect(failedAudit?.After).toEqual({ Status: 'DeliveryFailed', Reason: 'Nobody at home' });
  });
});

describe('line refunds', () => {
  it('refunds what is left of a delivered line to the wallet, once', async () => {
    const shopper = await t.signIn();
    const orderId = await placePaidOrder(t, shopper);
    const [line] = (await order(orderId)).Lines;
    const early = await post(admin, '/orders/refund-line', {
      orderId,
      lineId: line.LineId,
      reason: 'Not fresh',
    });
    expect(early.statusCode).toBe(409);

    await post(packer, '/orders/confirm', { orderId });
    await post(packer, '/orders/start-packing', { orderId });
    await post(packer, '/orders/pack', { orderId, lines: [{ lineId: line.LineId, grams: 450 }] });
    await post(rider, '/orders/dispatch', { orderId });
    await post(rider, '/orders/deliver', { orderId });

    const refund = await post(admin, '/orders/refund-line', {
      orderId,
      lineId: line.LineId,
      reason: 'Not fresh',
    });
    expect(refund.statusCode).toBe(200);
    // ₹400 less the ₹40 weight credit at packing (50 g of 500 g).
    expect(refund.json().Order.Lines[0]).toMatchObject({ WeightCredit: 4_000, Refunded: 36_000 });
    const [credit] = await walletOf(shopper);
    expect(credit).toMatchObject({ Type: 'Credit', Amount: 36_000 });
    expect(credit!.Description).toMatch(/refund for Chicken Breast Boneless$/);
    const again = await post(admin, '/orders/refund-line', {
      orderId,
      lineId: line.LineId,
      reason: 'Not fresh',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().Message).toBe('Nothing left to refund');
    expect((await audit(orderId)).at(-1)).toMatchObject({
      Action: 'refundLine',
      StaffId: admin.staffId,
      Before: { Refunded: 0 },
      After: { Refunded: 36_000, Reason: 'Not fresh' },
    });
  });
});

describe('the orders board', () => {
  it('shows the delivery slot promised at checkout', async () => {
    const shopper = await t.signIn();
    const orderId = await placePaidOrder(t, shopper, 1, { scheduled: true });
    const details = await order(orderId);
    expect(details.Slot).toEqual({
      SlotId: expect.any(String),
      StartsAt: expect.any(String),
      EndsAt: expect.any(String),
    });
    expect(Date.parse(details.Slot.EndsAt)).toBeGreaterThan(Date.parse(details.Slot.StartsAt));
    const board = await get(packer, '/orders', { status: 'Placed' });
    const row = board.json().Orders.find((o: { OrderId: number }) => o.OrderId === orderId);
    expect(row.Slot).toEqual(details.Slot);
  });

  it('filters by status and day, and answers 304 while nothing changed', async () => {
    const shopper = await t.signIn();
    const orderId = await placePaidOrder(t, shopper);
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const board = await get(rider, '/orders', { status: 'Placed', date: today });
    expect(board.statusCode).toBe(200);
    const ids = board.json().Orders.map((o: { OrderId: number }) => o.OrderId);
    expect(ids).toContain(orderId);
    expect(board.json().Orders.every((o: { Status: string }) => o.Status === 'Placed')).toBe(true);
    // The standard method has no slots.
    expect(board.json().Orders.find((o: { OrderId: number }) => o.OrderId === orderId).Slot).toBe(
      null,
    );
    expect((await get(rider, '/orders', { date: '2001-01-01' })).json().Orders).toEqual([]);

    const etag = board.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const same = await get(
      rider,
      '/orders',
      { status: 'Placed', date: today },
      { 'if-none-match': etag },
    );
    expect(same.statusCode).toBe(304);
    await post(packer, '/orders/confirm', { orderId });
    const changed = await get(
      rider,
      '/orders',
      { status: 'Placed', date: today },
      { 'if-none-match': etag },
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().Orders.map((o: { OrderId: number }) => o.OrderId)).not.toContain(orderId);
  });

  it('filters by area: a pincode, or the first digits of one for a zone', async () => {
    const shopper = await t.signIn();
    const orderId = await placePaidOrder(t, shopper); // delivered to 560034
    const ids = async (area: string) =>
      (await get(rider, '/orders', { area }))
        .json()
        .Orders.map((o: { OrderId: number }) => o.OrderId);
    expect(await ids('560034')).toContain(orderId);
    expect(await ids('5600')).toContain(orderId);
    expect(await ids('560035')).not.toContain(orderId);
    expect(await ids('4')).not.toContain(orderId);
    const rows = (await get(rider, '/orders', { area: '5600' })).json().Orders as {
      PostalCode: string;
    }[];
    expect(rows.every((row) => row.PostalCode.startsWith('5600'))).toBe(true);
    // Digits only: anything else is refused, never read as a pattern.
    expect((await get(rider, '/orders', { area: '56%' })).statusCode).toBe(400);
  });
});

describe('the audit trail', () => {
  it('lists the latest actions of every kind for an admin, newest first, with who made them', async () => {
    const shopper = await t.signIn();
    const orderId = await placePaidOrder(t, shopper);
    await post(packer, '/orders/confirm', { orderId });
    const recent = await get(admin, '/audit', {});
    expect(recent.statusCode).toBe(200);
    expect(recent.json()).toMatchObject({ PageNo: 1, TotalPages: expect.any(Number) });
    expect(recent.json().Entries[0]).toMatchObject({
      Action: 'confirm',
      OrderId: orderId,
      StaffId: packer.staffId,
      StaffEmail: packer.email,
      Before: { Status: 'Placed' },
      After: { Status: 'Confirmed' },
    });
    const ids = recent.json().Entries.map((e: { AuditId: number }) => e.AuditId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await get(packer, '/audit', {})).statusCode).toBe(403);
  });

  it("asks in a shopper's refund request only for what did not go back yet (weight credits, line refunds)", async () => {
    const shopper = await t.signIn();
    const deliveredWithCredit = async () => {
      const orderId = await placePaidOrder(t, shopper);
      const [line] = (await order(orderId)).Lines;
      await post(packer, '/orders/confirm', { orderId });
      await post(packer, '/orders/start-packing', { orderId });
      await post(packer, '/orders/pack', { orderId, lines: [{ lineId: line.LineId, grams: 450 }] });
      await post(rider, '/orders/dispatch', { orderId });
      await post(rider, '/orders/deliver', { orderId });
      const [row] = await t.db
        .select({ total: orders.total })
        .from(orders)
        .where(eq(orders.id, orderId));
      return { orderId, lineId: line.LineId as number, total: row!.total };
    };
    const requestRefund = (orderId: number) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/create-refund',
        payload: { orderId, reason: 'Not fresh' },
        headers: { ...shopper.authorization, 'idempotency-key': randomUUID() },
      });

    // ₹40 of ₹400 went back at packing (50 g short of 500 g).
    const credited = await deliveredWithCredit();
    const afterCredit = await requestRefund(credited.orderId);
    expect(afterCredit.statusCode).toBe(200);
    expect(afterCredit.json().Refund.Amount).toBe(credited.total - 4_000);

    // And the rest of the line (₹360) by a line refund: only the delivery charge (₹44) is left.
    const refunded = await deliveredWithCredit();
    await post(admin, '/orders/refund-line', {
      orderId: refunded.orderId,
      lineId: refunded.lineId,
      reason: 'Not fresh',
    });
    expect(refunded.total).toBe(44_400);
    const afterLineRefund = await requestRefund(refunded.orderId);
    expect(afterLineRefund.json().Refund.Amount).toBe(4_400);
  });
});
