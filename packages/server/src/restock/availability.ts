/**
 * THE function that changes whether a product or one of its option rows is sold: every change of
 * availability goes through `setAvailability` (today the sandbox admin calls; staff catalog editing must
 * call it too), because it is also where "Notify me" is kept: in the same transaction as the change, every
 * waiting alert whose option goes from unavailable to available gets its push in the outbox
 * (notifications/outbox.ts) and is marked notified, so it is spent. An option that was available already
 * (available → available) announces nothing, nor does one that stays sold out.
 */
import { optionKeyOfRowIds, rowIdsOfOptionKey } from '@storefront/sdk/core';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { productOptionGroups, productOptionRows, products } from '../catalog/tables.js';
import { bumpCacheState } from '../config/settings.js';
import type { Transaction } from '../db/index.js';
import { notFound } from '../http/errors.js';
import { messages } from '../messages.js';
import { enqueuePush } from '../notifications/outbox.js';
import { type ProductOptions, optionLabels, optionState, productOptions } from './options.js';
import { stockAlerts } from './tables.js';

/** A whole product, or one option row of a product. */
export type AvailabilityChange =
  { productId: number; isAvailable: boolean } | { rowId: number; isAvailable: boolean };

export interface AvailabilityChanged {
  productId: number;
  /** The new cache state (clients refetch the catalog). */
  cacheState: string;
  /** How many waiting alerts came true (one push event each). */
  backInStock: number;
}

/** The outbox kind of a back-in-stock push. */
export const BACK_IN_STOCK = 'BackInStock';

/** The product page a back-in-stock push opens, with the option chosen. */
export const backInStockLink = (slug: string, optionKey: string) =>
  `/${slug}?option=${encodeURIComponent(optionKey)}`;

async function productOfRow(tx: Transaction, rowId: number): Promise<number | undefined> {
  const [row] = await tx
    .select({ productId: productOptionGroups.productId })
    .from(productOptionRows)
    .innerJoin(productOptionGroups, eq(productOptionGroups.id, productOptionRows.groupId))
    .where(eq(productOptionRows.id, rowId));
  return row?.productId;
}

function applied(before: ProductOptions, change: AvailabilityChange): ProductOptions {
  if ('productId' in change)
    return { ...before, product: { ...before.product, isAvailable: change.isAvailable } };
  return {
    ...before,
    rows: before.rows.map((row) =>
      row.id === change.rowId ? { ...row, isAvailable: change.isAvailable } : row,
    ),
  };
}

/**
 * Sets a product's or an option row's availability, in the caller's transaction, and announces what came
 * back to the shoppers waiting for it. 404 for an unknown product or row. The product row is locked first,
 * so concurrent changes of one product, and alerts written meanwhile, are taken one at a time.
 */
export async function setAvailability(
  tx: Transaction,
  change: AvailabilityChange,
): Promise<AvailabilityChanged> {
  const productId = 'productId' in change ? change.productId : await productOfRow(tx, change.rowId);
  const before =
    productId === undefined ? undefined : await productOptions(tx, productId, 'update');
  if (!before) throw notFound();
  const now = new Date();
  if ('productId' in change) {
    await tx
      .update(products)
      .set({ isAvailable: change.isAvailable, updatedAt: now })
      .where(eq(products.id, before.product.id));
  } else {
    await tx
      .update(productOptionRows)
      .set({ isAvailable: change.isAvailable })
      .where(eq(productOptionRows.id, change.rowId));
    await tx.update(products).set({ updatedAt: now }).where(eq(products.id, before.product.id));
  }
  const after = applied(before, change);

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
  return {
    productId: before.product.id,
    cacheState: await bumpCacheState(tx),
    backInStock: cameBack.length,
  };
}
