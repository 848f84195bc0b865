/**
 * Cart price validation (spec sections 3 and 4): when the cart is not empty and not yet checked, the server
 * re-prices every line; changed prices are applied, lines with an invalid option or an unavailable product are
 * removed, and the result says what changed so a UI can show 'Product Updates Detected' (after 2 s).
 */
import type { MessageCatalog } from '../i18n/catalog.js';
import { messages, type TitledMessage } from '../messages.js';
import type { StorefrontClient } from '../client.js';
import type { CartItem, UpdatedProduct } from './schemas.js';
import { configPriceIdsOf } from '../core/index.js';
import type { CartStore, LineNames } from './store.js';

export interface PriceValidationOptions {
  /** The texts of `message`: English by default, or a language's (`@storefront/sdk/messages/hi`). */
  messages?: MessageCatalog;
}

export interface PriceUpdate {
  item: CartItem;
  previousPrice: number;
}

export interface PriceValidationResult {
  /** False when nothing was asked (empty cart, already checked, or the cart changed during the call). */
  checked: boolean;
  changed: boolean;
  priceUpdated: boolean;
  removed: CartItem[];
  updated: PriceUpdate[];
  /** What to tell the shopper, when something changed. */
  message: TitledMessage | undefined;
}

const unchanged = (checked: boolean): PriceValidationResult => ({
  checked,
  changed: false,
  priceUpdated: false,
  removed: [],
  updated: [],
  message: undefined,
});

const lineKey = (productId: number, configPriceIds: readonly number[]) =>
  `${productId}|${[...configPriceIds].sort((a, b) => a - b).join(',')}`;

function messageFor(
  priceUpdated: boolean,
  removed: boolean,
  texts: MessageCatalog,
): TitledMessage | undefined {
  if (priceUpdated && removed) return texts.priceUpdatedAndItemsRemoved;
  if (priceUpdated) return texts.priceUpdated;
  if (removed) return texts.itemsRemoved;
  return undefined;
}

/** The check running for each cart, with the items it was started for. */
const inFlight = new WeakMap<
  CartStore,
  { items: readonly CartItem[]; run: Promise<PriceValidationResult> }
>();

/**
 * Concurrent checks of the same cart contents share one call; a check asked for contents that changed since
 * the running one started waits for it and then checks the current cart.
 *
 * @example
 * const result = await validateCartPrices(client, cart);
 * if (result.message) setTimeout(() => showDialog(result.message), 2000);
 */
export function validateCartPrices(
  client: Pick<StorefrontClient, 'cart'>,
  cart: CartStore,
  options: PriceValidationOptions = {},
): Promise<PriceValidationResult> {
  const texts = options.messages ?? messages;
  const items = cart.getState().items;
  const running = inFlight.get(cart);
  if (running?.items === items) return running.run;
  const start = running
    ? running.run.catch(() => undefined).then(() => check(client, cart, texts))
    : check(client, cart, texts);
  const run = start.finally(() => {
    if (inFlight.get(cart)?.run === run) inFlight.delete(cart);
  });
  inFlight.set(cart, { items, run });
  return run;
}

async function check(
  client: Pick<StorefrontClient, 'cart'>,
  cart: CartStore,
  texts: MessageCatalog,
): Promise<PriceValidationResult> {
  const before = cart.getState();
  if (before.items.length === 0 || before.priceChecked) return unchanged(false);

  const reply = await client.cart.validatePrices({
    products: before.items.map((item) => ({
      productId: item.ProductId,
      price: item.ProductPrice,
      configPriceIds: configPriceIdsOf(item),
    })),
  });
  // A change made while the call was running was not checked: leave the cart for the next check.
  if (cart.getState().items !== before.items) return unchanged(false);

  const byLine = new Map<string, UpdatedProduct>();
  for (const product of reply.UpdatedProducts) {
    byLine.set(lineKey(product.ProductId, product.ConfigPriceId), product);
  }
  const removed: CartItem[] = [];
  const updated: PriceUpdate[] = [];
  const prices: Record<string, number> = {};
  const names: Record<string, LineNames> = {};
  for (const item of before.items) {
    const line = byLine.get(lineKey(item.ProductId, configPriceIdsOf(item)));
    if (!line) continue;
    // Names follow the shopper's language now; a new name is not a change to tell the shopper about.
    if (line.ProductName !== undefined)
      names[item.ItemId] = {
        ProductName: line.ProductName,
        SelectedOptions: line.SelectedOptions ?? item.SelectedOptions,
      };
    if (line.IsInvalidConfigFound || line.IsUnavailable) {
      removed.push(item);
    } else if (line.UpdatedPrice !== item.ProductPrice) {
      prices[item.ItemId] = line.UpdatedPrice;
      updated.push({
        item: { ...item, ProductPrice: line.UpdatedPrice },
        previousPrice: item.ProductPrice,
      });
    }
  }
  cart.applyPriceCheck({ prices, names, remove: removed.map((item) => item.ItemId) });
  const priceUpdated = updated.length > 0;
  return {
    checked: true,
    changed: priceUpdated || removed.length > 0,
    priceUpdated,
    removed,
    updated,
    message: messageFor(priceUpdated, removed.length > 0, texts),
  };
}
