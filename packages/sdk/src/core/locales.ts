/**
 * The store's languages. English is the fallback for every text and every catalog field a language lacks.
 * The server picks a reply's language from `?lang=` first, then Accept-Language; the SDK sends the app's
 * choice as Accept-Language (ClientOptions.getLocale).
 */
export const LOCALES = ['en', 'hi', 'kn'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** The query parameter that overrides Accept-Language (e.g. `/v1/get-home-data?lang=hi`). */
export const LOCALE_QUERY_PARAMETER = 'lang';

/** Each language's name in its own script, for a language switch. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  hi: 'हिन्दी',
  kn: 'ಕನ್ನಡ',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The first supported language of tags in preference order ('hi-IN' → 'hi'), or undefined. */
export function firstSupportedLocale(tags: readonly string[]): Locale | undefined {
  for (const tag of tags) {
    const language = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(language)) return language;
  }
  return undefined;
}

/**
 * The language an Accept-Language header asks for: its tags by q weight (highest first, ties in order),
 * the first supported one; English when none is.
 */
export function localeFromAcceptLanguage(header: string | undefined | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return firstSupportedLocale(ranked.map((entry) => entry.tag)) ?? DEFAULT_LOCALE;
}
