/**
 * Calls onReach when the sentinel element scrolls into view (IntersectionObserver), while enabled. The
 * observer is renewed whenever `progressKey` changes (e.g. the number of items), so a sentinel that is
 * still visible after a page arrived asks for the next one.
 */
import { useEffect, useRef } from 'react';

export function useInfiniteScroll(onReach: () => void, enabled: boolean, progressKey: unknown) {
  const sentinel = useRef<HTMLDivElement>(null);
  const callback = useRef(onReach);
  callback.current = onReach;
  useEffect(() => {
    const node = sentinel.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, progressKey]);
  return sentinel;
}
