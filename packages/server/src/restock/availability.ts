/**
 * "Notify me" kept when something comes back in stock. Every change of what is sold — a product's or an
 * option's availability, or an option's stock — goes through one function, `editCatalogProductIn`
 * (operations/catalog.ts: the staff's catalog edit and the sandbox admin calls alike), which calls
 * `announceBackInStock` in the change's transaction with the product's options before and after it: every
 * waiting alert whose option goes from unavailable to available gets its push in the outbox
 * (notifications/outbox.ts) and is marked notified, so it is spent. An option that was available already
 * (available → available) announces nothing, nor does one that stays sold out.
 */
import { optionKeyOfRowIds, rowIdsOfOptionKey } from '@storefront/sdk/core';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Transaction } from '../db/index.js';
import { messages } from '../messages.js';
import { enqueuePush } from '../notifications/outbox.js';
import { type ProductOptions, optionLabels, optionState } from './options.js';
import { stockAlerts } from './tables.js';

/** The outbox kind of a back-in-stock push. */
export const BACK_IN_STOCK = 'BackInStock';

/** The product page a back-in-stock push opens, with the option chosen. */
export const backInStockLink = (slug: string, optionKey: string) =>
  `/${slug}?option=${encodeURIComponent(optionKey)}`;

/**
 * Tells the shoppers waiting for an option of this product that came back (unavailable before the change,
 * available after it), in the change's transaction; the caller holds the product row's update lock (taken
 * by `productOptions(tx, id, 'update')` before the change), so an alert is never written in between.
 * Answers how many alerts came true (one push event each).
 */
export async function announceBackInStock(
  tx: Transaction,
  before: ProductOptions,
  after: ProductOptions,
): Promise<number> {
  const now = new Date();
  const waiting = await tx
    .select()
    .from(stockAlerts)
    .where(and(eq(stockAlerts.productId, before.product.id), isNull(stockAlerts.notifiedAt)));
  const cameBack = waiting.filter((alert) => {
    const rowIds = rowIdsOfOptionKey(alert.optionKey);
    return (
      rowIds !== undefined &&
      optionState(before, rowIds) === 'unavailable' &&
      optionState(after, rowIds) === 'available'
    );
  });
  for (const alert of cameBack) {
    const rowIds = rowIdsOfOptionKey(alert.optionKey) ?? [];
    const text = messages.stockAlerts.push(after.product.name, optionLabels(after, rowIds));
    await enqueuePush(tx, {
      userId: alert.userId,
      orderId: null,
      kind: BACK_IN_STOCK,
      title: text.title,
      body: text.body,
      link: backInStockLink(after.product.slug, optionKeyOfRowIds(rowIds)),
      payload: {
        kind: BACK_IN_STOCK,
        productId: String(after.product.id),
        optionKey: alert.optionKey,
      },
    });
  }
  if (cameBack.length > 0)
    await tx
      .update(stockAlerts)
      .set({ notifiedAt: now })
      .where(
        inArray(
          stockAlerts.id,
          cameBack.map((alert) => alert.id),
        ),
      );
  return cameBack.length;
}
