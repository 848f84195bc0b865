/**
 * A shopper's "Notify me" alerts (docs/api.md, "Back in stock"): asked for one sold-out product option,
 * kept once however often asked, withdrawn on request, and read back with the product's availability now.
 * The alerts are the shopper's own: every query names the signed-in shopper.
 */
import { optionKeyOfRowIds, rowIdsOfOptionKey } from '@storefront/sdk/core';
import type { StockAlertsReply } from '@storefront/sdk';
import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/index.js';
import { hubOrMain } from '../inventory/allocation.js';
import { notFound, refusal } from '../http/errors.js';
import { optionState, productOptions } from './options.js';
import { stockAlerts } from './tables.js';

/** How long a notified alert is still answered, so the product page can say the option is back. */
export const NOTIFIED_ALERT_DAYS = 7;

type AlertRow = typeof stockAlerts.$inferSelect;
type Option = { productId: number; configPriceIds: number[]; hub?: string | undefined };

function toAlert(row: AlertRow): StockAlertsReply['StockAlerts'][number] {
  return {
    ProductId: row.productId,
    OptionKey: row.optionKey,
    ConfigPriceIds: rowIdsOfOptionKey(row.optionKey) ?? [],
    CreatedAt: row.createdAt.toISOString(),
    NotifiedAt: row.notifiedAt?.toISOString() ?? null,
  };
}

const productNotFound = () => notFound((t) => t.messages.catalog.productNotFound);

/** The hub an alert waits on: the one named (the hub that delivers to the shopper), else the main hub. */
async function alertHub(db: Database | Transaction, slug: string | undefined): Promise<number> {
  const hub = await hubOrMain(db, slug);
  if (!hub) throw notFound((t) => t.messages.stockAlerts.noHub);
  return hub.id;
}

/** The shopper's waiting and recently notified alerts for a product, with its availability now. */
export async function stockAlertsOf(
  db: Database,
  userId: number,
  query: { productId: number; hub?: string | undefined },
): Promise<StockAlertsReply> {
  const { productId } = query;
  const hubId = await alertHub(db, query.hub);
  const options = await productOptions(db, productId, undefined, hubId);
  if (!options) throw productNotFound();
  const since = new Date(Date.now() - NOTIFIED_ALERT_DAYS * 24 * 60 * 60 * 1000);
  const rows = await db
    .select()
    .from(stockAlerts)
    .where(
      and(
        eq(stockAlerts.userId, userId),
        eq(stockAlerts.productId, productId),
        eq(stockAlerts.hubId, hubId),
        or(isNull(stockAlerts.notifiedAt), gt(stockAlerts.notifiedAt, since)),
      ),
    )
    .orderBy(asc(stockAlerts.createdAt), asc(stockAlerts.id));
  return {
    ProductId: productId,
    IsAvailable: options.product.isAvailable,
    Options: options.rows.map((row) => ({ RowId: row.id, IsAvailable: row.isAvailable })),
    StockAlerts: rows.map(toAlert),
  };
}

/**
 * Asks for a push when the option comes back: 404 for an unknown product, 400 for options that do not
 * name one choice of each of its option groups, 409 when the option can be bought now. Asking again for an
 * option already waited for answers the same alert; asking again after a notification waits anew.
 */
export async function notifyWhenAvailable(db: Database, userId: number, request: Option) {
  return db.transaction(async (tx) => {
    // The product's share lock: a change of its availability (which takes the update lock) waits for this
    // alert, and announces it if the option comes back.
    const hubId = await alertHub(tx, request.hub);
    const options = await productOptions(tx, request.productId, 'share', hubId);
    if (!options) throw productNotFound();
    const state = optionState(options, request.configPriceIds);
    if (state !== 'unavailable') {
      throw state === 'invalid'
        ? refusal(400, (t) => t.messages.stockAlerts.optionsInvalid)
        : refusal(409, (t) => t.messages.stockAlerts.alreadyAvailable);
    }
    const [alert] = await tx
      .insert(stockAlerts)
      .values({
        userId,
        productId: request.productId,
        optionKey: optionKeyOfRowIds(request.configPriceIds),
        hubId,
      })
      .onConflictDoUpdate({
        target: [
          stockAlerts.userId,
          stockAlerts.productId,
          stockAlerts.optionKey,
          stockAlerts.hubId,
        ],
        set: {
          createdAt: sql`case when ${stockAlerts.notifiedAt} is null then ${stockAlerts.createdAt} else now() end`,
          notifiedAt: null,
        },
      })
      .returning();
    return { Success: true, StockAlert: toAlert(alert!) };
  });
}

/** Withdraws the shopper's alert for the option (waiting or notified); nothing to withdraw is fine too. */
export async function cancelStockAlert(db: Database, userId: number, request: Option) {
  const hubId = await alertHub(db, request.hub);
  await db
    .delete(stockAlerts)
    .where(
      and(
        eq(stockAlerts.userId, userId),
        eq(stockAlerts.productId, request.productId),
        eq(stockAlerts.optionKey, optionKeyOfRowIds(request.configPriceIds)),
        eq(stockAlerts.hubId, hubId),
      ),
    );
  return { Success: true };
}
