/**
 * The shopper's language (docs/i18n.md): the stored choice (localStorage 'locale'), else on a first visit
 * the browser's first supported language (navigator.languages), else English. It decides the texts (the
 * active catalog), `<html lang>`, and the language the API client asks the server for (Accept-Language:
 * server texts, catalog names). Switching loads the new catalog first, then lets the app drop what it holds
 * in the old language (onLocaleChange) before the screens re-render.
 */
import { proxy } from 'valtio';
import { DEFAULT_LOCALE, firstSupportedLocale, isLocale, type Locale } from '@storefront/sdk/core';
import { activateCatalog, loadCatalog } from '../i18n/i18n';

export const LOCALE_STORAGE_KEY = 'locale';

function storedLocale(): Locale | undefined {
  try {
    const value = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The language to start in: the stored choice, the browser's languages, English. */
export function initialLocale(): Locale {
  const languages =
    typeof navigator === 'undefined'
      ? []
      : navigator.languages?.length
        ? navigator.languages
        : [navigator.language];
  return storedLocale() ?? firstSupportedLocale(languages) ?? DEFAULT_LOCALE;
}

export const locale = proxy<{ current: Locale }>({ current: initialLocale() });

/** `<html lang>`: the language of India's region (en-IN, hi-IN, kn-IN). */
export const htmlLang = (value: Locale) => `${value}-IN`;

function applyLocale(value: Locale): void {
  activateCatalog(value);
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang(value);
}

/**
 * Before the first render: loads the starting language's catalog and makes it active. On failure (the
 * chunk did not arrive) English is tried, so the app still renders.
 */
export async function startLocale(): Promise<void> {
  const first = locale.current;
  try {
    await loadCatalog(first);
  } catch (error) {
    if (first === DEFAULT_LOCALE) throw error;
    await loadCatalog(DEFAULT_LOCALE);
    locale.current = DEFAULT_LOCALE;
  }
  applyLocale(locale.current);
}

type ChangeListener = (next: Locale) => Promise<unknown> | void;

const changeListeners = new Set<ChangeListener>();

/**
 * Called on every switch, after the new catalog has loaded and before the screens re-render in the new
 * language (a returned promise is awaited): the app drops the replies it holds in the old language there
 * (app/App.tsx).
 */
export function onLocaleChange(listener: ChangeListener): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

/** Switches the language and remembers the choice; resolves once the screens can render in it. */
export async function setLocale(next: Locale): Promise<void> {
  await loadCatalog(next);
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, next);
  } catch {
    // Storage full or blocked: the choice holds for this visit.
  }
  if (next === locale.current) return;
  await Promise.all([...changeListeners].map((listener) => listener(next)));
  applyLocale(next);
  locale.current = next;
}
