import { useSyncExternalStore } from 'react';

/** Whether a media query matches now, re-rendering when that changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      if (typeof matchMedia !== 'function') return () => undefined;
      const list = matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => (typeof matchMedia === 'function' ? matchMedia(query).matches : false),
    () => false,
  );
}

/** Desktop layout from this width up; below it the mobile header and bottom bar. */
export const DESKTOP_QUERY = '(min-width: 900px)';
