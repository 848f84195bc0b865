/**
 * When a cut runs out (issue 29, docs/after-the-order.md): each checkout line carries the shopper's choice;
 * at packing a line asked to be replaced takes a similar cut of the same price or less from the hub's
 * stock, the difference credited through the order's ledger, and the shopper is told at once; a line asked
 * to be refunded cannot be replaced, nor by a dearer cut, nor by one the hub has run out of too.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockLevels } from '../inventory/tables.js';
import { mainHub } from '../inventory/allocation.js';
import { orderOutbox } from '../notifications/tables.js';
import { createTestApp, type SignedInShopper, type TestApp } from '../testing/app.js';
import {
  addAddress,
  addProduct,
  countStock,
  creditWallet,
  seededMethods,
  type ProductFixture,
} from '../testing/fixtures.js';
import { expectStockLedgerBalanced } from '../testing/stock.js';
import { signInStaff, type SignedInStaff } from '../testing/staff.js';

let t: TestApp;
let shopper: SignedInShopper;
let packer: SignedInStaff;
const weight = (label: string, delta = 0) => [{ group: 'Weight', rows: [{ label, delta }] }];

beforeAll(async () => {
  t = await createTestApp();
  shopper = await t.signIn(undefined, 'Asha');
  packer = await signInStaff(t, 'packer');
});
afterAll(() => t.close());

/** A ₹400 cut asked to be replaced and a ₹300 one asked to be refunded, placed and being packed. */
async function orderBeingPacked(): Promise<{
  orderId: number;
  replaceLine: number;
  refundLine: number;
  wanted: ProductFixture;
}> {
  const tag = randomUUID().slice(0, 6);
  const wanted = await addProduct(t.db, {
    name: `Mutton Curry Cut ${tag}`,
    price: 40_000,
    options: weight('500 g'),
  });
  const other = await addProduct(t.db, {
    name: `Chicken Liver ${tag}`,
    price: 30_000,
    options: weight('500 g'),
  });
  const methods = await seededMethods(t.db);
  await creditWallet(t.db, shopper.userId, 200_000);
  const placed = await t.app.inject({
    method: 'POST',
    url: '/v1/checkout',
    headers: { ...shopper.authorization, 'idempotency-key': randomUUID() },
    payload: {
      addressId: await addAddress(t.db, shopper.userId),
      deliveryMethodId: methods.standard,
      paymentMethodId: methods.online,
      useWallet: true,
      products: [
        {
          productId: wanted.productId,
          qty: 1,
          configPriceIds: [wanted.rows['500 g']],
          price: 40_000,
          ifShort: 'Replace',
        },
        {
          productId: other.productId,
          qty: 1,
          configPriceIds: [other.rows['500 g']],
          price: 30_000,
        },
      ],
    },
  });
  expect(placed.statusCode, placed.body).toBe(200);
  const orderId = placed.json<{ OrderData: { OrderId: number } }>().OrderData.OrderId;
  await staffMove('/orders/confirm', { orderId });
  const packing = await staffMove('/orders/start-packing', { orderId });
  const lines = packing.json<{ Order: { Lines: { LineId: number; ProductId: number }[] } }>().Order
    .Lines;
  return {
    orderId,
    replaceLine: lines.find((line) => line.ProductId === wanted.productId)!.LineId,
    refundLine: lines.find((line) => line.ProductId === other.productId)!.LineId,
    wanted,
  };
}

function staffMove(path: string, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: `/ops/v1${path}`,
    headers: packer.authorization,
    payload,
  });
}

/** A cut of the wanted product's category (the same weight option), with units counted at the main hub. */
async function similarCut(
  price: number,
  units: number,
  of?: ProductFixture,
): Promise<ProductFixture> {
  const cut = await addProduct(t.db, {
    name: `Mutton Boneless ${randomUUID().slice(0, 6)}`,
    price,
    options: weight('500 g'),
    ...(of ? { categoryId: of.categoryId } : {}),
  });
  await countStock(t.db, cut.rows['500 g']!, units);
  return cut;
}

const replaceWith = (cut: ProductFixture) => ({
  productId: cut.productId,
  configPriceIds: [cut.rows['500 g']!],
});

describe('a line asked to be replaced', () => {
  it('is packed with a similar cut from the hub, the difference credited, and the shopper told', async () => {
    const { orderId, replaceLine, refundLine } = await orderBeingPacked();
    const cut = await similarCut(35_000, 3);
    const packed = await staffMove('/orders/pack', {
      orderId,
      lines: [
        { lineId: replaceLine, replaceWith: replaceWith(cut) },
        { lineId: refundLine, grams: 500 },
      ],
    });
    expect(packed.statusCode, packed.body).toBe(200);
    const line = packed
      .json<{
        Order: { Lines: { LineId: number; Replacement: unknown; WeightCredit: number }[] };
      }>()
      .Order.Lines.find((each) => each.LineId === replaceLine);
    expect(line).toMatchObject({
      Replacement: { ProductId: cut.productId, UnitPrice: 35_000 },
      WeightCredit: 5_000,
    });

    const details = await t.app.inject({
      method: 'GET',
      url: `/v1/order-details?orderId=${orderId}`,
      headers: shopper.authorization,
    });
    const order = details.json<{
      OrderDetails: {
        Items: { LineId: number; IfShort: string; Replacement: { ProductName: string } | null }[];
        Timeline: { Status: string; Note: string }[];
        Money: { Credited: number };
      };
    }>().OrderDetails;
    expect(order.Items.find((item) => item.LineId === replaceLine)).toMatchObject({
      IfShort: 'Replace',
      Replacement: { ProductName: expect.stringContaining('Mutton Boneless') },
    });
    expect(order.Items.find((item) => item.LineId === refundLine)).toMatchObject({
      IfShort: 'Refund',
      Replacement: null,
    });
    expect(order.Timeline.map((event) => event.Status)).toContain('Replaced');
    const pushes = await t.db
      .select()
      .from(orderOutbox)
      .where(and(eq(orderOutbox.orderId, orderId), eq(orderOutbox.kind, 'Replaced')));
    expect(pushes).toHaveLength(1);

    // The replacement's unit left the hub's shelf.
    const hub = await mainHub(t.db);
    const [level] = await t.db
      .select()
      .from(stockLevels)
      .where(and(eq(stockLevels.hubId, hub!.id), eq(stockLevels.optionRowId, cut.rows['500 g']!)));
    expect(level).toMatchObject({ onHand: 2, reserved: 0 });
    await expectStockLedgerBalanced(t.db);
  });

  it('offers the similar cuts of its category the hub has, at its price or less, closest price first', async () => {
    const { orderId, replaceLine, wanted } = await orderBeingPacked();
    const close = await similarCut(38_000, 2, wanted);
    const cheaper = await similarCut(25_000, 2, wanted);
    const dearer = await similarCut(41_000, 2, wanted);
    const soldOut = await similarCut(30_000, 0, wanted);
    const elsewhere = await similarCut(30_000, 2);
    const reply = await t.app.inject({
      method: 'GET',
      url: `/ops/v1/orders/replacements?orderId=${orderId}&lineId=${replaceLine}`,
      headers: packer.authorization,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const ids = reply
      .json<{ Options: { ProductId: number; Label: string }[] }>()
      .Options.map((option) => option.ProductId);
    expect(ids.indexOf(close.productId)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(close.productId)).toBeLessThan(ids.indexOf(cheaper.productId));
    expect(ids).not.toContain(dearer.productId);
    expect(ids).not.toContain(soldOut.productId);
    expect(ids).not.toContain(elsewhere.productId);
  });

  it('refuses a refund line, a dearer cut and a cut the hub ran out of, and packs nothing', async () => {
    const { orderId, replaceLine, refundLine } = await orderBeingPacked();
    const cheap = await similarCut(20_000, 5);
    const asRefund = await staffMove('/orders/pack', {
      orderId,
      lines: [
        { lineId: replaceLine, short: true },
        { lineId: refundLine, replaceWith: replaceWith(cheap) },
      ],
    });
    expect(asRefund.statusCode).toBe(400);
    expect(asRefund.json().Description).toMatch(/asked for a refund/);

    const dearer = await similarCut(45_000, 5);
    const tooDear = await staffMove('/orders/pack', {
      orderId,
      lines: [
        { lineId: replaceLine, replaceWith: replaceWith(dearer) },
        { lineId: refundLine, grams: 500 },
      ],
    });
    expect(tooDear.statusCode).toBe(400);
    expect(tooDear.json().Description).toMatch(/costs more than the ₹400/);

    const soldOut = await similarCut(30_000, 0);
    const none = await staffMove('/orders/pack', {
      orderId,
      lines: [
        { lineId: replaceLine, replaceWith: replaceWith(soldOut) },
        { lineId: refundLine, grams: 500 },
      ],
    });
    expect(none.statusCode).toBe(409);
    expect(none.json().Description).toMatch(/not in stock at this hub either/);

    const view = await t.app.inject({
      method: 'GET',
      url: `/ops/v1/order?orderId=${orderId}`,
      headers: packer.authorization,
    });
    expect(view.json()).toMatchObject({ Order: { Status: 'Packing' } });
    await expectStockLedgerBalanced(t.db);
  });
});
