/**
 * The app's texts in the shopper's language (docs/i18n.md). The texts live in per-language catalogs
 * (src/i18n/catalogs/<locale>.json, ICU MessageFormat), compiled at build time (catalogs.plugin.ts) and
 * loaded one language at a time, in parts (one per messages module), each a chunk of its own; @lingui/core
 * formats them (plurals, arguments).
 *
 * The messages modules (src/messages/*.ts) keep their shape: `messages.home.heading` is a getter and
 * `messages.catalog.productCount(3)` a function, each reading the active catalog when it is called. So a
 * text must be read while rendering or acting, never kept in a module-level constant. Each module ends by
 * waiting for its part (`await loadTexts(parts)`), so a page that imports it runs once its texts are
 * there, in the shopper's language.
 *
 * A part holds its texts only, in the order of their ids sorted: the ids are the ones the module declared
 * (group, lookup) since the previous module's call, which the build finds the same way from the catalog
 * (catalogs.plugin.ts; src/i18n/catalogs.test.ts checks that both agree).
 */
import { setupI18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, type Locale } from '@storefront/sdk/core';
import { language, initialLocale } from './language';

export const i18n = setupI18n();

type Values = Record<string, unknown>;

/** A part's texts, compiled, in the order of its sorted ids. */
type PartTexts = Messages[string][];

/** One messages module's part in each language (the build's `virtual:catalog/parts/<module>`). */
export type PartLoaders = Record<Locale, () => Promise<{ default: PartTexts }>>;

/** Ids declared since the last part was registered: the next loadTexts call's (its module's) ids. */
let declaring: string[] = [];

interface Part {
  ids: string[];
  loaders: PartLoaders;
}

/** The parts the app has asked for so far: a switch loads each in the new language. */
const partsInUse: Part[] = [];
const loads = new Map<string, Promise<void>>();

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One part in one language, loaded once; a failed load is forgotten, so the next call tries again. */
function loadPart(locale: Locale, part: Part): Promise<void> {
  const key = `${locale} ${part.ids[0] ?? ''}`;
  let load = loads.get(key);
  if (!load) {
    load = part.loaders[locale]().then(({ default: texts }) => {
      i18n.load(locale, Object.fromEntries(part.ids.map((id, index) => [id, texts[index]!])));
    });
    load.catch(() => loads.delete(key));
    loads.set(key, load);
  }
  return load;
}

/** The language the texts are read in from now on (its parts must be loaded). */
function activate(locale: Locale): void {
  language.current = locale;
  if (i18n.locale !== locale && partsInUse.length > 0) i18n.activate(locale);
}

/** The language texts are loaded in: the shopper's, until a switch (switchLanguage) changes it. */
let target: Locale = initialLocale();

/**
 * A messages module's texts (`await loadTexts(parts)` at its end, with `import parts from
 * 'virtual:catalog/parts/<module>'`): loaded in the shopper's language before the module, and so the page
 * importing it, runs. Never fails: a part that does not arrive is tried again twice, then in English (a
 * page with English texts beats a page that does not open).
 */
export async function loadTexts(loaders: PartLoaders): Promise<void> {
  const part: Part = { ids: declaring.sort(), loaders };
  declaring = [];
  partsInUse.push(part);
  for (let attempt = 0; ; attempt += 1) {
    const locale = target;
    try {
      await loadPart(locale, part);
      if (locale === target) activate(locale);
      return;
    } catch {
      if (attempt >= 2) break;
      await pause(500 * (attempt + 1));
    }
  }
  try {
    await loadPart(DEFAULT_LOCALE, part);
  } catch {
    // Not even English: the ids show until a reload.
  }
  if (!i18n.locale) activate(DEFAULT_LOCALE);
}

/**
 * Loads every part in use in `next` and reads texts in it from then on. Rejects (and keeps the current
 * language) when a part cannot be loaded.
 */
export async function switchLanguage(next: Locale): Promise<void> {
  const previous = target;
  target = next;
  try {
    await Promise.all(partsInUse.map((part) => loadPart(next, part)));
  } catch (error) {
    target = previous;
    throw error;
  }
  if (target === next) activate(next);
}

/** The ids of each part in use, as their modules declared them (tests compare them with the build's). */
export function partIds(): string[][] {
  return partsInUse.map((part) => [...part.ids]);
}

// ---------- the messages modules' building blocks ----------

/** A plain text of a group: read as a string property (a getter). */
export const text: unique symbol = Symbol('text');

/** A text with ICU arguments: a function whose parameters become the arguments `args` returns. */
class IcuText<P extends unknown[]> {
  readonly kind = 'icu';
  constructor(readonly args: (...params: P) => Values) {}
}

/** A list of texts (ids `<group>.<key>.0` …), read as an array. */
class TextList {
  readonly kind = 'list';
  constructor(readonly length: number) {}
}

/**
 * A text with ICU arguments, e.g. `useCode: icu((code: string) => ({ code }))` for
 * `"home.useCode": "Use code {code}"`; the argument names are the function's parameter names.
 */
export function icu<P extends unknown[]>(args: (...params: P) => Values): IcuText<P> {
  return new IcuText(args);
}

export function list(length: number): TextList {
  return new TextList(length);
}

type Texts<T> = {
  readonly [K in keyof T]: T[K] extends typeof text
    ? string
    : T[K] extends IcuText<infer P>
      ? (...params: P) => string
      : T[K] extends TextList
        ? readonly string[]
        : T[K];
};

/**
 * Every id a group declares, with the argument builder of a text with arguments (undefined for a plain
 * text, a list entry or a lookup). The catalog test checks each against en.json (kept in tests only).
 */
export const declaredIds = new Map<string, IcuText<never[]>['args'] | undefined>();

function declare(id: string, args?: IcuText<never[]>['args']): void {
  if (import.meta.env.MODE === 'test') declaredIds.set(id, args);
  declaring.push(id);
}

/**
 * A text read by a messages module's own logic (a function that picks among texts, say): declares its id
 * and returns its reader.
 */
export function lookup(id: string): (values?: Values) => string {
  declare(id);
  return (values) => i18n._(id, values);
}

/**
 * A group of texts under `prefix`: `text` entries become getters of `prefix.key`, `icu(...)` entries
 * functions, `list(n)` entries arrays; anything else (a nested group, a function with logic of its own)
 * is kept as it is.
 */
export function group<const T extends Record<string, unknown>>(
  prefix: string,
  entries: T,
): Texts<T> {
  const texts: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(entries)) {
    const id = `${prefix}.${key}`;
    if (entry === text) {
      declare(id);
      Object.defineProperty(texts, key, { enumerable: true, get: () => i18n._(id) });
    } else if (entry instanceof IcuText) {
      declare(id, entry.args as IcuText<never[]>['args']);
      const args = entry.args;
      texts[key] = (...params: unknown[]) => i18n._(id, args(...params));
    } else if (entry instanceof TextList) {
      const ids = Array.from({ length: entry.length }, (_, index) => `${id}.${index}`);
      for (const each of ids) declare(each);
      Object.defineProperty(texts, key, {
        enumerable: true,
        get: () => ids.map((each) => i18n._(each)),
      });
    } else {
      texts[key] = entry;
    }
  }
  return texts as Texts<T>;
}

/**
 * A group with more texts of the same prefix, declared in another module (one loaded later, with the pages
 * that need them): `catalog: extend(catalog.catalog, group('catalog', { … }))`.
 */
export function extend<A extends object, B extends object>(base: A, more: B): A & B {
  return Object.defineProperties(
    {},
    { ...Object.getOwnPropertyDescriptors(base), ...Object.getOwnPropertyDescriptors(more) },
  ) as A & B;
}
