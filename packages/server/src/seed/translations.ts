/**
 * Writes the demo catalog's Hindi and Kannada texts (catalog-translations.ts) into the `translations`
 * columns of the seeded rows that have none yet: a fresh store gets them with its catalog, a store seeded
 * before translations existed gets them on its next start, and a row whose translations were edited keeps
 * them. One UPDATE … FROM (VALUES …) per table.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Transaction } from '../db/index.js';
import {
  bannerTexts,
  categoryTexts,
  couponTexts,
  deliveryMethodTexts,
  optionGroupNames,
  optionWords,
  paymentMethodTexts,
  productTexts,
} from './catalog-translations.js';

/** Per row key (a slug, a code, a name), its translations as stored. */
type Rows = [key: string, translations: unknown][];

const valuesOf = (rows: Rows): SQL =>
  sql.join(
    rows.map(([key, translations]) => sql`(${key}::text, ${JSON.stringify(translations)}::jsonb)`),
    sql`, `,
  );

/** Sets `translations` on the rows of `table` whose `keyColumn` matches a key and that have none yet. */
async function fill(tx: Transaction, table: string, keyColumn: string, rows: Rows): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`
    update ${sql.identifier(table)} as target set translations = given.translations
    from (values ${valuesOf(rows)}) as given(key, translations)
    where target.${sql.identifier(keyColumn)} = given.key and target.translations = '{}'::jsonb`);
}

/** Each language's texts of a row, re-keyed by field (`{ hi: { name }, kn: { name } }`). */
function byLanguage<T>(texts: Record<string, T>, field: (value: T) => Record<string, string>) {
  return Object.fromEntries(Object.entries(texts).map(([locale, value]) => [locale, field(value)]));
}

export async function seedTranslations(tx: Transaction): Promise<void> {
  await fill(tx, 'categories', 'slug', Object.entries(categoryTexts));
  await fill(tx, 'products', 'slug', Object.entries(productTexts));
  // A product's pictures are described by its name.
  await tx.execute(sql`
    update product_images as image set translations = given.translations
    from (values ${valuesOf(
      Object.entries(productTexts).map(([slug, texts]) => [
        slug,
        byLanguage(texts, ({ name }) => ({ alt: name })),
      ]),
    )}) as given(key, translations), products as product
    where image.product_id = product.id and product.slug = given.key
      and image.alt = product.name and image.translations = '{}'::jsonb`);
  await fill(
    tx,
    'product_option_groups',
    'name',
    Object.entries(optionGroupNames).map(([name, texts]) => [
      name,
      byLanguage(texts, (text) => ({ name: text })),
    ]),
  );
  for (const field of ['label', 'pieces'] as const) {
    await fill(
      tx,
      'product_option_rows',
      field,
      Object.entries(optionWords).map(([words, texts]) => [
        words,
        byLanguage(texts, (text) => ({ [field]: text })),
      ]),
    );
  }
  await fill(tx, 'banners', 'link', Object.entries(bannerTexts));
  await fill(tx, 'coupons', 'code', Object.entries(couponTexts));
  await fill(tx, 'delivery_methods', 'name', Object.entries(deliveryMethodTexts));
  await fill(tx, 'payment_methods', 'name', Object.entries(paymentMethodTexts));
}
