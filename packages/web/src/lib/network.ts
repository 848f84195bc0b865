import { useSyncExternalStore } from 'react';

/** navigator.onLine, updated by the online/offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (notify) => {
      addEventListener('online', notify);
      addEventListener('offline', notify);
      return () => {
        removeEventListener('online', notify);
        removeEventListener('offline', notify);
      };
    },
    () => navigator.onLine,
    () => true,
  );
}
