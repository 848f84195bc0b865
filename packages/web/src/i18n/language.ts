/**
 * Which language the texts are in, without the texts' library: the language to start in (the stored
 * choice, else the browser's first supported language, else English) and the language texts are read in
 * now. Formatters outside the catalogs (lib/dateTime.ts) read it; the staff console's formatters read it too
 * (docs/i18n.md, "The staff console").
 */
import { DEFAULT_LOCALE, firstSupportedLocale, isLocale, type Locale } from '@storefront/sdk/core';

/** The shopper's choice on this device. */
export const LOCALE_STORAGE_KEY = 'locale';

export function storedLocale(): Locale | undefined {
  try {
    const value = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The browser's language among the store's: its first supported preference, else English. The server
 * picks the same from the Accept-Language the browser sends on requests the app does not make itself.
 */
export function browserLocale(): Locale {
  const languages =
    typeof navigator === 'undefined'
      ? []
      : navigator.languages?.length
        ? navigator.languages
        : [navigator.language];
  return firstSupportedLocale(languages) ?? DEFAULT_LOCALE;
}

/** The language to start in: the stored choice, the browser's languages (first visit), English. */
export function initialLocale(): Locale {
  return storedLocale() ?? browserLocale();
}

/** The language texts are read in now (src/i18n/i18n.ts sets it); English before any is loaded. */
export const language: { current: Locale } = { current: DEFAULT_LOCALE };
