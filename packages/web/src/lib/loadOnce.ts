/**
 * A load (a code chunk, a module's set-up) done once and shared by every caller, except when it fails: a
 * failed load is forgotten, so the next use tries again instead of failing until the page is reloaded (one
 * network blip would otherwise break every later call).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
