import { describe, expect, it } from 'vitest';
import { firstSupportedLocale, isLocale, localeFromAcceptLanguage } from './locales.js';

describe('locales', () => {
  it('knows its languages', () => {
    expect(isLocale('hi')).toBe(true);
    expect(isLocale('kn')).toBe(true);
    expect(isLocale('fr')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });

  it('takes the first supported language of a preference list, by its primary tag', () => {
    expect(firstSupportedLocale(['fr-FR', 'hi-IN', 'en'])).toBe('hi');
    expect(firstSupportedLocale(['KN_in'])).toBe('kn');
    expect(firstSupportedLocale(['fr', 'de'])).toBeUndefined();
  });

  it('reads Accept-Language by q weight, falling back to English', () => {
    expect(localeFromAcceptLanguage('kn-IN,kn;q=0.9,en;q=0.8')).toBe('kn');
    expect(localeFromAcceptLanguage('en;q=0.5, hi;q=0.9')).toBe('hi');
    expect(localeFromAcceptLanguage('fr, hi;q=0')).toBe('en');
    expect(localeFromAcceptLanguage('ta-IN')).toBe('en');
    expect(localeFromAcceptLanguage('')).toBe('en');
    expect(localeFromAcceptLanguage(undefined)).toBe('en');
    expect(localeFromAcceptLanguage('hi;q=abc, kn')).toBe('kn');
  });
});
