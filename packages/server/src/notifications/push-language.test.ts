/**
 * A push speaks the language of the device it goes to (docs/i18n.md, "Records hold data, not sentences"):
 * a token keeps the language of the request that saved it, and one event reaches a phone saved in Hindi
 * in Hindi and a laptop saved in English in English; the sandbox sender records what each was sent.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverDuePushes, sandboxPushSender } from '../operations/push.js';
import { sandboxPushes } from '../operations/tables.js';
import { createTestApp, type SignedInShopper, type TestApp } from '../testing/app.js';
import { placePaidOrder, type SignedInStaff, signInStaff } from '../testing/staff.js';
import { notificationTokens, orderOutbox, pushDeliveries } from './tables.js';

let t: TestApp;
let packer: SignedInStaff;

beforeAll(async () => {
  t = await createTestApp();
  packer = await signInStaff(t, 'packer');
});
afterAll(() => t.close());

async function saveToken(shopper: SignedInShopper, token: string, language: string) {
  const reply = await t.app.inject({
    method: 'POST',
    url: '/v1/save-notification-token',
    headers: { ...shopper.authorization, 'accept-language': language },
    payload: { token, userId: shopper.userId },
  });
  expect(reply.statusCode, reply.body).toBe(200);
}

const tokensOf = (shopper: SignedInShopper) =>
  t.db
    .select({ token: notificationTokens.token, locale: notificationTokens.locale })
    .from(notificationTokens)
    .where(eq(notificationTokens.userId, shopper.userId))
    .orderBy(asc(notificationTokens.token));

/** What the sandbox sender recorded for the order's pushes, per token. */
const sentFor = (orderId: number) =>
  t.db
    .select({ token: sandboxPushes.token, title: sandboxPushes.title, body: sandboxPushes.body })
    .from(sandboxPushes)
    .innerJoin(pushDeliveries, eq(pushDeliveries.id, sandboxPushes.deliveryId))
    .innerJoin(orderOutbox, eq(orderOutbox.id, pushDeliveries.eventId))
    .where(eq(orderOutbox.orderId, orderId))
    .orderBy(asc(sandboxPushes.token));

describe('a push in the language of its device', () => {
  it('keeps the language a token was saved in, and the latest when it is saved again', async () => {
    const shopper = await t.signIn();
    await saveToken(shopper, 'phone', 'hi-IN,hi;q=0.9');
    await saveToken(shopper, 'tablet', 'en');
    await saveToken(shopper, 'tablet', 'kn');
    await saveToken(shopper, 'laptop', 'fr');
    expect(await tokensOf(shopper)).toEqual([
      { token: 'laptop', locale: 'en' },
      { token: 'phone', locale: 'hi' },
      { token: 'tablet', locale: 'kn' },
    ]);
  });

  it('tells a phone saved in Hindi in Hindi, and a laptop saved in English in English, of one event', async () => {
    const shopper = await t.signIn();
    await saveToken(shopper, 'phone-in-hindi', 'hi');
    await saveToken(shopper, 'laptop-in-english', 'en');
    const orderId = await placePaidOrder(t, shopper);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/ops/v1/orders/confirm',
      payload: { orderId },
      headers: packer.authorization,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const number = confirmed.json<{ Order: { OrderNumber: string } }>().Order.OrderNumber;

    // One event, its values kept; its own words are the English ones, for staff.
    const events = await t.db.select().from(orderOutbox).where(eq(orderOutbox.orderId, orderId));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      kind: 'Confirmed',
      values: { order: number },
      title: 'Order confirmed',
      payload: { orderId: String(orderId), kind: 'Confirmed' },
    });

    while ((await deliverDuePushes(t.db, sandboxPushSender)) > 0);
    expect(await sentFor(orderId)).toEqual([
      {
        token: 'laptop-in-english',
        title: 'Order confirmed',
        body: `We have confirmed ${number}.`,
      },
      {
        token: 'phone-in-hindi',
        title: 'ऑर्डर की पुष्टि हो गई',
        body: `हमने ${number} की पुष्टि कर दी है।`,
      },
    ]);

    // The sandbox page shows what each device was sent.
    const page = await t.app.inject({ method: 'GET', url: '/sandbox' });
    expect(page.body).toContain('हमने');
    expect(page.body).toContain(`We have confirmed ${number}.`);
  });
});
