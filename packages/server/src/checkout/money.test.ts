/**
 * Money over generated carts (fast-check): lines of the seeded catalog with random options and quantities,
 * some with an altered price or option, an unknown product or option, a quantity that is negative,
 * fractional, zero, huge or past the per-product maximum; coupons applied before checkout (valid, expired,
 * inactive, unknown, used up, one over another); a wallet that holds less than the bill; unknown delivery
 * or payment methods. Each cart is priced with /calculate-bill and then checked out.
 *
 * A cart the server must not take is refused; every accepted order is the server's own bill for it (the
 * bill /calculate-bill gave a moment before), its items total is the catalog's prices times the
 * quantities, its parts add up, the wallet pays at most its balance and the ledger moves by what it paid.
 * FUZZ_RUNS sets the number of carts (default 40); FUZZ_SEED replays a run.
 */
import { randomUUID } from 'node:crypto';
import { DEFAULT_MAX_QTY, MAX_LINE_QTY } from '@storefront/sdk/core';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productOptionGroups, productOptionRows, products } from '../catalog/tables.js';
import { coupons } from '../offers/tables.js';
import { orderLines, orders } from '../orders/tables.js';
import { createTestApp, type SignedInShopper, type TestApp } from '../testing/app.js';
import { addAddress, creditWallet, seededMethods } from '../testing/fixtures.js';
import { deliveryMethods } from './tables.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

interface CatalogProduct {
  id: number;
  price: number;
  /** Each option group's rows (available ones only), with their price deltas. */
  groups: { rows: { id: number; delta: number }[] }[];
}

let t: TestApp;
let catalog: CatalogProduct[];
let methods: Awaited<ReturnType<typeof seededMethods>>;
let deliveryCharges: Map<number, number>;
/** Each shopper, with the coupons their accepted orders used (no order is cancelled here, so all count). */
const shoppers: { who: SignedInShopper; addressId: number; uses: Map<string, number> }[] = [];
/** Per-shopper limits of the seeded coupons. */
const PER_SHOPPER_LIMIT: Record<string, number> = { WELCOME20: 1, FRESH10: 3 };
const figures = { carts: 0, accepted: 0, refused: 0 };
/** Refused carts by reason. */
const refusals = new Map<string, number>();
const countRefusal = (reason: string) => refusals.set(reason, (refusals.get(reason) ?? 0) + 1);

beforeAll(async () => {
  t = await createTestApp();
  methods = await seededMethods(t.db);
  // Money, not delivery capacity, is under test: every generated express order is accepted.
  await t.db
    .update(deliveryMethods)
    .set({ expressCapacity: null })
    .where(eq(deliveryMethods.id, methods.express));
  deliveryCharges = new Map(
    (await t.db.select().from(deliveryMethods)).map((row) => [row.id, row.charge]),
  );
  await t.db.insert(coupons).values({
    code: 'RETIRED',
    title: 'Retired coupon',
    description: 'No longer offered.',
    discountType: 'Flat',
    discountValue: 5_000,
    isActive: false,
  });
  const rows = await t.db.select().from(productOptionRows);
  const groups = await t.db.select().from(productOptionGroups);
  catalog = (await t.db.select().from(products).where(eq(products.isAvailable, true))).map(
    (product) => ({
      id: product.id,
      price: product.price,
      groups: groups
        .filter((group) => group.productId === product.id)
        .map((group) => ({
          rows: rows
            .filter((row) => row.groupId === group.id && row.isAvailable)
            .map((row) => ({ id: row.id, delta: row.priceDelta })),
        })),
    }),
  );
  // A product whose every group has an available row can be bought.
  catalog = catalog.filter((product) => product.groups.every((group) => group.rows.length > 0));
  for (let index = 0; index < 3; index++) {
    const who = await t.signIn();
    shoppers.push({ who, addressId: await addAddress(t.db, who.userId), uses: new Map() });
  }
});
afterAll(async () => {
  console.info(
    `money: ${figures.carts} carts, ${figures.accepted} orders accepted, ${figures.refused} refused`,
    Object.fromEntries(refusals),
  );
  await t.close();
});

// ---- generated carts ------------------------------------------------------------------------------

type Tamper =
  | 'none'
  | 'price+1'
  | 'price-1'
  | 'price=1'
  | 'drop-option'
  | 'foreign-option'
  | 'repeat-option'
  | 'unknown-product';

interface LineSpec {
  productIndex: number;
  rowPicks: number[];
  qty: number;
  tamper: Tamper;
}

const quantity = fc.oneof(
  { weight: 16, arbitrary: fc.integer({ min: 1, max: 4 }) },
  { weight: 1, arbitrary: fc.integer({ min: 5, max: DEFAULT_MAX_QTY + 1 }) },
  { weight: 1, arbitrary: fc.constantFrom(0, -1, 1.5, MAX_LINE_QTY + 1, 1e9, 2 ** 31) },
);

const lineSpec: fc.Arbitrary<LineSpec> = fc.record({
  productIndex: fc.nat(),
  rowPicks: fc.array(fc.nat(), { minLength: 4, maxLength: 4 }),
  qty: quantity,
  tamper: fc.oneof(
    { weight: 12, arbitrary: fc.constant<Tamper>('none') },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Tamper>(
        'price+1',
        'price-1',
        'price=1',
        'drop-option',
        'foreign-option',
        'repeat-option',
        'unknown-product',
      ),
    },
  ),
});

const couponCode = fc.constantFrom(
  'FLAT100',
  'WELCOME20',
  'FRESH10',
  'DIWALI50',
  'RETIRED',
  'NOPE',
);

const cartSpec = fc.record({
  shopper: fc.nat({ max: 2 }),
  lines: fc.array(lineSpec, { minLength: 1, maxLength: 5 }),
  /** The first line listed once more (same product and options), e.g. 6 + 6. */
  repeatFirst: fc.boolean(),
  coupons: fc.array(couponCode, { maxLength: 2 }),
  walletCredit: fc.constantFrom(0, 0, 50, 5_000, 40_000, 200_000),
  useWallet: fc.boolean(),
  delivery: fc.constantFrom<'standard' | 'express' | 'unknown'>(
    'standard',
    'standard',
    'express',
    'express',
    'unknown',
  ),
  payment: fc.constantFrom<'online' | 'unknown'>(...Array<'online'>(7).fill('online'), 'unknown'),
});

interface BuiltLine {
  productId: number;
  qty: number;
  configPriceIds: number[];
  price: number;
  /** The catalog's unit price, or null when the line cannot be sold as sent. */
  truePrice: number | null;
}

function buildLine(spec: LineSpec): BuiltLine {
  const product = catalog[spec.productIndex % catalog.length]!;
  const chosen = product.groups.map(
    (group, index) => group.rows[spec.rowPicks[index % 4]! % group.rows.length]!,
  );
  const truePrice = product.price + chosen.reduce((sum, row) => sum + row.delta, 0);
  const line: BuiltLine = {
    productId: product.id,
    qty: spec.qty,
    configPriceIds: chosen.map((row) => row.id),
    price: truePrice,
    truePrice,
  };
  switch (spec.tamper) {
    case 'price+1':
      return { ...line, price: truePrice + 1, truePrice };
    case 'price-1':
      return { ...line, price: Math.max(0, truePrice - 1), truePrice };
    case 'price=1':
      return { ...line, price: 1 };
    case 'drop-option':
      return chosen.length === 0 ? line : { ...line, configPriceIds: [], truePrice: null };
    case 'foreign-option': {
      const other = catalog.find((p) => p.id !== product.id && p.groups.length > 0);
      const foreign = other?.groups[0]?.rows[0]?.id;
      return foreign === undefined
        ? line
        : { ...line, configPriceIds: [...line.configPriceIds, foreign], truePrice: null };
    }
    case 'repeat-option':
      return chosen.length === 0
        ? line
        : { ...line, configPriceIds: [...line.configPriceIds, chosen[0]!.id], truePrice: null };
    case 'unknown-product':
      return { ...line, productId: 900_000 + spec.productIndex, truePrice: null };
    case 'none':
      return line;
  }
}

/** Why the server must refuse this cart whatever else happens, or null when it may accept it. */
function mustRefuse(lines: BuiltLine[], delivery: string, payment: string): string | null {
  if (lines.some((line) => !Number.isInteger(line.qty) || line.qty < 1 || line.qty > MAX_LINE_QTY))
    return 'quantity out of range';
  if (lines.some((line) => line.truePrice === null)) return 'unsellable line';
  const perProduct = new Map<number, number>();
  for (const line of lines)
    perProduct.set(line.productId, (perProduct.get(line.productId) ?? 0) + line.qty);
  if ([...perProduct.values()].some((qty) => qty > DEFAULT_MAX_QTY)) return 'over the maximum';
  if (lines.some((line) => line.price !== line.truePrice)) return 'altered price';
  if (delivery === 'unknown' || payment === 'unknown') return 'unknown method';
  return null;
}

// ---- calls -------------------------------------------------------------------------------------

function post(who: SignedInShopper, url: string, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: `/v1${url}`,
    payload,
    headers: { ...who.authorization, 'idempotency-key': randomUUID() },
  });
}

async function balanceOf(who: SignedInShopper): Promise<number> {
  const reply = await t.app.inject({
    method: 'GET',
    url: '/v1/wallet-data',
    headers: who.authorization,
  });
  return reply.json<{ Balance: number }>().Balance;
}

/** Refusals a valid cart may still get: the order is too large, or the wallet is empty. */
const ALLOWED_REFUSALS = ['ExceedMaxAllowedAmount', 'WalletError'];

describe('money over generated carts', () => {
  it(
    'refuses what it must, and every accepted order is the server’s own bill',
    async () => {
      await fc.assert(
        fc.asyncProperty(cartSpec, async (spec) => {
          figures.carts += 1;
          const { who, addressId, uses } = shoppers[spec.shopper]!;
          if (spec.walletCredit > 0) await creditWallet(t.db, who.userId, spec.walletCredit);
          const lines = spec.lines.map(buildLine);
          if (spec.repeatFirst) lines.push({ ...lines[0]!, qty: 6 });
          const products = lines.map(({ truePrice: _truePrice, ...line }) => line);
          // Each cart starts without a coupon (one left applied by an earlier refused cart stays applied).
          expect((await post(who, '/remove-coupon', { couponCode: 'ANY' })).statusCode).toBe(200);

          const applied: { code: string; discount: number }[] = [];
          for (const code of spec.coupons) {
            const reply = await post(who, '/apply-coupon', {
              couponCode: code,
              products: products.map(({ price: _price, ...line }) => line),
            });
            expect(reply.statusCode, reply.body).toBeLessThan(500);
            // Expired, inactive, unknown and used-up coupons are refused.
            const usedUp = (uses.get(code) ?? 0) >= (PER_SHOPPER_LIMIT[code] ?? Infinity);
            if (['DIWALI50', 'RETIRED', 'NOPE'].includes(code) || usedUp) {
              expect(reply.statusCode, `${code}: ${reply.body}`).toBe(400);
            }
            if (reply.statusCode === 200) {
              applied.push({ code, discount: reply.json().AppliedCoupon.Discount });
            }
          }

          const deliveryMethodId = spec.delivery === 'unknown' ? 9_999 : methods[spec.delivery];
          const paymentMethodId = spec.payment === 'unknown' ? 9_999 : methods.online;
          const request = { addressId, deliveryMethodId, useWallet: spec.useWallet, products };
          const balance = await balanceOf(who);
          const bill = await post(who, '/calculate-bill', request);
          const checkout = await post(who, '/checkout', { ...request, paymentMethodId });
          const refusal = mustRefuse(lines, spec.delivery, spec.payment);
          const label = `${refusal ?? 'valid'}: ${JSON.stringify(request)} → ${checkout.statusCode} ${checkout.body.slice(0, 300)}`;

          expect(bill.statusCode, label).toBeLessThan(500);
          expect(checkout.statusCode, label).toBeLessThan(500);
          if (refusal !== null) {
            expect(checkout.statusCode, label).not.toBe(200);
            if (spec.payment === 'online') expect(bill.statusCode, label).not.toBe(200);
            figures.refused += 1;
            countRefusal(refusal);
            return;
          }
          if (checkout.statusCode !== 200) {
            const body: Record<string, unknown> = checkout.json();
            const flag = ALLOWED_REFUSALS.find((name) => body[name] === true);
            expect(flag, label).toBeDefined();
            countRefusal(flag!);
            figures.refused += 1;
            return;
          }
          figures.accepted += 1;

          // The order is the bill the server priced a moment before, and that bill is the catalog's.
          const priced = bill.json();
          const order = checkout.json().OrderData;
          expect(order.Bill, label).toEqual(priced.Bill);
          const b = order.Bill;
          expect(b.ItemsTotal).toBe(
            lines.reduce((sum, line) => sum + line.truePrice! * line.qty, 0),
          );
          expect(b.Total).toBe(
            b.ItemsTotal - b.CouponDiscount + b.ShippingFee + b.DeliveryCharge + b.PlatformFee,
          );
          expect(b.DeliveryCharge).toBe(deliveryCharges.get(deliveryMethodId));
          expect(b.CouponDiscount).toBeGreaterThanOrEqual(0);
          expect(b.CouponDiscount).toBeLessThanOrEqual(b.ItemsTotal);
          // One coupon at most: the last one applied, for what it promised, or none.
          const last = applied.at(-1);
          if (b.CouponDiscount > 0) {
            expect(priced.AppliedCoupon?.Code).toBe(last?.code);
            expect(b.CouponDiscount).toBe(last?.discount);
            uses.set(last!.code, (uses.get(last!.code) ?? 0) + 1);
          }
          expect(b.WalletUsed).toBeGreaterThanOrEqual(0);
          expect(b.WalletUsed).toBeLessThanOrEqual(spec.useWallet ? Math.min(balance, b.Total) : 0);
          expect(b.AmountPayable).toBe(b.Total - b.WalletUsed);
          expect(await balanceOf(who)).toBe(balance - b.WalletUsed);

          const [row] = await t.db.select().from(orders).where(eq(orders.id, order.OrderId));
          expect(row).toMatchObject({
            itemsTotal: b.ItemsTotal,
            couponDiscount: b.CouponDiscount,
            total: b.Total,
            walletUsed: b.WalletUsed,
            amountPayable: b.AmountPayable,
          });
          const stored = await t.db
            .select()
            .from(orderLines)
            .where(eq(orderLines.orderId, order.OrderId));
          expect(stored.reduce((sum, line) => sum + line.lineTotal, 0)).toBe(b.ItemsTotal);
        }),
        { numRuns: RUNS, ...(SEED !== undefined ? { seed: SEED } : {}) },
      );
    },
    30_000 + RUNS * 1_000,
  );
});
