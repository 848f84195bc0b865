/**
 * Each hub keeps its own delivery promise (docs/inventory.md): its store hours, its seats per slot and its
 * express orders at once, else the store's hours and the delivery method's capacities. The seeded hubs
 * (seed/hubs.ts): C V Raman Nagar opens at 10:00, J P Nagar takes 4 orders a slot and 4 express orders at
 * once, Koramangala keeps the store's 08:00–22:00 and the methods' 8 a slot.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedInShopper, type TestApp } from '../testing/app.js';
import { addAddress, addProduct, seededMethods } from '../testing/fixtures.js';

const PRICE = 30_000;
/** J P Nagar's pincode centroid (seed/hubs.ts): only J P Nagar serves 560078. */
const JP_NAGAR = { postalCode: '560078', latitude: 12.9063, longitude: 77.5857 };

let t: TestApp;
let methods: Awaited<ReturnType<typeof seededMethods>>;
let productId: number;

beforeAll(async () => {
  t = await createTestApp();
  methods = await seededMethods(t.db);
  ({ productId } = await addProduct(t.db, { name: 'Chicken Wings', price: PRICE }));
});
afterAll(() => t.close());

interface Slot {
  SlotId: string;
  Start: string;
  Capacity: number;
  Left: number;
  Status: string;
}

async function slotsAt(hub?: string): Promise<Slot[]> {
  const reply = await t.app.inject({
    method: 'GET',
    url: `/v1/get-delivery-slots?deliveryMethodId=${methods.scheduled}${hub ? `&hub=${hub}` : ''}`,
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<{ Slots: Slot[] }>().Slots;
}

/** The IST hour a slot starts at. */
const istHour = (iso: string) => new Date(new Date(iso).getTime() + 330 * 60_000).getUTCHours();

function checkout(
  shopper: SignedInShopper,
  addressId: number,
  delivery: { deliveryMethodId: number; slotId?: string },
) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/checkout',
    headers: { ...shopper.authorization, 'idempotency-key': randomUUID() },
    payload: {
      addressId,
      ...delivery,
      paymentMethodId: methods.online,
      useWallet: false,
      products: [{ productId, qty: 1, configPriceIds: [], price: PRICE }],
    },
  });
}

async function jpNagarShopper() {
  const shopper = await t.signIn();
  return { shopper, addressId: await addAddress(t.db, shopper.userId, JP_NAGAR) };
}

describe('a hub’s own delivery promise', () => {
  it('lists slots in the hub’s hours, with the hub’s seats', async () => {
    const koramangala = await slotsAt();
    const cvRamanNagar = await slotsAt('cv-raman-nagar');
    const jpNagar = await slotsAt('jp-nagar');
    // Tomorrow's slots always include the opening ones.
    expect(koramangala.some((slot) => istHour(slot.Start) === 8)).toBe(true);
    expect(cvRamanNagar.every((slot) => istHour(slot.Start) >= 10)).toBe(true);
    expect(cvRamanNagar.some((slot) => istHour(slot.Start) === 10)).toBe(true);
    expect(new Set(koramangala.map((slot) => slot.Capacity))).toEqual(new Set([8]));
    expect(new Set(jpNagar.map((slot) => slot.Capacity))).toEqual(new Set([4]));
    // A slug no hub has (an old link) is answered as the catalog answers it: by the main hub.
    expect(await slotsAt('no-such-hub')).toEqual(koramangala);
  });

  it('fills a slot at one hub without taking another hub’s seats', async () => {
    const slotId = (await slotsAt('jp-nagar')).find((slot) => slot.Status === 'Open')!.SlotId;
    for (let seat = 0; seat < 4; seat++) {
      const { shopper, addressId } = await jpNagarShopper();
      const placed = await checkout(shopper, addressId, {
        deliveryMethodId: methods.scheduled,
        slotId,
      });
      expect(placed.statusCode, placed.body).toBe(200);
    }
    const { shopper, addressId } = await jpNagarShopper();
    const full = await checkout(shopper, addressId, {
      deliveryMethodId: methods.scheduled,
      slotId,
    });
    expect(full.statusCode).toBe(400);
    expect(full.json()).toMatchObject({ Message: 'Delivery slot full' });

    expect((await slotsAt('jp-nagar')).find((slot) => slot.SlotId === slotId)).toMatchObject({
      Left: 0,
      Status: 'Full',
    });
    expect((await slotsAt()).find((slot) => slot.SlotId === slotId)).toMatchObject({
      Capacity: 8,
      Left: 8,
      Status: 'Open',
    });
  });

  it('takes no more express orders at once than the hub’s express capacity', async () => {
    const express = { deliveryMethodId: methods.express };
    for (let order = 0; order < 4; order++) {
      const { shopper, addressId } = await jpNagarShopper();
      const placed = await checkout(shopper, addressId, express);
      expect(placed.statusCode, placed.body).toBe(200);
    }
    const area = await t.app.inject({
      method: 'GET',
      url: '/v1/check-serviceability?pincode=560078',
    });
    expect(area.json()).toMatchObject({ Hub: { Slug: 'jp-nagar' }, Express: { Available: false } });
    const { shopper, addressId } = await jpNagarShopper();
    expect((await checkout(shopper, addressId, express)).statusCode).toBe(400);
    // Koramangala's express orders are counted apart.
    const near = await t.app.inject({
      method: 'GET',
      url: '/v1/check-serviceability?pincode=560034',
    });
    expect(near.json()).toMatchObject({
      Hub: { Slug: 'koramangala' },
      Express: { Available: true },
    });
  });
});
