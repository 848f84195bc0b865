/**
 * "Notify me" for a sold-out product option: a signed-in shopper's alert, kept once however often asked;
 * the change that brings the option back writes one outbox event (with a push per saved token) for each
 * shopper waiting, in its own transaction, and spends the alert; nothing is announced for an option that
 * was available already or stays sold out; a shopper reads and withdraws only their own alerts.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type SignedInShopper, type TestApp, createTestApp } from '../testing/app.js';
import { randomUUID } from 'node:crypto';
import {
  addAddress,
  addProduct,
  countStock,
  seededMethods,
  type ProductFixture,
} from '../testing/fixtures.js';
import { signInStaff } from '../testing/staff.js';
import { hubs } from '../hubs/tables.js';
import { notificationTokens, orderOutbox, pushDeliveries } from '../notifications/tables.js';
import { products } from '../catalog/tables.js';
import { editCatalogProductIn } from '../operations/catalog.js';

const ADMIN = { 'x-sandbox-admin-token': 'restock-tests' };

type StockAlert = {
  ProductId: number;
  OptionKey: string;
  ConfigPriceIds: number[];
  CreatedAt: string;
  NotifiedAt: string | null;
};
type AlertsReply = {
  ProductId: number;
  IsAvailable: boolean;
  Options: { RowId: number; IsAvailable: boolean }[];
  StockAlerts: StockAlert[];
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { sandboxAdminToken: 'restock-tests' } });
});
afterAll(() => t.close());

const notifyMe = (shopper: SignedInShopper | undefined, productId: number, ids: number[]) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/notify-when-available',
    headers: shopper?.authorization ?? {},
    payload: { productId, configPriceIds: ids },
  });
const cancel = (shopper: SignedInShopper, productId: number, ids: number[]) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/cancel-stock-alert',
    headers: shopper.authorization,
    payload: { productId, configPriceIds: ids },
  });
const alertsOf = async (shopper: SignedInShopper, productId: number) => {
  const reply = await t.app.inject({
    method: 'GET',
    url: `/v1/get-stock-alerts?productId=${productId}`,
    headers: shopper.authorization,
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<AlertsReply>();
};
const setOption = (rowId: number, isAvailable: boolean) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/sandbox/admin/option-availability',
    headers: ADMIN,
    payload: { rowId, isAvailable },
  });
const setProduct = (productId: number, isAvailable: boolean) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/sandbox/admin/product-availability',
    headers: ADMIN,
    payload: { productId, isAvailable },
  });

/** The back-in-stock events written for these shoppers, oldest first, with their push tokens. */
async function eventsFor(...shoppers: SignedInShopper[]) {
  const events = await t.db
    .select()
    .from(orderOutbox)
    .where(
      and(
        eq(orderOutbox.kind, 'BackInStock'),
        inArray(
          orderOutbox.userId,
          shoppers.map((shopper) => shopper.userId),
        ),
      ),
    )
    .orderBy(asc(orderOutbox.id));
  const deliveries =
    events.length === 0
      ? []
      : await t.db
          .select({ eventId: pushDeliveries.eventId, token: pushDeliveries.token })
          .from(pushDeliveries)
          .where(
            inArray(
              pushDeliveries.eventId,
              events.map((event) => event.id),
            ),
          );
  return events.map((event) => ({
    userId: event.userId,
    orderId: event.orderId,
    title: event.title,
    body: event.body,
    link: event.link,
    tokens: deliveries.filter((d) => d.eventId === event.id).map((d) => d.token),
  }));
}

async function shopperWithToken(token: string): Promise<SignedInShopper> {
  const shopper = await t.signIn();
  await t.db.insert(notificationTokens).values({ userId: shopper.userId, token });
  return shopper;
}

const slugOf = async (productId: number) =>
  (await t.db.select({ slug: products.slug }).from(products).where(eq(products.id, productId)))[0]!
    .slug;

describe('asking to be told when an option is back', () => {
  let curry: ProductFixture;
  beforeEach(async () => {
    curry = await addProduct(t.db, {
      name: 'Mutton Curry Cut',
      price: 45_000,
      options: [
        {
          group: 'Weight',
          rows: [
            { label: '500 g', delta: 0 },
            { label: '1 kg', delta: 40_000, available: false },
          ],
        },
        { group: 'Cut', rows: [{ label: 'Curry cut', delta: 0 }] },
      ],
    });
  });

  it('keeps one alert for a sold-out option however often the shopper asks, and lists it with the availability now', async () => {
    const shopper = await t.signIn();
    const soldOut = [curry.rows['1 kg']!, curry.rows['Curry cut']!];

    const first = await notifyMe(shopper, curry.productId, soldOut);
    const again = await notifyMe(shopper, curry.productId, [...soldOut].reverse());

    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode, again.body).toBe(200);
    const key = [...soldOut].sort((a, b) => a - b).join('-');
    expect(first.json().StockAlert).toMatchObject({
      ProductId: curry.productId,
      OptionKey: key,
      NotifiedAt: null,
    });
    expect(again.json().StockAlert).toEqual(first.json().StockAlert);
    const listed = await alertsOf(shopper, curry.productId);
    expect(listed.StockAlerts).toEqual([first.json().StockAlert]);
    expect(listed.IsAvailable).toBe(true);
    expect(listed.Options).toEqual(
      expect.arrayContaining([
        { RowId: curry.rows['500 g'], IsAvailable: true },
        { RowId: curry.rows['1 kg'], IsAvailable: false },
      ]),
    );
  });

  it('is for signed-in shoppers only', async () => {
    const reply = await notifyMe(undefined, curry.productId, [curry.rows['1 kg']!]);
    expect(reply.statusCode).toBe(401);
    const list = await t.app.inject({
      method: 'GET',
      url: `/v1/get-stock-alerts?productId=${curry.productId}`,
    });
    expect(list.statusCode).toBe(401);
  });

  it('refuses an option that can be bought now, options that name no option of the product, and an unknown product', async () => {
    const shopper = await t.signIn();
    const other = await addProduct(t.db, {
      name: 'Other',
      price: 100,
      options: [{ group: 'Weight', rows: [{ label: '1 kg', delta: 0, available: false }] }],
    });

    const inStock = await notifyMe(shopper, curry.productId, [
      curry.rows['500 g']!,
      curry.rows['Curry cut']!,
    ]);
    const groupMissing = await notifyMe(shopper, curry.productId, [curry.rows['1 kg']!]);
    const twoOfOneGroup = await notifyMe(shopper, curry.productId, [
      curry.rows['500 g']!,
      curry.rows['1 kg']!,
      curry.rows['Curry cut']!,
    ]);
    const anotherProducts = await notifyMe(shopper, curry.productId, [
      other.rows['1 kg']!,
      curry.rows['Curry cut']!,
    ]);
    const unknown = await notifyMe(shopper, 987_654, []);

    expect(inStock.statusCode).toBe(409);
    expect(inStock.json()).toEqual({
      Message: 'Already in stock',
      Description: 'You can add it to your cart now.',
    });
    for (const refused of [groupMissing, twoOfOneGroup, anotherProducts]) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json().Message).toBe('Choose the options');
    }
    expect(unknown.statusCode).toBe(404);
    expect((await alertsOf(shopper, curry.productId)).StockAlerts).toEqual([]);
  });
});

describe('when a sold-out option comes back', () => {
  it('writes one event per waiting shopper, with a push per token, and spends their alerts', async () => {
    const curry = await addProduct(t.db, {
      name: 'Chicken Curry Cut',
      price: 20_000,
      options: [
        {
          group: 'Weight',
          rows: [
            { label: '500 g', delta: 0 },
            { label: '1 kg', delta: 18_000, available: false },
          ],
        },
        {
          group: 'Cut',
          rows: [
            { label: 'Curry cut', delta: 0 },
            { label: 'Boneless', delta: 5_000, available: false },
          ],
        },
      ],
    });
    const kg = [curry.rows['1 kg']!, curry.rows['Curry cut']!];
    const kgBoneless = [curry.rows['1 kg']!, curry.rows['Boneless']!];
    const asha = await shopperWithToken('asha-phone');
    await t.db.insert(notificationTokens).values({ userId: asha.userId, token: 'asha-laptop' });
    const ravi = await shopperWithToken('ravi-phone');
    const meena = await shopperWithToken('meena-phone');
    expect((await notifyMe(asha, curry.productId, kg)).statusCode).toBe(200);
    expect((await notifyMe(ravi, curry.productId, kg)).statusCode).toBe(200);
    // Meena waits for 1 kg boneless, which stays sold out while Boneless is.
    expect((await notifyMe(meena, curry.productId, kgBoneless)).statusCode).toBe(200);

    const back = await setOption(curry.rows['1 kg']!, true);

    expect(back.statusCode, back.body).toBe(200);
    const slug = await slugOf(curry.productId);
    const key = [...kg].sort((a, b) => a - b).join('-');
    const push = {
      orderId: null,
      title: 'Back in stock',
      body: 'Chicken Curry Cut (1 kg · Curry cut) is back in stock. Order it before it sells out again.',
      link: `/${slug}?option=${key}`,
    };
    expect(await eventsFor(asha, ravi, meena)).toEqual([
      { ...push, userId: asha.userId, tokens: ['asha-phone', 'asha-laptop'] },
      { ...push, userId: ravi.userId, tokens: ['ravi-phone'] },
    ]);
    const [ashaAlert] = (await alertsOf(asha, curry.productId)).StockAlerts;
    expect(ashaAlert?.NotifiedAt).not.toBeNull();
    expect((await alertsOf(meena, curry.productId)).StockAlerts[0]?.NotifiedAt).toBeNull();

    // Available again (available → available), then sold out and back: the spent alerts say nothing more.
    await setOption(curry.rows['1 kg']!, true);
    await setOption(curry.rows['1 kg']!, false);
    await setOption(curry.rows['1 kg']!, true);
    expect(await eventsFor(asha, ravi)).toHaveLength(2);

    // Boneless comes back: Meena's option is whole now, and she alone hears of it.
    await setOption(curry.rows['Boneless']!, true);
    expect((await eventsFor(meena)).map((event) => event.body)).toEqual([
      'Chicken Curry Cut (1 kg · Boneless) is back in stock. Order it before it sells out again.',
    ]);
  });

  it('announces an option when its product comes back whole, but not one whose own row is still sold out', async () => {
    const wings = await addProduct(t.db, {
      name: 'Chicken Wings',
      price: 15_000,
      available: false,
      options: [
        {
          group: 'Weight',
          rows: [
            { label: '500 g', delta: 0 },
            { label: '1 kg', delta: 14_000, available: false },
          ],
        },
      ],
    });
    const simple = await addProduct(t.db, { name: 'Egg Tray', price: 9_000, available: false });
    const shopper = await shopperWithToken('device');
    await notifyMe(shopper, wings.productId, [wings.rows['500 g']!]);
    await notifyMe(shopper, wings.productId, [wings.rows['1 kg']!]);
    expect((await notifyMe(shopper, simple.productId, [])).json().StockAlert.OptionKey).toBe(
      'simple',
    );

    await setProduct(wings.productId, true);
    await setProduct(simple.productId, true);

    const wingsSlug = await slugOf(wings.productId);
    const simpleSlug = await slugOf(simple.productId);
    expect((await eventsFor(shopper)).map((event) => [event.body, event.link])).toEqual([
      [
        'Chicken Wings (500 g) is back in stock. Order it before it sells out again.',
        `/${wingsSlug}?option=${wings.rows['500 g']}`,
      ],
      [
        'Egg Tray is back in stock. Order it before it sells out again.',
        `/${simpleSlug}?option=simple`,
      ],
    ]);
  });

  it('announces nothing for a change that finds the option available already', async () => {
    const thighs = await addProduct(t.db, {
      name: 'Chicken Thighs',
      price: 30_000,
      available: false,
    });
    const shopper = await shopperWithToken('device');
    await notifyMe(shopper, thighs.productId, []);
    // Made available behind the catalog edit's back (a restored backup, a bulk import): no transition seen.
    await t.db.update(products).set({ isAvailable: true }).where(eq(products.id, thighs.productId));

    await setProduct(thighs.productId, true);

    expect(await eventsFor(shopper)).toEqual([]);
    expect((await alertsOf(shopper, thighs.productId)).StockAlerts[0]?.NotifiedAt).toBeNull();
  });

  it('writes nothing when the change is rolled back with the transaction it was part of', async () => {
    const fish = await addProduct(t.db, { name: 'Seer Fish', price: 60_000, available: false });
    const shopper = await shopperWithToken('device');
    await notifyMe(shopper, fish.productId, []);

    await expect(
      t.db.transaction(async (tx) => {
        const changed = await editCatalogProductIn(tx, fish.productId, { isAvailable: true }, null);
        expect(changed.backInStock).toBe(1);
        throw new Error('the edit that carried it failed');
      }),
    ).rejects.toThrow('the edit that carried it failed');

    expect(await eventsFor(shopper)).toEqual([]);
    expect((await alertsOf(shopper, fish.productId)).StockAlerts[0]?.NotifiedAt).toBeNull();
  });

  it('waits again when the shopper asks again after being told', async () => {
    const fish = await addProduct(t.db, { name: 'Pomfret', price: 50_000, available: false });
    const shopper = await shopperWithToken('device');
    await notifyMe(shopper, fish.productId, []);
    await setProduct(fish.productId, true);
    await setProduct(fish.productId, false);

    const again = await notifyMe(shopper, fish.productId, []);
    await setProduct(fish.productId, true);

    expect(again.json().StockAlert.NotifiedAt).toBeNull();
    expect(await eventsFor(shopper)).toHaveLength(2);
  });
});

describe('a shopper’s own alerts', () => {
  it('are read and withdrawn by that shopper only', async () => {
    const fish = await addProduct(t.db, { name: 'King Fish', price: 70_000, available: false });
    const owner = await shopperWithToken('owner-device');
    const other = await shopperWithToken('other-device');
    await notifyMe(owner, fish.productId, []);

    expect((await alertsOf(other, fish.productId)).StockAlerts).toEqual([]);
    expect((await cancel(other, fish.productId, [])).statusCode).toBe(200);
    expect((await alertsOf(owner, fish.productId)).StockAlerts).toHaveLength(1);

    expect((await cancel(owner, fish.productId, [])).json()).toEqual({ Success: true });
    expect((await alertsOf(owner, fish.productId)).StockAlerts).toEqual([]);
    expect((await cancel(owner, fish.productId, [])).statusCode).toBe(200);

    await setProduct(fish.productId, true);
    expect(await eventsFor(owner, other)).toEqual([]);
  });
});

describe('an alert at the hub that delivers to the shopper', () => {
  it('waits for that hub’s stock: stock at another hub tells no one, a product switched back on tells all', async () => {
    const mutton = await addProduct(t.db, {
      name: 'Mutton Keema',
      price: 60_000,
      options: [{ group: 'Weight', rows: [{ label: '500 g', delta: 0 }] }],
    });
    const rowId = mutton.rows['500 g']!;
    // Sold out at J P Nagar; Koramangala (the main hub) does not count it, so it sells there.
    await countStock(t.db, rowId, 0, 'jp-nagar');
    const southern = await shopperWithToken('jp-nagar-device');
    const asked = await t.app.inject({
      method: 'POST',
      url: '/v1/notify-when-available',
      headers: southern.authorization,
      payload: { productId: mutton.productId, configPriceIds: [rowId], hub: 'jp-nagar' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    // At the main hub it is on sale: asking there is refused as already in stock.
    expect((await notifyMe(southern, mutton.productId, [rowId])).statusCode).toBe(409);
    const atJpNagar = await t.app.inject({
      method: 'GET',
      url: `/v1/get-stock-alerts?productId=${mutton.productId}&hub=jp-nagar`,
      headers: southern.authorization,
    });
    expect(atJpNagar.json()).toMatchObject({
      Options: [{ RowId: rowId, IsAvailable: false }],
      StockAlerts: [{ ConfigPriceIds: [rowId], NotifiedAt: null }],
    });

    const admin = await signInStaff(t, 'admin');
    const receive = (hubId: number) =>
      t.app.inject({
        method: 'POST',
        url: '/ops/v1/stock/receive',
        headers: admin.authorization,
        payload: { hubId, rowId, units: 6 },
      });
    const hubIds = Object.fromEntries(
      (await t.db.select({ id: hubs.id, slug: hubs.slug }).from(hubs)).map((hub) => [
        hub.slug,
        hub.id,
      ]),
    );
    expect((await receive(hubIds['cv-raman-nagar']!)).statusCode).toBe(200);
    expect(await eventsFor(southern)).toEqual([]);
    expect((await receive(hubIds['jp-nagar']!)).statusCode).toBe(200);
    expect(await eventsFor(southern)).toMatchObject([
      { title: 'Back in stock', tokens: ['jp-nagar-device'] },
    ]);
  });
});

describe('units an order gives back', () => {
  it('tell the shoppers waiting at that hub, when the order holding the last unit is cancelled', async () => {
    const lamb = await addProduct(t.db, {
      name: 'Lamb Chops',
      price: 80_000,
      options: [{ group: 'Weight', rows: [{ label: '500 g', delta: 0 }] }],
    });
    const rowId = lamb.rows['500 g']!;
    await countStock(t.db, rowId, 1);
    const buyer = await t.signIn();
    const addressId = await addAddress(t.db, buyer.userId);
    const methods = await seededMethods(t.db);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/v1/checkout',
      headers: { ...buyer.authorization, 'idempotency-key': randomUUID() },
      payload: {
        addressId,
        deliveryMethodId: methods.standard,
        paymentMethodId: methods.online,
        useWallet: false,
        products: [{ productId: lamb.productId, qty: 1, configPriceIds: [rowId], price: 80_000 }],
      },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    // The last unit is held: the option is sold out at the main hub, and a shopper waits for it.
    const waiting = await shopperWithToken('lamb-device');
    expect((await notifyMe(waiting, lamb.productId, [rowId])).statusCode).toBe(200);

    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/v1/cancel-order',
      headers: { ...buyer.authorization, 'idempotency-key': randomUUID() },
      payload: { orderId: placed.json().OrderData.OrderId, reason: '' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await eventsFor(waiting)).toMatchObject([
      { title: 'Back in stock', tokens: ['lamb-device'] },
    ]);
  });
});
