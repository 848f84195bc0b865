/**
 * The server's texts in the request's language. English (../messages.ts) is the typed source: adding a
 * text is one line there. Hindi (hi.ts) and Kannada (kn.ts) are partial catalogs of the same shape; any
 * text a language lacks is the English one. The staff API's texts (opsMessages) stay English.
 */
import type { Locale } from '@storefront/sdk/core';
import { commerceMessages, messages, recordMessages } from '../messages.js';
import { hi } from './hi.js';
import { kn } from './kn.js';

/** A catalog's shape with its English literals widened to string: what a language provides. */
export type Texts<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Texts<R>
    : T extends object
      ? { readonly [K in keyof T]: Texts<T[K]> }
      : T;

/** A language's catalog: any part of the English shape, each text with the English text's parameters. */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Texts<R>
    : T extends object
      ? { readonly [K in keyof T]?: Translation<T[K]> }
      : T;

/**
 * The catalogs a shopper's reply is written from (the staff API's opsMessages are English only), and the
 * sentences of what is recorded as data (order timeline, wallet entries, pushes: i18n/records.ts).
 */
export const english = { messages, commerceMessages, recordMessages };
export type ServerTexts = Texts<typeof english>;
export type ServerTranslation = Translation<typeof english>;

const isCatalog = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The English catalog with every text the translation has put in its place. */
function withFallback(
  source: Record<string, unknown>,
  translated: unknown,
): Record<string, unknown> {
  if (!isCatalog(translated)) return source;
  return Object.fromEntries(
    Object.entries(source).map(([key, value]) => {
      const own = translated[key];
      if (own === undefined) return [key, value];
      return [key, isCatalog(value) ? withFallback(value, own) : own];
    }),
  );
}

const translations: Readonly<Record<Locale, ServerTranslation>> = { en: {}, hi, kn };

const catalogs = Object.fromEntries(
  Object.entries(translations).map(([locale, translation]) => [
    locale,
    withFallback(english, translation) as ServerTexts,
  ]),
) as Readonly<Record<Locale, ServerTexts>>;

/** Every text of a shopper's reply in a language, English where the language has none. */
export function textsIn(locale: Locale): ServerTexts {
  return catalogs[locale];
}

/** The translations as written (for the coverage test): no English filled in. */
export function translationOf(locale: Locale): ServerTranslation {
  return translations[locale];
}
