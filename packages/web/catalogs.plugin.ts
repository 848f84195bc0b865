/**
 * The web app's texts per language (src/i18n/catalogs/<locale>.json: a flat object, id → ICU MessageFormat),
 * compiled at build time into Lingui's compiled form, so no ICU parser ships to the browser.
 *
 * `import('virtual:catalog/hi')` (src/i18n/i18n.ts) loads one language's catalog: English merged with that
 * language's file, so an id the translation lacks reads in English and every language's chunk is complete.
 * A language without a file yet is English throughout. The catalog is a module (and, imported with
 * `import()`, a chunk) of its own per language: a shopper downloads only the language they read.
 *
 * Used by vite.config.ts and vitest.config.ts alike (tests read the same compiled catalogs).
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../sdk/src/core/locales.js';
import type { Plugin } from 'vite';

export const CATALOG_MODULE_PREFIX = 'virtual:catalog/';
const RESOLVED_PREFIX = `\0${CATALOG_MODULE_PREFIX}`;

export const catalogsDir = fileURLToPath(new URL('./src/i18n/catalogs/', import.meta.url));

export const catalogFile = (locale: Locale) => `${catalogsDir}${locale}.json`;

/** A catalog file's entries (undefined when the language has no file yet); refuses anything but id → text. */
export function readCatalog(locale: Locale): Record<string, string> | undefined {
  const file = catalogFile(locale);
  if (!existsSync(file)) return undefined;
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${file}: expected one flat object of id → ICU message`);
  }
  for (const [id, message] of Object.entries(parsed)) {
    if (typeof message !== 'string') throw new Error(`${file}: "${id}" is not a string`);
  }
  return parsed as Record<string, string>;
}

/**
 * One language's catalog, compiled: English first, the language's own texts over it. Ids the English
 * catalog does not have are dropped (nothing asks for them). A message that does not parse fails the build
 * with its file and id.
 */
export function compileCatalog(locale: Locale): Record<string, ReturnType<typeof compileMessage>> {
  const english = readCatalog(DEFAULT_LOCALE) ?? {};
  const own = locale === DEFAULT_LOCALE ? {} : (readCatalog(locale) ?? {});
  const compiled: Record<string, ReturnType<typeof compileMessage>> = {};
  for (const [id, fallback] of Object.entries(english)) {
    const message = own[id] ?? fallback;
    try {
      compiled[id] = compileMessage(message);
    } catch (error) {
      const file = catalogFile(own[id] === undefined ? DEFAULT_LOCALE : locale);
      throw new Error(`${file}: "${id}" is not valid ICU MessageFormat`, { cause: error });
    }
  }
  return compiled;
}

export function compiledCatalogs(): Plugin {
  return {
    name: 'storefront:compiled-catalogs',
    resolveId(id) {
      if (!id.startsWith(CATALOG_MODULE_PREFIX)) return null;
      const locale = id.slice(CATALOG_MODULE_PREFIX.length);
      if (!isLocale(locale)) throw new Error(`no such language: ${id}`);
      return `${RESOLVED_PREFIX}${locale}`;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return null;
      const locale = id.slice(RESOLVED_PREFIX.length);
      if (!isLocale(locale)) return null;
      // Rebuilt when either file changes (or appears) in dev and watch mode.
      this.addWatchFile(catalogFile(DEFAULT_LOCALE));
      this.addWatchFile(catalogFile(locale));
      // JSON.parse of a string literal: parsed faster than the same object written as JavaScript.
      const json = JSON.stringify(compileCatalog(locale));
      return `export const messages = /*#__PURE__*/ JSON.parse(${JSON.stringify(json)});\n`;
    },
  };
}
