/**
 * Persists one valtio proxy in localStorage (spec section 3: only the order-process slice, key 'primary').
 * Writes are debounced and flushed when the page is hidden; the stored value is read back synchronously
 * on start-up, so PERSIST_TIMEOUT_MS (5000 ms) bounds nothing here but is kept as the spec's constant.
 */
import { subscribe, snapshot } from 'valtio';

export const PERSIST_TIMEOUT_MS = 5000;
const WRITE_DEBOUNCE_MS = 100;

export function readPersisted<T extends object>(key: string): Partial<T> | undefined {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return undefined;
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Partial<T>) : undefined;
  } catch {
    return undefined;
  }
}

/** Restores `keys` of `target` from storage, then keeps writing them on change. Returns a stop function. */
export function persist<T extends object>(
  key: string,
  target: T,
  keys: readonly (keyof T)[],
): () => void {
  const stored = readPersisted<T>(key);
  if (stored) {
    for (const name of keys) {
      if (name in stored) (target as Record<keyof T, unknown>)[name] = stored[name];
    }
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = () => {
    clearTimeout(timer);
    timer = undefined;
    const current = snapshot(target) as T;
    const picked = Object.fromEntries(keys.map((name) => [name, current[name]]));
    try {
      localStorage.setItem(key, JSON.stringify(picked));
    } catch {
      // Storage full or blocked: the state still works in memory.
    }
  };
  const unsubscribe = subscribe(target, () => {
    clearTimeout(timer);
    timer = setTimeout(write, WRITE_DEBOUNCE_MS);
  });
  const flush = () => {
    if (timer !== undefined) write();
  };
  addEventListener('pagehide', flush);
  return () => {
    flush();
    unsubscribe();
    removeEventListener('pagehide', flush);
  };
}
