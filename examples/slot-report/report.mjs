#!/usr/bin/env node
// @ts-check
/**
 * Today's orders per delivery slot: a staff script over the operations API (`@storefront/sdk/ops`). Signs in
 * as a staff member, reads the board's orders placed on a day (India time) page by page, and prints them
 * grouped by the delivery slot they were promised (orders without a slot last), with their count, items,
 * value and statuses.
 *
 *   STOREFRONT_URL=http://127.0.0.1:8080 STAFF_EMAIL=admin@sandbox.test STAFF_PASSWORD=sandbox-admin-1 \
 *     node report.mjs [--date YYYY-MM-DD] [--json]
 *
 * A packer or rider sees their hubs' orders only; an admin sees every hub's. Exits 1 on a failure.
 */
import { parseArgs } from 'node:util';
import { describeError, formatPaise, paginate } from '@storefront/sdk';
import { createOpsClient } from '@storefront/sdk/ops';

/** @typedef {import('@storefront/sdk/ops').OpsOrderSummary} OrderRow */
/**
 * @typedef {object} SlotGroup
 * @property {string} slot the window in India time, e.g. "Sat 29 Nov, 08:00–10:00", or "No slot (Express)"
 * @property {string | null} slotId
 * @property {string | null} startsAt
 * @property {number} orders
 * @property {number} items
 * @property {number} total paise
 * @property {Record<string, number>} statuses
 * @property {string[]} orderNumbers
 */

const IST = 'Asia/Kolkata';
const { values } = parseArgs({
  options: {
    date: { type: 'string' },
    json: { type: 'boolean', default: false },
  },
});
const baseUrl = process.env.STOREFRONT_URL ?? 'http://127.0.0.1:8080';
const email = process.env.STAFF_EMAIL ?? '';
const password = process.env.STAFF_PASSWORD ?? '';
// en-CA writes dates as YYYY-MM-DD.
const today = new Intl.DateTimeFormat('en-CA', { timeZone: IST }).format(new Date());
const date = values.date ?? today;

function fail(/** @type {unknown} */ error) {
  const text = typeof error === 'string' ? error : describeError(error).title;
  console.error(`report: ${text}`);
  process.exit(1);
}
if (!email || !password) fail('set STAFF_EMAIL and STAFF_PASSWORD (sandbox: see README.md)');
if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) fail('--date takes a day as YYYY-MM-DD');

const day = new Intl.DateTimeFormat('en-IN', {
  timeZone: IST,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});
const clock = new Intl.DateTimeFormat('en-IN', {
  timeZone: IST,
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** The slot an order was promised, as a group's key and title. */
function slotOf(/** @type {OrderRow} */ order) {
  if (!order.Slot) {
    const kind = order.Express ? 'Express' : 'Standard';
    return { key: `~${kind}`, slot: `No slot (${kind})`, slotId: null, startsAt: null };
  }
  const start = new Date(order.Slot.StartsAt);
  const end = new Date(order.Slot.EndsAt);
  return {
    key: order.Slot.StartsAt,
    slot: `${day.format(start)}, ${clock.format(start)}–${clock.format(end)}`,
    slotId: order.Slot.SlotId,
    startsAt: order.Slot.StartsAt,
  };
}

/** Groups the orders by slot: slots in time order, then the orders without one. */
function bySlot(/** @type {readonly OrderRow[]} */ orders) {
  /** @type {Map<string, SlotGroup>} */
  const groups = new Map();
  for (const order of orders) {
    const { key, ...slot } = slotOf(order);
    const group = groups.get(key) ?? {
      ...slot,
      orders: 0,
      items: 0,
      total: 0,
      statuses: {},
      orderNumbers: [],
    };
    group.orders += 1;
    group.items += order.ItemCount;
    group.total += order.Total;
    group.statuses[order.Status] = (group.statuses[order.Status] ?? 0) + 1;
    group.orderNumbers.push(order.OrderNumber);
    groups.set(key, group);
  }
  // Slot keys are ISO times, which sort as text; the keys of orders without a slot start with '~', after them.
  return [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, group]) => ({ ...group, orderNumbers: group.orderNumbers.sort() }));
}

function print(/** @type {SlotGroup[]} */ groups, /** @type {number} */ count) {
  console.log(`Orders placed on ${date} (India time), by delivery slot: ${count} in all`);
  if (groups.length === 0) return;
  const rows = groups.map((group) => [
    group.slot,
    String(group.orders),
    String(group.items),
    formatPaise(group.total),
    Object.entries(group.statuses)
      .map(([status, n]) => `${status} ${n}`)
      .join(', '),
  ]);
  const header = ['Slot', 'Orders', 'Items', 'Value', 'Statuses'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  for (const row of [header, ...rows])
    console.log(
      row
        .map((cell, column) =>
          column >= 1 && column <= 3
            ? cell.padStart(widths[column] ?? 0)
            : cell.padEnd(widths[column] ?? 0),
        )
        .join('  ')
        .trimEnd(),
    );
}

let token = /** @type {string | undefined} */ (undefined);
const ops = createOpsClient({ baseUrl, getToken: () => token });
try {
  token = (await ops.staff.signIn({ email, password })).Token;
  /** @type {OrderRow[]} */
  const orders = [];
  for await (const order of paginate(
    (pageNo) => ops.orders.list({ date, pageNo }),
    (page) => page.Orders,
  ))
    orders.push(order);
  const groups = bySlot(orders);
  if (values.json)
    console.log(JSON.stringify({ date, orders: orders.length, slots: groups }, null, 2));
  else print(groups, orders.length);
  // Staff tokens last a shift: end this one now rather than leave it valid.
  await ops.staff.signOut();
} catch (error) {
  fail(error);
}
