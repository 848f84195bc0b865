import { endpoints } from '@storefront/sdk';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../http/route.js';
import { availableAt } from '../inventory/allocation.js';
import { priceLinesNamedIn } from './pricing.js';

export async function cartPlugin(app: FastifyInstance): Promise<void> {
  /**
   * One UpdatedProducts entry per line sent. PriceUpdated (per line) when the client's price differs from
   * the server's; the reply's PriceUpdated when any line changed price, lost an option or became unavailable.
   */
  defineRoute(app, endpoints.validateCartPrice, async ({ db, input, locale }) => {
    // Checked against the main hub's counts: the hub that delivers is chosen at checkout, by address.
    const rowIds = input.products.flatMap((line) => line.configPriceIds);
    const priced = await priceLinesNamedIn(
      db,
      input.products.map((line) => ({ ...line, qty: 1 })),
      await availableAt(db, undefined, rowIds),
      locale,
    );
    const updated = priced.map((line, index) => {
      const sent = input.products[index]!;
      return {
        ProductId: line.productId,
        ConfigPriceId: line.configPriceIds,
        IsInvalidConfigFound: line.isInvalidConfig,
        IsUnavailable: line.isUnavailable,
        PriceUpdated: !line.isUnavailable && line.unitPrice !== sent.price,
        UpdatedPrice: line.unitPrice,
        // The names in the shopper's language now (docs/i18n.md): the cart shows lines by product.
        ...(line.names && {
          ProductName: line.names.productName,
          SelectedOptions: line.names.selectedOptions,
        }),
      };
    });
    return {
      PriceUpdated: updated.some(
        (line) => line.PriceUpdated || line.IsInvalidConfigFound || line.IsUnavailable,
      ),
      UpdatedProducts: updated,
    };
  });
}
