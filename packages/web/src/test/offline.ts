/**
 * The device offline and back, for component tests: navigator.onLine false and the API unreachable (its
 * requests refused, as with no network), with the window's offline and online events.
 */
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { apiTarget } from './apiServer';

/** A port nothing listens on: every request is refused. */
const UNREACHABLE = 'http://127.0.0.1:9';

export function goOffline(): { backOnline: () => void } {
  const reachable = apiTarget.origin;
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  apiTarget.origin = UNREACHABLE;
  act(() => {
    dispatchEvent(new Event('offline'));
  });
  return {
    backOnline: () => {
      apiTarget.origin = reachable;
      onLine.mockReturnValue(true);
      act(() => {
        dispatchEvent(new Event('online'));
      });
    },
  };
}
