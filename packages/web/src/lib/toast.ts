/** Toasts: short notices in a corner, closing on their own after 5000 ms. */
import { proxy } from 'valtio';

export const TOAST_AUTO_CLOSE_MS = 5000;

export type ToastKind = 'info' | 'success' | 'error';

export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

export const toasts = proxy<{ items: Toast[] }>({ items: [] });

let nextId = 1;

export function dismissToast(id: number): void {
  const index = toasts.items.findIndex((toast) => toast.id === id);
  if (index >= 0) toasts.items.splice(index, 1);
}

export function toast(text: string, kind: ToastKind = 'info'): number {
  const id = nextId++;
  toasts.items.push({ id, kind, text });
  setTimeout(() => dismissToast(id), TOAST_AUTO_CLOSE_MS);
  return id;
}
