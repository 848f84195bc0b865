/**
 * The staff's stock API (/ops/v1/stock, docs/inventory.md): an admin receives a delivery (which starts
 * counting an option), adjusts a count with a reason but never below what orders hold, moves units
 * between hubs but never more than are available, and reads the levels (low stock first) and every
 * movement with who and why. Each movement leaves an audit row, moves the catalog's cache state only when
 * shoppers see a difference, and tells the shoppers waiting on "Notify me" when stock arriving at the
 * main hub brings their option back. Packers and riders are refused every call. After each, every
 * level's books balance (testing/stock.ts).
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hubs } from '../hubs/tables.js';
import { orderOutbox } from '../notifications/tables.js';
import { staffAudit } from '../staff/tables.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { addProduct } from '../testing/fixtures.js';
import { placePaidOrder, type SignedInStaff, signInStaff } from '../testing/staff.js';
import { expectStockLedgerBalanced } from '../testing/stock.js';
import { stockReservations } from './tables.js';

let t: TestApp;
let admin: SignedInStaff;
/** The seeded hubs (seed/hubs.ts): Koramangala is the main hub (the first by position). */
const hub = { main: 0, north: 0, south: 0 };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInStaff(t, 'admin');
  const rows = await t.db.select({ id: hubs.id, slug: hubs.slug }).from(hubs);
  const idOf = (slug: string) => rows.find((row) => row.slug === slug)!.id;
  Object.assign(hub, {
    main: idOf('koramangala'),
    north: idOf('cv-raman-nagar'),
    south: idOf('jp-nagar'),
  });
});
afterAll(() => t.close());

type Level = {
  HubId: number;
  HubName: string;
  RowId: number;
  ProductName: string;
  Option: string;
  OnHand: number;
  Reserved: number;
  Available: number;
  Low: boolean;
};
type Movement = { Kind: string; Units: number; Reason: string; StaffName: string | null };

const post = (path: string, payload: object, who: SignedInStaff = admin) =>
  t.app.inject({ method: 'POST', url: `/ops/v1${path}`, payload, headers: who.authorization });
const get = (path: string, who: SignedInStaff = admin) =>
  t.app.inject({ method: 'GET', url: `/ops/v1${path}`, headers: who.authorization });

async function changed(reply: Awaited<ReturnType<typeof post>>): Promise<Level[]> {
  expect(reply.statusCode, reply.body).toBe(200);
  await expectStockLedgerBalanced(t.db);
  return reply.json<{ Levels: Level[] }>().Levels;
}

const receive = (hubId: number, rowId: number, units: number, note = '') =>
  post('/stock/receive', { hubId, rowId, units, note });
const adjust = (hubId: number, rowId: number, change: number, reason = 'Spoiled', note = '') =>
  post('/stock/adjust', { hubId, rowId, change, reason, note });
const move = (fromHubId: number, toHubId: number, rowId: number, units: number) =>
  post('/stock/move', { fromHubId, toHubId, rowId, units });

async function movementsOf(rowId: number, hubId?: number): Promise<Movement[]> {
  const reply = await get(`/stock/movements?rowId=${rowId}${hubId ? `&hubId=${hubId}` : ''}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<{ Movements: Movement[] }>().Movements;
}

const lastAudit = async (action: string) =>
  (
    await t.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, action))
      .orderBy(desc(staffAudit.id))
      .limit(1)
  )[0];

const cacheState = async () =>
  (await t.app.inject({ method: 'GET', url: '/v1/cache-state' })).json<{ State: string }>().State;

/** A product of its own name with weight options, none counted anywhere yet. */
async function weighed(labels = ['500 g', '1 kg']) {
  const name = `Mutton Keema ${randomUUID().slice(0, 8)}`;
  const product = await addProduct(t.db, {
    name,
    price: 39_900,
    options: [{ group: 'Weight', rows: labels.map((label, index) => ({ label, delta: index })) }],
  });
  return { ...product, name };
}

/** The option a paid order holds units of (placePaidOrder makes a product of its own). */
async function heldOption(orderId: number): Promise<number> {
  const [held] = await t.db
    .select({ rowId: stockReservations.optionRowId })
    .from(stockReservations)
    .where(and(eq(stockReservations.orderId, orderId), eq(stockReservations.status, 'Held')));
  return held!.rowId;
}

describe('an admin receiving stock', () => {
  it('starts counting an option at a hub, then adds each delivery, with an audit row', async () => {
    const product = await weighed();
    const rowId = product.rows['500 g']!;
    const [first] = await changed(await receive(hub.north, rowId, 10, 'Supplier A'));
    expect(first).toMatchObject({
      HubId: hub.north,
      HubName: 'C V Raman Nagar',
      RowId: rowId,
      ProductId: product.productId,
      Option: 'Weight: 500 g',
      OnHand: 10,
      Reserved: 0,
      Available: 10,
      Low: false,
    });
    const [second] = await changed(await receive(hub.north, rowId, 3));
    expect(second).toMatchObject({ OnHand: 13, Available: 13 });
    expect(await lastAudit('receiveStock')).toMatchObject({
      staffId: admin.staffId,
      before: { HubId: hub.north, RowId: rowId, OnHand: 10 },
      after: { HubId: hub.north, RowId: rowId, OnHand: 13, Received: 3 },
    });
    // Only that hub counts it.
    const listed = await get(`/stock?search=${encodeURIComponent(first!.ProductName)}`);
    expect(listed.json()).toMatchObject({
      Levels: [{ HubId: hub.north, RowId: rowId, OnHand: 13 }],
      PageNo: 1,
      TotalPages: 1,
    });
  });

  it('answers 404 for a hub or an option that does not exist, and 400 for no units', async () => {
    const product = await weighed();
    const rowId = product.rows['500 g']!;
    const noHub = await receive(999_999, rowId, 1);
    expect(noHub.statusCode).toBe(404);
    expect(noHub.json().Message).toBe('No such hub.');
    const noOption = await receive(hub.main, 999_999, 1);
    expect(noOption.statusCode).toBe(404);
    expect(noOption.json().Message).toBe('No such option.');
    expect((await move(hub.main, 999_999, rowId, 1)).statusCode).toBe(404);
    expect((await receive(hub.main, rowId, 0)).statusCode).toBe(400);
    await expectStockLedgerBalanced(t.db);
  });
});

describe('an admin adjusting a count', () => {
  it('corrects it with a reason, never below what orders hold', async () => {
    const shopper = await t.signIn();
    const orderId = await placePaidOrder(t, shopper, 3, { stock: 5 });
    const rowId = await heldOption(orderId);

    const below = await adjust(hub.main, rowId, -3);
    expect(below.statusCode).toBe(409);
    expect(below.json().Message).toBe(
      'Orders hold 3 of this option here: the count cannot go below 3.',
    );
    const [level] = await changed(await adjust(hub.main, rowId, -2, 'Spoiled', 'Left out'));
    expect(level).toMatchObject({ OnHand: 3, Reserved: 3, Available: 0, Low: true });

    const [latest, counted] = await movementsOf(rowId);
    expect(latest).toMatchObject({
      Kind: 'Adjusted',
      Units: -2,
      Reason: 'Spoiled: Left out',
      StaffName: 'Test admin',
    });
    // What the test counted before the checkout was no staff member's doing.
    expect(counted).toMatchObject({ Kind: 'Received', Units: 5, StaffName: null });
    expect(await lastAudit('adjustStock')).toMatchObject({
      before: { HubId: hub.main, RowId: rowId, OnHand: 5 },
      after: { HubId: hub.main, RowId: rowId, OnHand: 3, Reason: 'Spoiled', Note: 'Left out' },
    });
  });

  it('refuses to adjust an option the hub does not count yet', async () => {
    const product = await weighed();
    const refused = await adjust(hub.south, product.rows['1 kg']!, 4, 'Miscounted');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().Message).toBe(
      'This hub does not count this option yet: receive stock first.',
    );
  });
});

describe('an admin moving stock between hubs', () => {
  it('moves what is available, never more and never to the same hub', async () => {
    const shopper = await t.signIn();
    const orderId = await placePaidOrder(t, shopper, 2, { stock: 6 });
    const rowId = await heldOption(orderId);

    const tooMany = await move(hub.main, hub.north, rowId, 5);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().Message).toBe('Only 4 available here to move.');
    const sameHub = await move(hub.main, hub.main, rowId, 1);
    expect(sameHub.statusCode).toBe(400);
    expect(sameHub.json().Message).toBe('Choose two different hubs.');

    const [from, to] = await changed(await move(hub.main, hub.north, rowId, 4));
    expect(from).toMatchObject({ HubId: hub.main, OnHand: 2, Reserved: 2, Available: 0 });
    expect(to).toMatchObject({ HubId: hub.north, HubName: 'C V Raman Nagar', OnHand: 4 });
    // Moving more to a hub that counts it already adds to its count.
    await changed(await receive(hub.south, rowId, 3));
    const [, added] = await changed(await move(hub.south, hub.north, rowId, 3));
    expect(added).toMatchObject({ HubId: hub.north, OnHand: 7 });

    expect(await movementsOf(rowId, hub.north)).toMatchObject([
      { Kind: 'Moved', Units: 3, Reason: 'J P Nagar', StaffName: 'Test admin' },
      { Kind: 'Moved', Units: 4, Reason: 'Koramangala', StaffName: 'Test admin' },
    ]);
    expect((await movementsOf(rowId, hub.main))[0]).toMatchObject({
      Kind: 'Moved',
      Units: -4,
      Reason: 'C V Raman Nagar',
    });
    expect(await lastAudit('moveStock')).toMatchObject({
      before: { RowId: rowId, FromHubId: hub.south, FromOnHand: 3, ToHubId: hub.north },
      after: { FromOnHand: 0, ToOnHand: 7, Moved: 3 },
    });
  });
});

describe('the stock list', () => {
  it('filters a hub’s low stock, sold out included, lowest available first', async () => {
    const product = await weighed(['250 g', '500 g', '1 kg', '2 kg']);
    const [quarter, half, kilo, twoKilo] = ['250 g', '500 g', '1 kg', '2 kg'].map(
      (label) => product.rows[label]!,
    );
    await changed(await receive(hub.south, quarter!, 8));
    await changed(await receive(hub.south, half!, 3));
    await changed(await receive(hub.south, kilo!, 2));
    await changed(await adjust(hub.south, kilo!, -2));
    await changed(await receive(hub.south, twoKilo!, 1));
    await changed(await receive(hub.north, half!, 1));
    const search = encodeURIComponent(product.name);
    const options = async (query: string) => {
      const reply = await get(`/stock?search=${search}&${query}`);
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json<{ Levels: Level[] }>().Levels.map((level) => level.Option);
    };
    expect(await options(`hubId=${hub.south}&low=yes`)).toEqual([
      'Weight: 1 kg',
      'Weight: 2 kg',
      'Weight: 500 g',
    ]);
    expect(await options(`hubId=${hub.south}`)).toEqual([
      'Weight: 250 g',
      'Weight: 500 g',
      'Weight: 1 kg',
      'Weight: 2 kg',
    ]);
    expect(await options('low=yes')).toHaveLength(4);
    const beyond = await get(`/stock?search=${search}&pageNo=2`);
    expect(beyond.json()).toEqual({ Levels: [], PageNo: 2, TotalPages: 1 });
  });
});

describe('what shoppers see', () => {
  it('moves the cache state only when a change shows: sold out, or only a few left', async () => {
    const product = await weighed();
    const rowId = product.rows['1 kg']!;
    const state = await cacheState();
    await changed(await receive(hub.main, rowId, 40));
    await changed(await receive(hub.main, rowId, 10));
    expect(await cacheState()).toBe(state);
    await changed(await adjust(hub.main, rowId, -47, 'Miscounted'));
    const fewLeft = await cacheState();
    expect(fewLeft).not.toBe(state);
    await changed(await move(hub.main, hub.north, rowId, 3));
    expect(await cacheState()).not.toBe(fewLeft);
  });

  it('tells a shopper waiting for a sold-out option when stock arrives at the main hub', async () => {
    const product = await weighed();
    const rowId = product.rows['1 kg']!;
    await changed(await receive(hub.main, rowId, 2));
    await changed(await adjust(hub.main, rowId, -2, 'Damaged'));
    const shopper = await t.signIn();
    const asked = await t.app.inject({
      method: 'POST',
      url: '/v1/notify-when-available',
      headers: shopper.authorization,
      payload: { productId: product.productId, configPriceIds: [rowId] },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const events = () =>
      t.db
        .select({ kind: orderOutbox.kind, title: orderOutbox.title, link: orderOutbox.link })
        .from(orderOutbox)
        .where(eq(orderOutbox.userId, shopper.userId));

    // Another hub's stock is not the catalog's (per-hub alerts are not kept).
    await changed(await receive(hub.north, rowId, 5));
    expect(await events()).toEqual([]);

    await changed(await receive(hub.main, rowId, 4));
    expect(await events()).toEqual([
      {
        kind: 'BackInStock',
        title: 'Back in stock',
        link: expect.stringMatching(/^\/mutton-keema-.+\?option=/),
      },
    ]);
    expect(await lastAudit('receiveStock')).toMatchObject({ after: { BackInStock: 1 } });
    // The alert is spent: the next delivery tells no one again.
    await changed(await receive(hub.main, rowId, 4));
    expect(await events()).toHaveLength(1);
  });

  it('keeps the books when the catalog editor stops counting an option and starts again', async () => {
    const product = await weighed();
    const rowId = product.rows['500 g']!;
    const save = (stock: number | null) =>
      post('/catalog/product/save', { productId: product.productId, options: [{ rowId, stock }] });
    expect((await save(6)).statusCode).toBe(200);
    expect((await save(null)).statusCode).toBe(200);
    expect((await save(2)).statusCode).toBe(200);
    await expectStockLedgerBalanced(t.db);
    expect((await movementsOf(rowId)).map(({ Kind, Units }) => [Kind, Units])).toEqual([
      ['Received', 2],
      ['Adjusted', -6],
      ['Received', 6],
    ]);
  });
});

describe('packers and riders', () => {
  it('are refused every stock call', async () => {
    const product = await weighed();
    const rowId = product.rows['500 g']!;
    for (const role of ['packer', 'rider'] as const) {
      const member = await signInStaff(t, role);
      const replies = [
        await get('/stock', member),
        await get('/stock/movements', member),
        await post('/stock/receive', { hubId: hub.main, rowId, units: 1 }, member),
        await post('/stock/adjust', { hubId: hub.main, rowId, change: 1, reason: 'Other' }, member),
        await post(
          '/stock/move',
          { fromHubId: hub.main, toHubId: hub.north, rowId, units: 1 },
          member,
        ),
      ];
      expect(replies.map((reply) => reply.statusCode)).toEqual([403, 403, 403, 403, 403]);
    }
    expect(await movementsOf(rowId)).toEqual([]);
  });
});

describe('the ledger', () => {
  it('balances after every movement above: on hand is the sum of movements, reserved within it', async () => {
    await expectStockLedgerBalanced(t.db);
  });
});
