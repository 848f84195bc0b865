import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productOptionGroups, productOptionRows, products } from '../catalog/tables.js';
import { addProduct, type ProductFixture } from '../testing/fixtures.js';
import { createTestApp, type TestApp } from '../testing/app.js';

let t: TestApp;
let chicken: ProductFixture;

beforeAll(async () => {
  t = await createTestApp();
  chicken = await addProduct(t.db, {
    name: 'Chicken Drumsticks',
    price: 22_900,
    options: [
      {
        group: 'Weight',
        rows: [
          { label: '500 g', delta: 0 },
          { label: '1 kg', delta: 20_000 },
        ],
      },
      {
        group: 'Cut',
        rows: [
          { label: 'Whole', delta: 0 },
          { label: 'Boneless', delta: 6_000, available: false },
        ],
      },
    ],
  });
});
afterAll(() => t.close());

function validate(products: { productId: number; price: number; configPriceIds: number[] }[]) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/validate-cart-products-price',
    payload: { products },
  });
}

describe('validate-cart-products-price', () => {
  it('confirms current prices: base price plus the selected rows’ deltas', async () => {
    const reply = await validate([
      {
        productId: chicken.productId,
        price: 42_900,
        configPriceIds: [chicken.rows['1 kg']!, chicken.rows.Whole!],
      },
    ]);
    expect(reply.json()).toEqual({
      PriceUpdated: false,
      UpdatedProducts: [
        {
          ProductId: chicken.productId,
          ConfigPriceId: [chicken.rows['1 kg']!, chicken.rows.Whole!],
          IsInvalidConfigFound: false,
          IsUnavailable: false,
          PriceUpdated: false,
          UpdatedPrice: 42_900,
          ProductName: 'Chicken Drumsticks',
          SelectedOptions: {
            Weight: { RowId: chicken.rows['1 kg']!, Label: '1 kg' },
            Cut: { RowId: chicken.rows.Whole!, Label: 'Whole' },
          },
        },
      ],
    });
  });

  it('answers the server price for a changed one', async () => {
    const reply = await validate([
      {
        productId: chicken.productId,
        price: 100,
        configPriceIds: [chicken.rows['500 g']!, chicken.rows.Whole!],
      },
    ]);
    expect(reply.json()).toMatchObject({
      PriceUpdated: true,
      UpdatedProducts: [{ PriceUpdated: true, UpdatedPrice: 22_900, IsInvalidConfigFound: false }],
    });
  });

  it('flags unavailable, foreign, duplicate and missing options, and unknown or unavailable products', async () => {
    const gone = await addProduct(t.db, { name: 'Quail', price: 30_000, available: false });
    const other = await addProduct(t.db, {
      name: 'Prawns',
      price: 50_000,
      options: [{ group: 'Size', rows: [{ label: 'Large', delta: 0 }] }],
    });
    const reply = await validate([
      {
        productId: chicken.productId,
        price: 28_900,
        configPriceIds: [chicken.rows['500 g']!, chicken.rows.Boneless!],
      },
      {
        productId: chicken.productId,
        price: 22_900,
        configPriceIds: [chicken.rows['500 g']!, other.rows.Large!],
      },
      {
        productId: chicken.productId,
        price: 22_900,
        configPriceIds: [chicken.rows['500 g']!, chicken.rows['1 kg']!],
      },
      { productId: chicken.productId, price: 22_900, configPriceIds: [chicken.rows['500 g']!] },
      { productId: gone.productId, price: 30_000, configPriceIds: [] },
      { productId: 987_654, price: 1_000, configPriceIds: [] },
    ]);
    const lines = reply.json().UpdatedProducts as {
      IsInvalidConfigFound: boolean;
      IsUnavailable: boolean;
    }[];
    expect(reply.json().PriceUpdated).toBe(true);
    expect(lines.map((line) => [line.IsInvalidConfigFound, line.IsUnavailable])).toEqual([
      [true, false],
      [true, false],
      [true, false],
      [true, false],
      [false, true],
      [false, true],
    ]);
  });

  it('names each sellable line by product in the request’s language, not as the cart saved it', async () => {
    await t.db
      .update(products)
      .set({ translations: { kn: { name: 'ಕೋಳಿ ಕಾಲುಗಳು' } } })
      .where(eq(products.id, chicken.productId));
    await t.db
      .update(productOptionGroups)
      .set({ translations: { kn: { name: 'ತೂಕ' } } })
      .where(
        and(
          eq(productOptionGroups.productId, chicken.productId),
          eq(productOptionGroups.name, 'Weight'),
        ),
      );
    await t.db
      .update(productOptionRows)
      .set({ translations: { kn: { label: '1 ಕೆಜಿ' } } })
      .where(eq(productOptionRows.id, chicken.rows['1 kg']!));
    const line = {
      productId: chicken.productId,
      price: 42_900,
      configPriceIds: [chicken.rows['1 kg']!, chicken.rows.Whole!],
    };
    const inKannada = await t.app.inject({
      method: 'POST',
      url: '/v1/validate-cart-products-price',
      headers: { 'accept-language': 'kn' },
      payload: { products: [line, { productId: 987_654, price: 1_000, configPriceIds: [] }] },
    });
    const [named, unknown] = inKannada.json().UpdatedProducts;
    expect(named).toMatchObject({
      ProductName: 'ಕೋಳಿ ಕಾಲುಗಳು',
      // The Cut group and the Whole row have no Kannada yet: English, field by field.
      SelectedOptions: {
        ತೂಕ: { RowId: chicken.rows['1 kg']!, Label: '1 ಕೆಜಿ' },
        Cut: { RowId: chicken.rows.Whole!, Label: 'Whole' },
      },
    });
    expect(unknown).not.toHaveProperty('ProductName');
    const inEnglish = await validate([line]);
    expect(inEnglish.json().UpdatedProducts[0].ProductName).toBe('Chicken Drumsticks');
  });

  it('refuses a malformed request with 400', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/v1/validate-cart-products-price',
      payload: { products: [{ productId: chicken.productId, price: -1, configPriceIds: [] }] },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().Message).toBeTruthy();
  });
});
