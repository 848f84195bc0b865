/** The product editor's HSN code and GST rate (docs/invoices.md): sent as typed, an HSN code checked first. */
import type { CatalogProduct } from '@storefront/sdk/ops';
import { describe, expect, it } from 'vitest';
import { changeOf, inputOf } from './productInput';

const product: CatalogProduct = {
  ProductId: 7,
  Slug: 'chicken-seekh-kebab',
  Name: 'Chicken Seekh Kebab',
  CategoryName: 'Marinades and Ready to Cook',
  Price: 30_000,
  Mrp: null,
  IsAvailable: true,
  HsnCode: '1602',
  GstRateBp: 500,
  Options: [],
  UpdatedAt: '2026-11-28T04:00:00.000Z',
};

describe("a product's tax fields", () => {
  it('start as the product has them and go out as the admin set them', () => {
    const input = inputOf(product);
    expect(input).toMatchObject({ hsnCode: '1602', gstRateBp: 500 });
    expect(changeOf(product, { ...input, hsnCode: ' 16010000 ', gstRateBp: 1200 })).toMatchObject({
      hsnCode: '16010000',
      gstRateBp: 1200,
    });
  });

  it('refuse an HSN code that is not 4, 6 or 8 digits', () => {
    for (const hsnCode of ['', '160', '16021', 'A602'])
      expect(changeOf(product, { ...inputOf(product), hsnCode })).toEqual({
        invalid: 'HSN code: 4, 6 or 8 digits.',
      });
  });
});
