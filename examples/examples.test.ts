/**
 * The examples run as another team runs them: each copied into an empty folder with the packed SDK
 * installed from its tarball, started with plain `node` against the reference server (sandbox mode, a fresh
 * PGlite database seeded with the catalog and the sandbox staff). The order notifier follows an order this
 * test places while the packer and the rider move it, and must print every move; the slot report must list
 * the orders placed today by the slots they were promised.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OrderSummary } from '@storefront/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installExample, packSdk, startProgram, type Program } from './support/programs.js';
import { type ReferenceServer, startReferenceServer } from './support/reference-server.js';
import { SANDBOX_STAFF, deliver, openShop } from './support/shop.js';

let workDir: string;
let server: ReferenceServer;
let notifierDir: string;
let reportDir: string;
const programs: Program[] = [];

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'storefront-examples-'));
  const [started, tarball] = await Promise.all([startReferenceServer(workDir), packSdk(workDir)]);
  server = started;
  [notifierDir, reportDir] = await Promise.all([
    installExample('order-notifier', workDir, tarball),
    installExample('slot-report', workDir, tarball),
  ]);
});

afterAll(async () => {
  for (const program of programs) program.child.kill();
  await server?.stop();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

/** The statuses of the timeline lines the notifier printed (`HH:MM:SS  SF-…  Status  note`). */
const printedStatuses = (output: string) =>
  [...output.matchAll(/^\d\d:\d\d:\d\d {2}SF-\S+ {2}(\w+) {2}/gm)].map((match) => match[1]);

describe('the order notifier (examples/order-notifier)', () => {
  it("signs in as the shopper and prints every move of the shopper's open order until it is delivered", async () => {
    const phone = '9123400001';
    const shop = await openShop(server.baseUrl, phone);
    const order = await shop.placeOrder();
    const notifier = startProgram(notifierDir, 'notify.mjs', ['--every', '0.2'], {
      STOREFRONT_URL: server.baseUrl,
      SHOPPER_PHONE: phone,
    });
    programs.push(notifier);
    await notifier.waitFor(
      (output) => output.includes(`Following ${order.OrderNumber}`),
      'the order it follows',
    );

    // Each move as staff, then wait until the notifier has printed it.
    await deliver(server.baseUrl, order.OrderId, (status) =>
      notifier.waitFor((output) => printedStatuses(output).includes(status), status),
    );
    expect(await notifier.exited).toBe(0);

    const output = notifier.output();
    expect(output).toContain(`Signed in as ${phone}`);
    const moves = printedStatuses(output).filter((status, i, all) => status !== all[i - 1]);
    expect(moves).toEqual([
      'Placed',
      'Confirmed',
      'Packing',
      'Packed',
      'OutForDelivery',
      'Delivered',
    ]);
    expect(output.trimEnd().split('\n').at(-1)).toBe(
      `${order.OrderNumber} is Delivered: nothing more to follow.`,
    );
  });
});

describe('the slot report (examples/slot-report)', () => {
  interface SlotGroup {
    slot: string;
    slotId: string | null;
    startsAt: string | null;
    orders: number;
    items: number;
    total: number;
    statuses: Record<string, number>;
    orderNumbers: string[];
  }

  it("lists the day's orders per delivery slot, as the shoppers placed them", async () => {
    const shop = await openShop(server.baseUrl, '9123400002');
    const [first, second] = await shop.openSlots();
    if (!first || !second) throw new Error('the seeded store offers fewer than two open slots');
    await shop.placeOrder({ slotId: first.SlotId, qty: 1 });
    await shop.placeOrder({ slotId: first.SlotId, qty: 2 });
    await shop.placeOrder({ slotId: second.SlotId, qty: 3 });
    await shop.placeOrder();
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

    // What the shoppers see of every order placed today (the notifier's shopper's order too).
    const shoppers = [shop.shopper, (await openShop(server.baseUrl, '9123400001')).shopper];
    const placed: (OrderSummary & { slotId: string | null })[] = [];
    for (const shopper of shoppers)
      for await (const order of shopper.orders.allHistory())
        placed.push({ ...order, slotId: order.DeliveryWindow?.SlotId ?? null });
    const expected = [first, second, null].map((slot) => {
      const orders = placed.filter((order) => order.slotId === (slot?.SlotId ?? null));
      const statuses: Record<string, number> = {};
      for (const order of orders) statuses[order.Status] = (statuses[order.Status] ?? 0) + 1;
      return {
        slotId: slot?.SlotId ?? null,
        // The same instant as the slot list gives it (both are the server's ISO text).
        startsAt: slot ? new Date(slot.Start).toISOString() : null,
        orders: orders.length,
        items: orders.reduce((sum, order) => sum + order.ItemCount, 0),
        total: orders.reduce((sum, order) => sum + order.Total, 0),
        statuses,
        orderNumbers: orders.map((order) => order.OrderNumber).sort(),
      };
    });

    const env = {
      STOREFRONT_URL: server.baseUrl,
      STAFF_EMAIL: SANDBOX_STAFF.admin.email,
      STAFF_PASSWORD: SANDBOX_STAFF.admin.password,
    };
    const json = startProgram(reportDir, 'report.mjs', ['--date', date, '--json'], env);
    programs.push(json);
    expect(await json.exited, json.output()).toBe(0);
    const report = JSON.parse(json.output()) as {
      date: string;
      orders: number;
      slots: SlotGroup[];
    };
    expect(report.date).toBe(date);
    expect(report.orders).toBe(placed.length);
    expect(report.slots.map(({ slot: _title, ...group }) => group)).toEqual(expected);
    expect(report.slots.at(-1)?.slot).toBe('No slot (Standard)');

    const text = startProgram(reportDir, 'report.mjs', ['--date', date], env);
    programs.push(text);
    expect(await text.exited, text.output()).toBe(0);
    const lines = text.output().trimEnd().split('\n');
    expect(lines[0]).toBe(
      `Orders placed on ${date} (India time), by delivery slot: ${placed.length} in all`,
    );
    for (const [index, group] of report.slots.entries())
      expect(lines[index + 2]).toMatch(
        new RegExp(`^${escape(group.slot)}\\s+${group.orders}\\s+${group.items}\\s`),
      );
  });
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
