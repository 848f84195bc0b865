import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordRefusedSignIn } from './auth/attempts.js';
import { authSessions, refusedSignIns, sandboxOtps, sessions } from './auth/tables.js';
import { purgeExpired } from './maintenance.js';
import { orderOutbox } from './notifications/tables.js';
import { stockAlerts } from './restock/tables.js';
import { staffSessions } from './staff/tables.js';
import { addProduct } from './testing/fixtures.js';
import { mainHub } from './inventory/allocation.js';
import { placePaidOrder, signInStaff } from './testing/staff.js';
import { type TestApp, createTestApp } from './testing/app.js';

describe('purging expired rows', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps what is current and removes what can no longer be used', async () => {
    const shopper = await t.signIn();
    await recordRefusedSignIn(t.db, '10.9.0.1');
    const rows = async () => ({
      otps: (await t.db.select({ n: count() }).from(sandboxOtps))[0]?.n,
      refused: (await t.db.select({ n: count() }).from(refusedSignIns))[0]?.n,
      sessions: (await t.db.select({ n: count() }).from(sessions))[0]?.n,
    });
    expect(shopper.token).toBeTruthy();
    await purgeExpired(t.db);
    expect(await rows()).toEqual({ otps: 1, refused: 1, sessions: 1 });
    // Two days later the code and the refused proof are stale; the refresh session (30 days) is valid.
    await purgeExpired(t.db, new Date(Date.now() + 2 * 24 * 60 * 60 * 1000));
    expect(await rows()).toEqual({ otps: 0, refused: 0, sessions: 1 });
    await purgeExpired(t.db, new Date(Date.now() + 32 * 24 * 60 * 60 * 1000));
    expect(await rows()).toEqual({ otps: 0, refused: 0, sessions: 0 });
  });

  it('keeps a session while it has a refresh token, and a staff session until a day past its end', async () => {
    const shopper = await t.signIn();
    const staff = await signInStaff(t, 'packer');
    const left = async () => ({
      shopper: (await t.db.select().from(authSessions)).some(
        (row) => row.userId === shopper.userId,
      ),
      staff: (await t.db.select().from(staffSessions)).some((row) => row.staffId === staff.staffId),
    });
    await purgeExpired(t.db, new Date(Date.now() + 2 * 24 * 60 * 60 * 1000));
    expect(await left()).toEqual({ shopper: true, staff: false });
    await purgeExpired(t.db, new Date(Date.now() + 32 * 24 * 60 * 60 * 1000));
    expect(await left()).toEqual({ shopper: false, staff: false });
  });

  it('keeps order updates for 30 days', async () => {
    const shopper = await t.signIn();
    const orderId = await placePaidOrder(t, shopper);
    const packer = await signInStaff(t, 'packer');
    await t.app.inject({
      method: 'POST',
      url: '/ops/v1/orders/confirm',
      payload: { orderId },
      headers: packer.authorization,
    });
    const events = async () => (await t.db.select({ n: count() }).from(orderOutbox))[0]?.n;
    await purgeExpired(t.db, new Date(Date.now() + 29 * 24 * 60 * 60 * 1000));
    expect(await events()).toBe(1);
    await purgeExpired(t.db, new Date(Date.now() + 31 * 24 * 60 * 60 * 1000));
    expect(await events()).toBe(0);
  });

  it('keeps a waiting "Notify me" alert, and a notified one for 30 days', async () => {
    const shopper = await t.signIn();
    const product = await addProduct(t.db, { name: 'Duck', price: 90_000, available: false });
    const hubId = (await mainHub(t.db))!.id;
    const [waiting] = await t.db
      .insert(stockAlerts)
      .values({ userId: shopper.userId, productId: product.productId, optionKey: 'simple', hubId })
      .returning();
    const [notified] = await t.db
      .insert(stockAlerts)
      .values({
        userId: (await t.signIn()).userId,
        productId: product.productId,
        optionKey: 'simple',
        hubId,
        notifiedAt: new Date(),
      })
      .returning();
    const left = async () =>
      (await t.db.select({ id: stockAlerts.id }).from(stockAlerts)).map((row) => row.id);
    await purgeExpired(t.db, new Date(Date.now() + 29 * 24 * 60 * 60 * 1000));
    expect(await left()).toEqual(expect.arrayContaining([waiting!.id, notified!.id]));
    await purgeExpired(t.db, new Date(Date.now() + 31 * 24 * 60 * 60 * 1000));
    expect(await left()).toEqual([waiting!.id]);
  });
});
