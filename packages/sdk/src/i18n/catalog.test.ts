import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../common/storage.js';
import { createCartStore } from '../cart/store.js';
import { createApiError } from '../errors/ApiError.js';
import { describeCancelOrderReply, describeError } from '../errors/describe.js';
import { NetworkError } from '../errors/NetworkError.js';
import { messages as english } from '../messages.js';
import type { MessageCatalog, MessageTranslation } from './catalog.js';
import * as hi from './hi.js';
import * as kn from './kn.js';

/** The share of English texts a language must translate (all of them today; English fills any gap). */
const MIN_COVERAGE = 0.9;
/** Not words: a path the app links to, the same in every language. */
const NOT_WORDS = ['facebookHelpPath'];

const languages: [string, MessageTranslation, MessageCatalog, RegExp][] = [
  ['hi', hi.translation, hi.messages, /[\u0900-\u097f]/],
  ['kn', kn.translation, kn.messages, /[\u0c80-\u0cff]/],
];

type Leaf = { path: string; value: unknown };
const isCatalog = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const leaves = (catalog: unknown, path = ''): Leaf[] =>
  isCatalog(catalog)
    ? Object.entries(catalog).flatMap(([key, value]) =>
        leaves(value, path ? `${path}.${key}` : key),
      )
    : [{ path, value: catalog }];
const at = (catalog: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((node, key) => (isCatalog(node) ? node[key] : undefined), catalog);
/** A text with one marker per parameter filled in. */
const written = (text: unknown): string =>
  typeof text === 'function'
    ? String((text as (...args: string[]) => unknown)(...['⟦0⟧', '⟦1⟧'].slice(0, text.length)))
    : String(text);
const markers = (text: string) => [...text.matchAll(/⟦\d⟧/g)].map((m) => m[0]).join();

describe.each(languages)('the SDK’s %s texts', (_locale, translation, catalog, script) => {
  it('hold only texts English has, with the same parameters, each in the language’s script', () => {
    const problems = leaves(translation).flatMap(({ path, value }) => {
      const source = at(english, path);
      if (typeof source !== typeof value) return [`${path}: not the English kind`];
      if (markers(written(value)) !== markers(written(source))) return [`${path}: parameters`];
      if (!script.test(written(value))) return [`${path}: not translated`];
      return [];
    });
    expect(problems).toEqual([]);
  });

  it('cover the English texts (a new one is English until translated)', () => {
    const texts = leaves(english).filter(({ path }) => !NOT_WORDS.includes(path));
    const missing = texts.filter(({ path }) => at(translation, path) === undefined);
    if (missing.length > 0)
      console.info(`English until translated: ${missing.map((m) => m.path).join(', ')}`);
    expect(1 - missing.length / texts.length).toBeGreaterThanOrEqual(MIN_COVERAGE);
  });

  it('are completed with English into a catalog of the English shape', () => {
    expect(leaves(catalog).map((leaf) => leaf.path)).toEqual(
      leaves(english).map((leaf) => leaf.path),
    );
    expect(catalog.facebookHelpPath).toBe(english.facebookHelpPath);
  });
});

describe('the SDK’s texts in the shopper’s language', () => {
  it('describe an error with the language’s own texts and the server’s (already translated) Message', () => {
    const refused = createApiError({
      call: 'home',
      method: 'GET',
      url: 'http://shop.test/v1/get-home-data',
      status: 404,
      body: { Message: 'उत्पाद नहीं मिला' },
    });
    expect(describeError(refused, 'data', hi.messages)).toEqual({
      title: 'उत्पाद नहीं मिला',
      description: 'कुछ गड़बड़ हो गई, कृपया कुछ देर बाद फिर से कोशिश करें',
      logout: false,
    });
    const offline = new NetworkError({
      call: 'home',
      method: 'GET',
      url: 'http://shop.test/v1/get-home-data',
      reason: 'offline',
    });
    expect(describeError(offline, 'data', kn.messages).title).toBe('ನೀವು ಆಫ್‌ಲೈನ್‌ನಲ್ಲಿದ್ದೀರಿ');
    expect(
      describeCancelOrderReply(
        { Success: false, Error: true, Message: '', RefundId: null },
        kn.messages,
      )?.description,
    ).toBe('ನಿಮ್ಮ ವಿನಂತಿಯನ್ನು ಪೂರ್ಣಗೊಳಿಸಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ.');
  });

  it('let the cart answer in the language chosen now, switching with it', () => {
    let current: MessageCatalog | undefined = hi.messages;
    const cart = createCartStore(new MemoryStorage(), { maxQty: 1, messages: () => current });
    const line = { ProductId: 3, ProductName: 'चिकन करी कट', ProductPrice: 10_900, Qty: 1 };
    expect(cart.add(line).ok).toBe(true);
    expect(cart.add(line)).toMatchObject({
      ok: false,
      message: 'पहले से जोड़ा हुआ है, मात्रा कार्ट में बदलें',
    });
    current = undefined;
    expect(cart.add(line)).toMatchObject({ message: english.alreadyInCart });
  });
});
