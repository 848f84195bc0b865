/**
 * The GST documents of an order (docs/invoices.md), over the real API on PGlite and PostgreSQL: the
 * invoice issued by the deliver move from the order's ledger, its numbers gap-free under concurrency on
 * two servers and per financial year, credit notes for refunds after delivery, an invoice that never
 * changes, and the PDF read back.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { allocateDiscount, lineCredited, orderMoney } from '@storefront/sdk/core';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../catalog/tables.js';
import { advanceClock, serverNow } from '../clock.js';
import { testConfig } from '../env.js';
import { ledgerOf } from '../orders/ledger.js';
import { orderLines, orders } from '../orders/tables.js';
import { migrationsFolder } from '../paths.js';
import { seedTaxOf } from '../seed/catalog-data.js';
import { createTestApp, type SignedInShopper, type TestApp } from '../testing/app.js';
import { addAddress, addProduct, creditWallet, seededMethods } from '../testing/fixtures.js';
import { openMoneyDriver, type MoneyDriver } from '../testing/money-driver.js';
import { inParallel } from '../testing/shop.js';
import type { DocumentContent } from './content.js';
import { financialYearOf, formatAmount } from './gst.js';
import { taxDocuments } from './tables.js';

interface Product {
  productId: number;
  rowId: number;
  price: number;
  name: string;
}
interface DocumentsReply {
  Documents: {
    DocumentId: number;
    Kind: 'Invoice' | 'CreditNote';
    Number: string;
    Total: number;
    InvoiceNumber: string | null;
    FileName: string;
    DownloadUrl: string;
  }[];
}

let t: TestApp;
let d: MoneyDriver;
let chicken: Product;
let kebab: Product;

/** A product sold by weight (its 500 g option), with the HSN code and rate an admin gives it. */
async function product(
  app: TestApp,
  driver: MoneyDriver,
  name: string,
  price: number,
  tax: { hsnCode: string; gstRateBp: number },
): Promise<Product> {
  const added = await addProduct(app.db, {
    name,
    price,
    options: [{ group: 'Weight', rows: [{ label: '500 g', delta: 0 }] }],
  });
  const saved = await app.app.inject({
    method: 'POST',
    url: '/ops/v1/catalog/product/save',
    headers: driver.admin.authorization,
    payload: { productId: added.productId, ...tax },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json().Product).toMatchObject({ HsnCode: tax.hsnCode, GstRateBp: tax.gstRateBp });
  return { productId: added.productId, rowId: added.rows['500 g']!, price, name };
}

/** A paid order (the wallet pays it all) of the lines, with the driver's 10 % coupon if asked. */
async function placeOrder(
  app: TestApp,
  driver: MoneyDriver,
  shopper: SignedInShopper,
  lines: { product: Product; qty: number }[],
  options: { coupon?: boolean; address?: Parameters<typeof addAddress>[2] } = {},
): Promise<number> {
  const methods = await seededMethods(app.db);
  const addressId = await addAddress(app.db, shopper.userId, options.address ?? {});
  await creditWallet(app.db, shopper.userId, 500_000);
  const items = lines.map((line) => ({
    productId: line.product.productId,
    qty: line.qty,
    configPriceIds: [line.product.rowId],
  }));
  const headers = { ...shopper.authorization, 'idempotency-key': randomUUID() };
  if (options.coupon) {
    const applied = await app.app.inject({
      method: 'POST',
      url: '/v1/apply-coupon',
      headers,
      payload: { couponCode: driver.couponCode, products: items },
    });
    expect(applied.statusCode, applied.body).toBe(200);
  }
  const reply = await app.app.inject({
    method: 'POST',
    url: '/v1/checkout',
    headers: { ...shopper.authorization, 'idempotency-key': randomUUID() },
    payload: {
      addressId,
      deliveryMethodId: methods.standard,
      paymentMethodId: methods.online,
      useWallet: true,
      products: items.map((item, i) => ({ ...item, price: lines[i]!.product.price })),
    },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  const order = reply.json<{ OrderData: { OrderId: number; Status: string } }>().OrderData;
  expect(order.Status).toBe('Placed');
  return order.OrderId;
}

/** Confirmed, packed (`packing`: each line exact, light or short), and sent out. */
async function sendOut(
  driver: MoneyDriver,
  orderId: number,
  packing: ('exact' | 'light' | 'short')[] = ['exact'],
) {
  for (const move of ['confirm', 'start-packing'])
    expect((await driver.move(orderId, move)).statusCode).toBe(200);
  const packed = await driver.pack(orderId, packing);
  expect(packed.statusCode, packed.body).toBe(200);
  expect((await driver.move(orderId, 'dispatch')).statusCode).toBe(200);
}

async function documents(app: TestApp, shopper: SignedInShopper, orderId: number) {
  const reply = await app.app.inject({
    method: 'GET',
    url: `/v1/order-documents?orderId=${orderId}`,
    headers: shopper.authorization,
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<DocumentsReply>().Documents;
}

async function rowsOf(app: TestApp, orderId: number) {
  return app.db
    .select()
    .from(taxDocuments)
    .where(eq(taxDocuments.orderId, orderId))
    .orderBy(asc(taxDocuments.id));
}

async function pdfText(
  app: TestApp,
  url: string,
): Promise<{ reply: LightMyRequestResponse; text: string }> {
  const reply = await app.app.inject({ method: 'GET', url });
  expect(reply.statusCode).toBe(200);
  const pdf = await getDocumentProxy(new Uint8Array(reply.rawPayload));
  const { text } = await extractText(pdf, { mergePages: true });
  return { reply, text: text.replace(/\s+/g, ' ') };
}

beforeAll(async () => {
  t = await createTestApp();
  d = await openMoneyDriver(t);
  chicken = await product(t, d, 'Chicken Curry Cut', 40_000, { hsnCode: '0207', gstRateBp: 0 });
  kebab = await product(t, d, 'Chicken Seekh Kebab', 30_000, { hsnCode: '1602', gstRateBp: 500 });
});
afterAll(() => t.close());

describe('the tax invoice', () => {
  it("is issued as the order is delivered, each line at what the ledger says the shopper paid for it, its total the ledger's", async () => {
    const shopper = await t.signIn();
    const orderId = await placeOrder(
      t,
      d,
      shopper,
      [
        { product: chicken, qty: 2 },
        { product: kebab, qty: 1 },
      ],
      { coupon: true },
    );
    // Packed light: the chicken line is credited for its missing weight before delivery.
    await sendOut(d, orderId, ['light', 'exact']);
    expect(await documents(t, shopper, orderId)).toEqual([]);
    expect((await d.move(orderId, 'deliver')).statusCode).toBe(200);

    const [listed] = await documents(t, shopper, orderId);
    expect(listed).toMatchObject({ Kind: 'Invoice', InvoiceNumber: null });
    expect(listed!.Number).toMatch(/^SF\/\d\d-\d\d\/\d{6}$/);
    expect(listed!.FileName).toBe(`${listed!.Number.replaceAll('/', '-')}.pdf`);
    const [row] = await rowsOf(t, orderId);
    const content = row!.content;

    const ledger = await ledgerOf(t.db, orderId);
    const money = orderMoney(ledger);
    expect(content.totals.total).toBe(money.Owed);
    expect(listed!.Total).toBe(money.Owed);
    expect(ledger.some((entry) => entry.kind === 'WeightCredit')).toBe(true);

    // Each line: its charge, less its share of the coupon (allocateDiscount), less its own credits.
    const lines = await t.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.position), asc(orderLines.id));
    const coupon = ledger.find((entry) => entry.kind === 'CouponDiscount')!.amount;
    const shares = allocateDiscount(
      lines.map((line) => line.lineTotal),
      coupon,
    );
    lines.forEach((line, i) => {
      const printed = content.lines.find((l) => l.key === `line:${line.id}`)!;
      expect(printed.amount).toBe(line.lineTotal - shares[i]! - lineCredited(ledger, line.id));
    });
    const [chickenLine, kebabLine] = lines.map((line) =>
      content.lines.find((l) => l.key === `line:${line.id}`)!,
    );
    expect(chickenLine).toMatchObject({ code: '0207', rateBp: 0, cgst: 0, sgst: 0, igst: 0 });
    expect(chickenLine!.taxable).toBe(chickenLine!.amount);
    expect(kebabLine).toMatchObject({ code: '1602', rateBp: 500, igst: 0 });
    expect(kebabLine!.taxable).toBe(Math.round((kebabLine!.amount * 100) / 105));
    expect(kebabLine!.cgst + kebabLine!.sgst + kebabLine!.taxable).toBe(kebabLine!.amount);
    expect(Math.abs(kebabLine!.cgst - kebabLine!.sgst)).toBeLessThanOrEqual(1);
    // The fees, as services at 18 %.
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    const fees = content.lines.filter((line) => line.kind === 'Service');
    expect(fees.map((fee) => [fee.code, fee.rateBp, fee.amount])).toEqual(
      [
        ['9968', 1800, order!.shippingFee],
        ['9968', 1800, order!.deliveryCharge],
        ['9985', 1800, order!.platformFee],
      ].filter(([, , amount]) => (amount as number) > 0),
    );
    for (const line of content.lines)
      expect(line.taxable + line.cgst + line.sgst + line.igst).toBe(line.amount);
    expect(content).toMatchObject({
      interState: false,
      placeOfSupply: { state: 'Karnataka', code: '29' },
      seller: { gstin: t.config.invoicing.gstin, name: t.config.invoicing.legalName },
      buyer: { name: 'Asha Rao', stateCode: '29' },
    });
  });

  it('never changes; a line refund and an accepted refund request after delivery each get a credit note against it', async () => {
    const shopper = await t.signIn();
    const orderId = await placeOrder(t, d, shopper, [
      { product: chicken, qty: 1 },
      { product: kebab, qty: 2 },
    ]);
    await sendOut(d, orderId);
    expect((await d.move(orderId, 'deliver')).statusCode).toBe(200);
    const [invoice] = await rowsOf(t, orderId);

    // An admin refunds the kebab line (the second): a credit note of its amount, taxed at 5 %.
    const refunded = await d.refundLine(orderId, 1);
    expect(refunded.statusCode, refunded.body).toBe(200);
    let listed = await documents(t, shopper, orderId);
    expect(listed.map((doc) => doc.Kind)).toEqual(['Invoice', 'CreditNote']);
    expect(listed[1]!.Number).toMatch(/^SFC\/\d\d-\d\d\/\d{6}$/);
    expect(listed[1]!.InvoiceNumber).toBe(invoice!.number);
    const lineRefund = (await ledgerOf(t.db, orderId)).find((e) => e.kind === 'LineRefund')!;
    expect(listed[1]!.Total).toBe(lineRefund.amount);
    const [, note] = await rowsOf(t, orderId);
    expect(note!.content.lines).toEqual([
      expect.objectContaining({ key: `line:${lineRefund.lineId}`, code: '1602', rateBp: 500 }),
    ]);
    expect(note!.content.invoice).toEqual({
      number: invoice!.number,
      date: invoice!.content.date,
    });

    // The shopper asks for the rest back, an admin accepts: a second credit note.
    expect((await d.requestRefund(shopper, orderId)).statusCode).toBe(200);
    const accepted = await d.decide(orderId, true);
    expect(accepted.statusCode, accepted.body).toBe(200);
    listed = await documents(t, shopper, orderId);
    expect(listed.map((doc) => doc.Kind)).toEqual(['Invoice', 'CreditNote', 'CreditNote']);
    const ledger = await ledgerOf(t.db, orderId);
    const accepts = ledger.filter((e) => e.kind === 'RefundAccepted');
    expect(listed[2]!.Total).toBe(accepts.reduce((sum, e) => sum + e.amount, 0));
    // What the invoice charged less what the credit notes gave back is what the order costs now.
    const [first, ...notes] = await rowsOf(t, orderId);
    expect(first!.total - notes.reduce((sum, n) => sum + n.total, 0)).toBe(orderMoney(ledger).Owed);
    expect(first).toEqual(invoice);

    // Nothing changes a document, nor deletes it (but its order's own deletion).
    await expect(
      t.db.execute(sql`update tax_documents set total = 0 where id = ${invoice!.id}`),
    ).rejects.toThrow();
    await expect(
      t.db.execute(sql`delete from tax_documents where id = ${notes[1]!.id}`),
    ).rejects.toThrow();
    expect(await rowsOf(t, orderId)).toHaveLength(3);
  });

  it('is issued by a delivery without contact too', async () => {
    const shopper = await t.signIn();
    const orderId = await placeOrder(t, d, shopper, [{ product: chicken, qty: 1 }]);
    await sendOut(d, orderId);
    const reply = await t.app.inject({
      method: 'POST',
      url: '/ops/v1/orders/deliver-no-contact',
      headers: d.admin.authorization,
      payload: { orderId },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect((await rowsOf(t, orderId)).map((row) => row.kind)).toEqual(['Invoice']);
  });

  it('is issued when first asked for, for an order delivered before invoices were issued', async () => {
    const shopper = await t.signIn();
    const orderId = await placeOrder(t, d, shopper, [{ product: kebab, qty: 1 }]);
    await t.db.update(orders).set({ status: 'Delivered' }).where(eq(orders.id, orderId));
    expect(await rowsOf(t, orderId)).toEqual([]);
    const [listed] = await documents(t, shopper, orderId);
    expect(listed).toMatchObject({ Kind: 'Invoice' });
    expect(listed!.Total).toBe((await d.money(orderId)).Owed);
    // Asked again, the same invoice.
    expect((await documents(t, shopper, orderId)).map((doc) => doc.Number)).toEqual([
      listed!.Number,
    ]);
  });

  it("answers 404 for another shopper's order, and the admins see the same documents", async () => {
    const shopper = await t.signIn();
    const orderId = await placeOrder(t, d, shopper, [{ product: chicken, qty: 1 }]);
    await sendOut(d, orderId);
    await d.move(orderId, 'deliver');
    const stranger = await t.signIn();
    const refused = await t.app.inject({
      method: 'GET',
      url: `/v1/order-documents?orderId=${orderId}`,
      headers: stranger.authorization,
    });
    expect(refused.statusCode).toBe(404);
    const staff = await t.app.inject({
      method: 'GET',
      url: `/ops/v1/orders/documents?orderId=${orderId}`,
      headers: d.admin.authorization,
    });
    expect(staff.statusCode, staff.body).toBe(200);
    const own = await documents(t, shopper, orderId);
    expect(staff.json<DocumentsReply>().Documents.map((doc) => doc.Number)).toEqual(
      own.map((doc) => doc.Number),
    );
  });
});

describe('the PDF', () => {
  it('reads back as the order: the number, each line with its HSN code, rate and amounts, the totals in figures and words', async () => {
    const shopper = await t.signIn();
    const orderId = await placeOrder(
      t,
      d,
      shopper,
      [
        { product: chicken, qty: 1 },
        { product: kebab, qty: 3 },
      ],
      { address: { fullName: 'राम कुमार', city: 'ಬೆಂಗಳೂರು', state: 'Karnataka' } },
    );
    await sendOut(d, orderId);
    await d.move(orderId, 'deliver');
    const [listed] = await documents(t, shopper, orderId);
    const { reply, text } = await pdfText(t, listed!.DownloadUrl);
    expect(reply.headers['content-type']).toBe('application/pdf');
    expect(reply.headers['content-disposition']).toBe(`attachment; filename="${listed!.FileName}"`);
    const [row] = await rowsOf(t, orderId);
    const content: DocumentContent = row!.content;
    expect(text).toContain('Tax Invoice');
    expect(text).toContain(`Invoice No.: ${listed!.Number}`);
    expect(text).toContain(`GSTIN: ${t.config.invoicing.gstin}`);
    expect(text).toContain(t.config.invoicing.legalName);
    for (const [i, line] of content.lines.entries()) {
      const cells = [
        String(i + 1),
        line.description,
        line.code,
        ...(line.qty === null ? [] : [String(line.qty)]),
        formatAmount(line.taxable),
        `${line.rateBp / 100}%`,
        formatAmount(line.cgst),
        formatAmount(line.sgst),
        formatAmount(line.amount),
      ];
      expect(text).toContain(cells.join(' '));
    }
    expect(content.lines.map((line) => [line.code, line.rateBp])).toEqual(
      expect.arrayContaining([
        ['0207', 0],
        ['1602', 500],
      ]),
    );
    expect(text).toContain(`Invoice total ₹${formatAmount(content.totals.total)}`);
    expect(text).toContain(`CGST ₹${formatAmount(content.totals.cgst)}`);
    expect(text).toContain(`Amount in words: ${content.totalInWords}`);
    // The name and city in their own scripts (their letters, whatever order a reader extracts marks in).
    expect(text).toMatch(/राम/);
    expect(text).toMatch(/ಬೆ/);

    // The address is signed: altered or past its time, no PDF.
    const forged = listed!.DownloadUrl.replace(/sig=[^&]+/, 'sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
    const other = listed!.DownloadUrl.replace(
      /\/(\d+)\?/,
      (_m, id: string) => `/${Number(id) + 1}?`,
    );
    expect((await t.app.inject({ method: 'GET', url: other })).statusCode).toBe(404);
  });
});

describe('IGST', () => {
  it('is charged instead of CGST and SGST when the store supplies from another state', async () => {
    const base = testConfig().invoicing;
    // The same store, registered in Tamil Nadu (33): a Karnataka address is an inter-state supply.
    const away = await createTestApp({
      config: { invoicing: { ...base, gstin: '33AAACF1234F1ZC' } },
    });
    try {
      const driver = await openMoneyDriver(away);
      const taxed = await product(away, driver, 'Chicken Salami', 20_000, {
        hsnCode: '1601',
        gstRateBp: 500,
      });
      const shopper = await away.signIn();
      const orderId = await placeOrder(away, driver, shopper, [{ product: taxed, qty: 2 }]);
      await sendOut(driver, orderId);
      expect((await driver.move(orderId, 'deliver')).statusCode).toBe(200);
      const [row] = await rowsOf(away, orderId);
      expect(row!.content).toMatchObject({
        interState: true,
        placeOfSupply: { state: 'Karnataka', code: '29' },
        seller: { stateCode: '33', state: 'Tamil Nadu' },
      });
      const line = row!.content.lines.find((l) => l.code === '1601')!;
      expect(line).toMatchObject({ cgst: 0, sgst: 0, rateBp: 500 });
      expect(line.igst).toBe(line.amount - line.taxable);
      expect(line.igst).toBeGreaterThan(0);
      const [listed] = await documents(away, shopper, orderId);
      const { text } = await pdfText(away, listed!.DownloadUrl);
      expect(text).toContain(`IGST ₹${formatAmount(row!.content.totals.igst)}`);
      expect(text).not.toContain('CGST');
    } finally {
      await away.close();
    }
  });
});

describe('numbering', () => {
  it('gives 50 orders delivered at once on two servers 50 consecutive numbers, none twice', async () => {
    const second = await t.anotherInstance();
    const shopper = await t.signIn();
    const ids: number[] = [];
    for (let i = 0; i < 50; i += 1)
      ids.push(await placeOrder(t, d, shopper, [{ product: chicken, qty: 1 }]));
    await inParallel(5, async (worker) => {
      for (let i = worker; i < ids.length; i += 5) await sendOut(d, ids[i]!);
    });
    // A call shed while every connection was busy (503) is sent again, as the console's client does.
    const deliver = async (orderId: number, via: FastifyInstance) => {
      for (;;) {
        const reply = await d.move(orderId, 'deliver', via);
        if (reply.statusCode !== 503) return reply;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    const replies = await Promise.all(
      ids.map((id, i) => deliver(id, i % 2 === 0 ? t.app : second)),
    );
    for (const reply of replies) expect(reply.statusCode, reply.body).toBe(200);

    const invoices = await t.db
      .select({ series: taxDocuments.series, seq: taxDocuments.seq, number: taxDocuments.number })
      .from(taxDocuments)
      .where(sql`${taxDocuments.orderId} in ${ids} and ${taxDocuments.kind} = 'Invoice'`);
    expect(invoices).toHaveLength(50);
    expect(new Set(invoices.map((row) => row.series)).size).toBe(1);
    const seqs = invoices.map((row) => row.seq).sort((a, b) => a - b);
    expect(seqs).toEqual(seqs.map((_, i) => seqs[0]! + i));
    expect(new Set(invoices.map((row) => row.number)).size).toBe(50);
    // Nothing else took a number of the series: the whole series has no gap.
    const all = await t.db
      .select({ seq: taxDocuments.seq })
      .from(taxDocuments)
      .where(eq(taxDocuments.series, invoices[0]!.series));
    const every = all.map((row) => row.seq).sort((a, b) => a - b);
    expect(every).toEqual(every.map((_, i) => i + 1));
  });

  it('starts again at 1 in the next financial year (April, in India)', async () => {
    const shopper = await t.signIn();
    const orderId = await placeOrder(t, d, shopper, [{ product: kebab, qty: 1 }]);
    await sendOut(d, orderId);
    // The server's clock moves to a minute past midnight of the next 1 April in India.
    const now = serverNow(t.config);
    const next = financialYearOf(now).startYear + 1;
    const april = Date.UTC(next, 3, 1, 0, 1) - 330 * 60_000;
    advanceClock(t.config, april - now.getTime());
    expect((await d.move(orderId, 'deliver')).statusCode).toBe(200);
    const [invoice] = await rowsOf(t, orderId);
    const year = `${String(next % 100).padStart(2, '0')}-${String((next + 1) % 100).padStart(2, '0')}`;
    expect(invoice!.number).toBe(`SF/${year}/000001`);
    expect(invoice!.content.financialYear).toBe(
      `${next}-${String((next + 1) % 100).padStart(2, '0')}`,
    );
    // Its credit note opens the new year's credit note series, dated no earlier than its invoice.
    expect((await d.refundLine(orderId, 0)).statusCode).toBe(200);
    const [, note] = await rowsOf(t, orderId);
    expect(note!.number).toBe(`SFC/${year}/000001`);
    expect(note!.issuedAt.getTime()).toBeGreaterThanOrEqual(invoice!.issuedAt.getTime());
  });
});

describe("the catalogue's rates", () => {
  it('are given to products already in a store by migration 0027 by the same rules as the seed', async () => {
    const migration = readFileSync(join(migrationsFolder, '0027_tax_invoices.sql'), 'utf8');
    const update = migration
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .find((statement) => /UPDATE "products"/.test(statement));
    expect(update).toBeDefined();
    const seeded = await t.db
      .select({ id: products.id, slug: products.slug, category: categories.slug })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(sql`${categories.slug} not like 'test-%'`);
    expect(seeded.length).toBeGreaterThan(30);
    await t.db.execute(sql.raw(update!));
    const after = await t.db
      .select({ id: products.id, hsnCode: products.hsnCode, gstRateBp: products.gstRateBp })
      .from(products);
    for (const product of seeded)
      expect(
        after.find((row) => row.id === product.id),
        product.slug,
      ).toMatchObject(seedTaxOf(product.category, product.slug));
    expect(seedTaxOf('cold-cuts', 'chicken-salami')).toEqual({ hsnCode: '1601', gstRateBp: 500 });
    expect(seedTaxOf('eggs', 'farm-eggs-12')).toEqual({ hsnCode: '0407', gstRateBp: 0 });
  });
});
