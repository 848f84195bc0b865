/**
 * Test data for the commerce tests, written straight to the test database so the tests do not depend
 * on which products the demo seed happens to hold.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import { addresses } from '../addresses/tables.js';
import { categories, productOptionGroups, productOptionRows, products } from '../catalog/tables.js';
import { moveWallet } from '../wallet/service.js';
import { deliveryMethods, paymentMethods } from '../checkout/tables.js';
import { idempotencyKeys } from '../http/tables.js';
import { hubs } from '../hubs/tables.js';
import { mainHub } from '../inventory/allocation.js';
import { receive } from '../inventory/movements.js';

export interface OptionSpec {
  group: string;
  rows: { label: string; delta: number; available?: boolean }[];
}

export interface ProductFixture {
  categoryId: number;
  productId: number;
  /** Row ids by label, e.g. rows['500 g']. */
  rows: Record<string, number>;
}

export async function addProduct(
  db: Database,
  spec: {
    name: string;
    price: number;
    available?: boolean;
    options?: OptionSpec[];
    /** The product's own weight label (default '500 g'); e.g. '12 pcs' for one sold by the piece. */
    weightLabel?: string;
    /** A category of an earlier fixture (default: a new category of its own). */
    categoryId?: number;
  },
): Promise<ProductFixture> {
  const suffix = randomBytes(4).toString('hex');
  const [category] =
    spec.categoryId !== undefined
      ? [{ id: spec.categoryId }]
      : await db
          .insert(categories)
          .values({
            slug: `test-${suffix}`,
            name: 'Test',
            description: '',
            imageUrl: '/images/test.svg',
          })
          .returning();
  const [product] = await db
    .insert(products)
    .values({
      slug: `${spec.name.toLowerCase().replaceAll(' ', '-')}-${suffix}`,
      name: spec.name,
      shortDescription: '',
      description: '',
      categoryId: category!.id,
      price: spec.price,
      weightLabel: spec.weightLabel ?? '500 g',
      imageUrl: '/images/test.svg',
      isAvailable: spec.available ?? true,
    })
    .returning();
  const rows: Record<string, number> = {};
  for (const option of spec.options ?? []) {
    const [group] = await db
      .insert(productOptionGroups)
      .values({ productId: product!.id, name: option.group })
      .returning();
    for (const row of option.rows) {
      const [inserted] = await db
        .insert(productOptionRows)
        .values({
          groupId: group!.id,
          label: row.label,
          priceDelta: row.delta,
          isAvailable: row.available ?? true,
        })
        .returning();
      rows[row.label] = inserted!.id;
    }
  }
  return { productId: product!.id, categoryId: category!.id, rows };
}

export async function addAddress(
  db: Database,
  userId: number,
  overrides: Partial<typeof addresses.$inferInsert> = {},
): Promise<number> {
  const [row] = await db
    .insert(addresses)
    .values({
      userId,
      isDefault: false,
      fullName: 'Asha Rao',
      phoneNumber: '9876543210',
      addressLine1: '12 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560034',
      type: 'Home',
      // In Koramangala (560034), with its zone's route (seed/commerce.ts), as the address book saves it.
      latitude: 12.93,
      longitude: 77.62,
      routeLength: 1_500,
      timeDuration: 216,
      ...overrides,
    })
    .returning();
  return row!.id;
}

export async function creditWallet(db: Database, userId: number, amount: number): Promise<void> {
  await db.transaction((tx) =>
    moveWallet(tx, {
      userId,
      type: 'Credit',
      amount,
      entry: { kind: 'StoreCredit', values: {} },
    }),
  );
}

/** The seeded Standard (free), Express and Scheduled (slots) delivery methods and the online payment method. */
export async function seededMethods(db: Database) {
  const [standard] = await db
    .select()
    .from(deliveryMethods)
    .where(eq(deliveryMethods.name, 'Standard'));
  const [express] = await db
    .select()
    .from(deliveryMethods)
    .where(eq(deliveryMethods.name, 'Express'));
  const [scheduled] = await db
    .select()
    .from(deliveryMethods)
    .where(eq(deliveryMethods.name, 'Scheduled'));
  const [online] = await db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.kind, 'Online'))
    .limit(1);
  const [onDelivery] = await db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.kind, 'OnDelivery'))
    .limit(1);
  return {
    standard: standard!.id,
    express: express!.id,
    scheduled: scheduled!.id,
    online: online!.id,
    onDelivery: onDelivery!.id,
  };
}

/**
 * Turns a finished Idempotency-Key back into one still running whose owner's lease ran out: what a
 * server that died during the call leaves behind (its reply never stored).
 */
export async function abandonIdempotencyKey(
  db: Database,
  call: { userId: number; route: string; key: string },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({
      status: null,
      body: null,
      completedAt: null,
      leaseOwner: 'a server that died',
      leaseUntil: sql`now() - interval '1 second'`,
    })
    .where(
      and(
        eq(idempotencyKeys.userId, call.userId),
        eq(idempotencyKeys.route, call.route),
        eq(idempotencyKeys.key, call.key),
      ),
    );
}

/**
 * Counts units of an option at a hub (the main hub when no slug is given) as a supplier's delivery would,
 * through the same movement staff make (inventory/movements.ts).
 */
export async function countStock(
  db: Database,
  optionRowId: number,
  units: number,
  hubSlug?: string,
): Promise<void> {
  // A test names its hub exactly: an unknown slug fails here rather than counting at the main hub.
  const [hub] =
    hubSlug === undefined
      ? [await mainHub(db)]
      : await db.select().from(hubs).where(eq(hubs.slug, hubSlug));
  if (!hub) throw new Error(`no hub ${hubSlug ?? '(main)'}`);
  await db.transaction((tx) =>
    receive(tx, { hubId: hub.id, optionRowId }, units, { staffId: null, note: 'Test stock' }),
  );
}
