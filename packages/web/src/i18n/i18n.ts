/**
 * The app's texts in the shopper's language (docs/i18n.md). The texts live in per-language catalogs
 * (src/i18n/catalogs/<locale>.json, ICU MessageFormat), compiled at build time (catalogs.plugin.ts) and
 * loaded one language at a time as a chunk of its own; @lingui/core formats them (plurals, arguments).
 *
 * The messages modules (src/messages/*.ts) keep their shape: `messages.home.heading` is a getter and
 * `messages.catalog.productCount(3)` a function, each reading the active catalog when it is called. So a
 * text must be read while rendering or acting, never kept in a module-level constant.
 */
import { setupI18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, type Locale } from '@storefront/sdk/core';
import { loadOnce } from '../lib/loadOnce';

export const i18n = setupI18n();

type Values = Record<string, unknown>;

/** Each language's compiled catalog: a chunk of its own, English filled in where it lacks a text. */
const catalogLoaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('virtual:catalog/en'),
  hi: () => import('virtual:catalog/hi'),
  kn: () => import('virtual:catalog/kn'),
};

const loaders = new Map<Locale, () => Promise<void>>();

/** Loads a language's catalog once (a failed load is tried again on the next call); does not switch to it. */
export function loadCatalog(locale: Locale): Promise<void> {
  let load = loaders.get(locale);
  if (!load) {
    load = loadOnce(() =>
      catalogLoaders[locale]().then(({ messages }) => i18n.load(locale, messages)),
    );
    loaders.set(locale, load);
  }
  return load();
}

/** Reads texts in this language from now on; its catalog must be loaded (loadCatalog). */
export function activateCatalog(locale: Locale): void {
  i18n.activate(locale);
}

/** The language the texts are read in (English until a catalog is activated). */
export function activeLocale(): Locale {
  return (i18n.locale || DEFAULT_LOCALE) as Locale;
}

/** The text of an id in the active language, with its ICU arguments. */
export function t(id: string, values?: Values): string {
  return i18n._(id, values);
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
 * text or a list entry). The catalog test checks each against en.json.
 */
export const declaredIds = new Map<string, IcuText<never[]>['args'] | undefined>();

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
      declaredIds.set(id, undefined);
      Object.defineProperty(texts, key, { enumerable: true, get: () => i18n._(id) });
    } else if (entry instanceof IcuText) {
      declaredIds.set(id, entry.args as IcuText<never[]>['args']);
      const args = entry.args;
      texts[key] = (...params: unknown[]) => i18n._(id, args(...params));
    } else if (entry instanceof TextList) {
      const ids = Array.from({ length: entry.length }, (_, index) => `${id}.${index}`);
      for (const each of ids) declaredIds.set(each, undefined);
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
