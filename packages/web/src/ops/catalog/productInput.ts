/** The product editor's form as typed (rupees and stock as text), and the change it asks the server for. */
import { HSN_CODE_PATTERN } from '@storefront/sdk/core';
import type { CatalogOptionChange, CatalogProduct } from '@storefront/sdk/ops';
import { messages } from '../messages';
import { paiseToRupees, rupeesToPaise } from '../rupees';

const t = messages.catalog;

export interface OptionInput {
  priceDelta: string;
  isAvailable: boolean;
  stock: string;
}

export interface ProductInput {
  price: string;
  isAvailable: boolean;
  /** What the product's invoice lines carry (docs/invoices.md). */
  hsnCode: string;
  gstRateBp: number;
  options: Record<number, OptionInput>;
}

export const inputOf = (product: CatalogProduct): ProductInput => ({
  price: paiseToRupees(product.Price),
  isAvailable: product.IsAvailable,
  hsnCode: product.HsnCode,
  gstRateBp: product.GstRateBp,
  options: Object.fromEntries(
    product.Options.map((option) => [
      option.RowId,
      {
        priceDelta: paiseToRupees(option.PriceDelta),
        isAvailable: option.IsAvailable,
        stock: option.Stock === null ? '' : String(option.Stock),
      },
    ]),
  ),
});

/** The change the form asks for, or the first field that does not read. */
export function changeOf(
  product: CatalogProduct,
  input: ProductInput,
):
  | { price: number; hsnCode: string; gstRateBp: number; options: CatalogOptionChange[] }
  | { invalid: string } {
  const price = rupeesToPaise(input.price);
  if (price === undefined) return { invalid: t.rupeesInvalid(t.basePrice) };
  const hsnCode = input.hsnCode.trim();
  if (!HSN_CODE_PATTERN.test(hsnCode)) return { invalid: t.hsnInvalid };
  const options: CatalogOptionChange[] = [];
  for (const option of product.Options) {
    const typed = input.options[option.RowId]!;
    const priceDelta = rupeesToPaise(typed.priceDelta, { signed: true });
    if (priceDelta === undefined)
      return {
        invalid: t.rupeesInvalid(`${t.optionLegend(option.Group, option.Label)}, ${t.priceDelta}`),
      };
    const stockText = typed.stock.trim();
    if (stockText !== '' && !/^\d{1,7}$/.test(stockText)) return { invalid: t.stockInvalid };
    options.push({
      rowId: option.RowId,
      priceDelta,
      isAvailable: typed.isAvailable,
      stock: stockText === '' ? null : Number(stockText),
    });
  }
  return { price, hsnCode, gstRateBp: input.gstRateBp, options };
}
