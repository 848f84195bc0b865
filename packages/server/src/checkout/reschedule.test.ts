/**
 * Rescheduling a slot order (docs/after-the-order.md): the seat moves in one transaction (the old slot
 * loses one booked seat, the new one gains one, never past its capacity), only for the shopper's own slot
 * order before dispatch and before its slot's cut-off; the timeline and a push say so. Each test has its
 * own database, where Koramangala (the test addresses' hub) takes 2 orders a slot.
 */
import { randomUUID } from 'node:crypto';
import { SLOT_CUTOFF_MINUTES } from '@storefront/sdk/core';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { advanceClock, resetClock, serverNow } from '../clock.js';
import { hubs } from '../hubs/tables.js';
import { orderOutbox, pushDeliveries } from '../notifications/tables.js';
import { createTestApp, type SignedInShopper, type TestApp } from '../testing/app.js';
import { addAddress, addProduct, creditWallet, seededMethods } from '../testing/fixtures.js';
import { deliverySlotHolds, orderEvents, orders } from '../orders/tables.js';

const PRICE = 40_000;
const CAPACITY = 2;

let t: TestApp;
let methods: Awaited<ReturnType<typeof seededMethods>>;
let productId: number;
let hubId: number;

beforeEach(async () => {
  t = await createTestApp();
  methods = await seededMethods(t.db);
  ({ productId } = await addProduct(t.db, { name: 'Mutton Curry Cut', price: PRICE }));
  const [hub] = await t.db
    .update(hubs)
    .set({ slotCapacity: CAPACITY })
    .where(eq(hubs.slug, 'koramangala'))
    .returning();
  hubId = hub!.id;
});
afterEach(async () => {
  resetClock(t.config);
  await t.close();
});

interface Slot {
  SlotId: string;
  Start: string;
  End: string;
  CutOffAt: string;
  Status: string;
}

/** Koramangala's open slots of the Scheduled method, earliest first (tomorrow's seven at least). */
async function openSlots(): Promise<Slot[]> {
  const reply = await t.app.inject({
    method: 'GET',
    url: `/v1/get-delivery-slots?deliveryMethodId=${methods.scheduled}&hub=koramangala`,
  });
  const open = reply.json<{ Slots: Slot[] }>().Slots.filter((slot) => slot.Status === 'Open');
  expect(open.length).toBeGreaterThanOrEqual(4);
  return open;
}

/** Seats booked in the slot at Koramangala. */
async function booked(slotId: string): Promise<number> {
  const [hold] = await t.db
    .select({ booked: deliverySlotHolds.booked })
    .from(deliverySlotHolds)
    .where(
      and(
        eq(deliverySlotHolds.hubId, hubId),
        eq(deliverySlotHolds.deliveryMethodId, methods.scheduled),
        eq(deliverySlotHolds.slotId, slotId),
      ),
    );
  return hold?.booked ?? 0;
}

/** A Placed order paid from the wallet, in the slot (or with the Standard method, slot-less). */
async function placeOrder(shopper: SignedInShopper, slotId?: string): Promise<number> {
  const addressId = await addAddress(t.db, shopper.userId);
  await creditWallet(t.db, shopper.userId, 100_000);
  const reply = await t.app.inject({
    method: 'POST',
    url: '/v1/checkout',
    headers: { ...shopper.authorization, 'idempotency-key': randomUUID() },
    payload: {
      addressId,
      deliveryMethodId: slotId ? methods.scheduled : methods.standard,
      ...(slotId ? { slotId } : {}),
      paymentMethodId: methods.online,
      useWallet: true,
      products: [{ productId, qty: 1, configPriceIds: [], price: PRICE }],
    },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  const order = reply.json<{ OrderData: { OrderId: number; Status: string } }>().OrderData;
  expect(order.Status).toBe('Placed');
  return order.OrderId;
}

function reschedule(
  shopper: SignedInShopper,
  orderId: number,
  slotId: string,
  options: { key?: string; via?: FastifyInstance; language?: string } = {},
) {
  return (options.via ?? t.app).inject({
    method: 'POST',
    url: '/v1/reschedule-order',
    headers: {
      ...shopper.authorization,
      'idempotency-key': options.key ?? randomUUID(),
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
    payload: { orderId, slotId },
  });
}

async function orderRow(orderId: number) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

const rescheduledEvents = (orderId: number) =>
  t.db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.status, 'Rescheduled')));

const rescheduledPushes = (orderId: number) =>
  t.db
    .select()
    .from(orderOutbox)
    .where(and(eq(orderOutbox.orderId, orderId), eq(orderOutbox.kind, 'Rescheduled')));

const HOUR = 60 * 60_000;

describe('rescheduling a slot order', () => {
  it('moves the seat, the window and the free-cancel deadline; the timeline and a push say so', async () => {
    const [from, to] = await openSlots();
    const shopper = await t.signIn();
    const orderId = await placeOrder(shopper, from!.SlotId);
    expect([await booked(from!.SlotId), await booked(to!.SlotId)]).toEqual([1, 0]);

    const reply = await reschedule(shopper, orderId, to!.SlotId);
    expect(reply.statusCode, reply.body).toBe(200);
    const details = reply.json().OrderDetails;
    expect(details).toMatchObject({
      OrderId: orderId,
      DeliveryWindow: { SlotId: to!.SlotId, Start: to!.Start, End: to!.End },
      CancelDeadline: new Date(Date.parse(to!.Start) - HOUR).toISOString(),
      DeliveryMethodId: methods.scheduled,
      HubSlug: 'koramangala',
      CanReschedule: true,
      RescheduleDeadline: to!.CutOffAt,
    });
    expect([await booked(from!.SlotId), await booked(to!.SlotId)]).toEqual([0, 1]);
    expect(await orderRow(orderId)).toMatchObject({ slotId: to!.SlotId, slotHeld: true });

    const [event] = await rescheduledEvents(orderId);
    expect(event?.note).toMatch(/^Delivery moved to \w{3}, \d{1,2} \w{3}, \d\d:\d\d–\d\d:\d\d$/);
    expect(details.Timeline.at(-1)).toMatchObject({ Status: 'Rescheduled', Note: event?.note });
    const [push] = await rescheduledPushes(orderId);
    expect(push).toMatchObject({
      userId: shopper.userId,
      title: 'Delivery slot changed',
      link: `/order/details/${orderId}`,
    });
    expect(push?.body).toContain(event!.note.replace('Delivery moved to ', ''));
  });

  it('tells each device in its own language, and the timeline in the language it is read in', async () => {
    const [from, to] = await openSlots();
    const shopper = await t.signIn();
    const orderId = await placeOrder(shopper, from!.SlotId);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/v1/save-notification-token',
      headers: { ...shopper.authorization, 'accept-language': 'hi' },
      payload: { token: 'phone-in-hindi', userId: shopper.userId },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // The request's own language (Kannada) is not the device's: the push follows the device.
    const reply = await reschedule(shopper, orderId, to!.SlotId, { language: 'kn' });
    expect(reply.statusCode, reply.body).toBe(200);
    const [push] = await rescheduledPushes(orderId);
    const [delivery] = await t.db
      .select()
      .from(pushDeliveries)
      .where(eq(pushDeliveries.eventId, push!.id));
    expect(delivery).toMatchObject({ token: 'phone-in-hindi', locale: 'hi' });
    expect(delivery?.title).toBe('डिलीवरी स्लॉट बदल गया');
    expect(delivery?.body).toMatch(/^SF-\S+ अब .+, \d\d:\d\d–\d\d:\d\d को डिलीवर होगा।$/);
    // The event keeps the window as data; the reply was read in Kannada, the English note is for staff.
    const [event] = await rescheduledEvents(orderId);
    expect(event).toMatchObject({
      kind: 'Rescheduled',
      values: { start: to!.Start, end: to!.End },
    });
    expect(event?.note).toMatch(/^Delivery moved to /);
    const timeline = (reply.json() as { OrderDetails: { Timeline: { Note: string }[] } })
      .OrderDetails.Timeline;
    expect(timeline.at(-1)?.Note).toMatch(/^ಡೆಲಿವರಿಯನ್ನು .+ ಗೆ ಬದಲಾಯಿಸಲಾಗಿದೆ$/);
  });

  it('answers a double submit once: the same key replays the reply, the seat moves once', async () => {
    const [from, to] = await openSlots();
    const shopper = await t.signIn();
    const orderId = await placeOrder(shopper, from!.SlotId);
    const key = randomUUID();
    const [first, second] = await Promise.all([
      reschedule(shopper, orderId, to!.SlotId, { key }),
      reschedule(shopper, orderId, to!.SlotId, { key }),
    ]);
    const third = await reschedule(shopper, orderId, to!.SlotId, { key });
    for (const reply of [first, second, third]) expect(reply.statusCode, reply.body).toBe(200);
    expect(third.headers['idempotent-replayed']).toBe('true');
    expect(third.json()).toEqual(first.json());
    expect([await booked(from!.SlotId), await booked(to!.SlotId)]).toEqual([0, 1]);
    expect(await rescheduledEvents(orderId)).toHaveLength(1);
    expect(await rescheduledPushes(orderId)).toHaveLength(1);

    // A new submit (a new key) into the slot the order is in already changes nothing.
    const again = await reschedule(shopper, orderId, to!.SlotId);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ Message: 'Already in this slot' });
    expect(await booked(to!.SlotId)).toBe(1);
  });

  it('is refused once the slot’s cut-off has passed', async () => {
    const [from, , to] = await openSlots();
    const shopper = await t.signIn();
    const orderId = await placeOrder(shopper, from!.SlotId);
    const cutOff = Date.parse(from!.Start) - SLOT_CUTOFF_MINUTES * 60_000;
    advanceClock(t.config, cutOff - serverNow(t.config).getTime() + 60_000);

    const details = await t.app.inject({
      method: 'GET',
      url: `/v1/order-details?orderId=${orderId}`,
      headers: shopper.authorization,
    });
    expect(details.json().OrderDetails).toMatchObject({ CanReschedule: false });
    const reply = await reschedule(shopper, orderId, to!.SlotId);
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toMatchObject({ Message: 'Too late to change the slot' });
    expect(reply.json().Description).toMatch(/until \d\d:\d\d/);
    expect([await booked(from!.SlotId), await booked(to!.SlotId)]).toEqual([1, 0]);
    expect(await rescheduledEvents(orderId)).toHaveLength(0);
  });

  it('is refused into a full slot, keeping the order’s seat', async () => {
    const [from, full] = await openSlots();
    for (let seat = 0; seat < CAPACITY; seat++) await placeOrder(await t.signIn(), full!.SlotId);
    const shopper = await t.signIn();
    const orderId = await placeOrder(shopper, from!.SlotId);

    const reply = await reschedule(shopper, orderId, full!.SlotId);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ Message: 'Delivery slot full' });
    expect([await booked(from!.SlotId), await booked(full!.SlotId)]).toEqual([1, CAPACITY]);
    expect(await orderRow(orderId)).toMatchObject({ slotId: from!.SlotId, slotHeld: true });
  });

  it('answers 404 for another shopper’s order, as for an order that does not exist', async () => {
    const [from, to] = await openSlots();
    const orderId = await placeOrder(await t.signIn(), from!.SlotId);
    const stranger = await t.signIn();
    for (const id of [orderId, orderId + 1_000]) {
      const reply = await reschedule(stranger, id, to!.SlotId);
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toMatchObject({ Message: 'Order not found' });
    }
    expect([await booked(from!.SlotId), await booked(to!.SlotId)]).toEqual([1, 0]);
  });

  it('is refused for a slot-less order, a cancelled one, and a slot that is not offered', async () => {
    // Tomorrow's last slots: the order can still be cancelled free of charge.
    const [from, to] = (await openSlots()).slice(-2);
    const shopper = await t.signIn();
    const standard = await placeOrder(shopper);
    const slotLess = await reschedule(shopper, standard, to!.SlotId);
    expect(slotLess.statusCode).toBe(409);
    expect(slotLess.json()).toMatchObject({ Message: 'No delivery slot to change' });
    expect(await booked(to!.SlotId)).toBe(0);

    const orderId = await placeOrder(shopper, from!.SlotId);
    // Not a window of the store (03:00), and a day past the slots offered.
    for (const slotId of ['20990101-0300', '20990101-1000']) {
      const unknown = await reschedule(shopper, orderId, slotId);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ Message: 'Delivery slot not available' });
    }
    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/v1/cancel-order',
      headers: { ...shopper.authorization, 'idempotency-key': randomUUID() },
      payload: { orderId, reason: 'Ordered by mistake' },
    });
    expect(cancelled.json()).toMatchObject({ Success: true });
    const afterCancel = await reschedule(shopper, orderId, to!.SlotId);
    expect(afterCancel.statusCode).toBe(409);
    expect(afterCancel.json()).toMatchObject({ Message: 'Delivery slot cannot be changed' });
    expect([await booked(from!.SlotId), await booked(to!.SlotId)]).toEqual([0, 0]);
  });

  it('gives the last seat of a slot to one of two shoppers racing for it on two instances', async () => {
    const [first, second, target] = await openSlots();
    await placeOrder(await t.signIn(), target!.SlotId);
    const asha = await t.signIn();
    const ravi = await t.signIn();
    const ashaOrder = await placeOrder(asha, first!.SlotId);
    const raviOrder = await placeOrder(ravi, second!.SlotId);
    const other = await t.anotherInstance();

    const replies = await Promise.all([
      reschedule(asha, ashaOrder, target!.SlotId),
      reschedule(ravi, raviOrder, target!.SlotId, { via: other }),
    ]);
    const statuses = replies.map((reply) => reply.statusCode).sort();
    expect(statuses, replies.map((reply) => reply.body).join('\n')).toEqual([200, 400]);
    const lost = replies.find((reply) => reply.statusCode === 400)!;
    expect(lost.json()).toMatchObject({ Message: 'Delivery slot full' });

    expect(await booked(target!.SlotId)).toBe(CAPACITY);
    const [ashaRow, raviRow] = [await orderRow(ashaOrder), await orderRow(raviOrder)];
    const winner = replies[0]!.statusCode === 200 ? ashaRow : raviRow;
    const loser = winner === ashaRow ? raviRow : ashaRow;
    const loserSlot = loser === ashaRow ? first!.SlotId : second!.SlotId;
    const winnerSlot = winner === ashaRow ? first!.SlotId : second!.SlotId;
    expect(winner).toMatchObject({ slotId: target!.SlotId, slotHeld: true });
    expect(loser).toMatchObject({ slotId: loserSlot, slotHeld: true });
    expect([await booked(winnerSlot), await booked(loserSlot)]).toEqual([0, 1]);
  });
  it('moves two orders swapping slots at once on two instances', async () => {
    const [first, second] = await openSlots();
    const asha = await t.signIn();
    const ravi = await t.signIn();
    const ashaOrder = await placeOrder(asha, first!.SlotId);
    const raviOrder = await placeOrder(ravi, second!.SlotId);
    const other = await t.anotherInstance();
    const replies = await Promise.all([
      reschedule(asha, ashaOrder, second!.SlotId),
      reschedule(ravi, raviOrder, first!.SlotId, { via: other }),
    ]);
    for (const reply of replies) expect(reply.statusCode, reply.body).toBe(200);
    expect(await orderRow(ashaOrder)).toMatchObject({ slotId: second!.SlotId });
    expect(await orderRow(raviOrder)).toMatchObject({ slotId: first!.SlotId });
    expect([await booked(first!.SlotId), await booked(second!.SlotId)]).toEqual([1, 1]);
  });
});
