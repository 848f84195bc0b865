/**
 * The app-wide dialogs and notices (spec section 2): error, success, cart-added, install-app and the
 * service-worker update prompt. Features call the functions; the shell renders the state.
 */
import { proxy } from 'valtio';
import type { ErrorDescription } from './errors';

export const CART_ADDED_MS = 3000;

interface DialogsState {
  error: { open: boolean; title: string | undefined; description: string | undefined };
  success: { open: boolean; title: string | undefined; description: string | undefined };
  cartAdded: { open: boolean; productName: string; imageUrl: string | undefined; seq: number };
  install: { open: boolean };
  update: { open: boolean };
}

/** Mutate the nested objects in place (Object.assign): screens subscribe to them, not to `dialogs`. */
export const dialogs = proxy<DialogsState>({
  error: { open: false, title: undefined, description: undefined },
  success: { open: false, title: undefined, description: undefined },
  cartAdded: { open: false, productName: '', imageUrl: undefined, seq: 0 },
  install: { open: false },
  update: { open: false },
});

/** The error dialog: 'Following error occurred', the error's title and description ('No data Found' without one). */
export function showError(error?: Partial<Pick<ErrorDescription, 'title' | 'description'>>): void {
  Object.assign(dialogs.error, {
    open: true,
    title: error?.title,
    description: error?.description,
  });
}

export function closeError(): void {
  dialogs.error.open = false;
}

/** The success dialog: 'Success' / 'Operation success' unless the operation names itself. */
export function showSuccess(success?: { title?: string; description?: string }): void {
  Object.assign(dialogs.success, {
    open: true,
    title: success?.title,
    description: success?.description,
  });
}

export function closeSuccess(): void {
  dialogs.success.open = false;
}

let cartAddedTimer: ReturnType<typeof setTimeout> | undefined;

/** The cart-added notification, shown for 3 s (CART_ADDED_MS). */
export function showCartAdded(productName: string, imageUrl?: string): void {
  clearTimeout(cartAddedTimer);
  Object.assign(dialogs.cartAdded, {
    open: true,
    productName,
    imageUrl,
    seq: dialogs.cartAdded.seq + 1,
  });
  cartAddedTimer = setTimeout(() => {
    dialogs.cartAdded.open = false;
  }, CART_ADDED_MS);
}

export function closeCartAdded(): void {
  clearTimeout(cartAddedTimer);
  dialogs.cartAdded.open = false;
}

export function openInstall(): void {
  dialogs.install.open = true;
}

export function closeInstall(): void {
  dialogs.install.open = false;
}
