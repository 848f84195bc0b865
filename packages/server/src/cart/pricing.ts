/**
 * Prices cart lines from the catalog alone: a line's unit price is the product's base price plus the
 * PriceDelta of every selected option row. A line is invalid when its product is missing or unavailable,
 * or when its option rows are unknown, unavailable (or, given a hub's counts, counted there with fewer
 * units available than the line's qty), two from one group, or leave a group unchosen.
 */
import { DEFAULT_MAX_QTY, type Locale } from '@storefront/sdk/core';
import { inArray } from 'drizzle-orm';
import { readSetting } from '../config/settings.js';
import type { Database, Transaction } from '../db/index.js';
import { optionSellable } from '../catalog/model.js';
import { inLanguage } from '../db/translations.js';
import { productOptionGroups, productOptionRows, products } from '../catalog/tables.js';
import type { SelectedOptions } from '../orders/tables.js';

export interface CartLine {
  productId: number;
  qty: number;
  configPriceIds: readonly number[];
}

export interface PricedLine {
  productId: number;
  configPriceIds: number[];
  qty: number;
  productName: string;
  imageUrl: string;
  /** The product is missing or not available. */
  isUnavailable: boolean;
  /** A chosen option is unknown, unavailable, duplicated within a group, or a group has no choice. */
  isInvalidConfig: boolean;
  /** Server unit price in paise (base price plus the deltas of the valid selected rows). */
  unitPrice: number;
  selectedOptions: SelectedOptions;
}

export const isSellable = (line: PricedLine) => !line.isUnavailable && !line.isInvalidConfig;

/** A priced line's product name and chosen options in a language (the cart's names follow the shopper's). */
export interface LineNamesIn {
  productName: string;
  selectedOptions: SelectedOptions;
}

type ProductRow = typeof products.$inferSelect;
type GroupRow = typeof productOptionGroups.$inferSelect;
type OptionRow = typeof productOptionRows.$inferSelect;

/** What pricing a line needs of the catalog: the lines' products, their groups and option rows. */
interface Catalog {
  productById: Map<number, ProductRow>;
  groups: GroupRow[];
  groupById: Map<number, GroupRow>;
  rowById: Map<number, OptionRow>;
  available: ReadonlyMap<number, number> | undefined;
}

/** The line's product name and chosen options named in `locale` (English where a translation is missing). */
function namesIn(line: PricedLine, catalog: Catalog, locale: Locale): LineNamesIn | undefined {
  const product = catalog.productById.get(line.productId);
  if (!product || line.isUnavailable || line.isInvalidConfig) return undefined;
  const selectedOptions: SelectedOptions = {};
  for (const rowId of line.configPriceIds) {
    const row = catalog.rowById.get(rowId)!;
    const group = catalog.groupById.get(row.groupId)!;
    selectedOptions[inLanguage(group.translations, locale, 'name', group.name)] = {
      RowId: row.id,
      Label: inLanguage(row.translations, locale, 'label', row.label),
    };
  }
  return {
    productName: inLanguage(product.translations, locale, 'name', product.name),
    selectedOptions,
  };
}

async function loadCatalog(
  db: Database | Transaction,
  productIds: number[],
  available: ReadonlyMap<number, number> | undefined,
): Promise<Catalog> {
  const productRows = await db.select().from(products).where(inArray(products.id, productIds));
  const groups = await db
    .select()
    .from(productOptionGroups)
    .where(inArray(productOptionGroups.productId, productIds));
  const groupIds = groups.map((group) => group.id);
  const rows =
    groupIds.length === 0
      ? []
      : await db
          .select()
          .from(productOptionRows)
          .where(inArray(productOptionRows.groupId, groupIds));
  return {
    productById: new Map(productRows.map((product) => [product.id, product])),
    groups,
    groupById: new Map(groups.map((group) => [group.id, group])),
    rowById: new Map(rows.map((row) => [row.id, row])),
    available,
  };
}

/** One line priced: the product's base price plus each valid chosen row's difference. */
function priceLine(line: CartLine, catalog: Catalog): PricedLine {
  const base = {
    productId: line.productId,
    configPriceIds: [...line.configPriceIds],
    qty: line.qty,
  };
  const product = catalog.productById.get(line.productId);
  if (!product) {
    return {
      ...base,
      productName: '',
      imageUrl: '',
      isUnavailable: true,
      isInvalidConfig: false,
      unitPrice: 0,
      selectedOptions: {},
    };
  }
  const chosenGroups = new Set<number>();
  const selectedOptions: SelectedOptions = {};
  let isInvalidConfig = false;
  let unitPrice = product.price;
  for (const rowId of line.configPriceIds) {
    const row = catalog.rowById.get(rowId);
    const group = row ? catalog.groupById.get(row.groupId) : undefined;
    const stock = row ? (catalog.available?.get(row.id) ?? null) : null;
    if (
      !row ||
      !group ||
      group.productId !== product.id ||
      !optionSellable({ isAvailable: row.isAvailable, stock }, line.qty) ||
      chosenGroups.has(group.id)
    ) {
      isInvalidConfig = true;
      continue;
    }
    chosenGroups.add(group.id);
    unitPrice += row.priceDelta;
    selectedOptions[group.name] = { RowId: row.id, Label: row.label };
  }
  const productGroups = catalog.groups.filter((group) => group.productId === product.id);
  if (productGroups.some((group) => !chosenGroups.has(group.id))) isInvalidConfig = true;
  return {
    ...base,
    productName: product.name,
    imageUrl: product.imageUrl,
    isUnavailable: !product.isAvailable,
    isInvalidConfig,
    unitPrice,
    selectedOptions,
  };
}

/**
 * Prices the lines. `available`, when given, is a hub's units available per counted option (inventory/
 * stock.ts): the cart check asks with the main hub's; checkout leaves stock to the hub its quote chooses.
 */
export async function priceLines(
  db: Database | Transaction,
  lines: readonly CartLine[],
  available?: ReadonlyMap<number, number>,
): Promise<PricedLine[]> {
  const { priced } = await priceWithCatalog(db, lines, available);
  return priced;
}

/** Prices the lines as priceLines does, each sellable one with its names in `locale`. */
export async function priceLinesNamedIn(
  db: Database | Transaction,
  lines: readonly CartLine[],
  available: ReadonlyMap<number, number> | undefined,
  locale: Locale,
): Promise<(PricedLine & { names: LineNamesIn | undefined })[]> {
  const { priced, catalog } = await priceWithCatalog(db, lines, available);
  return priced.map((line) => ({ ...line, names: namesIn(line, catalog, locale) }));
}

/** The lines priced, and the catalog they were priced from (none read for no lines). */
async function priceWithCatalog(
  db: Database | Transaction,
  lines: readonly CartLine[],
  available: ReadonlyMap<number, number> | undefined,
): Promise<{ priced: PricedLine[]; catalog: Catalog }> {
  const productIds = [...new Set(lines.map((line) => line.productId))];
  const catalog =
    productIds.length === 0
      ? { productById: new Map(), groups: [], groupById: new Map(), rowById: new Map(), available }
      : await loadCatalog(db, productIds, available);
  return { priced: lines.map((line) => priceLine(line, catalog)), catalog };
}

export const itemsTotalOf = (lines: readonly PricedLine[]) =>
  lines.reduce((sum, line) => sum + line.unitPrice * line.qty, 0);

/** maxAllowedQtyPerProduct from the product configuration (spec section 5), else the spec's default. */
export async function maxQtyPerProduct(db: Database | Transaction): Promise<number> {
  const configs = await readSetting(db as Database, 'productConfigs');
  return configs?.maxAllowedQtyPerProduct ?? DEFAULT_MAX_QTY;
}

/**
 * The products whose quantity passes the maximum. The maximum is per product, so the lines of one product
 * (one per option choice, or the same choice listed twice) count together.
 */
export function productsOverMax(
  lines: readonly Pick<CartLine, 'productId' | 'qty'>[],
  maxQty: number,
): number[] {
  const totals = new Map<number, number>();
  for (const line of lines)
    totals.set(line.productId, (totals.get(line.productId) ?? 0) + line.qty);
  return [...totals].filter(([, qty]) => qty > maxQty).map(([productId]) => productId);
}
