/**
 * The web app's texts per language (src/i18n/catalogs/<locale>.json: a flat object, id → ICU MessageFormat),
 * compiled at build time into Lingui's compiled form, so no ICU parser ships to the browser. docs/i18n.md.
 *
 * Each language's catalog is cut into parts, one per messages module (src/messages/<part>.ts: the groups
 * that module declares with `group('<name>'…)`), each a chunk of its own: a page loads only its own texts,
 * in the shopper's language only, as it did when the texts were in the modules themselves.
 *
 * - `virtual:catalog/<locale>-<part>`: one part, compiled: English merged with that language's texts, so an
 *   id the translation lacks reads in English and every part is complete. A language without a file yet is
 *   English throughout.
 * - `virtual:catalog/loaders`: `catalogParts[locale][part]`, the `import()` of each part (src/i18n/i18n.ts).
 * - the build writes `i18n-parts.json` beside index.html: the parts each script needs and each part's
 *   file per language (scripts/bench/web.mjs counts the first page's texts with it).
 *
 * Used by vite.config.ts and vitest.config.ts alike (tests read the same compiled catalogs).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../sdk/src/core/locales.js';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:catalog/';
const LOADERS = `${PREFIX}loaders`;
const RESOLVED = `\0${PREFIX}`;
export const PARTS_FILE = 'i18n-parts.json';

/** This package's folder (import.meta.dirname: also right where tests run in a browser-like environment). */
const packageDir = import.meta.dirname ?? dirname(fileURLToPath(import.meta.url));

export const catalogsDir = join(packageDir, 'src/i18n/catalogs/');
export const messagesDir = join(packageDir, 'src/messages/');

export const catalogFile = (locale: Locale) => join(catalogsDir, `${locale}.json`);

/**
 * Test-only catalogs (a few texts per language) for the languages whose translation has no file yet, so
 * tests can see a switch change the texts. Never used for a language that has its own file, nor in a
 * production build (vite.config.ts passes them only for the browser tests' build).
 */
export const fixturesDir = join(packageDir, 'src/test/catalogs/');

let useFixtures = false;

/** The file a language's texts come from: its own, else (tests only) its fixture, else none. */
function sourceFile(locale: Locale): string | undefined {
  if (existsSync(catalogFile(locale))) return catalogFile(locale);
  const fixture = join(fixturesDir, `${locale}.json`);
  return useFixtures && locale !== DEFAULT_LOCALE && existsSync(fixture) ? fixture : undefined;
}

type Compiled = ReturnType<typeof compileMessage>;

/** A catalog file's entries (undefined when the language has no file yet); refuses anything but id → text. */
export function readCatalog(locale: Locale): Record<string, string> | undefined {
  const file = sourceFile(locale);
  if (!file) return undefined;
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
 * The part (messages module) of every group: a module declares its groups with `group('<name>'` or
 * `group('<name>.<sub>'`; an id belongs to the part of its first segment.
 */
export function partsOfGroups(): Map<string, string> {
  const parts = new Map<string, string>();
  for (const file of readdirSync(messagesDir)) {
    if (!file.endsWith('.ts') || file.includes('.test.')) continue;
    const part = basename(file, '.ts');
    const source = readFileSync(join(messagesDir, file), 'utf8');
    for (const match of source.matchAll(/\bgroup\(\s*'([A-Za-z_]+)[.']/g)) {
      const name = match[1]!;
      const other = parts.get(name);
      if (other && other !== part) {
        throw new Error(`the text group "${name}" is declared in messages/${other}.ts and ${file}`);
      }
      parts.set(name, part);
    }
  }
  return parts;
}

/** The ids of each part, from the English catalog (every id must belong to a group of a module). */
export function idsByPart(): Map<string, string[]> {
  const groups = partsOfGroups();
  const byPart = new Map<string, string[]>();
  for (const part of new Set(groups.values())) byPart.set(part, []);
  for (const id of Object.keys(readCatalog(DEFAULT_LOCALE) ?? {})) {
    const part = groups.get(id.split('.')[0]!);
    if (!part) throw new Error(`${catalogFile(DEFAULT_LOCALE)}: "${id}" belongs to no text group`);
    byPart.get(part)!.push(id);
  }
  return byPart;
}

/**
 * One language's texts of one part, compiled: English first, the language's own texts over it. A message
 * that does not parse fails the build with its file and id.
 */
export function compilePart(locale: Locale, ids: readonly string[]): Record<string, Compiled> {
  const english = readCatalog(DEFAULT_LOCALE) ?? {};
  const own = locale === DEFAULT_LOCALE ? {} : (readCatalog(locale) ?? {});
  const compiled: Record<string, Compiled> = {};
  for (const id of ids) {
    const message = own[id] ?? english[id]!;
    try {
      compiled[id] = compileMessage(message);
    } catch (error) {
      const file = own[id] === undefined ? catalogFile(DEFAULT_LOCALE) : sourceFile(locale);
      throw new Error(`${file}: "${id}" is not valid ICU MessageFormat`, { cause: error });
    }
  }
  return compiled;
}

/**
 * A language's texts as a build compiles them, uncompiled (ICU): English with the language's own over it.
 * Tests read what a page must show with it.
 */
export function catalogTexts(locale: Locale, options: { fixtures?: boolean } = {}): Record<string, string> {
  const previous = useFixtures;
  useFixtures = options.fixtures ?? previous;
  try {
    const english = readCatalog(DEFAULT_LOCALE) ?? {};
    const own = locale === DEFAULT_LOCALE ? {} : (readCatalog(locale) ?? {});
    return Object.fromEntries(Object.keys(english).map((id) => [id, own[id] ?? english[id]!]));
  } finally {
    useFixtures = previous;
  }
}

/** The module id of one language's part. */
const partModule = (locale: Locale, part: string) => `${PREFIX}${locale}-${part}`;

/** `fixtures`: fill the languages that have no catalog file yet from src/test/catalogs (tests only). */
export function compiledCatalogs(options: { fixtures?: boolean } = {}): Plugin {
  useFixtures = options.fixtures ?? false;
  return {
    name: 'storefront:compiled-catalogs',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      // Rebuilt when a catalog changes in dev and watch mode (a new language file needs a restart).
      for (const locale of LOCALES) {
        const file = sourceFile(locale);
        if (file) this.addWatchFile(file);
      }
      const parts = idsByPart();
      if (id === `\0${LOADERS}`) {
        const byLocale = LOCALES.map((locale) => {
          const loaders = [...parts.keys()].map(
            (part) => `${JSON.stringify(part)}: () => import(${JSON.stringify(partModule(locale, part))})`,
          );
          return `${locale}: { ${loaders.join(', ')} }`;
        });
        return `export const catalogParts = { ${byLocale.join(', ')} };\n`;
      }
      const [locale, part] = id.slice(RESOLVED.length).split('-');
      const ids = part === undefined ? undefined : parts.get(part);
      if (!isLocale(locale) || !ids) throw new Error(`no such catalog part: ${id.slice(1)}`);
      // JSON.parse of a string literal: parsed faster than the same object written as JavaScript.
      const json = JSON.stringify(compilePart(locale, ids));
      return `export const messages = /*#__PURE__*/ JSON.parse(${JSON.stringify(json)});\n`;
    },
    generateBundle(_options, bundle) {
      const parts = [...idsByPart().keys()];
      const files: Record<string, Record<string, string>> = {};
      const chunks: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const facade = chunk.facadeModuleId ?? '';
        if (facade.startsWith(RESOLVED)) {
          const [locale, part] = facade.slice(RESOLVED.length).split('-');
          if (locale && part) (files[locale] ??= {})[part] = chunk.fileName;
          continue;
        }
        const needs = chunk.moduleIds
          .filter((module) => module.startsWith(messagesDir))
          .map((module) => basename(module, '.ts'))
          .filter((part) => parts.includes(part));
        if (needs.length > 0) chunks[chunk.fileName] = needs;
      }
      this.emitFile({
        type: 'asset',
        fileName: PARTS_FILE,
        source: `${JSON.stringify({ chunks, files }, null, 2)}\n`,
      });
    },
  };
}
