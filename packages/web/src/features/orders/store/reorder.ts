/**
 * "Order again": a past order's lines back in the cart at today's prices. The server prices the lines as it
 * does a cart (the price check of spec section 4); a line whose product or option is no longer available is
 * left out and named. Lines go in through the SDK cart store, which caps each product at
 * maxAllowedQtyPerProduct; a line already in the cart keeps its place and is raised to the ordered quantity.
 */
import type { OrderLine } from '@storefront/sdk';
import { configPriceIdsOf, itemIdOf, optionKeyOf } from '@storefront/sdk/core';
import { withApi } from '../../../lib/api';
import { describeFailure, type ErrorDescription } from '../../../lib/errors';
import { addToCart, cart, cartStoreReady, setQty } from '../../../state/cart';

export type ReorderResult =
  { ok: true; added: string[]; unavailable: string[] } | { ok: false; error: ErrorDescription };

const lineKey = (productId: number, configPriceIds: readonly number[]) =>
  `${productId}|${[...configPriceIds].sort((a, b) => a - b).join(',')}`;

export async function reorder(lines: readonly OrderLine[]): Promise<ReorderResult> {
  let priced;
  try {
    // The stored cart first, so a line already in it is found.
    await cartStoreReady();
    priced = await withApi((api) =>
      api.cart.validatePrices({
        products: lines.map((line) => ({
          productId: line.ProductId,
          price: line.UnitPrice,
          configPriceIds: configPriceIdsOf(line),
        })),
      }),
    );
  } catch (error) {
    return { ok: false, error: await describeFailure(error) };
  }
  const today = new Map(
    priced.UpdatedProducts.map((product) => [
      lineKey(product.ProductId, product.ConfigPriceId),
      product,
    ]),
  );
  const added: string[] = [];
  const unavailable: string[] = [];
  for (const line of lines) {
    const price = today.get(lineKey(line.ProductId, configPriceIdsOf(line)));
    if (!price || price.IsUnavailable || price.IsInvalidConfigFound) {
      unavailable.push(line.ProductName);
      continue;
    }
    const itemId = itemIdOf(line.ProductId, optionKeyOf(line.SelectedOptions));
    const inCart = cart.items.find((item) => item.ItemId === itemId);
    if (inCart) {
      if (inCart.Qty < line.Qty) setQty(itemId, line.Qty);
      added.push(line.ProductName);
      continue;
    }
    let result;
    try {
      result = await addToCart({
        ProductId: line.ProductId,
        ProductName: line.ProductName,
        ProductPrice: price.UpdatedPrice,
        Qty: line.Qty,
        SelectedOptions: line.SelectedOptions,
        ...(line.ImageUrl ? { ImageUrl: line.ImageUrl } : {}),
      });
    } catch (error) {
      return { ok: false, error: await describeFailure(error) };
    }
    // 'product-max': the cart already holds the most of this product it may; the product is there.
    if (result.ok || result.reason !== 'zero-quantity') added.push(line.ProductName);
  }
  return { ok: true, added, unavailable };
}
