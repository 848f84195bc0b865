/**
 * The catalog's names read by id in a language, for what names a product or an option by reference: an
 * order's lines, a timeline entry, a wallet entry or a push (docs/i18n.md, "Records hold data, not
 * sentences"). An id the catalog no longer has is left out: the caller falls back to the name it saved.
 */
import type { Locale } from '@storefront/sdk/core';
import { inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../db/index.js';
import { inLanguage } from '../db/translations.js';
import { productOptionRows, products } from './tables.js';

export interface CatalogNames {
  /** A product's name by its id. */
  products: ReadonlyMap<number, string>;
  /** An option row's label by its id (the RowId of a selected option). */
  options: ReadonlyMap<number, string>;
}

export const NO_NAMES: CatalogNames = { products: new Map(), options: new Map() };

const unique = (ids: Iterable<number>) => [...new Set(ids)].filter(Number.isInteger);

/** The names of these products and option rows in the language, English where it has none. */
export async function catalogNamesIn(
  db: Database | Transaction,
  locale: Locale,
  ids: { products?: Iterable<number>; options?: Iterable<number> },
): Promise<CatalogNames> {
  const productIds = unique(ids.products ?? []);
  const optionIds = unique(ids.options ?? []);
  const productRows =
    productIds.length === 0
      ? []
      : await db
          .select({ id: products.id, name: products.name, translations: products.translations })
          .from(products)
          .where(inArray(products.id, productIds));
  const optionRows =
    optionIds.length === 0
      ? []
      : await db
          .select({
            id: productOptionRows.id,
            label: productOptionRows.label,
            translations: productOptionRows.translations,
          })
          .from(productOptionRows)
          .where(inArray(productOptionRows.id, optionIds));
  return {
    products: new Map(
      productRows.map((row) => [row.id, inLanguage(row.translations, locale, 'name', row.name)]),
    ),
    options: new Map(
      optionRows.map((row) => [row.id, inLanguage(row.translations, locale, 'label', row.label)]),
    ),
  };
}
