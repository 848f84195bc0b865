/**
 * A product's options as "Notify me" sees them: which option of a product (its chosen RowIds) is well
 * formed, and whether it can be bought now. The rule is cart pricing's (cart/pricing.ts): sellable when the
 * product is available and so is each chosen row (switched on, and with a unit left when its stock is
 * counted: catalog/model.ts optionSellable), one row of each option group, none missing.
 */
import { asc, eq } from 'drizzle-orm';
import { optionSellable } from '../catalog/model.js';
import { availableAtHub, mainHub } from '../inventory/allocation.js';
import { productOptionGroups, productOptionRows, products } from '../catalog/tables.js';
import type { Database, Transaction } from '../db/index.js';

export interface ProductOptions {
  /** The hub whose stock the rows' availability counts (null: a store with no hub yet). */
  hubId: number | null;
  product: { id: number; name: string; slug: string; isAvailable: boolean };
  groups: { id: number; name: string }[];
  rows: { id: number; groupId: number; label: string; isAvailable: boolean }[];
}

/** 'invalid': rows of another product, unknown, two of one group, or a group left unchosen. */
export type OptionState = 'invalid' | 'available' | 'unavailable';

/**
 * The product with its option groups and rows, available or not at a hub (the main hub when none is
 * given), or undefined when no product has this id. `lock` takes the
 * product row's lock first: 'update' for a change of availability, 'share' for a shopper's alert, so an
 * alert is never written between a change's read and its announcement.
 */
export async function productOptions(
  db: Database | Transaction,
  productId: number,
  lock?: 'update' | 'share',
  hubId?: number,
): Promise<ProductOptions | undefined> {
  const query = db
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      isAvailable: products.isAvailable,
    })
    .from(products)
    .where(eq(products.id, productId));
  const [product] = lock ? await query.for(lock) : await query;
  if (!product) return undefined;
  const groups = await db
    .select({ id: productOptionGroups.id, name: productOptionGroups.name })
    .from(productOptionGroups)
    .where(eq(productOptionGroups.productId, productId))
    .orderBy(asc(productOptionGroups.position), asc(productOptionGroups.id));
  const rows = await db
    .select({
      id: productOptionRows.id,
      groupId: productOptionRows.groupId,
      label: productOptionRows.label,
      isAvailable: productOptionRows.isAvailable,
    })
    .from(productOptionRows)
    .innerJoin(productOptionGroups, eq(productOptionGroups.id, productOptionRows.groupId))
    .where(eq(productOptionGroups.productId, productId))
    .orderBy(asc(productOptionRows.position), asc(productOptionRows.id));
  // Sellable, not just switched on: counted at the hub with no unit available, it is sold out there too.
  const hub = hubId ?? (await mainHub(db))?.id ?? null;
  const rowIds = rows.map((row) => row.id);
  const available =
    hub === null ? new Map<number, number>() : await availableAtHub(db, hub, rowIds);
  return {
    hubId: hub,
    product,
    groups,
    rows: rows.map((row) => ({
      ...row,
      isAvailable: optionSellable({
        isAvailable: row.isAvailable,
        stock: available.get(row.id) ?? null,
      }),
    })),
  };
}

export function optionState(options: ProductOptions, rowIds: readonly number[]): OptionState {
  const chosen = rowIds.map((id) => options.rows.find((row) => row.id === id));
  const groups = new Set(chosen.map((row) => row?.groupId));
  const wellFormed =
    chosen.every((row) => row !== undefined) &&
    groups.size === chosen.length &&
    options.groups.every((group) => groups.has(group.id));
  if (!wellFormed) return 'invalid';
  return options.product.isAvailable && chosen.every((row) => row?.isAvailable)
    ? 'available'
    : 'unavailable';
}

/** The chosen rows' labels in the order of their groups, e.g. '1 kg · Boneless' ('' for a simple product). */
export function optionLabels(options: ProductOptions, rowIds: readonly number[]): string {
  return options.groups
    .map((group) => options.rows.find((row) => row.groupId === group.id && rowIds.includes(row.id)))
    .filter((row) => row !== undefined)
    .map((row) => row.label)
    .join(' · ');
}
