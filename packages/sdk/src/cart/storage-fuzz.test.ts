/**
 * The stored cart fuzzed: random text, random JSON, valid carts with a wrong checksum, old schema versions,
 * huge values and deep nesting under the cart key. Whatever is there, opening the cart (and reloading it
 * after another tab wrote) never throws; a cart it cannot trust resets with 'Your cart is reset', and the
 * rest of the app's storage — the selected address in the 'primary' order-process slice, the shopper's
 * default address and user — is left exactly as it was.
 *
 * FUZZ_RUNS sets the runs per property (default 50); FUZZ_SEED replays a run (the seed is printed).
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { Address } from '../addresses/schemas.js';
import { UserData } from '../auth/schemas.js';
import { createSession } from '../auth/session.js';
import { checksumOf } from '../common/integrity.js';
import { MemoryStorage } from '../common/storage.js';
import {
  CART_SCHEMA_VERSION,
  CART_STORAGE_KEY,
  DEFAULT_MAX_QTY,
  FLOW_STORAGE_KEY,
  SESSION_STORAGE_KEYS,
  itemIdOf,
  optionKeyOf,
} from '../core/index.js';
import { initialFlowState, loadFlowState, saveFlowState, transition } from '../flow/machine.js';
import { messages } from '../messages.js';
import { deeplyNested, mutate, oddKey, validOf } from '../test-support/schema-arbitrary.js';
import { CartItem } from './schemas.js';
import { createCartStore, type CartStore } from './store.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 50);
const SEED =
  process.env.FUZZ_SEED === undefined
    ? Math.floor(Math.random() * 2 ** 31)
    : Number(process.env.FUZZ_SEED);
const options = { numRuns: RUNS, seed: SEED };

beforeAll(() => {
  console.info(`cart storage fuzz: seed ${SEED}, ${RUNS} runs per property (FUZZ_SEED, FUZZ_RUNS)`);
});

// ---- the rest of local data ------------------------------------------------------------------------

const [address] = fc.sample(validOf(Address), { numRuns: 1, seed: 1 }) as [Address];
const [user] = fc.sample(validOf(UserData), { numRuns: 1, seed: 1 }) as [UserData];

/** A storage holding a signed-in shopper, an address chosen for checkout and `cart` under the cart key. */
function storageWith(cart: string): MemoryStorage {
  const storage = new MemoryStorage();
  const session = createSession(storage);
  session.start({ Token: 'token', ExpiresIn: 3600, UserData: user, DefaultAddress: address });
  saveFlowState(storage, transition(initialFlowState, { type: 'selectAddress', address }));
  storage.setItem(CART_STORAGE_KEY, cart);
  return storage;
}

const otherKeys = [FLOW_STORAGE_KEY, ...Object.values(SESSION_STORAGE_KEYS)];
const snapshotOf = (storage: MemoryStorage) => otherKeys.map((key) => storage.getItem(key));

/** Opens the cart, then again after another tab wrote the same text: neither may throw or touch other keys. */
function expectReset(cart: string, reason?: string): void {
  const storage = storageWith(cart);
  const before = snapshotOf(storage);
  let store: CartStore | undefined;
  expect(() => (store = createCartStore(storage))).not.toThrow();
  const state = store!.getState();
  expect(state.items).toEqual([]);
  expect(state.resetReason).toBeDefined();
  if (reason) expect(state.resetReason).toBe(reason);
  expect(store!.consumeResetNotice()).toEqual({
    reason: state.resetReason,
    message: 'Your cart is reset',
  });
  expect(messages.cartReset).toBe('Your cart is reset');

  const otherTab = createCartStore(storageWith(''));
  storage.setItem(CART_STORAGE_KEY, cart);
  expect(() => store!.reload()).not.toThrow();
  expect(store!.getState().resetReason).toBeDefined();
  expect(otherTab.getItems()).toEqual([]);

  expect(snapshotOf(storage)).toEqual(before);
  expect(loadFlowState(storage).selectedAddress).toEqual(address);
  expect(createSession(storage).getSnapshot().defaultAddress).toEqual(address);
  // The reset cart is written back and opens cleanly, and the store carries on.
  expect(createCartStore(storage).getState().resetReason).toBeUndefined();
  expect(
    store!.add({ ProductId: 3, ProductName: 'Chicken curry cut', ProductPrice: 24_900, Qty: 1 }).ok,
  ).toBe(true);
}

// ---- stored carts ----------------------------------------------------------------------------------

/** Cart lines that are valid and consistent (ids derived from the product and options), one per product. */
const lines = fc
  .uniqueArray(validOf(CartItem) as fc.Arbitrary<CartItem>, {
    maxLength: 5,
    selector: (item) => item.ProductId,
  })
  .map((items) =>
    items.map((item) => {
      const OptionKey = optionKeyOf(item.SelectedOptions);
      return {
        ...item,
        Qty: Math.min(item.Qty, DEFAULT_MAX_QTY),
        ProductPrice: item.ProductPrice % 10_000_000,
        OptionKey,
        ItemId: itemIdOf(item.ProductId, OptionKey),
      };
    }),
  );

const envelope = (items: unknown, fields: Record<string, unknown> = {}) =>
  JSON.stringify({ v: CART_SCHEMA_VERSION, checksum: checksumOf(items), items, ...fields });

describe('a stored cart it cannot trust resets with its message and leaves the rest alone', () => {
  it('random text', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: 'binary' }),
          fc.string({ unit: 'grapheme', maxLength: 50 }),
        ),
        (text) => expectReset(text),
      ),
      options,
    );
  });

  it('random JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => expectReset(JSON.stringify(value))),
      options,
    );
  });

  it('random JSON in the envelope, checksum right', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.jsonValue(), fc.dictionary(oddKey, fc.jsonValue())), {
          minLength: 1,
        }),
        (items) => expectReset(envelope(items), 'foreign'),
      ),
      options,
    );
  });

  it('valid carts with a wrong checksum', () => {
    fc.assert(
      fc.property(
        lines,
        fc.stringMatching(/^[0-9a-f]{8}$/),
        fc.constantFrom('', 'x', 'deadbeef', '0'),
        (items, hex, other) => {
          const wrong = [hex, other].find((checksum) => checksum !== checksumOf(items))!;
          expectReset(
            JSON.stringify({ v: CART_SCHEMA_VERSION, checksum: wrong, items }),
            'tampered',
          );
        },
      ),
      options,
    );
  });

  it('valid carts of an old or unknown schema version, or none', () => {
    fc.assert(
      fc.property(
        lines,
        fc.constantFrom<unknown>(0, -1, CART_SCHEMA_VERSION + 1, '1', null, 1.5, true),
        (items, v) => {
          expectReset(envelope(items, { v }), 'foreign');
          // The bare list of lines an envelope-less cart would be.
          expectReset(JSON.stringify(items), 'foreign');
          expectReset(JSON.stringify({ checksum: checksumOf(items), items }), 'foreign');
        },
      ),
      options,
    );
  });

  it('valid carts spoiled in one spot, checksum recomputed', () => {
    fc.assert(
      fc.property(mutate(lines.filter((items) => items.length > 0)), ({ mutation, value }) => {
        const storage = storageWith(envelope(value));
        const before = snapshotOf(storage);
        const state = createCartStore(storage).getState();
        // A change may leave a valid cart (a field of the right type, an optional one gone); what is
        // kept is whole, consistent lines, and anything else resets.
        if (state.resetReason) expect(state.items).toEqual([]);
        for (const item of state.items) {
          expect(CartItem.safeParse(item).success, mutation).toBe(true);
          expect(item.ItemId).toBe(itemIdOf(item.ProductId, optionKeyOf(item.SelectedOptions)));
        }
        expect(new Set(state.items.map((item) => item.ItemId)).size).toBe(state.items.length);
        expect(snapshotOf(storage)).toEqual(before);
      }),
      options,
    );
  });

  it('huge values: long texts, large numbers, many lines', () => {
    fc.assert(
      fc.property(
        lines.filter((items) => items.length > 0),
        fc.constantFrom(
          { ProductName: 'x'.repeat(2_000_000) },
          { ImageUrl: 'y'.repeat(500_000) },
          { Qty: Number.MAX_SAFE_INTEGER },
          { Qty: 1e21 },
          { ProductPrice: Number.MAX_SAFE_INTEGER },
          { ProductPrice: 1e300 },
          { ProductId: Number.MAX_SAFE_INTEGER + 2 },
        ),
        (items, huge) => {
          const spoiled = items.map((item) => ({ ...item, ...huge }));
          const storage = storageWith(envelope(spoiled));
          const before = snapshotOf(storage);
          const state = createCartStore(storage).getState();
          expect(Number.isSafeInteger(state.totals.subtotal)).toBe(true);
          expect(state.items.every((item) => item.Qty <= DEFAULT_MAX_QTY)).toBe(true);
          expect(snapshotOf(storage)).toEqual(before);
        },
      ),
      { ...options, numRuns: Math.min(RUNS, 30) },
    );
  });

  it('deeply nested JSON, anywhere', () => {
    fc.assert(
      fc.property(
        lines,
        fc.integer({ min: 1_000, max: 200_000 }),
        fc.constantFrom('array', 'object'),
        fc.constantFrom('root', 'items', 'line', 'option'),
        (items, depth, kind, where) => {
          // Built as text: JSON.stringify itself overflows on such values.
          const open = kind === 'array' ? '['.repeat(depth) : '{"a":'.repeat(depth);
          const deep = open + (kind === 'array' ? ']'.repeat(depth) : `{}${'}'.repeat(depth)}`);
          const marker = '"__deep__"';
          const spot = {
            root: marker,
            items: JSON.stringify({ v: CART_SCHEMA_VERSION, checksum: '0', items: [marker] }),
            line: JSON.stringify({
              v: CART_SCHEMA_VERSION,
              checksum: '0',
              items: [{ ...items[0], Extra: '__deep__' }],
            }),
            option: JSON.stringify({
              v: CART_SCHEMA_VERSION,
              checksum: '0',
              items: [{ ...items[0], SelectedOptions: { Weight: '__deep__' } }],
            }),
          }[where];
          expectReset(spot.replace(marker, deep));
        },
      ),
      { ...options, numRuns: Math.min(RUNS, 30) },
    );
  });
});

describe('regressions', () => {
  it('a deeply nested stored cart resets instead of overflowing the stack in the checksum', () => {
    const nested = '['.repeat(20_000) + ']'.repeat(20_000);
    expectReset(`{"v":1,"checksum":"0","items":[${nested}]}`, 'corrupt');
    expect(() => checksumOf(deeplyNested(20_000, 'array'))).toThrow(RangeError);
  });

  it('a stored cart whose subtotal is not a safe integer resets instead of showing a wrong total', () => {
    const items = [
      {
        ItemId: '3:simple',
        ProductId: 3,
        ProductName: 'Chicken curry cut',
        ProductPrice: Number.MAX_SAFE_INTEGER,
        Qty: 2,
        OptionKey: 'simple',
        SelectedOptions: {},
      },
    ];
    expectReset(envelope(items), 'foreign');
  });
});
