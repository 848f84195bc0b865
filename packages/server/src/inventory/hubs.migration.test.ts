/**
 * Migration 0019 turns the single store into the hub "koramangala" without losing a promise: every zone it
 * served keeps its route, every counted option keeps its count (as a receipt, so the books balance), every
 * order belongs to the hub, and its packers and riders work there. The store is taken back to before 0019
 * (its tables and columns dropped, the old columns back with data in them), and 0019's SQL is run again
 * with 0020's (an alert asked before hubs waits on the main hub) and 0021's (a seat held before hubs is
 * the main hub's),
 * on PGlite and PostgreSQL (TEST_DB).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hubs, hubZones, staffHubs } from '../hubs/tables.js';
import { deliverySlotHolds, orderLines, orders } from '../orders/tables.js';
import { migrationsFolder } from '../paths.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { placePaidOrder, signInStaff } from '../testing/staff.js';
import { stockAlerts } from '../restock/tables.js';
import { stockLevels, stockMovements } from './tables.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The schema as it was before 0019, with the single store's data in its old columns. */
async function backToBeforeHubs(countedRowId: number) {
  for (const statement of [
    // 0021 first: seats per hub.
    'ALTER TABLE "delivery_slot_holds" DROP CONSTRAINT "delivery_slot_holds_hub_id_delivery_method_id_slot_id_pk"',
    'ALTER TABLE "delivery_slot_holds" DROP COLUMN "hub_id"',
    'ALTER TABLE "delivery_slot_holds" ADD CONSTRAINT "delivery_slot_holds_delivery_method_id_slot_id_pk" PRIMARY KEY ("delivery_method_id","slot_id")',
    // Then 0020: alerts per hub.
    'DROP INDEX "stock_alerts_user_option_hub_idx"',
    'ALTER TABLE "stock_alerts" DROP COLUMN "hub_id"',
    'CREATE UNIQUE INDEX "stock_alerts_user_option_idx" ON "stock_alerts" ("user_id","product_id","option_key")',
    'DROP TABLE "stock_reservations", "stock_movements", "stock_levels", "staff_hubs", "hub_zones"',
    'ALTER TABLE "orders" DROP COLUMN "hub_id"',
    'DROP TABLE "hubs"',
    'ALTER TABLE "product_option_rows" ADD COLUMN "stock" integer',
    'ALTER TABLE "delivery_zones" ADD COLUMN "route_length" integer',
    'ALTER TABLE "delivery_zones" ADD COLUMN "time_duration" integer',
  ])
    await t.db.execute(sql.raw(statement));
  await t.db.execute(sql`update delivery_zones set route_length = 3000, time_duration = 432`);
  await t.db.execute(sql`update delivery_zones set route_length = 1500, time_duration = 216
    where pincode = '560034'`);
  await t.db.execute(sql`update product_option_rows set stock = 9 where id = ${countedRowId}`);
}

async function migrate(file: string) {
  const migration = await readFile(join(migrationsFolder, file), 'utf8');
  for (const statement of migration.split('--> statement-breakpoint'))
    await t.db.execute(sql.raw(statement));
}

describe('migrations 0019 (hubs and stock), 0020 (alerts per hub) and 0021 (seats per hub)', () => {
  it('make the single store the hub koramangala, with its zones, its counts, its orders, its staff, its alerts and its seats', async () => {
    const shopper = await t.signIn();
    const orderId = await placePaidOrder(t, shopper, 1);
    const packer = await signInStaff(t, 'packer');
    const [line] = await t.db
      .select({ rowIds: orderLines.configPriceIds, productId: orderLines.productId })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId));
    const countedRowId = line!.rowIds[0]!;
    await backToBeforeHubs(countedRowId);
    await t.db.execute(sql`insert into stock_alerts (user_id, product_id, option_key)
      values (${shopper.userId}, ${line!.productId}, ${String(countedRowId)})`);

    await t.db.execute(sql`insert into delivery_slot_holds
      (delivery_method_id, slot_id, starts_at, booked, capacity)
      values (1, '20261128-1000', now(), 3, 8)`);

    await migrate('0019_hubs_and_stock.sql');
    await migrate('0020_stock_alerts_per_hub.sql');
    await migrate('0021_hub_hours_and_capacity.sql');
    await migrate('0022_stock_units.sql');

    const all = await t.db.select().from(hubs);
    expect(all.map((hub) => hub.slug)).toEqual(['koramangala']);
    const hubId = all[0]!.id;
    const [koramangala] = await t.db.select().from(hubZones).where(eq(hubZones.pincode, '560034'));
    expect(koramangala).toEqual({
      hubId,
      pincode: '560034',
      routeLength: 1_500,
      timeDuration: 216,
    });
    expect(await t.db.select().from(stockLevels)).toEqual([
      { hubId, optionRowId: countedRowId, onHand: 9, reserved: 0, unit: 'Units', perUnit: 1 },
    ]);
    const movements = await t.db.select().from(stockMovements);
    expect(movements).toMatchObject([
      { hubId, optionRowId: countedRowId, kind: 'Received', units: 9 },
    ]);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.hubId).toBe(hubId);
    const works = await t.db.select().from(staffHubs).where(eq(staffHubs.staffId, packer.staffId));
    expect(works).toEqual([{ staffId: packer.staffId, hubId }]);
    const seats = await t.db.select().from(deliverySlotHolds);
    expect(seats).toMatchObject([{ hubId, slotId: '20261128-1000', booked: 3 }]);
    const alerts = await t.db.select().from(stockAlerts);
    expect(alerts).toMatchObject([{ userId: shopper.userId, hubId }]);
    // The shopper's area check still answers from the route the store had.
    const area = await t.app.inject({
      method: 'GET',
      url: '/v1/check-serviceability?pincode=560034',
    });
    expect(area.json()).toMatchObject({
      Serviceable: true,
      RouteLength: 1_500,
      Hub: { Slug: 'koramangala' },
    });
  });
});
