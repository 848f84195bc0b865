/**
 * The staff console's language (docs/i18n.md, "The staff console"). Before anyone signs in, the device's:
 * the stored choice, else the browser's first supported language, else English (i18n/language.ts, as the
 * shop starts). Signed in, the member's own (Staff.Locale, kept with them on the server), applied before
 * the signed-in screens render (session.ts, startSession); the header's switch changes it (LanguageChoice).
 *
 * The console's texts (messages.ts) import this module first: its start below decides the language they
 * load in, so a reload of a signed-in tab renders in the member's language from its first paint.
 */
import { useSyncExternalStore } from 'react';
import type { Locale } from '@storefront/sdk/core';
import { switchLanguage } from '../i18n/i18n';
import { initialLocale, language } from '../i18n/language';
import { readStoredSession } from './storedSession';

const listeners = new Set<() => void>();

/** The device's language: the sign-in screen's, whoever signs in next. */
export const deviceLocale = (): Locale => initialLocale();

/**
 * Loads the console's texts in `next` and re-renders the console in it, `<html lang>` too (en-IN, hi-IN,
 * kn-IN, as the shop's: state/locale.ts). Rejects, and keeps the language, when its texts cannot be loaded.
 */
export async function applyLanguage(next: Locale): Promise<void> {
  await switchLanguage(next);
  document.documentElement.lang = `${next}-IN`;
  listeners.forEach((listener) => listener());
}

/** The language the console's texts are read in now; a component using it re-renders on a change. */
export function useLanguage(): Locale {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => language.current,
  );
}

// The start: a session this tab kept speaks its member's language, anything else the device's. (No texts
// are in use yet: this only sets the language the console's texts load in.)
await applyLanguage(readStoredSession()?.Staff.Locale ?? deviceLocale());
