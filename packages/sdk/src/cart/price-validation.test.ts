import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from '../client.js';
import { MemoryStorage } from '../common/storage.js';
import {
  startLocalServer,
  type LocalServer,
  type RecordedRequest,
} from '../test-support/local-server.js';
import { createCartStore } from './store.js';
import { validateCartPrices } from './price-validation.js';
import type { UpdatedProduct, ValidatePriceRequest } from './schemas.js';

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A pricing server: answers each line with what `priceOf` says about it. */
async function pricingServer(
  priceOf: (line: ValidatePriceRequest['products'][number]) => Partial<UpdatedProduct>,
) {
  server = await startLocalServer((request: RecordedRequest) => {
    const { products } = request.body as ValidatePriceRequest;
    const UpdatedProducts = products.map((line) => {
      const answer: UpdatedProduct = {
        ProductId: line.productId,
        ConfigPriceId: line.configPriceIds,
        IsInvalidConfigFound: false,
        IsUnavailable: false,
        PriceUpdated: false,
        UpdatedPrice: line.price,
        ...priceOf(line),
      };
      return answer;
    });
    return {
      json: { PriceUpdated: UpdatedProducts.some((line) => line.PriceUpdated), UpdatedProducts },
    };
  });
  return createClient({ baseUrl: server.url });
}

function cartWithThreeLines() {
  const cart = createCartStore(new MemoryStorage());
  cart.add({
    ProductId: 1,
    ProductName: 'Chicken breast',
    ProductPrice: 30_000,
    Qty: 1,
    SelectedOptions: { Weight: { RowId: 12, Label: '500 g' }, Cut: { RowId: 4, Label: 'Cubes' } },
  });
  cart.add({ ProductId: 2, ProductName: 'Eggs', ProductPrice: 9_000, Qty: 2 });
  cart.add({ ProductId: 3, ProductName: 'Mutton', ProductPrice: 80_000, Qty: 1 });
  return cart;
}

describe('validateCartPrices', () => {
  it('posts every line with productId, price and its configPriceIds', async () => {
    const client = await pricingServer(() => ({}));
    await validateCartPrices(client, cartWithThreeLines());
    expect(server!.requests[0]?.path).toBe('/v1/validate-cart-products-price');
    expect(server!.requests[0]?.body).toEqual({
      products: [
        { productId: 1, price: 30_000, configPriceIds: [4, 12] },
        { productId: 2, price: 9_000, configPriceIds: [] },
        { productId: 3, price: 80_000, configPriceIds: [] },
      ],
    });
  });

  it('applies UpdatedPrice, matching lines by ProductId and ConfigPriceId', async () => {
    const client = await pricingServer((line): Partial<UpdatedProduct> =>
      line.productId === 1
        ? { PriceUpdated: true, UpdatedPrice: 32_000, ConfigPriceId: [12, 4] }
        : {},
    );
    const cart = cartWithThreeLines();
    const result = await validateCartPrices(client, cart);
    expect(result).toMatchObject({
      checked: true,
      changed: true,
      priceUpdated: true,
      removed: [],
      message: {
        title: 'Product Updates Detected',
        description:
          'Some items in your cart now have updated prices. Please review the changes before completing your order.',
      },
    });
    expect(result.updated).toEqual([
      {
        item: expect.objectContaining({ ItemId: '1:4-12', ProductPrice: 32_000 }),
        previousPrice: 30_000,
      },
    ]);
    expect(cart.getItems().map((item) => item.ProductPrice)).toEqual([32_000, 9_000, 80_000]);
    expect(cart.getState().totals.subtotal).toBe(32_000 + 18_000 + 80_000);
  });

  it('removes invalid configurations and unavailable products, and says so', async () => {
    const client = await pricingServer((line): Partial<UpdatedProduct> =>
      line.productId === 1
        ? { IsInvalidConfigFound: true }
        : line.productId === 3
          ? { IsUnavailable: true }
          : { PriceUpdated: true, UpdatedPrice: 9_500 },
    );
    const cart = cartWithThreeLines();
    const result = await validateCartPrices(client, cart);
    expect(result.removed.map((item) => item.ProductName)).toEqual(['Chicken breast', 'Mutton']);
    expect(result.message?.description).toBe(
      'Some items in your cart now have updated prices and unavailable items were removed from your cart. Please review the changes before completing your order.',
    );
    expect(cart.getItems().map((item) => [item.ProductName, item.ProductPrice])).toEqual([
      ['Eggs', 9_500],
    ]);
  });

  it('reports nothing when nothing changed, and marks the cart as checked', async () => {
    const client = await pricingServer(() => ({}));
    const cart = cartWithThreeLines();
    const result = await validateCartPrices(client, cart);
    expect(result).toEqual({
      checked: true,
      changed: false,
      priceUpdated: false,
      removed: [],
      updated: [],
      message: undefined,
    });
    expect(cart.getState().priceChecked).toBe(true);
  });

  it('renames lines by product in the reply’s language without calling it a change, and checks again after recheck()', async () => {
    const client = await pricingServer((line): Partial<UpdatedProduct> =>
      line.productId === 1
        ? {
            ProductName: 'चिकन ब्रेस्ट',
            SelectedOptions: {
              वज़न: { RowId: 12, Label: '500 ग्राम' },
              कट: { RowId: 4, Label: 'क्यूब्स' },
            },
          }
        : line.productId === 2
          ? // Names for other option rows than the line's are not the line's: ignored.
            { ProductName: 'अंडे', SelectedOptions: { Size: { RowId: 99, Label: 'Large' } } }
          : { ProductName: 'मटन' },
    );
    const cart = cartWithThreeLines();
    const result = await validateCartPrices(client, cart);
    expect(result).toMatchObject({ checked: true, changed: false, message: undefined });
    expect(cart.getItems().map((item) => [item.ProductName, item.SelectedOptions])).toEqual([
      ['चिकन ब्रेस्ट', { वज़न: { RowId: 12, Label: '500 ग्राम' }, कट: { RowId: 4, Label: 'क्यूब्स' } }],
      ['Eggs', {}],
      ['मटन', {}],
    ]);
    expect(cart.getState().priceChecked).toBe(true);
    expect((await validateCartPrices(client, cart)).checked).toBe(false);
    cart.recheck();
    expect(cart.getState().priceChecked).toBe(false);
    expect((await validateCartPrices(client, cart)).checked).toBe(true);
  });

  it('runs only once until the cart changes, and never for an empty cart', async () => {
    const client = await pricingServer(() => ({}));
    const cart = cartWithThreeLines();
    await validateCartPrices(client, cart);
    expect((await validateCartPrices(client, cart)).checked).toBe(false);
    expect(server!.requests).toHaveLength(1);
    cart.setQty('2:simple', 3);
    await validateCartPrices(client, cart);
    expect(server!.requests).toHaveLength(2);
    expect((await validateCartPrices(client, createCartStore(new MemoryStorage()))).checked).toBe(
      false,
    );
    expect(server!.requests).toHaveLength(2);
  });

  it('shares one call between concurrent checks of the same cart', async () => {
    const client = await pricingServer(() => ({}));
    const cart = cartWithThreeLines();
    const [first, second] = await Promise.all([
      validateCartPrices(client, cart),
      validateCartPrices(client, cart),
    ]);
    expect(first).toBe(second);
    expect(server!.requests).toHaveLength(1);
  });

  it('checks the current cart after a running check that was started for older contents', async () => {
    const client = await pricingServer((line) =>
      line.productId === 4 ? { UpdatedPrice: 5_000, PriceUpdated: true } : {},
    );
    const cart = cartWithThreeLines();
    const older = validateCartPrices(client, cart);
    cart.add({ ProductId: 4, ProductName: 'Prawns', ProductPrice: 4_000, Qty: 1 });
    const current = await validateCartPrices(client, cart);
    expect((await older).checked).toBe(false);
    expect(current.checked).toBe(true);
    expect(current.priceUpdated).toBe(true);
    expect(cart.getState().items.find((item) => item.ProductId === 4)?.ProductPrice).toBe(5_000);
    expect(server!.requests).toHaveLength(2);
  });

  it('leaves a cart changed during the call for the next check', async () => {
    const cart = cartWithThreeLines();
    server = await startLocalServer(() => {
      cart.remove('3:simple');
      return { json: { PriceUpdated: false, UpdatedProducts: [] } };
    });
    const client = createClient({ baseUrl: server.url });
    expect((await validateCartPrices(client, cart)).checked).toBe(false);
    expect(cart.getState().priceChecked).toBe(false);
  });
});
