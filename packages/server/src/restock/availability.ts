/**
 * "Notify me" kept when something comes back in stock. Every change of what is sold — a product's or an
 * option's availability (`editCatalogProductIn`, operations/catalog.ts: the staff's catalog edit and the
 * sandbox admin calls alike), or a hub's stock (the staff's receipts, adjustments and moves,
 * inventory/staff-stock.ts) — watches it with `watchBackInStock` in the change's transaction: every
 * waiting alert of a hub whose option goes from unavailable to available there gets its push in the outbox
 * (notifications/outbox.ts) and is marked notified, so it is spent. An option that was available already
 * (available → available) announces nothing, nor does one that stays sold out, nor stock arriving at
 * another hub than the one the shopper waits on.
 */
import { optionKeyOfRowIds, rowIdsOfOptionKey } from '@storefront/sdk/core';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Transaction } from '../db/index.js';
import { enqueuePush } from '../notifications/outbox.js';
import { type ProductOptions, optionLabels, optionState, productOptions } from './options.js';
import { productOptionGroups, productOptionRows } from '../catalog/tables.js';
import { stockReservations } from '../inventory/tables.js';
import { stockAlerts } from './tables.js';

/** The outbox kind of a back-in-stock push. */
export const BACK_IN_STOCK = 'BackInStock' as const;

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
  if (before.hubId === null) return 0;
  const waiting = await tx
    .select()
    .from(stockAlerts)
    .where(
      and(
        eq(stockAlerts.productId, before.product.id),
        eq(stockAlerts.hubId, before.hubId),
        isNull(stockAlerts.notifiedAt),
      ),
    );
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
    // The product and its options by id: each device's push names them in its language.
    await enqueuePush(tx, {
      userId: alert.userId,
      orderId: null,
      push: {
        kind: BACK_IN_STOCK,
        values: {
          productId: after.product.id,
          product: after.product.name,
          optionKey: alert.optionKey,
          options: optionLabels(after, rowIds),
        },
      },
      link: backInStockLink(after.product.slug, optionKeyOfRowIds(rowIds)),
      payload: { productId: String(after.product.id), optionKey: alert.optionKey },
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

/**
 * Before a change of what a product sells: takes the product row's update lock (a shopper's alert takes its
 * share lock, so none is written in between) and reads its options at each hub the change touches, or, for
 * 'every hub', at each hub where someone waits for it. Answers what to call after the change in the same
 * transaction: it tells the shoppers waiting for what came back at their hub, and answers how many were
 * told. Undefined when no product has this id.
 */
export async function watchBackInStock(
  tx: Transaction,
  productId: number,
  hubIds: readonly number[] | 'every hub',
): Promise<(() => Promise<number>) | undefined> {
  const locked = await productOptions(tx, productId, 'update');
  if (!locked) return undefined;
  const watched =
    hubIds === 'every hub'
      ? (
          await tx
            .selectDistinct({ hubId: stockAlerts.hubId })
            .from(stockAlerts)
            .where(and(eq(stockAlerts.productId, productId), isNull(stockAlerts.notifiedAt)))
        ).map((row) => row.hubId)
      : hubIds;
  const before = await Promise.all(
    watched.map(async (hubId) => (await productOptions(tx, productId, undefined, hubId))!),
  );
  return async () => {
    let told = 0;
    for (const options of before) {
      const after = (await productOptions(tx, productId, undefined, options.hubId ?? undefined))!;
      told += await announceBackInStock(tx, options, after);
    }
    return told;
  };
}

/**
 * Before an order gives back what it holds at its hub (cancelled, its payment failed or ran out, returned
 * to the store): watches the products of its counted lines there, so the shoppers waiting at that hub
 * hear of what came back (docs/inventory.md). Answers what to call after the release; nothing to watch
 * when the order holds nothing counted. The products are locked in id order, as every watch locks them.
 */
export async function watchReleaseOf(
  tx: Transaction,
  order: { id: number; hubId: number | null },
): Promise<() => Promise<number>> {
  const { hubId } = order;
  if (hubId === null) return async () => 0;
  const rows = await tx
    .selectDistinct({ productId: productOptionGroups.productId })
    .from(stockReservations)
    .innerJoin(productOptionRows, eq(productOptionRows.id, stockReservations.optionRowId))
    .innerJoin(productOptionGroups, eq(productOptionGroups.id, productOptionRows.groupId))
    .where(
      and(
        eq(stockReservations.orderId, order.id),
        inArray(stockReservations.status, ['Held', 'Deducted']),
      ),
    );
  const watches: (() => Promise<number>)[] = [];
  for (const productId of rows.map((row) => row.productId).sort((a, b) => a - b)) {
    const watch = await watchBackInStock(tx, productId, [hubId]);
    if (watch) watches.push(watch);
  }
  return async () => {
    let told = 0;
    for (const announce of watches) told += await announce();
    return told;
  };
}
