import { useEffect, useRef } from 'react';

/**
 * A new screen focuses its heading once its content is there, so a screen reader starts reading there and
 * Tab continues from it; an error focuses itself the same way when it appears.
 */
export function useFocusWhen<E extends HTMLElement>(ready: unknown) {
  const ref = useRef<E>(null);
  useEffect(() => {
    if (ready) ref.current?.focus();
  }, [ready]);
  return ref;
}
