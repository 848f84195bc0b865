import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../testing/app.js';

describe('profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('shows and updates the name and the contact not used to sign in', async () => {
    const shopper = await t.signIn({ phoneNumber: '9822200002' }, 'Kiran');
    const profile = await t.app.inject({
      method: 'GET',
      url: '/v1/get-profile',
      headers: shopper.authorization,
    });
    expect(profile.json().UserData).toMatchObject({
      Username: 'Kiran',
      PhoneNumber: '9822200002',
      LoginFrom: 'Phone',
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/v1/update-profile',
      headers: shopper.authorization,
      payload: { username: 'Kiran Kumar', email: 'kiran@example.com' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().UserData).toMatchObject({
      Username: 'Kiran Kumar',
      Email: 'kiran@example.com',
    });
  });

  it('refuses to change the sign-in phone number and fields a shopper may not set', async () => {
    const shopper = await t.signIn({ phoneNumber: '9833300003' });
    const phone = await t.app.inject({
      method: 'PUT',
      url: '/v1/update-profile',
      headers: shopper.authorization,
      payload: { phoneNumber: '9844400004' },
    });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().Description).toContain('phoneNumber');
    for (const payload of [{ userId: 1 }, { isTestUser: false }, { username: 'x' }]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/v1/update-profile',
        headers: shopper.authorization,
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/get-profile' })).statusCode).toBe(401);
  });
});

describe('notification tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("saves a token for the caller and answers 404 for another shopper's id", async () => {
    const a = await t.signIn();
    const b = await t.signIn();
    const save = (userId: number) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/save-notification-token',
        headers: a.authorization,
        payload: { token: 'fcm-token-abc', userId },
      });
    expect((await save(a.userId)).json()).toEqual({ Success: true });
    expect((await save(a.userId)).json()).toEqual({ Success: true });
    expect((await save(b.userId)).statusCode).toBe(404);
  });
});
