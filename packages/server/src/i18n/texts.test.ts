import type { Locale } from '@storefront/sdk/core';
import { describe, expect, it } from 'vitest';
import { english, textsIn, translationOf } from './texts.js';

/**
 * Texts that stay English on purpose: answered to the payment gateway, or shown
 * to the staff or a developer only. (What an order, a wallet entry or a push records is data, written in
 * the reader's language from recordMessages: records.test.ts.)
 */
const ENGLISH_ONLY = [
  'messages.webNotBuilt',
  'commerceMessages.payment.webhook',
  'commerceMessages.payOnDelivery.notDue',
];
/**
 * A new English text is one line in messages.ts and is answered in English until it is translated, so
 * coverage may dip below all; this floor catches a language falling behind (the report names what is missing).
 */
const MIN_COVERAGE = 0.9;

/** Texts whose words are all values (a page title is the product's name and the store's). */
const NO_WORDS = ['messages.linkPreview.pageTitle'];

/** Each language's own script: a translated text holds at least one letter of it. */
const SCRIPT: Record<Exclude<Locale, 'en'>, RegExp> = {
  hi: /[\u0900-\u097f]/,
  kn: /[\u0c80-\u0cff]/,
};

type Leaf = { path: string; value: unknown };
const isCatalog = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function leaves(catalog: unknown, path = ''): Leaf[] {
  if (!isCatalog(catalog)) return [{ path, value: catalog }];
  return Object.entries(catalog).flatMap(([key, value]) =>
    leaves(value, path ? `${path}.${key}` : key),
  );
}

function at(catalog: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (isCatalog(node) ? node[key] : undefined), catalog);
}

/** A text's words with marked values: a function is called with one marker per parameter. */
function written(text: unknown, arity: number): string {
  if (typeof text !== 'function') return JSON.stringify(text);
  const markers = Array.from({ length: arity }, (_, i) => `⟦${i}⟧`);
  return JSON.stringify((text as (...args: string[]) => unknown)(...markers));
}
const markersIn = (words: string) => [...words.matchAll(/⟦\d+⟧/g)].map((m) => m[0]).sort();

const englishOnly = (path: string) =>
  ENGLISH_ONLY.some((prefix) => path === prefix || path.startsWith(`${prefix}.`));

describe.each(['hi', 'kn'] as const)('the %s catalog', (locale) => {
  const translated = leaves(translationOf(locale));

  it('has only texts English has, of the same kind and with the same parameters', () => {
    const problems = translated.flatMap(({ path, value }) => {
      const source = at(english, path);
      if (source === undefined) return [`${path}: not in English`];
      if (typeof source !== typeof value)
        return [`${path}: ${typeof value}, English has ${typeof source}`];
      if (typeof source !== 'function') return [];
      const arity = (source as () => unknown).length;
      if ((value as () => unknown).length !== arity)
        return [`${path}: takes ${(value as () => unknown).length} values, English ${arity}`];
      const own = written(value, arity);
      const inEnglish = written(source, arity);
      const shape = (words: string) => {
        const value: unknown = JSON.parse(words);
        return isCatalog(value) ? Object.keys(value).join() : typeof value;
      };
      const sameShape = shape(own) === shape(inEnglish);
      if (!sameShape) return [`${path}: answers another shape than English`];
      if (markersIn(own).join() !== markersIn(inEnglish).join())
        return [`${path}: uses ${markersIn(own).join()}, English ${markersIn(inEnglish).join()}`];
      return [];
    });
    expect(problems).toEqual([]);
  });

  it('writes every text in its own script', () => {
    const notTranslated = translated
      .filter(({ path }) => !NO_WORDS.includes(path))
      .filter(({ value }) => {
        const arity = typeof value === 'function' ? (value as () => unknown).length : 0;
        return !SCRIPT[locale].test(written(value, arity));
      })
      .map(({ path }) => path);
    expect(notTranslated).toEqual([]);
  });

  it('covers the texts a shopper reads (the rest stays English on purpose)', () => {
    const shopperTexts = leaves(english).filter(({ path }) => !englishOnly(path));
    const missing = shopperTexts
      .filter(({ path }) => at(translationOf(locale), path) === undefined)
      .map(({ path }) => path);
    const covered = shopperTexts.length - missing.length;
    console.info(
      `${locale}: ${covered} of ${shopperTexts.length} shopper texts translated` +
        ` (${ENGLISH_ONLY.length} groups English only)` +
        (missing.length > 0 ? `; answered in English until translated: ${missing.join(', ')}` : ''),
    );
    expect(covered / shopperTexts.length).toBeGreaterThanOrEqual(MIN_COVERAGE);
  });
});

describe('texts in a language', () => {
  it('falls back to English for a text the language lacks', () => {
    // A staff refusal's words, never translated: the Hindi catalog answers the English text.
    expect(textsIn('hi').commerceMessages.payOnDelivery.notDue).toBe(
      english.commerceMessages.payOnDelivery.notDue,
    );
    expect(textsIn('kn').commerceMessages.payment.webhook.invalidJson).toEqual(
      english.commerceMessages.payment.webhook.invalidJson,
    );
  });

  it('answers the translation with the values filled in', () => {
    expect(textsIn('hi').commerceMessages.checkout.exceedMaxAmount('₹50,000')).toEqual({
      Message: 'ऑर्डर की रकम बहुत ज़्यादा है',
      Description: 'एक ऑर्डर ज़्यादा से ज़्यादा ₹50,000 का हो सकता है। कुछ सामान हटाकर फिर से कोशिश करें।',
    });
    expect(textsIn('kn').commerceMessages.delivery.served('Koramangala (560034)')).toBe(
      'ನಾವು Koramangala (560034) ಗೆ ಡೆಲಿವರಿ ಮಾಡುತ್ತೇವೆ.',
    );
  });

  it('is the English catalog itself for English', () => {
    expect(textsIn('en').messages.success).toBe('Success');
    expect(textsIn('en').commerceMessages.coupon.notFound).toEqual(
      english.commerceMessages.coupon.notFound,
    );
  });
});
