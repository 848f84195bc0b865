/**
 * The order ledger (docs/money.md): the defects found where money moved twice or beyond what was paid,
 * each pinned here, and the ledger's own guarantees (append-only, the database's balance check, the
 * database's kinds agreeing with the SDK's table).
 */
import { LEDGER_ENTRY_KINDS, LEDGER_KIND_NAMES, allocateDiscount } from '@storefront/sdk/core';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLedger } from './tables.js';
import { migrationsFolder } from '../paths.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { openMoneyDriver, type MoneyDriver } from '../testing/money-driver.js';
import { walletLedger } from '../testing/shop.js';

let t: TestApp;
let d: MoneyDriver;

beforeAll(async () => {
  t = await createTestApp();
  d = await openMoneyDriver(t);
});
afterAll(() => t.close());

/** A paid order (online, with the coupon when asked) taken to Delivered with every line packed as ordered. */
async function deliveredOrder(options: { coupon?: boolean } = {}) {
  const shopper = await d.shopper();
  const { orderId } = await d.place(shopper, options);
  expect((await d.payOnline(shopper, orderId!)).statusCode).toBe(200);
  for (const step of ['confirm', 'start-packing'])
    expect((await d.move(orderId!, step)).statusCode).toBe(200);
  expect((await d.pack(orderId!, ['exact'])).statusCode).toBe(200);
  for (const step of ['dispatch', 'deliver'])
    expect((await d.move(orderId!, step)).statusCode).toBe(200);
  return { shopper, orderId: orderId! };
}

describe('money back is never more than money paid', () => {
  it('regression: a line refund after an accepted refund request of the whole order pays nothing again', async () => {
    const { shopper, orderId } = await deliveredOrder();
    expect((await d.requestRefund(shopper, orderId)).statusCode).toBe(200);
    expect((await d.decide(orderId, true)).statusCode).toBe(200);
    const paid = await d.money(orderId);
    expect(paid.Refunded).toBe(paid.Paid);

    const again = await d.refundLine(orderId, 0);
    expect(again.statusCode).toBe(409);
    expect(again.json().Message).toBe('Nothing left to refund');
    expect((await d.money(orderId)).Refunded).toBe(paid.Paid);
    expect(await d.violations(orderId)).toEqual([]);
  });

  it('regression: a request accepted while the order is Placed leaves nothing for a short line at packing', async () => {
    const shopper = await d.shopper();
    const { orderId } = await d.place(shopper, {});
    await d.payOnline(shopper, orderId!);
    expect((await d.requestRefund(shopper, orderId!)).statusCode).toBe(200);
    expect((await d.decide(orderId!, true)).statusCode).toBe(200);
    const before = (await walletLedger(t.db, shopper.userId)).balance;

    await d.move(orderId!, 'confirm');
    await d.move(orderId!, 'start-packing');
    expect((await d.pack(orderId!, ['short', 'short'])).statusCode).toBe(200);
    expect((await walletLedger(t.db, shopper.userId)).balance).toBe(before);
    const money = await d.money(orderId!);
    expect(money.Refunded).toBe(money.Paid);
    expect(await d.violations(orderId!)).toEqual([]);
  });

  it('regression: with a coupon, a short line and a line refund give back what the order paid, not the prices before the coupon', async () => {
    const shopper = await d.shopper();
    const { orderId } = await d.place(shopper, { coupon: true });
    await d.payOnline(shopper, orderId!);
    await d.move(orderId!, 'confirm');
    await d.move(orderId!, 'start-packing');
    expect((await d.pack(orderId!, ['short', 'exact'])).statusCode).toBe(200);
    await d.move(orderId!, 'dispatch');
    await d.move(orderId!, 'deliver');
    expect((await d.refundLine(orderId!, 1)).statusCode).toBe(200);

    const money = await d.money(orderId!);
    // ₹400 + ₹650 less 10 %: each line goes back at its price after its share of the coupon.
    const shares = allocateDiscount([40_000, 65_000], 10_500);
    expect(money.Refunded).toBe(40_000 - shares[0]! + 65_000 - shares[1]!);
    expect(money.Refunded).toBeLessThanOrEqual(money.Paid);
    expect(await d.violations(orderId!)).toEqual([]);
  });

  it('a cancelled, refunded order has nothing to pay and nothing left to refund', async () => {
    const shopper = await d.shopper();
    const { orderId } = await d.place(shopper, { wallet: 20_000 });
    await d.payOnline(shopper, orderId!);
    expect((await d.cancel(shopper, orderId!)).json()).toMatchObject({ Success: true });
    const money = await d.money(orderId!);
    expect(money).toMatchObject({ Owed: 0, Due: 0, Refundable: 0 });
    expect(money.Refunded).toBe(money.Paid);
    expect((await d.requestRefund(shopper, orderId!)).statusCode).toBe(400);
    expect(await d.violations(orderId!)).toEqual([]);
  });
});

describe('the ledger itself', () => {
  it('refuses to change or delete an entry: a correction is a new entry', async () => {
    const shopper = await d.shopper();
    const { orderId } = await d.place(shopper, {});
    await expect(
      t.db.update(orderLedger).set({ amount: 1 }).where(eq(orderLedger.orderId, orderId!)),
    ).rejects.toThrow();
    await expect(
      t.db.delete(orderLedger).where(eq(orderLedger.orderId, orderId!)),
    ).rejects.toThrow();
    expect((await d.money(orderId!)).Charged).toBeGreaterThan(0);
  });

  it('refuses at commit a write that pays back more than was paid, and keeps nothing of it', async () => {
    const shopper = await d.shopper();
    const { orderId } = await d.place(shopper, {});
    await expect(
      t.db.transaction(async (tx) => {
        await tx
          .insert(orderLedger)
          .values({ orderId: orderId!, kind: 'RefundToWallet', amount: 100 });
      }),
    ).rejects.toThrow();
    expect((await d.money(orderId!)).Refunded).toBe(0);
  });

  it("the database's balances move as the SDK's table of kinds says", async () => {
    const shopper = await d.shopper();
    const { orderId } = await d.place(shopper, {});
    for (const kind of LEDGER_KIND_NAMES) {
      const moved = await readDirection(orderId!, kind);
      expect(moved, kind).toEqual({
        owed: LEDGER_ENTRY_KINDS[kind].owed * 7,
        held: LEDGER_ENTRY_KINDS[kind].held * 7,
      });
    }
  });
});

type Tx = Parameters<Parameters<TestApp['db']['transaction']>[0]>[0];

async function balancesOf(tx: Tx, orderId: number) {
  const result = (await tx.execute(
    sql`select owed, held from order_ledger_balances(${orderId})`,
  )) as unknown as { rows: { owed: string; held: string }[] };
  const row = result.rows[0]!;
  return { owed: Number(row.owed), held: Number(row.held) };
}

/** How one entry of the kind moves the database's balances (written and rolled back). */
async function readDirection(orderId: number, kind: (typeof LEDGER_KIND_NAMES)[number]) {
  let moved: { owed: number; held: number } | null = null;
  await t.db
    .transaction(async (tx) => {
      const before = await balancesOf(tx, orderId);
      await tx.insert(orderLedger).values({ orderId, kind, amount: 7 });
      const after = await balancesOf(tx, orderId);
      moved = { owed: after.owed - before.owed, held: after.held - before.held };
      tx.rollback();
    })
    .catch(() => undefined);
  return moved;
}

describe('opening entries for orders placed before the ledger (migration 0016)', () => {
  it('give each older order the figures its own history gives it', async () => {
    const scenarios: (() => Promise<number>)[] = [
      async () => (await deliveredOrder()).orderId,
      async () => (await deliveredOrder({ coupon: true })).orderId,
      async () => {
        const shopper = await d.shopper();
        const { orderId } = await d.place(shopper, { wallet: 30_000 });
        return orderId!;
      },
      async () => {
        const shopper = await d.shopper();
        const { orderId } = await d.place(shopper, { wallet: 20_000 });
        await d.payOnline(shopper, orderId!);
        await d.cancel(shopper, orderId!);
        return orderId!;
      },
      async () => {
        const { orderId } = await deliveredOrder();
        await d.refundLine(orderId, 0);
        return orderId;
      },
      async () => {
        const shopper = await d.shopper();
        const { orderId } = await d.place(shopper, { atDoor: true, wallet: 10_000 });
        await d.move(orderId!, 'confirm');
        await d.move(orderId!, 'start-packing');
        await d.pack(orderId!, ['light', 'short']);
        await d.move(orderId!, 'dispatch');
        return orderId!;
      },
    ];
    const ids: number[] = [];
    for (const scenario of scenarios) ids.push(await scenario());
    const before = await Promise.all(ids.map((id) => d.money(id)));

    // As if the ledger had just been created: the orders are there, their entries are not.
    await t.db.execute(sql`alter table order_ledger disable trigger order_ledger_append_only`);
    await t.db.delete(orderLedger).where(inArray(orderLedger.orderId, ids));
    await t.db.execute(sql`alter table order_ledger enable trigger order_ledger_append_only`);
    const opening = await readFile(
      join(migrationsFolder, '0016_ledger_opening_entries.sql'),
      'utf8',
    );
    await t.db.execute(sql.raw(opening));

    const after = await Promise.all(ids.map((id) => d.money(id)));
    const essentials = (m: (typeof before)[number]) => ({
      Charged: m.Charged,
      Owed: m.Owed,
      Held: m.Paid - m.Refunded,
      Due: m.Due,
      Refundable: m.Refundable,
    });
    expect(after.map(essentials)).toEqual(before.map(essentials));
    for (const id of ids) expect(await d.violations(id)).toEqual([]);
  });
});
