/**
 * The SDK cart store behind the cart mirror (lazy chunk: it brings zod). Reads localStorage once, reports a
 * discarded store ('Your cart is reset'), follows maxAllowedQtyPerProduct from the product configs and
 * other tabs' changes, and runs the server price check (spec section 4), which also names the lines in the
 * shopper's language now.
 */
import { createCartStore, validateCartPrices, type CartState } from '@storefront/sdk';
import { subscribe } from 'valtio';
import { getApi } from '../lib/api';
import { describeFailure } from '../lib/errors';
import { showError } from '../lib/dialogs';
import { toast } from '../lib/toast';
import { general, maxQtyPerProduct } from './general';
import { onLocaleChange } from './locale';
import { orderData } from './orderData';
import { cart, CART_STORAGE_KEY, type AddInput, type AddResult, type CartLine } from './cartView';
import { priceNotice, PRICE_NOTICE_DELAY_MS } from './priceNotice';

export const store = createCartStore(localStorage, {
  key: CART_STORAGE_KEY,
  maxQty: maxQtyPerProduct(general.state.productConfigs),
});

function mirror(state: CartState): void {
  cart.items = state.items.map((item) => ({ ...item })) as CartLine[];
  cart.subtotal = state.totals.subtotal;
  cart.priceChecked = state.priceChecked;
}

mirror(store.getState());
cart.ready = true;
store.subscribe(mirror);

const reset = store.consumeResetNotice();
if (reset) toast(reset.message, 'error');

subscribe(general.state, () => {
  store.setMaxQty(maxQtyPerProduct(general.state.productConfigs));
});

// The next check brings the lines' names in the new language (a cart shows lines by product).
onLocaleChange(() => store.recheck());

addEventListener('storage', (event: StorageEvent) => {
  if (event.key === CART_STORAGE_KEY) store.reload();
});

export function addLine(input: AddInput): AddResult {
  const result = store.add({
    ProductId: input.ProductId,
    ProductName: input.ProductName,
    ProductPrice: input.ProductPrice,
    Qty: input.Qty,
    SelectedOptions: input.SelectedOptions,
    ...(input.ImageUrl ? { ImageUrl: input.ImageUrl } : {}),
    ...(input.Slug ? { Slug: input.Slug } : {}),
  });
  if (result.ok) return { ok: true };
  if (result.reason === 'duplicate' || result.reason === 'product-max')
    return { ok: false, reason: result.reason };
  return { ok: false, reason: 'zero-quantity' };
}

let noticeTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Price validation: when the cart is not empty and not yet checked, the server re-prices it; changed prices
 * are applied and invalid or unavailable lines removed, and after 2 s the 'Product Updates Detected' dialog
 * says which. Resolves true when something changed.
 */
export async function validatePrices(): Promise<boolean> {
  try {
    const api = await getApi();
    const result = await validateCartPrices(api, store);
    if (!result.changed || !result.message) return false;
    orderData.state.isProductPriceUpdated = true;
    const message = result.message;
    clearTimeout(noticeTimer);
    noticeTimer = setTimeout(() => {
      priceNotice.open = true;
      priceNotice.title = message.title;
      priceNotice.description = message.description;
    }, PRICE_NOTICE_DELAY_MS);
    return true;
  } catch (error) {
    showError(await describeFailure(error));
    return false;
  }
}
