/** The 'Product Updates Detected' dialog state, opened 2 s after a price check changed the cart. */
import { proxy } from 'valtio';

export const PRICE_NOTICE_DELAY_MS = 2000;

export const priceNotice = proxy({ open: false, title: '', description: '' });

export function closePriceNotice(): void {
  priceNotice.open = false;
}
