import { randomUUID } from 'node:crypto';
import { FREE_CANCEL_MARGIN_MINUTES } from '@storefront/sdk/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverNow } from '../clock.js';
import { createTestApp, type SignedInShopper } from '../testing/app.js';
import { addAddress, addProduct, seededMethods } from '../testing/fixtures.js';
import { orders } from '../orders/tables.js';
import { deliveryMethods } from './tables.js';

const ADMIN = { 'x-sandbox-admin-token': 'browser-tests' };

interface Slot {
  SlotId: string;
  Start: string;
  CutOffAt: string;
  Capacity: number;
  Left: number;
  Status: 'Open' | 'Full' | 'Closed';
}

/** A test app with a product, a signed-in shopper helper and the delivery calls. */
async function deliveryApp() {
  const t = await createTestApp({ config: { sandboxAdminToken: 'browser-tests' } });
  const product = await addProduct(t.db, { name: 'Mutton Curry Cut', price: 64_900 });
  const methods = await seededMethods(t.db);
  const post = (shopper: SignedInShopper, url: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...shopper.authorization, 'idempotency-key': randomUUID() },
    });
  const slots = async (): Promise<Slot[]> =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/v1/get-delivery-slots?deliveryMethodId=${methods.scheduled}`,
      })
    ).json().Slots;
  const slot = async (slotId: string) => (await slots()).find((each) => each.SlotId === slotId)!;
  const shopper = async () => {
    const signedIn = await t.signIn();
    return { shopper: signedIn, addressId: await addAddress(t.db, signedIn.userId) };
  };
  const checkout = (
    who: { shopper: SignedInShopper; addressId: number },
    deliveryMethodId: number,
    slotId?: string,
  ) =>
    post(who.shopper, '/v1/checkout', {
      addressId: who.addressId,
      deliveryMethodId,
      paymentMethodId: methods.online,
      useWallet: false,
      ...(slotId === undefined ? {} : { slotId }),
      products: [{ productId: product.productId, qty: 1, configPriceIds: [], price: 64_900 }],
    });
  const details = async (who: { shopper: SignedInShopper }, orderId: number) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/v1/order-details?orderId=${orderId}`,
        headers: who.shopper.authorization,
      })
    ).json().OrderDetails;
  /** Moves the server clock through the sandbox admin call. */
  const advanceTo = async (at: Date) => {
    const minutes = Math.ceil((at.getTime() - serverNow(t.config).getTime()) / 60_000) + 1;
    // Already past it (the first open slot may start within the hour: its cancel deadline has gone by).
    if (minutes <= 0) return;
    const reply = await t.app.inject({
      method: 'POST',
      url: '/v1/sandbox/admin/clock',
      headers: ADMIN,
      payload: { advanceMinutes: minutes },
    });
    expect(reply.statusCode).toBe(200);
  };
  return { t, methods, post, slots, slot, shopper, checkout, details, advanceTo };
}

describe('serviceability', () => {
  let d: Awaited<ReturnType<typeof deliveryApp>>;
  beforeAll(async () => {
    d = await deliveryApp();
  });
  afterAll(() => d.t.close());

  const check = async (query: string) =>
    d.t.app.inject({ method: 'GET', url: `/v1/check-serviceability?${query}` });

  it('serves a listed pincode with the fee, the next open slot and express with its ETA', async () => {
    const reply = await check('pincode=560034');
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body).toMatchObject({
      Serviceable: true,
      Message: 'We deliver to Koramangala (560034).',
      RouteLength: 1_500,
      DeliveryFee: 2_900,
      FreeDeliveryAbove: 49_900,
      Express: { DeliveryMethodId: d.methods.express, Available: true, EtaMinutes: 10 + 4 },
    });
    expect(body.NextSlot).toMatchObject({ DeliveryMethodId: d.methods.scheduled, Status: 'Open' });
    expect(body.NextSlot.SlotId).toBe((await d.slots()).find((s) => s.Status === 'Open')!.SlotId);
  });

  it('does not offer express beyond its route length', async () => {
    const body = (await check('pincode=560068')).json();
    expect(body).toMatchObject({ Serviceable: true, RouteLength: 7_400 });
    expect(body.Express).toEqual({
      DeliveryMethodId: d.methods.express,
      Available: false,
      EtaMinutes: null,
    });
  });

  it('answers an unlisted pincode with the message to browse anyway', async () => {
    expect((await check('pincode=400001')).json()).toEqual({
      Serviceable: false,
      Message:
        'We do not deliver here yet. You can still browse the store and add items to your cart.',
      RouteLength: null,
      DeliveryFee: null,
      FreeDeliveryAbove: 49_900,
      NextSlot: null,
      Express: null,
      Hub: null,
    });
  });

  it('serves a point inside the delivery radius and not one outside it', async () => {
    const inside = (await check('latitude=12.9719&longitude=77.6412')).json();
    expect(inside).toMatchObject({ Serviceable: true, Message: 'We deliver to your location.' });
    expect(inside.RouteLength).toBeGreaterThan(4_000);
    const mumbai = (await check('latitude=19.076&longitude=72.8777')).json();
    expect(mumbai).toMatchObject({ Serviceable: false, NextSlot: null });
  });

  it('refuses a query with neither a pincode nor a point, or a malformed pincode', async () => {
    expect((await check('')).statusCode).toBe(400);
    expect((await check('latitude=12.97')).statusCode).toBe(400);
    expect((await check('pincode=56003')).statusCode).toBe(400);
  });
});

describe('express capacity', () => {
  let d: Awaited<ReturnType<typeof deliveryApp>>;
  beforeAll(async () => {
    d = await deliveryApp();
    await d.t.db
      .update(deliveryMethods)
      .set({ expressCapacity: 1 })
      .where(eq(deliveryMethods.id, d.methods.express));
  });
  afterAll(() => d.t.close());

  const expressAvailable = async () =>
    (await d.t.app.inject({ method: 'GET', url: '/v1/check-serviceability?pincode=560034' })).json()
      .Express.Available as boolean;

  it.each(['Packing', 'Packed'] as const)(
    'keeps the seat of an express order while it is %s',
    async (status) => {
      await d.t.db.update(orders).set({ status: 'Cancelled' });
      expect(await expressAvailable()).toBe(true);
      const placed = await d.checkout(await d.shopper(), d.methods.express);
      expect(placed.statusCode).toBe(200);
      await d.t.db
        .update(orders)
        .set({ status })
        .where(eq(orders.id, placed.json().OrderData.OrderId));
      expect(await expressAvailable()).toBe(false);
      const second = await d.checkout(await d.shopper(), d.methods.express);
      expect(second.statusCode).toBe(400);
      expect(second.json().Message).toBe('Express delivery not available');
    },
  );
});

describe('delivery slots at checkout', () => {
  let d: Awaited<ReturnType<typeof deliveryApp>>;
  beforeAll(async () => {
    d = await deliveryApp();
  });
  afterAll(() => d.t.close());

  it('lists today and tomorrow with the capacity left, and a slot-less method with none', async () => {
    const slots = await d.slots();
    expect(slots.length).toBeGreaterThanOrEqual(7);
    expect(slots.every((slot) => slot.Capacity === 8)).toBe(true);
    const standard = await d.t.app.inject({
      method: 'GET',
      url: `/v1/get-delivery-slots?deliveryMethodId=${d.methods.standard}`,
    });
    expect(standard.json()).toEqual({
      DeliveryMethodId: d.methods.standard,
      Kind: 'Standard',
      Slots: [],
    });
  });

  it('requires a slot for a slot method and refuses one for a slot-less method', async () => {
    const who = await d.shopper();
    const missing = await d.checkout(who, d.methods.scheduled);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().Message).toBe('Choose a delivery slot');
    const lastSlot = (await d.slots()).at(-1)!.SlotId;
    const extra = await d.checkout(who, d.methods.standard, lastSlot);
    expect(extra.statusCode).toBe(400);
    expect(extra.json().Message).toBe('No slot for this delivery method');
    const unknown = await d.checkout(who, d.methods.scheduled, '20200101-0800');
    expect(unknown.json()).toMatchObject({ Message: 'Delivery slot not available' });
  });

  it('holds a seat when the order is created and gives it back when the order is cancelled', async () => {
    const slotId = (await d.slots()).at(-1)!.SlotId;
    const before = (await d.slot(slotId)).Left;
    const who = await d.shopper();
    const placed = await d.checkout(who, d.methods.scheduled, slotId);
    expect(placed.statusCode).toBe(200);
    const orderId = placed.json().OrderData.OrderId;
    expect((await d.slot(slotId)).Left).toBe(before - 1);

    const order = await d.details(who, orderId);
    expect(order.DeliveryWindow.SlotId).toBe(slotId);
    expect(order.DeliveryWindow.Start).toBe((await d.slot(slotId)).Start);
    expect(Date.parse(order.CancelDeadline)).toBe(
      Date.parse(order.DeliveryWindow.Start) - FREE_CANCEL_MARGIN_MINUTES * 60_000,
    );
    expect(order.CanCancel).toBe(true);
    const history = await d.t.app.inject({
      method: 'GET',
      url: '/v1/order-history?pageNo=1',
      headers: who.shopper.authorization,
    });
    expect(history.json().Orders[0].DeliveryWindow.SlotId).toBe(slotId);

    const cancel = await d.post(who.shopper, '/v1/cancel-order', { orderId });
    expect(cancel.json()).toMatchObject({ Success: true, Error: false });
    expect((await d.slot(slotId)).Left).toBe(before);
  });

  it('gives the seat back when the payment fails and takes it again for a new attempt', async () => {
    const slotId = (await d.slots()).at(-1)!.SlotId;
    const before = (await d.slot(slotId)).Left;
    const who = await d.shopper();
    const orderId = (await d.checkout(who, d.methods.scheduled, slotId)).json().OrderData.OrderId;
    expect((await d.slot(slotId)).Left).toBe(before - 1);
    const failed = await d.post(who.shopper, '/v1/payment-failed', {
      orderId,
      reason: 'Card declined',
    });
    expect(failed.statusCode).toBe(200);
    expect((await d.slot(slotId)).Left).toBe(before);
    const retry = await d.post(who.shopper, '/v1/revise-payment', { orderId });
    expect(retry.statusCode).toBe(200);
    expect((await d.slot(slotId)).Left).toBe(before - 1);
  });

  it('refuses a full slot', async () => {
    const slotId = (await d.slots()).at(-2)!.SlotId;
    for (let left = (await d.slot(slotId)).Left; left > 0; left -= 1) {
      expect((await d.checkout(await d.shopper(), d.methods.scheduled, slotId)).statusCode).toBe(
        200,
      );
    }
    expect(await d.slot(slotId)).toMatchObject({ Left: 0, Status: 'Full' });
    const refused = await d.checkout(await d.shopper(), d.methods.scheduled, slotId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      Message: 'Delivery slot full',
      Description: 'This slot has just filled up. Choose another slot.',
    });
  });
});

describe('the free-cancellation deadline and the slot cut-off (sandbox clock)', () => {
  let d: Awaited<ReturnType<typeof deliveryApp>>;
  beforeAll(async () => {
    d = await deliveryApp();
  });
  afterAll(() => d.t.close());

  it('lets an express order be cancelled for two minutes after it is placed', async () => {
    const who = await d.shopper();
    const placed = await d.checkout(who, d.methods.express);
    expect(placed.statusCode).toBe(200);
    const orderId = placed.json().OrderData.OrderId;
    const order = await d.details(who, orderId);
    expect(order.DeliveryWindow).toBeNull();
    expect(Date.parse(order.CancelDeadline) - Date.parse(order.CreatedAt)).toBeGreaterThan(110_000);
    expect(Date.parse(order.CancelDeadline) - Date.parse(order.CreatedAt)).toBeLessThan(130_000);
    await d.advanceTo(new Date(order.CancelDeadline));
    expect((await d.details(who, orderId)).CanCancel).toBe(false);
    const cancel = await d.post(who.shopper, '/v1/cancel-order', { orderId });
    expect(cancel.json()).toEqual({
      Success: false,
      Error: true,
      Message: 'This order can no longer be cancelled. Unable to process your request.',
      RefundId: null,
    });
  });

  it('refuses to cancel a slot order after the deadline, and to take a slot after its cut-off', async () => {
    const first = (await d.slots()).find((slot) => slot.Status === 'Open')!;
    const who = await d.shopper();
    const orderId = (await d.checkout(who, d.methods.scheduled, first.SlotId)).json().OrderData
      .OrderId;
    const { CancelDeadline } = await d.details(who, orderId);
    await d.advanceTo(new Date(CancelDeadline));
    expect((await d.details(who, orderId)).CanCancel).toBe(false);
    expect((await d.post(who.shopper, '/v1/cancel-order', { orderId })).json()).toMatchObject({
      Success: false,
      Error: true,
    });
    // The cancel deadline (60 min before the window) comes before the cut-off (30 min before).
    expect((await d.slot(first.SlotId)).Status).toBe('Open');
    await d.advanceTo(new Date(first.CutOffAt));
    expect(
      (await d.slots()).some((slot) => slot.SlotId === first.SlotId && slot.Status === 'Closed'),
    ).toBe(true);
    const late = await d.checkout(await d.shopper(), d.methods.scheduled, first.SlotId);
    expect(late.statusCode).toBe(400);
    expect(late.json().Message).toBe('Delivery slot closed');
  });

  it('moves the clock only for the admin token', async () => {
    const reply = await d.t.app.inject({
      method: 'POST',
      url: '/v1/sandbox/admin/clock',
      headers: { 'x-sandbox-admin-token': 'guess' },
      payload: { advanceMinutes: 5 },
    });
    expect(reply.statusCode).toBe(401);
  });
});

describe('the last seat of a slot under concurrency', () => {
  let d: Awaited<ReturnType<typeof deliveryApp>>;
  beforeAll(async () => {
    d = await deliveryApp();
    await d.t.db
      .update(deliveryMethods)
      .set({ slotCapacity: 1 })
      .where(eq(deliveryMethods.id, d.methods.scheduled));
  });
  afterAll(() => d.t.close());

  it('takes no more parallel express orders than the express capacity', async () => {
    await d.t.db
      .update(deliveryMethods)
      .set({ expressCapacity: 2 })
      .where(eq(deliveryMethods.id, d.methods.express));
    const shoppers = [];
    for (let i = 0; i < 10; i += 1) shoppers.push(await d.shopper());
    const replies = await Promise.all(shoppers.map((who) => d.checkout(who, d.methods.express)));
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    expect(statuses.filter((status) => status === 400)).toHaveLength(8);
  }, 60_000);

  it('gives exactly one of 50 parallel checkouts the seat', async () => {
    const slotId = (await d.slots()).at(-1)!.SlotId;
    const shoppers = [];
    for (let i = 0; i < 50; i += 1) shoppers.push(await d.shopper());
    const replies = await Promise.all(
      shoppers.map((who) => d.checkout(who, d.methods.scheduled, slotId)),
    );
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(49);
    expect(await d.slot(slotId)).toMatchObject({ Left: 0, Status: 'Full' });
  }, 60_000);
});
