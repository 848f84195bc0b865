/**
 * Catalog editing by staff: a product's base price, availability, HSN code and GST rate, and its options'
 * price, availability and stock. Every such change goes through `editCatalogProductIn` — the staff call
 * (/ops/v1/catalog/product/save) and the sandbox admin calls the browser tests use alike — so each one
 * moves the store's cache state (public replies and their ETags change at once), tells the shoppers waiting
 * for an option that came back ("Notify me", restock/availability.ts) and, made by staff, leaves an audit
 * row before → after.
 *
 * "Sellable" is what a shopper can buy: a product that is available, and an option of it that is available
 * and, when its units are counted, has one left. The edit answers what became sellable: the one place an
 * unavailable → available change of a product or option is known.
 */
import type { CatalogProduct } from '@storefront/sdk/ops';
import { asc, count, eq, inArray } from 'drizzle-orm';
import { optionSellable, searchConditions } from '../catalog/model.js';
import { categories, productOptionGroups, productOptionRows, products } from '../catalog/tables.js';
import { bumpCacheState, readSetting } from '../config/settings.js';
import type { Database, Transaction } from '../db/index.js';
import { badRequest, notFound } from '../http/errors.js';
import { messages, opsExtraMessages } from '../messages.js';
import { recordAudit } from '../staff/service.js';
import { mainHub } from '../inventory/allocation.js';
import { setCount } from '../inventory/movements.js';
import { levelsAt, type Level } from '../inventory/stock.js';
import { watchBackInStock } from '../restock/availability.js';

type Db = Database | Transaction;

export const CATALOG_PAGE_SIZE = 20;

export interface OptionChange {
  rowId: number;
  priceDelta?: number | undefined;
  isAvailable?: boolean | undefined;
  /** null: stop counting. */
  stock?: number | null | undefined;
}

export interface ProductChange {
  price?: number | undefined;
  isAvailable?: boolean | undefined;
  /** What the product's invoice lines carry (docs/invoices.md). */
  hsnCode?: string | undefined;
  gstRateBp?: number | undefined;
  options?: readonly OptionChange[] | undefined;
}

/** A product (optionId null) or one of its options that shoppers could not buy before a change and can now. */
export interface BecameSellable {
  productId: number;
  optionId: number | null;
}

export interface CatalogEdit {
  product: CatalogProduct;
  cacheState: string;
  becameSellable: BecameSellable[];
  /** How many shoppers' "Notify me" alerts came true (one back-in-stock push each). */
  backInStock: number;
}

async function productRows(db: Db, productIds: number[]) {
  if (productIds.length === 0) return [];
  const rows = await db
    .select({ product: products, categoryName: categories.name })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(products.id, productIds));
  const options = await db
    .select({ row: productOptionRows, group: productOptionGroups })
    .from(productOptionRows)
    .innerJoin(productOptionGroups, eq(productOptionGroups.id, productOptionRows.groupId))
    .where(inArray(productOptionGroups.productId, productIds))
    .orderBy(
      asc(productOptionGroups.position),
      asc(productOptionGroups.id),
      asc(productOptionRows.position),
      asc(productOptionRows.id),
    );
  // The editor's Stock is the main hub's count; the stock screen shows every hub's (docs/inventory.md).
  const hub = await mainHub(db);
  const levels = hub
    ? await levelsAt(
        db,
        hub.id,
        options.map(({ row }) => row.id),
      )
    : new Map<number, Level>();
  return productIds.flatMap((id) => {
    const found = rows.find((row) => row.product.id === id);
    if (!found) return [];
    const { product, categoryName } = found;
    const view: CatalogProduct = {
      ProductId: product.id,
      Slug: product.slug,
      Name: product.name,
      CategoryName: categoryName,
      Price: product.price,
      Mrp: product.mrp,
      IsAvailable: product.isAvailable,
      HsnCode: product.hsnCode,
      GstRateBp: product.gstRateBp,
      Options: options
        .filter((option) => option.group.productId === id)
        .map(({ row, group }) => ({
          RowId: row.id,
          Group: group.name,
          Label: row.label,
          PriceDelta: row.priceDelta,
          IsAvailable: row.isAvailable,
          Stock: levels.get(row.id)?.onHand ?? null,
        })),
      UpdatedAt: product.updatedAt.toISOString(),
    };
    return [view];
  });
}

/** One product as staff edit it, or a 404. */
export async function catalogProduct(db: Db, productId: number): Promise<CatalogProduct> {
  const [product] = await productRows(db, [productId]);
  if (!product) throw notFound(messages.catalog.productNotFound);
  return product;
}

/** A page of the catalog for staff, in catalogue order, optionally matching a search term. */
export async function catalogPage(db: Database, query: { search?: string; pageNo: number }) {
  // The console is English: staff search the English names.
  const where = query.search ? searchConditions(query.search, 'en').products : undefined;
  const [total] = await db.select({ n: count() }).from(products).where(where);
  const ids = await db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(asc(products.position), asc(products.id))
    .limit(CATALOG_PAGE_SIZE)
    .offset((query.pageNo - 1) * CATALOG_PAGE_SIZE);
  return {
    Products: await productRows(
      db,
      ids.map((row) => row.id),
    ),
    PageNo: query.pageNo,
    TotalPages: Math.ceil((total?.n ?? 0) / CATALOG_PAGE_SIZE),
  };
}

/** The fields of a product and its options that a change names and moves, before and after. */
function differences(before: CatalogProduct, after: CatalogProduct) {
  const was: Record<string, unknown> = {};
  const is: Record<string, unknown> = {};
  for (const key of ['Price', 'IsAvailable', 'HsnCode', 'GstRateBp'] as const)
    if (before[key] !== after[key]) {
      was[key] = before[key];
      is[key] = after[key];
    }
  const wasOptions = [];
  const isOptions = [];
  for (const option of after.Options) {
    const old = before.Options.find((o) => o.RowId === option.RowId)!;
    const moved = (['PriceDelta', 'IsAvailable', 'Stock'] as const).filter(
      (key) => old[key] !== option[key],
    );
    if (moved.length === 0) continue;
    wasOptions.push({ RowId: option.RowId, ...Object.fromEntries(moved.map((k) => [k, old[k]])) });
    isOptions.push({
      RowId: option.RowId,
      ...Object.fromEntries(moved.map((k) => [k, option[k]])),
    });
  }
  if (isOptions.length > 0) {
    was.Options = wasOptions;
    is.Options = isOptions;
  }
  return { was, is, changed: Object.keys(is).length > 0 };
}

/** What shoppers could not buy before and can now. */
function sellableNow(before: CatalogProduct, after: CatalogProduct): BecameSellable[] {
  const found: BecameSellable[] = [];
  if (!before.IsAvailable && after.IsAvailable)
    found.push({ productId: after.ProductId, optionId: null });
  for (const option of after.Options) {
    const old = before.Options.find((o) => o.RowId === option.RowId)!;
    const was =
      before.IsAvailable && optionSellable({ isAvailable: old.IsAvailable, stock: old.Stock });
    const is =
      after.IsAvailable && optionSellable({ isAvailable: option.IsAvailable, stock: option.Stock });
    if (!was && is) found.push({ productId: after.ProductId, optionId: option.RowId });
  }
  return found;
}

/**
 * Changes a product's price and availability and its options' price, availability and stock, in the
 * caller's transaction: the product row locked, the change, the shoppers waiting for an option that came
 * back told (restock/availability.ts), the cache state bumped and (for a staff member, `staffId`) an audit
 * row with the fields that moved, before → after. A change that moves nothing writes nothing. Answers the
 * product as it is now, the cache state, what became sellable and how many alerts came true.
 */
export async function editCatalogProductIn(
  tx: Transaction,
  productId: number,
  change: ProductChange,
  staffId: number | null,
): Promise<CatalogEdit> {
  // The product row's update lock (a shopper's "Notify me" takes its share lock): one change at a time.
  // A switch changes what every hub sells; the editor's stock is the main hub's.
  const announce = await watchBackInStock(tx, productId, 'every hub');
  if (!announce) throw notFound(messages.catalog.productNotFound);
  const before = await catalogProduct(tx, productId);
  const options = change.options ?? [];
  const rowIds = options.map((option) => option.rowId);
  if (
    new Set(rowIds).size !== rowIds.length ||
    rowIds.some((rowId) => !before.Options.some((option) => option.RowId === rowId))
  )
    throw badRequest(opsExtraMessages.catalog.unknownOption);

  const productSet = {
    ...(change.price !== undefined ? { price: change.price } : {}),
    ...(change.isAvailable !== undefined ? { isAvailable: change.isAvailable } : {}),
    ...(change.hsnCode !== undefined ? { hsnCode: change.hsnCode } : {}),
    ...(change.gstRateBp !== undefined ? { gstRateBp: change.gstRateBp } : {}),
  };
  if (Object.keys(productSet).length > 0)
    await tx.update(products).set(productSet).where(eq(products.id, productId));
  const hub = await mainHub(tx);
  for (const option of options) {
    const set = {
      ...(option.priceDelta !== undefined ? { priceDelta: option.priceDelta } : {}),
      ...(option.isAvailable !== undefined ? { isAvailable: option.isAvailable } : {}),
    };
    if (Object.keys(set).length > 0)
      await tx.update(productOptionRows).set(set).where(eq(productOptionRows.id, option.rowId));
    if (option.stock !== undefined && hub)
      await setCount(tx, { hubId: hub.id, optionRowId: option.rowId }, option.stock, staffId);
  }
  const after = await catalogProduct(tx, productId);
  // The cheapest choice (the lowest difference of every group) must still cost something ≥ ₹0.
  const lowest = new Map<string, number>();
  for (const option of after.Options)
    lowest.set(option.Group, Math.min(lowest.get(option.Group) ?? 0, option.PriceDelta));
  if (after.Price + [...lowest.values()].reduce((sum, delta) => sum + delta, 0) < 0)
    throw badRequest(opsExtraMessages.catalog.belowZero);
  const { was, is, changed } = differences(before, after);
  if (!changed) {
    const state = await readSetting(tx, 'cacheState');
    return { product: before, cacheState: state ?? '', becameSellable: [], backInStock: 0 };
  }
  const [touched] = await tx
    .update(products)
    .set({ updatedAt: new Date() })
    .where(eq(products.id, productId))
    .returning({ updatedAt: products.updatedAt });
  // What came back in stock: the shoppers waiting for it get their push in this transaction.
  const backInStock = await announce();
  const cacheState = await bumpCacheState(tx);
  if (staffId !== null)
    await recordAudit(tx, {
      staffId,
      action: 'editProduct',
      orderId: null,
      before: { ProductId: productId, ...was },
      after: {
        ProductId: productId,
        ...is,
        ...(backInStock > 0 ? { BackInStock: backInStock } : {}),
      },
    });
  return {
    product: { ...after, UpdatedAt: touched!.updatedAt.toISOString() },
    cacheState,
    becameSellable: sellableNow(before, after),
    backInStock,
  };
}

/** `editCatalogProductIn` in a transaction of its own. */
export function editCatalogProduct(
  db: Database,
  productId: number,
  change: ProductChange,
  staffId: number | null,
): Promise<CatalogEdit> {
  return db.transaction((tx) => editCatalogProductIn(tx, productId, change, staffId));
}

/** The product an option row belongs to, or undefined for an unknown row. */
export async function productIdOfOption(db: Db, rowId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ productId: productOptionGroups.productId })
    .from(productOptionRows)
    .innerJoin(productOptionGroups, eq(productOptionGroups.id, productOptionRows.groupId))
    .where(eq(productOptionRows.id, rowId));
  return row?.productId;
}
