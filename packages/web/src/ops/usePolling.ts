import { useCallback, useEffect, useRef, useState } from 'react';
import { describe } from './session';

/** How often the board and an open order are read again (each read is a 304 while nothing changed). */
export const POLL_MS = 4000;

/**
 * Reads with `load` now, whenever `key` changes and every POLL_MS while the tab is visible. A reply equal
 * to the last one keeps the same object, so nothing re-renders on a 304.
 */
export function usePolling<T>(key: string, load: () => Promise<T>) {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<{ title: string; description: string }>();
  const [updatedAt, setUpdatedAt] = useState<Date>();
  const last = useRef('');
  const loadRef = useRef(load);
  loadRef.current = load;

  const refresh = useCallback(async () => {
    try {
      const reply = await loadRef.current();
      const text = JSON.stringify(reply);
      if (text !== last.current) {
        last.current = text;
        setData(reply);
      }
      setError(undefined);
      setUpdatedAt(new Date());
    } catch (failure) {
      setError(describe(failure));
    }
  }, []);

  useEffect(() => {
    last.current = '';
    setData(undefined);
    void refresh();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void refresh();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [key, refresh]);

  return { data, error, updatedAt, refresh };
}
