/**
 * The web app's texts per language (src/i18n/catalogs/<locale>.json: a flat object, id → ICU MessageFormat),
 * compiled at build time into Lingui's compiled form, so no ICU parser ships to the browser. docs/i18n.md.
 *
 * Each language's catalog is cut into parts, one per messages module (src/messages/<part>.ts: the texts
 * that module declares with `group('<prefix>', { key: text | icu(…) | list(n) })` and `lookup('<id>')`),
 * each a chunk of its own: a page loads only its own texts, in the shopper's language only, as it did when
 * the texts were in the modules themselves.
 *
 * - `virtual:catalog/<locale>-<part>`: one part, compiled: English merged with that language's texts, so an
 *   id the translation lacks reads in English and every part is complete. A language without a file yet is
 *   English throughout. Texts only, in the order of their ids sorted (the module that loads the part knows
 *   its ids: src/i18n/i18n.ts), so the ids do not travel with every language.
 * - `virtual:catalog/parts/<part>`: the `import()` of that part in each language, for its messages module
 *   (`await loadTexts(parts)`); a page's chunk carries only the loaders of its own parts.
 * - the build writes `i18n-parts.json` beside index.html: the parts each script needs and each part's
 *   file per language (scripts/bench/web.mjs counts the first page's texts with it).
 *
 * The staff console (src/ops) has catalogs of its own (src/i18n/catalogs/ops/<locale>.json, ids `ops.…`),
 * declared by its messages module (src/ops/messages.ts, the part `ops`): a second catalog set, compiled and
 * cut the same way, so the shop's catalogs, parts and translators' files never carry the console's texts.
 *
 * Used by vite.config.ts (both passes: the shop's and the console's) and vitest.config.ts alike (tests read
 * the same compiled catalogs).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../sdk/src/core/locales.js';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:catalog/';
const LOADERS = `${PREFIX}parts/`;
const RESOLVED = `\0${PREFIX}`;
export const PARTS_FILE = 'i18n-parts.json';

/** This package's folder (import.meta.dirname: also right where tests run in a browser-like environment). */
const packageDir = import.meta.dirname ?? dirname(fileURLToPath(import.meta.url));

export const catalogsDir = join(packageDir, 'src/i18n/catalogs/');
export const messagesDir = join(packageDir, 'src/messages/');

/** Catalogs (one `<locale>.json` per language) and the messages modules that declare their ids, one part each. */
export interface CatalogSet {
  /** The folder of its `<locale>.json` files. */
  dir: string;
  /** Its messages modules: part name → file. */
  modules(): Map<string, string>;
}

/** The shop's: src/i18n/catalogs/<locale>.json, declared by src/messages/*.ts (a part per module). */
export const shopCatalogs: CatalogSet = {
  dir: catalogsDir,
  modules: () =>
    new Map(
      readdirSync(messagesDir)
        .filter((file) => file.endsWith('.ts') && !file.includes('.test.'))
        .sort()
        .map((file) => [basename(file, '.ts'), join(messagesDir, file)]),
    ),
};

/**
 * The staff console's: src/i18n/catalogs/ops/<locale>.json, declared by src/ops/messages.ts (one part,
 * `ops`: the console is one page, all of whose screens are in its first script).
 */
export const consoleCatalogs: CatalogSet = {
  dir: join(catalogsDir, 'ops/'),
  modules: () => new Map([['ops', join(packageDir, 'src/ops/messages.ts')]]),
};

const catalogSets = [shopCatalogs, consoleCatalogs];

export const catalogFile = (locale: Locale, set: CatalogSet = shopCatalogs) =>
  join(set.dir, `${locale}.json`);

type Compiled = ReturnType<typeof compileMessage>;

/** A catalog file's entries (undefined when the language has no file yet); refuses anything but id → text. */
export function readCatalog(
  locale: Locale,
  set: CatalogSet = shopCatalogs,
): Record<string, string> | undefined {
  const file = catalogFile(locale, set);
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

/** Comments out of a messages module's source (they may hold braces and quotes of their own). */
const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

/** The entries of an object literal's body, split at its top-level commas. */
function entriesOf(body: string): string[] {
  const entries: string[] = [];
  let depth = 0;
  let quote: string | undefined;
  let start = 0;
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index]!;
    if (quote) {
      if (char === '\\') index += 1;
      else if (char === quote) quote = undefined;
    } else if (char === "'" || char === '"' || char === '`') quote = char;
    else if ('({['.includes(char)) depth += 1;
    else if (')}]'.includes(char)) depth -= 1;
    else if (char === ',' && depth === 0) {
      entries.push(body.slice(start, index));
      start = index + 1;
    }
  }
  entries.push(body.slice(start));
  return entries.map((entry) => entry.trim()).filter(Boolean);
}

/** The body of the object literal whose `{` is at `open`. */
function bodyAt(source: string, open: number): string {
  let depth = 0;
  let quote: string | undefined;
  for (let index = open; index < source.length; index += 1) {
    const char = source[index]!;
    if (quote) {
      if (char === '\\') index += 1;
      else if (char === quote) quote = undefined;
    } else if (char === "'" || char === '"' || char === '`') quote = char;
    else if ('({['.includes(char)) depth += 1;
    else if (')}]'.includes(char) && (depth -= 1) === 0) return source.slice(open + 1, index);
  }
  throw new Error('unbalanced group');
}

/**
 * The ids a messages module declares, as its code does when it runs (src/i18n/i18n.ts): each
 * `group('<prefix>', { key: text | icu(…) | list(n) })` entry and each `lookup('<id>')`.
 */
export function idsOfModule(source: string): string[] {
  const code = withoutComments(source);
  const ids = [...code.matchAll(/\blookup\(\s*'([\w.]+)'\s*\)/g)].map((match) => match[1]!);
  for (const match of code.matchAll(/\bgroup\(\s*'([\w.]+)',\s*\{/g)) {
    const prefix = match[1]!;
    for (const entry of entriesOf(bodyAt(code, match.index + match[0].length - 1))) {
      const [, key, value] = /^(\w+)\s*:\s*([\s\S]*)$/.exec(entry) ?? [];
      if (!key || !value) continue;
      if (value === 'text') ids.push(`${prefix}.${key}`);
      else if (value.startsWith('icu(')) ids.push(`${prefix}.${key}`);
      else if (value.startsWith('list(')) {
        const length = Number(/^list\(\s*(\d+)\s*\)$/.exec(value)?.[1]);
        for (let index = 0; index < length; index += 1) ids.push(`${prefix}.${key}.${index}`);
      }
    }
  }
  return ids;
}

/**
 * The ids of each part (messages module) of a catalog set, sorted: the order of the texts in the part's
 * files. Every id of the set's English catalog must belong to exactly one of its modules.
 */
export function idsByPart(set: CatalogSet = shopCatalogs): Map<string, string[]> {
  const englishFile = catalogFile(DEFAULT_LOCALE, set);
  const english = readCatalog(DEFAULT_LOCALE, set) ?? {};
  const byPart = new Map<string, string[]>();
  const owner = new Map<string, string>();
  for (const [part, file] of set.modules()) {
    const ids = idsOfModule(readFileSync(file, 'utf8'));
    for (const id of ids) {
      if (owner.has(id)) throw new Error(`"${id}" is declared in ${owner.get(id)} and ${file}`);
      if (!(id in english)) throw new Error(`${file}: "${id}" is not in ${englishFile}`);
      owner.set(id, file);
    }
    byPart.set(part, ids.sort());
  }
  const orphans = Object.keys(english).filter((id) => !owner.has(id));
  if (orphans.length > 0) {
    throw new Error(`${englishFile}: no messages module declares ${orphans.join(', ')}`);
  }
  return byPart;
}

/**
 * Every catalog set's parts by name, with their set and ids: a part name, or an id, in two sets fails
 * (a part's chunks are named by it; both sets' texts share the runtime's one catalog per language).
 */
function allParts(): Map<string, { set: CatalogSet; ids: string[] }> {
  const parts = new Map<string, { set: CatalogSet; ids: string[] }>();
  const owner = new Map<string, string>();
  for (const set of catalogSets) {
    for (const [part, ids] of idsByPart(set)) {
      if (parts.has(part)) throw new Error(`two catalog sets have a part named "${part}"`);
      for (const id of ids) {
        if (owner.has(id)) throw new Error(`"${id}" is in the parts ${owner.get(id)} and ${part}`);
        owner.set(id, part);
      }
      parts.set(part, { set, ids });
    }
  }
  return parts;
}

/**
 * One language's texts of one part, compiled, in the order of `ids`: English first, the language's own
 * texts over it. A message that does not parse fails the build with its file and id.
 */
export function compilePart(
  locale: Locale,
  ids: readonly string[],
  set: CatalogSet = shopCatalogs,
): Compiled[] {
  const english = readCatalog(DEFAULT_LOCALE, set) ?? {};
  const own = locale === DEFAULT_LOCALE ? {} : (readCatalog(locale, set) ?? {});
  return ids.map((id) => {
    try {
      return compileMessage(own[id] ?? english[id]!);
    } catch (error) {
      const file = catalogFile(own[id] === undefined ? DEFAULT_LOCALE : locale, set);
      throw new Error(`${file}: "${id}" is not valid ICU MessageFormat`, { cause: error });
    }
  });
}

/**
 * A language's texts as a build compiles them, uncompiled (ICU): English with the language's own over it.
 * Tests read what a page must show with it.
 */
export function catalogTexts(
  locale: Locale,
  set: CatalogSet = shopCatalogs,
): Record<string, string> {
  const english = readCatalog(DEFAULT_LOCALE, set) ?? {};
  const own = locale === DEFAULT_LOCALE ? {} : (readCatalog(locale, set) ?? {});
  return Object.fromEntries(Object.keys(english).map((id) => [id, own[id] ?? english[id]!]));
}

/** The module id of one language's part. */
const partModule = (locale: Locale, part: string) => `${PREFIX}${locale}-${part}`;

/**
 * `partsFile`: where the build writes which parts each script needs (PARTS_FILE beside index.html, read by
 * the bench); null writes none (the console's pass, whose build shares the shop's dist/).
 */
export function compiledCatalogs({
  partsFile = PARTS_FILE,
}: { partsFile?: string | null } = {}): Plugin {
  return {
    name: 'storefront:compiled-catalogs',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      // Rebuilt when a catalog changes in dev and watch mode (a new language file needs a restart).
      for (const set of catalogSets) {
        for (const locale of LOCALES) {
          if (existsSync(catalogFile(locale, set))) this.addWatchFile(catalogFile(locale, set));
        }
      }
      const parts = allParts();
      if (id.startsWith(`\0${LOADERS}`)) {
        const part = id.slice(`\0${LOADERS}`.length);
        if (!parts.has(part)) throw new Error(`no such catalog part: ${part}`);
        const loaders = LOCALES.map(
          (locale) => `${locale}: () => import(${JSON.stringify(partModule(locale, part))})`,
        );
        return `export default { ${loaders.join(', ')} };\n`;
      }
      const [locale, part] = id.slice(RESOLVED.length).split('-');
      const found = part === undefined ? undefined : parts.get(part);
      if (!isLocale(locale) || !found) throw new Error(`no such catalog part: ${id.slice(1)}`);
      return `export default ${JSON.stringify(compilePart(locale, found.ids, found.set))};\n`;
    },
    generateBundle(_options, bundle) {
      if (partsFile === null) return;
      // Each messages module's file → its part.
      const partOf = new Map(
        catalogSets.flatMap((set) => [...set.modules()].map(([part, file]) => [file, part])),
      );
      const files: Record<string, Record<string, string>> = {};
      const chunks: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const facade = chunk.facadeModuleId ?? '';
        if (facade.startsWith(RESOLVED) && !facade.startsWith(`\0${LOADERS}`)) {
          const [locale, part] = facade.slice(RESOLVED.length).split('-');
          if (locale && part) (files[locale] ??= {})[part] = chunk.fileName;
          continue;
        }
        const needs = chunk.moduleIds.flatMap((module) => partOf.get(module) ?? []);
        if (needs.length > 0) chunks[chunk.fileName] = needs;
      }
      this.emitFile({
        type: 'asset',
        fileName: partsFile,
        source: `${JSON.stringify({ chunks, files }, null, 2)}\n`,
      });
    },
  };
}
