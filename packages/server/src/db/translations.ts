/**
 * Translated fields of the texts a shopper reads in the catalog (names, descriptions, option labels, banners,
 * offers, delivery and payment methods): each such table keeps its English text in its own columns, the
 * source and the fallback, and the other languages in one `translations` jsonb column,
 * `{ "hi": { "name": "…", "description": "…" }, "kn": { … } }` (docs/api.md, "Language").
 * A field a language lacks (absent or empty) is answered in English, field by field.
 */
import { DEFAULT_LOCALE, type Locale } from '@storefront/sdk/core';
import { type SQL, sql } from 'drizzle-orm';
import { type PgColumn, jsonb } from 'drizzle-orm/pg-core';

/** The languages a translation is stored for: every one but English, whose text is in the row's columns. */
export type TranslatedLocale = Exclude<Locale, 'en'>;

export const isTranslatedLocale = (locale: Locale): locale is TranslatedLocale =>
  locale !== DEFAULT_LOCALE;

/** A row's translations of its fields F, per language; any language or field may be missing. */
export type Translations<F extends string> = {
  readonly [L in TranslatedLocale]?: { readonly [K in F]?: string };
};

/** The `translations` column of a table whose fields F are translated. */
export const translationsColumn = <F extends string>() =>
  jsonb('translations').$type<Translations<F>>().notNull().default({});

/** A row's field in a language: its translation when there is one, else the English text. */
export function inLanguage<F extends string>(
  translations: Translations<F> | null | undefined,
  locale: Locale,
  field: F,
  english: string,
): string {
  if (!isTranslatedLocale(locale)) return english;
  const translated = translations?.[locale]?.[field];
  return translated ? translated : english;
}

/** A field's translation in SQL (null when the row has none), for matching in the database. */
export function translationSql(
  translations: PgColumn,
  locale: TranslatedLocale,
  field: string,
): SQL {
  return sql`(${translations} -> ${locale}::text ->> ${field}::text)`;
}
