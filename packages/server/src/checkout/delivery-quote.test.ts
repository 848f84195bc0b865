/**
 * The one delivery quote (issue 25): the area check, the address book and checkout answer from the same
 * zone, so what the header promises for a pincode is what an address there is charged, and a place the
 * store does not serve can be neither saved nor ordered to.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedInShopper, type TestApp } from '../testing/app.js';
import { addAddress, addProduct, seededMethods } from '../testing/fixtures.js';

/** Bengaluru's city centre, where the web form used to put every 560xxx address without a map. */
const CITY_CENTRE = { latitude: 12.9716, longitude: 77.5946 };
const KORAMANGALA = { latitude: 12.9279, longitude: 77.6271 };
const MYSURU = { latitude: 12.2958, longitude: 76.6394 };

const addressData = (postalCode: string, point?: { latitude: number; longitude: number }) => ({
  fullName: 'Asha Rao',
  phoneNumber: '9876543210',
  addressLine1: '4th Cross, 5th Block',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode,
  type: 'Home',
  ...point,
});

let t: TestApp;
let methods: Awaited<ReturnType<typeof seededMethods>>;
let product: Awaited<ReturnType<typeof addProduct>>;
beforeAll(async () => {
  t = await createTestApp();
  methods = await seededMethods(t.db);
  product = await addProduct(t.db, { name: 'Chicken Breast', price: 19_900 });
});
afterAll(() => t.close());

const send = (who: SignedInShopper, method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({
    method,
    url: `/v1${url}`,
    payload,
    headers: { ...who.authorization, 'idempotency-key': randomUUID() },
  });
const check = async (query: string) =>
  (await t.app.inject({ method: 'GET', url: `/v1/check-serviceability?${query}` })).json();
const bill = (addressId: number, deliveryMethodId: number) => ({
  addressId,
  deliveryMethodId,
  useWallet: false,
  products: [{ productId: product.productId, qty: 1, configPriceIds: [], price: 19_900 }],
});
const order = (addressId: number, deliveryMethodId: number) => ({
  ...bill(addressId, deliveryMethodId),
  paymentMethodId: methods.online,
});

describe('an unserved pincode', () => {
  it('is not served by the area check, and cannot be saved as an address', async () => {
    expect(await check('pincode=560001')).toMatchObject({ Serviceable: false });
    const asha = await t.signIn();
    const added = await send(asha, 'POST', '/post-user-address', {
      AddressData: addressData('560001', CITY_CENTRE),
    });
    expect(added.statusCode).toBe(400);
    expect(added.json()).toEqual({
      Message: 'We do not deliver to this address yet',
      Description:
        'We do not deliver to pincode 560001 yet. Choose an address in an area we serve.',
    });
  });

  it('cannot replace the pincode of a saved address', async () => {
    const asha = await t.signIn();
    const saved = await send(asha, 'POST', '/post-user-address', {
      AddressData: addressData('560034', KORAMANGALA),
    });
    expect(saved.statusCode).toBe(200);
    const updated = await send(asha, 'PUT', '/update-user-address', {
      UpdatedAddressData: {
        ...addressData('560001', CITY_CENTRE),
        addressId: saved.json().Address.AddressId,
      },
    });
    expect(updated.statusCode).toBe(400);
    expect(updated.json().Description).toContain('560001');
  });

  it('cannot be ordered to or billed, even for an address saved before the rule', async () => {
    const asha = await t.signIn();
    const addressId = await addAddress(t.db, asha.userId, {
      postalCode: '560001',
      ...CITY_CENTRE,
    });
    for (const [url, payload] of [
      ['/calculate-bill', bill(addressId, methods.standard)],
      ['/checkout', order(addressId, methods.standard)],
    ] as const) {
      const refused = await send(asha, 'POST', url, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        Message: 'Address outside delivery area',
        Description:
          'We do not deliver to pincode 560001 yet. Choose an address in an area we serve.',
      });
    }
  });
});

describe('a pincode and its position', () => {
  it('refuses a Delhi pincode with a Bengaluru position', async () => {
    const asha = await t.signIn();
    const added = await send(asha, 'POST', '/post-user-address', {
      AddressData: { ...addressData('110001', KORAMANGALA), city: 'New Delhi', state: 'Delhi' },
    });
    expect(added.statusCode).toBe(400);
    expect(added.json().Description).toContain('110001');
  });

  it('refuses a served pincode with a position far from it', async () => {
    const asha = await t.signIn();
    const added = await send(asha, 'POST', '/post-user-address', {
      AddressData: addressData('560034', MYSURU),
    });
    expect(added.statusCode).toBe(400);
    expect(added.json()).toEqual({
      Message: 'The location does not match the pincode',
      Description:
        'The location set for this address is far from pincode 560034. Check the pincode, or set the location again.',
    });
  });

  it('places an address given without a position at its pincode, not at the city centre', async () => {
    const asha = await t.signIn();
    const added = await send(asha, 'POST', '/post-user-address', {
      AddressData: addressData('560034'),
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().Address).toMatchObject({
      postalCode: '560034',
      latitude: KORAMANGALA.latitude,
      longitude: KORAMANGALA.longitude,
      RouteLength: 1_500,
    });
  });

  it('serves a shared location by the nearest served pincode', async () => {
    expect(await check(`latitude=12.9719&longitude=77.6412`)).toMatchObject({
      Serviceable: true,
      RouteLength: 5_800,
    });
    expect(await check('latitude=28.6139&longitude=77.209')).toMatchObject({ Serviceable: false });
  });
});

describe('the promise is the charge', () => {
  it('bills and places an order for 560034 as the area check promised it', async () => {
    const promise = await check('pincode=560034');
    expect(promise).toMatchObject({
      Serviceable: true,
      DeliveryFee: 2_900,
      Express: { Available: true, EtaMinutes: 14 },
    });
    const asha = await t.signIn();
    const added = await send(asha, 'POST', '/post-user-address', {
      AddressData: addressData('560034'),
    });
    const addressId = added.json().Address.AddressId as number;
    const billed = await send(asha, 'POST', '/calculate-bill', bill(addressId, methods.standard));
    expect(billed.json().Bill).toMatchObject({ ShippingFee: promise.DeliveryFee });
    const express = await send(asha, 'POST', '/checkout', order(addressId, methods.express));
    expect(express.statusCode).toBe(200);
  });

  it('charges the zone of an address saved with a stale route, as the area check says', async () => {
    const asha = await t.signIn();
    const addressId = await addAddress(t.db, asha.userId, {
      postalCode: '560034',
      ...KORAMANGALA,
      routeLength: 6_700,
      timeDuration: 965,
    });
    const billed = await send(asha, 'POST', '/calculate-bill', bill(addressId, methods.standard));
    expect(billed.json().Bill).toMatchObject({ ShippingFee: 2_900 });
  });
});
