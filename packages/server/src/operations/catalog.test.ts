/**
 * Catalog editing by an admin through the operations API: price, availability and stock per option, an
 * audit row before → after, the cache state moved so the shopper's next read shows the change at once,
 * what became sellable again, and packing taking the packed units from a counted option.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderOutbox } from '../notifications/tables.js';
import { staffAudit } from '../staff/tables.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { addAddress, addProduct, seededMethods } from '../testing/fixtures.js';
import { placePaidOrder, type SignedInStaff, signInStaff } from '../testing/staff.js';
import { editCatalogProduct } from './catalog.js';

let t: TestApp;
let admin: SignedInStaff;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInStaff(t, 'admin');
});
afterAll(() => t.close());

const save = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/ops/v1/catalog/product/save',
    payload,
    headers: admin.authorization,
  });

async function staffView(productId: number) {
  const reply = await t.app.inject({
    method: 'GET',
    url: `/ops/v1/catalog/product?productId=${productId}`,
    headers: admin.authorization,
  });
  expect(reply.statusCode).toBe(200);
  return reply.json().Product as {
    Slug: string;
    Price: number;
    IsAvailable: boolean;
    Options: {
      RowId: number;
      Label: string;
      PriceDelta: number;
      IsAvailable: boolean;
      Stock: number | null;
    }[];
  };
}

/** The shopper's product page read, as the app makes it (public, cached, with an ETag). */
const shopperRead = (slug: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/v1/get-product-details?productSlug=${slug}`, headers });

const weighed = () =>
  addProduct(t.db, {
    name: `Chicken Curry Cut ${randomUUID().slice(0, 6)}`,
    price: 24_900,
    options: [
      {
        group: 'Weight',
        rows: [
          { label: '500 g', delta: 0 },
          { label: '1 kg', delta: 22_000 },
        ],
      },
    ],
  });

describe('an admin editing the catalog', () => {
  it('changes a price, and the shopper’s next product read shows it at once', async () => {
    const product = await weighed();
    const { Slug } = await staffView(product.productId);
    const first = await shopperRead(Slug);
    expect(first.json().ProductDetails.Price).toBe(24_900);
    const etag = first.headers.etag as string;
    const stateBefore = (await t.app.inject({ method: 'GET', url: '/v1/cache-state' })).json()
      .State;

    const saved = await save({
      productId: product.productId,
      price: 26_900,
      options: [{ rowId: product.rows['1 kg'], priceDelta: 24_000 }],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().Product).toMatchObject({ Price: 26_900 });
    expect(saved.json().CacheState).not.toBe(stateBefore);
    expect((await t.app.inject({ method: 'GET', url: '/v1/cache-state' })).json().State).toBe(
      saved.json().CacheState,
    );

    // The shopper's cached copy is stale at once: the same ETag no longer matches.
    const next = await shopperRead(Slug, { 'if-none-match': etag });
    expect(next.statusCode).toBe(200);
    expect(next.json().ProductDetails.Price).toBe(26_900);
    const kg = next
      .json()
      .ProductDetails.ProductConfig[0].Options.find((o: { Label: string }) => o.Label === '1 kg');
    expect(kg.PriceDelta).toBe(24_000);
  });

  it('writes an audit row with what moved, before → after', async () => {
    const product = await weighed();
    await save({
      productId: product.productId,
      price: 25_900,
      isAvailable: true, // unchanged: not in the row
      options: [{ rowId: product.rows['500 g'], isAvailable: false, stock: 12 }],
    });
    const rows = await t.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, 'editProduct'))
      .orderBy(staffAudit.id);
    expect(rows.at(-1)).toMatchObject({
      staffId: admin.staffId,
      orderId: null,
      before: {
        ProductId: product.productId,
        Price: 24_900,
        Options: [{ RowId: product.rows['500 g'], IsAvailable: true, Stock: null }],
      },
      after: {
        ProductId: product.productId,
        Price: 25_900,
        Options: [{ RowId: product.rows['500 g'], IsAvailable: false, Stock: 12 }],
      },
    });
    // The recent trail lists it for an admin, with who made it.
    const recent = await t.app.inject({
      method: 'GET',
      url: '/ops/v1/audit',
      headers: admin.authorization,
    });
    expect(recent.json().Entries[0]).toMatchObject({
      Action: 'editProduct',
      StaffId: admin.staffId,
      StaffEmail: admin.email,
      StaffName: 'Test admin',
    });
  });

  it('writes nothing for a change that moves nothing', async () => {
    const product = await weighed();
    const before = (await t.app.inject({ method: 'GET', url: '/v1/cache-state' })).json().State;
    const saved = await save({ productId: product.productId, price: 24_900 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().CacheState).toBe(before);
    const audit = await t.db.select().from(staffAudit).where(eq(staffAudit.action, 'editProduct'));
    expect(
      audit.some((row) => (row.after as { ProductId: number }).ProductId === product.productId),
    ).toBe(false);
  });

  it('refuses an option of another product, and a product that does not exist', async () => {
    const product = await weighed();
    const other = await weighed();
    const refused = await save({
      productId: product.productId,
      options: [{ rowId: other.rows['500 g'], isAvailable: false }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Description).toBe(
      'Each option changed must be an option of this product, named once.',
    );
    expect((await staffView(other.productId)).Options[0]!.IsAvailable).toBe(true);
    expect((await save({ productId: 999_999, price: 100 })).statusCode).toBe(404);
    // No option may make the price negative; nothing of the refused change is kept.
    const negative = await save({
      productId: product.productId,
      price: 10_000,
      options: [{ rowId: product.rows['500 g'], priceDelta: -10_001 }],
    });
    expect(negative.statusCode).toBe(400);
    expect((await staffView(product.productId)).Price).toBe(24_900);
  });
});

describe('availability and stock per option', () => {
  it('shows an option with no units left as unavailable, and answers what became sellable again', async () => {
    const product = await weighed();
    const { Slug } = await staffView(product.productId);
    const optionOf = async (label: string) =>
      (await shopperRead(Slug))
        .json()
        .ProductDetails.ProductConfig[0].Options.find((o: { Label: string }) => o.Label === label);

    await save({
      productId: product.productId,
      options: [{ rowId: product.rows['1 kg'], stock: 0 }],
    });
    expect(await optionOf('1 kg')).toMatchObject({ IsAvailable: false });
    expect(await optionOf('500 g')).toMatchObject({ IsAvailable: true });

    const restocked = await editCatalogProduct(
      t.db,
      product.productId,
      { options: [{ rowId: product.rows['1 kg']!, stock: 5 }] },
      admin.staffId,
    );
    expect(restocked.becameSellable).toEqual([
      { productId: product.productId, optionId: product.rows['1 kg'] },
    ]);
    // Made straight on the database here, the app sees the new cache state within its poll.
    await expect.poll(() => optionOf('1 kg')).toMatchObject({ IsAvailable: true });

    // The product switched off and on: the product and each option that is sellable again.
    await save({ productId: product.productId, isAvailable: false });
    expect((await shopperRead(Slug)).json().ProductDetails.IsAvailable).toBe(false);
    const back = await editCatalogProduct(t.db, product.productId, { isAvailable: true }, null);
    expect(back.becameSellable).toEqual([
      { productId: product.productId, optionId: null },
      { productId: product.productId, optionId: product.rows['500 g'] },
      { productId: product.productId, optionId: product.rows['1 kg'] },
    ]);
    // Switching an option off is not a "became sellable".
    const off = await editCatalogProduct(
      t.db,
      product.productId,
      { options: [{ rowId: product.rows['500 g']!, isAvailable: false }] },
      null,
    );
    expect(off.becameSellable).toEqual([]);
  });

  it('tells the shoppers waiting for an option when staff count units of it again', async () => {
    const product = await weighed();
    await save({
      productId: product.productId,
      options: [{ rowId: product.rows['1 kg'], stock: 0 }],
    });
    const shopper = await t.signIn();
    const asked = await t.app.inject({
      method: 'POST',
      url: '/v1/notify-when-available',
      headers: shopper.authorization,
      payload: { productId: product.productId, configPriceIds: [product.rows['1 kg']] },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const backInStock = () =>
      t.db
        .select({ kind: orderOutbox.kind, link: orderOutbox.link })
        .from(orderOutbox)
        .where(eq(orderOutbox.userId, shopper.userId));

    // Another option's count moving announces nothing.
    await save({
      productId: product.productId,
      options: [{ rowId: product.rows['500 g'], stock: 3 }],
    });
    expect(await backInStock()).toEqual([]);

    const restocked = await save({
      productId: product.productId,
      options: [{ rowId: product.rows['1 kg'], stock: 4 }],
    });
    expect(restocked.statusCode).toBe(200);
    expect(await backInStock()).toEqual([
      { kind: 'BackInStock', link: expect.stringMatching(/^\/chicken-curry-cut-.+\?option=/) },
    ]);
    const audit = await t.db.select().from(staffAudit).where(eq(staffAudit.action, 'editProduct'));
    expect(audit.at(-1)?.after).toMatchObject({ BackInStock: 1 });
  });

  it('refuses a checkout of more units than are counted, as unavailable', async () => {
    const shopper = await t.signIn();
    const product = await weighed();
    await save({
      productId: product.productId,
      options: [{ rowId: product.rows['500 g'], stock: 2 }],
    });
    const methods = await seededMethods(t.db);
    const addressId = await addAddress(t.db, shopper.userId);
    const checkout = (qty: number) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/calculate-bill',
        headers: shopper.authorization,
        payload: {
          addressId,
          deliveryMethodId: methods.standard,
          useWallet: false,
          products: [
            {
              productId: product.productId,
              qty,
              configPriceIds: [product.rows['500 g']],
              price: 24_900,
            },
          ],
        },
      });
    expect((await checkout(2)).statusCode).toBe(200);
    const refused = await checkout(3);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ UnAvailableItems: true });
  });

  it('takes the packed units from a counted option, and stops selling it at none', async () => {
    const shopper = await t.signIn();
    const packer = await signInStaff(t, 'packer');
    // Two units on the shelf at checkout, both held by the order.
    const orderId = await placePaidOrder(t, shopper, 2, { stock: 2 });
    const ops = (path: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/ops/v1${path}`,
        payload,
        headers: packer.authorization,
      });
    await ops('/orders/confirm', { orderId });
    const packing = (await ops('/orders/start-packing', { orderId })).json().Order;
    const [line] = packing.Lines;
    const rowId = line.SelectedOptions.Weight.RowId as number;
    const { Slug } = await staffView(line.ProductId);

    const packed = await ops('/orders/pack', {
      orderId,
      lines: [{ lineId: line.LineId, grams: 1_000 }],
    });
    expect(packed.statusCode).toBe(200);
    expect((await staffView(line.ProductId)).Options[0]).toMatchObject({ RowId: rowId, Stock: 0 });
    const option = (await shopperRead(Slug)).json().ProductDetails.ProductConfig[0].Options[0];
    expect(option).toMatchObject({ RowId: rowId, IsAvailable: false });
    const [audit] = await t.db
      .select({ after: staffAudit.after })
      .from(staffAudit)
      .where(eq(staffAudit.orderId, orderId))
      .orderBy(staffAudit.id)
      .offset(2);
    expect(audit?.after).toMatchObject({ Stock: [{ RowId: rowId, Before: 2, After: 0 }] });
  });
});

describe('the sandbox admin calls the browser tests use', () => {
  it('go through the same catalog edit', async () => {
    const withToken = await createTestApp({ config: { sandboxAdminToken: 'browser-tests' } });
    try {
      const product = await addProduct(withToken.db, { name: 'Mutton Keema', price: 50_000 });
      const changed = await withToken.app.inject({
        method: 'POST',
        url: '/v1/sandbox/admin/product-price',
        headers: { 'x-sandbox-admin-token': 'browser-tests' },
        payload: { productId: product.productId, price: 52_000 },
      });
      expect(changed.statusCode).toBe(200);
      const state = await withToken.app.inject({ method: 'GET', url: '/v1/cache-state' });
      expect(changed.json()).toEqual({ Success: true, CacheState: state.json().State });
      // No staff member made it: no audit row.
      expect(await withToken.db.select().from(staffAudit)).toEqual([]);
    } finally {
      await withToken.close();
    }
  });
});
