/**
 * The shopper's language (docs/i18n.md): the stored choice (localStorage 'locale'), else on a first visit
 * the browser's first supported language (navigator.languages), else English. It decides the texts (the
 * catalog parts loaded, src/i18n/i18n.ts), `<html lang>`, and the language the API client asks the server
 * for (Accept-Language: server texts, catalog names). A switch loads the new language's texts first, lets
 * the app drop what it holds in the old language (onLocaleChange), then re-renders in the new one.
 */
import { proxy } from 'valtio';
import type { Locale } from '@storefront/sdk/core';
import { switchLanguage } from '../i18n/i18n';
import { browserLocale, initialLocale, LOCALE_STORAGE_KEY } from '../i18n/language';

export { initialLocale, LOCALE_STORAGE_KEY };

export const locale = proxy<{ current: Locale }>({ current: initialLocale() });

/** `<html lang>`: the language as written in India (en-IN, hi-IN, kn-IN). */
export const htmlLang = (value: Locale) => `${value}-IN`;

/** Marks the page with the shopper's language (main.tsx, before the first render; every switch). */
export function applyHtmlLang(): void {
  document.documentElement.lang = htmlLang(locale.current);
}

/**
 * index.html preloads the page's data (the home page's: vite.config.ts, preloadHome; a catalog listing's:
 * the server's route hints), asked for by the browser in its own language. The browser hands that reply to
 * the app's first request of it, whatever language the app asks in: when the shopper chose another
 * language, each preloaded reply is taken here and dropped, so the app's request goes out (through the
 * service worker, keyed by language) in the shopper's language.
 */
export function dropPreloadInOtherLanguage(): void {
  if (locale.current === browserLocale()) return;
  for (const link of document.querySelectorAll<HTMLLinkElement>(
    'link[rel="preload"][as="fetch"]',
  )) {
    fetch(link.href, { credentials: 'include' }).then(
      (response) => response.body?.cancel(),
      () => undefined,
    );
  }
}

type ChangeListener = (next: Locale) => unknown;

const changeListeners = new Set<ChangeListener>();

/**
 * Called on every switch, once the new language's texts have loaded and before the screens re-render in
 * it (a returned promise is awaited): the stores that hold catalog replies drop them there.
 */
export function onLocaleChange(listener: ChangeListener): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

/**
 * Switches the language and remembers the choice; resolves once the screens render in it. Rejects, in
 * the old language, when the new language's texts cannot be loaded.
 */
export async function setLocale(next: Locale): Promise<void> {
  await switchLanguage(next);
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, next);
  } catch {
    // Storage full or blocked: the choice holds for this visit.
  }
  if (next === locale.current) return;
  await Promise.all([...changeListeners].map((listener) => listener(next)));
  locale.current = next;
  applyHtmlLang();
}
