import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../common/storage.js';
import { checksumOf } from '../common/integrity.js';
import { CART_STORAGE_KEY, itemIdOf, optionKeyOf, productQtyOf, totalsOf } from '../core/index.js';
import { createCartStore, type AddToCartInput, type CartState } from './store.js';

const curryCut: AddToCartInput = {
  ProductId: 3,
  ProductName: 'Chicken curry cut',
  ProductPrice: 24_900,
  Qty: 2,
};
const weight500 = { Weight: { RowId: 12, Label: '500 g' } };
const weight1kg = { Weight: { RowId: 13, Label: '1 kg' } };

describe('option keys and item ids', () => {
  it("is 'simple' without options and the sorted RowIds otherwise", () => {
    expect(optionKeyOf(undefined)).toBe('simple');
    expect(optionKeyOf({})).toBe('simple');
    expect(
      optionKeyOf({ Weight: { RowId: 13, Label: '1 kg' }, Cut: { RowId: 4, Label: 'Small' } }),
    ).toBe('4-13');
    expect(itemIdOf(3, '4-13')).toBe('3:4-13');
  });
});

describe('adding and changing items', () => {
  it('adds a line with the fields of spec section 3', () => {
    const cart = createCartStore(new MemoryStorage());
    const result = cart.add({ ...curryCut, SelectedOptions: weight500 });
    expect(result).toEqual({
      ok: true,
      item: {
        ItemId: '3:12',
        ProductId: 3,
        ProductName: 'Chicken curry cut',
        ProductPrice: 24_900,
        Qty: 2,
        OptionKey: '12',
        SelectedOptions: weight500,
      },
    });
    expect(cart.getState().totals).toEqual({ lines: 1, quantity: 2, subtotal: 49_800 });
  });

  it('refuses the same product and option twice, but not another option', () => {
    const cart = createCartStore(new MemoryStorage());
    cart.add({ ...curryCut, SelectedOptions: weight500 });
    expect(cart.add({ ...curryCut, SelectedOptions: weight500, Qty: 1 })).toEqual({
      ok: false,
      reason: 'duplicate',
      message: 'Already added, Manage qty from cart',
    });
    expect(cart.add({ ...curryCut, SelectedOptions: weight1kg }).ok).toBe(true);
    expect(cart.has(3, weight1kg)).toBe(true);
    expect(cart.getItems()).toHaveLength(2);
  });

  it('refuses a zero quantity', () => {
    const cart = createCartStore(new MemoryStorage());
    expect(cart.add({ ...curryCut, Qty: 0 })).toMatchObject({ ok: false, reason: 'invalid-qty' });
    expect(cart.getItems()).toHaveLength(0);
  });

  it('refuses a price that is not integer paise', () => {
    const cart = createCartStore(new MemoryStorage());
    expect(cart.add({ ...curryCut, ProductPrice: 249.5 })).toMatchObject({
      ok: false,
      reason: 'invalid-item',
    });
  });

  it('removes a line whose quantity drops below 1', () => {
    const cart = createCartStore(new MemoryStorage());
    cart.add(curryCut);
    cart.setQty('3:simple', 0);
    expect(cart.getItems()).toEqual([]);
  });

  it('caps quantities at maxAllowedQtyPerProduct, 10 by default', () => {
    const cart = createCartStore(new MemoryStorage());
    cart.add({ ...curryCut, Qty: 25 });
    expect(cart.getItems()[0]?.Qty).toBe(10);
    const small = createCartStore(new MemoryStorage(), { maxQty: 3 });
    small.add(curryCut);
    small.setQty('3:simple', 7);
    expect(small.getItems()[0]?.Qty).toBe(3);
    small.setMaxQty(2);
    expect(small.getItems()[0]?.Qty).toBe(2);
  });

  it('caps the quantity per product across its option lines, not per line', () => {
    const cart = createCartStore(new MemoryStorage(), { maxQty: 10 });
    cart.add({ ...curryCut, SelectedOptions: weight500, Qty: 6 });
    const second = cart.add({ ...curryCut, SelectedOptions: weight1kg, Qty: 6 });
    expect(second).toMatchObject({ ok: true, item: { Qty: 4 } });
    expect(cart.add({ ...curryCut, Qty: 1 })).toMatchObject({
      ok: false,
      reason: 'product-max',
      message: 'You can order at most 10 of this product, Manage qty from cart',
    });
    const [first, other] = cart.getItems();
    cart.setQty(other!.ItemId, 9);
    expect(cart.getItems()[1]?.Qty).toBe(4);
    cart.setQty(first!.ItemId, 2);
    cart.setQty(other!.ItemId, 9);
    expect(cart.getItems().map((item) => item.Qty)).toEqual([2, 8]);
    cart.setMaxQty(5);
    expect(cart.getItems().map((item) => item.Qty)).toEqual([2, 3]);
  });

  it('tells subscribers about every change and clears the price check', () => {
    const cart = createCartStore(new MemoryStorage());
    const seen: CartState[] = [];
    const unsubscribe = cart.subscribe((state) => seen.push(state));
    cart.add(curryCut);
    cart.applyPriceCheck({ prices: { '3:simple': 26_000 } });
    expect(cart.getState().priceChecked).toBe(true);
    expect(cart.getItems()[0]?.ProductPrice).toBe(26_000);
    cart.setQty('3:simple', 3);
    expect(cart.getState().priceChecked).toBe(false);
    unsubscribe();
    cart.clear();
    expect(seen.map((state) => state.totals.quantity)).toEqual([2, 2, 3]);
    expect(seen[0]).not.toBe(seen[1]);
  });
});

describe('persistence', () => {
  it('restores the cart from storage', () => {
    const storage = new MemoryStorage();
    createCartStore(storage).add({ ...curryCut, SelectedOptions: weight500 });
    const again = createCartStore(storage);
    expect(again.getItems()).toHaveLength(1);
    expect(again.getState().resetReason).toBeUndefined();
  });

  it('writes an integrity envelope with version and checksum of the canonical JSON', () => {
    const storage = new MemoryStorage();
    createCartStore(storage).add(curryCut);
    const envelope = JSON.parse(storage.getItem(CART_STORAGE_KEY)!) as {
      v: number;
      checksum: string;
      items: unknown;
    };
    expect(envelope.v).toBe(1);
    expect(envelope.checksum).toMatch(/^[0-9a-f]{8}$/);
    expect(envelope.checksum).toBe(checksumOf(envelope.items));
  });

  const stored = () => {
    const storage = new MemoryStorage();
    createCartStore(storage).add(curryCut);
    return { storage, raw: storage.getItem(CART_STORAGE_KEY)! };
  };

  it.each([
    ['corrupt', 'not json at all {'],
    ['corrupt', '{"v":1,"checksum":"abc","items":[{"ItemId"'],
    ['foreign', '[{"id":1,"qty":2}]'],
    ['foreign', '{"v":2,"checksum":"00000000","items":[]}'],
    ['foreign', 'null'],
    ['foreign', '"cart"'],
  ])('resets a %s store (%s) and reports it once', (reason, raw) => {
    const storage = new MemoryStorage();
    storage.setItem(CART_STORAGE_KEY, raw);
    const cart = createCartStore(storage);
    expect(cart.getItems()).toEqual([]);
    expect(cart.getState().resetReason).toBe(reason);
    expect(cart.consumeResetNotice()).toEqual({ reason, message: 'Your cart is reset' });
    expect(cart.consumeResetNotice()).toBeUndefined();
    expect(createCartStore(storage).getState().resetReason).toBeUndefined();
  });

  it('resets a truncated store', () => {
    const { storage, raw } = stored();
    storage.setItem(CART_STORAGE_KEY, raw.slice(0, raw.length - 5));
    expect(createCartStore(storage).getState().resetReason).toBe('corrupt');
  });

  it('resets a store whose price was edited (checksum mismatch)', () => {
    const { storage, raw } = stored();
    storage.setItem(CART_STORAGE_KEY, raw.replace('24900', '100'));
    const cart = createCartStore(storage);
    expect(cart.getState().resetReason).toBe('tampered');
    expect(cart.getItems()).toEqual([]);
  });

  it('resets a store with a valid checksum but items of another shape', () => {
    const storage = new MemoryStorage();
    const items = [{ ItemId: 'x', ProductId: 'three' }];
    storage.setItem(CART_STORAGE_KEY, JSON.stringify({ v: 1, checksum: checksumOf(items), items }));
    expect(createCartStore(storage).getState().resetReason).toBe('foreign');
  });

  it('resets a store whose ItemId does not match its product and options', () => {
    const storage = new MemoryStorage();
    const items = [{ ...curryCut, ItemId: '9:simple', OptionKey: 'simple', SelectedOptions: {} }];
    storage.setItem(CART_STORAGE_KEY, JSON.stringify({ v: 1, checksum: checksumOf(items), items }));
    expect(createCartStore(storage).getState().resetReason).toBe('foreign');
  });

  it('never throws when the storage itself throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const cart = createCartStore(broken);
    expect(cart.add(curryCut).ok).toBe(true);
    expect(cart.getItems()).toHaveLength(1);
  });

  it('reloads after another tab changed the storage', () => {
    const storage = new MemoryStorage();
    const tabA = createCartStore(storage);
    const tabB = createCartStore(storage);
    tabA.add(curryCut);
    tabB.reload();
    expect(tabB.getItems()).toHaveLength(1);
  });
});

describe('properties', () => {
  const option = fc.record({
    RowId: fc.integer({ min: 1, max: 5 }),
    Label: fc.constantFrom('a', 'b'),
  });
  const addOp = fc.record({
    kind: fc.constant('add' as const),
    ProductId: fc.integer({ min: 1, max: 4 }),
    ProductName: fc.string({ maxLength: 10 }),
    ProductPrice: fc.integer({ min: 0, max: 10_000_000 }),
    Qty: fc.integer({ min: -2, max: 30 }),
    SelectedOptions: fc.dictionary(fc.constantFrom('Weight', 'Cut'), option),
  });
  const qtyOp = fc.record({
    kind: fc.constant('qty' as const),
    index: fc.nat(10),
    qty: fc.integer({ min: -3, max: 40 }),
  });
  const removeOp = fc.record({ kind: fc.constant('remove' as const), index: fc.nat(10) });
  const operations = fc.array(fc.oneof(addOp, qtyOp, removeOp), { maxLength: 40 });

  it('keeps quantities within 1..maxQty, ids unique and totals exact in integer paise', () => {
    fc.assert(
      fc.property(operations, fc.integer({ min: 1, max: 12 }), (ops, maxQty) => {
        const storage = new MemoryStorage();
        const cart = createCartStore(storage, { maxQty });
        for (const op of ops) {
          const items = cart.getItems();
          if (op.kind === 'add') cart.add(op);
          else if (op.kind === 'qty')
            cart.setQty(items[op.index % Math.max(items.length, 1)]?.ItemId ?? '', op.qty);
          else cart.remove(items[op.index % Math.max(items.length, 1)]?.ItemId ?? '');
        }
        const { items, totals } = cart.getState();
        expect(items.every((item) => item.Qty >= 1 && item.Qty <= maxQty)).toBe(true);
        for (const productId of new Set(items.map((item) => item.ProductId))) {
          expect(productQtyOf(items, productId)).toBeLessThanOrEqual(maxQty);
        }
        expect(new Set(items.map((item) => item.ItemId)).size).toBe(items.length);
        expect(Number.isSafeInteger(totals.subtotal)).toBe(true);
        expect(totals.subtotal).toBe(
          items.reduce((sum, item) => sum + item.ProductPrice * item.Qty, 0),
        );
        expect(totals).toEqual(totalsOf(items));
        expect(createCartStore(storage, { maxQty }).getItems()).toEqual(items);
      }),
      { numRuns: 200 },
    );
  });

  it('never throws on any single-character change of the stored cart and never keeps a changed cart', () => {
    const storage = new MemoryStorage();
    const cart = createCartStore(storage);
    cart.add({ ...curryCut, SelectedOptions: weight500 });
    cart.add({ ...curryCut, ProductId: 4, ProductName: 'Mutton', ProductPrice: 79_900 });
    const raw = storage.getItem(CART_STORAGE_KEY)!;
    fc.assert(
      fc.property(
        fc.nat(raw.length - 1),
        fc.string({ minLength: 1, maxLength: 1, unit: 'binary-ascii' }),
        (index, char) => {
          fc.pre(raw[index] !== char);
          const tampered = raw.slice(0, index) + char + raw.slice(index + 1);
          const copy = new MemoryStorage();
          copy.setItem(CART_STORAGE_KEY, tampered);
          const state = createCartStore(copy).getState();
          expect(state.resetReason).toBeDefined();
          expect(state.items).toEqual([]);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('never throws on arbitrary stored text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        const storage = new MemoryStorage();
        storage.setItem(CART_STORAGE_KEY, text);
        expect(() => createCartStore(storage)).not.toThrow();
      }),
    );
  });
});
