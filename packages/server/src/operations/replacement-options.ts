/**
 * The similar cuts a line asked to be replaced may take (docs/after-the-order.md): the other products of
 * its category, each with the line's option labels where it has them (the same weight; else the group's
 * default row), sold now and in stock at the order's hub, at the line's unit price or less. The packer
 * picks one; packing checks it again (moves/replacement.ts).
 */
import type { OpsReplyOf } from '@storefront/sdk/ops';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { isSellable, priceLines } from '../cart/pricing.js';
import { productOptionGroups, productOptionRows, products } from '../catalog/tables.js';
import type { Database } from '../db/index.js';
import { ensureStaffSeesOrder } from '../hubs/service.js';
import { HttpError, badRequest } from '../http/errors.js';
import { availableAtHub } from '../inventory/allocation.js';
import { opsMessages } from '../messages.js';
import { orders } from '../orders/tables.js';
import type { StaffRow } from '../staff/service.js';
import { linesOf } from './order-view.js';

type Row = typeof productOptionRows.$inferSelect;
type Group = typeof productOptionGroups.$inferSelect;

/** Per group of the product, the row labelled as the line's option of that group, else the default. */
function rowsLike(
  groups: readonly Group[],
  rows: readonly Row[],
  wanted: ReadonlyMap<string, string>,
): Row[] {
  return groups.flatMap((group) => {
    const own = rows.filter((row) => row.groupId === group.id && row.isAvailable);
    const label = wanted.get(group.name);
    const chosen =
      own.find((row) => row.label === label) ?? own.find((row) => row.isDefault) ?? own[0];
    return chosen ? [chosen] : [];
  });
}

/** The other products of a category sold now, with their option groups and rows in their order. */
async function categorySiblings(db: Database, categoryId: number, productId: number) {
  const siblings = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.categoryId, categoryId),
        ne(products.id, productId),
        eq(products.isAvailable, true),
      ),
    );
  const ids = siblings.map((product) => product.id);
  if (ids.length === 0) return { ids, groups: [] as Group[], rows: [] as Row[] };
  const groups = await db
    .select()
    .from(productOptionGroups)
    .where(inArray(productOptionGroups.productId, ids))
    .orderBy(asc(productOptionGroups.position));
  const rows = groups.length
    ? await db
        .select()
        .from(productOptionRows)
        .where(
          inArray(
            productOptionRows.groupId,
            groups.map((group) => group.id),
          ),
        )
        .orderBy(asc(productOptionRows.position))
    : [];
  return { ids, groups, rows };
}

export async function replacementOptions(
  db: Database,
  staff: StaffRow,
  query: { orderId: number; lineId: number },
): Promise<OpsReplyOf<'replacementOptions'>> {
  const [order] = await db.select().from(orders).where(eq(orders.id, query.orderId));
  if (!order)
    throw new HttpError(
      404,
      opsMessages.orderNotFound.Message,
      opsMessages.orderNotFound.Description,
    );
  await ensureStaffSeesOrder(db, staff, order);
  const line = (await linesOf(db, order.id)).find((each) => each.LineId === query.lineId);
  if (!line) throw badRequest(opsMessages.lineNotFound);
  const [own] = await db
    .select({ categoryId: products.categoryId })
    .from(products)
    .where(eq(products.id, line.ProductId));
  if (!own) return { Options: [] };
  const { ids, groups, rows } = await categorySiblings(db, own.categoryId, line.ProductId);
  if (ids.length === 0) return { Options: [] };
  const wanted = new Map(Object.entries(line.SelectedOptions).map(([g, o]) => [g, o.Label]));
  const candidates = ids.map((productId) => ({
    productId,
    qty: line.Qty,
    configPriceIds: rowsLike(
      groups.filter((group) => group.productId === productId),
      rows,
      wanted,
    ).map((row) => row.id),
  }));
  const available =
    order.hubId === null
      ? undefined
      : await availableAtHub(
          db,
          order.hubId,
          candidates.flatMap((candidate) => candidate.configPriceIds),
        );
  const priced = await priceLines(db, candidates, available);
  return {
    Options: priced
      .filter((cut) => isSellable(cut) && cut.unitPrice <= line.UnitPrice)
      .sort((a, b) => b.unitPrice - a.unitPrice)
      .map((cut) => ({
        ProductId: cut.productId,
        ProductName: cut.productName,
        ConfigPriceIds: cut.configPriceIds,
        Label: Object.values(cut.selectedOptions)
          .map((option) => option.Label)
          .join(', '),
        UnitPrice: cut.unitPrice,
      })),
  };
}
