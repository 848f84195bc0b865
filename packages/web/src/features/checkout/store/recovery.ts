/**
 * Recovery: a fresh checkout after a finished order, and the cart without the lines the server refused.
 */
import { cartStoreReady } from '../../../state/cart';
import { calculateBill } from './bill';
import { currentFlow, dispatch } from './flow';
import { checkout } from './state';

/** Starts a fresh checkout after a placed, cancelled or cleared order (keeps the selected address). */
export function resetFinishedFlow(): void {
  const flow = currentFlow();
  if (flow.placedOrder || flow.orderCanceled || flow.clearOrder) dispatch({ type: 'reset' });
}

/**
 * Removes the lines the server reported unavailable (checkout refusal), then prices the rest again (a price
 * that changed too is applied and told once, by 'Product Updates Detected') and recalculates the bill.
 */
export async function removeUnavailable(
  products: readonly { ProductId: number; ConfigPriceIds: readonly number[] }[],
): Promise<void> {
  const module = await cartStoreReady();
  for (const product of products) {
    const ids = [...product.ConfigPriceIds].sort((a, b) => a - b).join(',');
    for (const item of module.store.getItems()) {
      const itemIds = Object.values(item.SelectedOptions)
        .map((option) => option.RowId)
        .sort((a, b) => a - b)
        .join(',');
      if (item.ProductId === product.ProductId && (ids === '' || itemIds === ids)) {
        module.store.remove(item.ItemId);
      }
    }
  }
  checkout.error = undefined;
  checkout.billError = undefined;
  await module.validatePrices();
  await calculateBill();
}
