import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInShopper, type TestApp, createTestApp } from '../testing/app.js';

/** Koramangala store; Indiranagar is ~4 km away, Mysuru ~130 km. */
const indiranagar = { latitude: 12.9719, longitude: 77.6412 };
const hsrLayout = { latitude: 12.9116, longitude: 77.6474 };
const mysuru = { latitude: 12.2958, longitude: 76.6394 };

const ASHA_PHONE = '9811100001';

/** The served pincode of each point (delivery_zones). */
const pincodeOf = (point: { latitude: number }) => (point === hsrLayout ? '560102' : '560038');

const addressData = (point = indiranagar, extra: Record<string, unknown> = {}) => ({
  fullName: 'Asha Rao',
  phoneNumber: '9876543210',
  addressLine1: '221, 12th Main, HAL 2nd Stage',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: pincodeOf(point),
  type: 'Home',
  ...point,
  ...extra,
});

describe('addresses', () => {
  let t: TestApp;
  let asha: SignedInShopper;
  let ravi: SignedInShopper;
  beforeAll(async () => {
    t = await createTestApp();
    asha = await t.signIn({ phoneNumber: ASHA_PHONE });
    ravi = await t.signIn();
  });
  afterAll(() => t.close());

  const call = (
    who: SignedInShopper,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `/v1${url}`,
      headers: who.authorization,
      ...(payload ? { payload } : {}),
    });
  const list = async (who: SignedInShopper) => (await call(who, 'GET', '/get-user-address')).json();

  it('starts empty with a message', async () => {
    expect(await list(asha)).toEqual({ AddressList: [], Message: 'No address found' });
  });

  it("makes the first address the default and gives it its zone's route", async () => {
    const res = await call(asha, 'POST', '/post-user-address', { AddressData: addressData() });
    expect(res.statusCode).toBe(200);
    const { Address } = res.json();
    expect(Address).toMatchObject({
      IsDefault: 1,
      addressLine2: '',
      landmark: '',
      postalCode: '560038',
    });
    // Indiranagar's seeded route (delivery_zones), the one the area check promises for 560038.
    expect(Address).toMatchObject({ RouteLength: 5_800, TimeDuration: 835 });

    const second = (
      await call(asha, 'POST', '/post-user-address', { AddressData: addressData(hsrLayout) })
    ).json();
    expect(second.Address.IsDefault).toBe(0);
  });

  it('refuses route fields, user ids and addresses outside the delivery area', async () => {
    const withRoute = await call(asha, 'POST', '/post-user-address', {
      AddressData: addressData(indiranagar, { RouteLength: 1 }),
    });
    expect(withRoute.statusCode).toBe(400);
    const withUser = await call(asha, 'POST', '/post-user-address', {
      AddressData: addressData(),
      userId: 1,
    });
    expect(withUser.statusCode).toBe(400);
    const far = await call(asha, 'POST', '/post-user-address', {
      AddressData: addressData(mysuru, { postalCode: '570001' }),
    });
    expect(far.statusCode).toBe(400);
    expect(far.json().Message).toBe('We do not deliver to this address yet');
    const farFromPin = await call(asha, 'POST', '/post-user-address', {
      AddressData: addressData(mysuru),
    });
    expect(farFromPin.json().Message).toBe('The location does not match the pincode');
    const badPin = await call(asha, 'POST', '/post-user-address', {
      AddressData: addressData(indiranagar, { postalCode: '056003' }),
    });
    expect(badPin.json().Description).toContain('postalCode');
  });

  it('keeps exactly one default when it changes or is deleted', async () => {
    const before = await list(asha);
    const [first, second] = before.AddressList;
    expect(
      (await call(asha, 'PUT', '/set-default-address', { addressId: second.AddressId })).json(),
    ).toEqual({
      Success: true,
    });
    let now = await list(asha);
    expect(now.AddressList.filter((a: { IsDefault: number }) => a.IsDefault === 1)).toHaveLength(1);
    expect(now.AddressList[0].AddressId).toBe(second.AddressId);

    expect(
      (await call(asha, 'DELETE', '/delete-user-address', { addressId: second.AddressId }))
        .statusCode,
    ).toBe(200);
    now = await list(asha);
    expect(now.AddressList).toHaveLength(1);
    expect(now.AddressList[0]).toMatchObject({ AddressId: first.AddressId, IsDefault: 1 });
  });

  it('updates an address and recomputes its route', async () => {
    const [address] = (await list(asha)).AddressList;
    const res = await call(asha, 'PUT', '/update-user-address', {
      UpdatedAddressData: {
        ...addressData(hsrLayout, { landmark: 'Near Agara lake' }),
        addressId: address.AddressId,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().Address.landmark).toBe('Near Agara lake');
    expect(res.json().Address.RouteLength).not.toBe(address.RouteLength);
  });

  it("answers 404 for another shopper's address", async () => {
    const [address] = (await list(asha)).AddressList;
    const id = address.AddressId;
    expect((await call(ravi, 'PUT', '/set-default-address', { addressId: id })).statusCode).toBe(
      404,
    );
    expect((await call(ravi, 'DELETE', '/delete-user-address', { addressId: id })).statusCode).toBe(
      404,
    );
    const update = await call(ravi, 'PUT', '/update-user-address', {
      UpdatedAddressData: { ...addressData(), addressId: id },
    });
    expect(update.statusCode).toBe(404);
    expect((await list(ravi)).AddressList).toEqual([]);
    expect((await list(asha)).AddressList).toHaveLength(1);
  });

  it('returns the default address with the next sign-in', async () => {
    const [address] = (await list(asha)).AddressList;
    const again = await t.signIn({ phoneNumber: ASHA_PHONE });
    expect(again.userId).toBe(asha.userId);
    expect(again.defaultAddressId).toBe(address.AddressId);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/get-user-address' });
    expect(res.statusCode).toBe(401);
  });
});

describe('maps', () => {
  let t: TestApp;
  let shopper: SignedInShopper;
  beforeAll(async () => {
    t = await createTestApp();
    shopper = await t.signIn();
  });
  afterAll(() => t.close());

  it('has no map keys unless configured', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/get-map-service-key',
      headers: shopper.authorization,
    });
    expect(res.json()).toEqual({ Success: true, Keys: { Google: null, Here: null } });
  });

  it('estimates distance and duration without a provider, and flags points outside the area', async () => {
    for (const path of ['/v1/gmap-calculate-distance', '/v1/hmap-calculate-distance']) {
      const near = await t.app.inject({
        method: 'GET',
        url: `${path}?latitude=${indiranagar.latitude}&longitude=${indiranagar.longitude}`,
        headers: shopper.authorization,
      });
      expect(near.json()).toMatchObject({ Success: true, Invalid: false, Estimated: true });
      expect(near.json().Data.RouteLength).toBeGreaterThan(5000);
      const far = await t.app.inject({
        method: 'GET',
        url: `${path}?latitude=${mysuru.latitude}&longitude=${mysuru.longitude}`,
        headers: shopper.authorization,
      });
      expect(far.json()).toMatchObject({ Invalid: true, Estimated: true });
    }
  });

  it('validates coordinates', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/gmap-calculate-distance?latitude=95&longitude=77',
      headers: shopper.authorization,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().Description).toContain('latitude');
  });
});
