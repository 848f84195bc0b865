/** On every route change: report a page view, scroll to the top and run the top progress bar. */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { afterFirstPage } from '../../lib/tasks';

export function RouteEffects() {
  const [location] = useLocation();
  const first = useRef(true);
  useLayoutEffect(() => {
    // A fresh load starts at the top anyway (and a reload keeps the browser's own position).
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
  }, [location]);
  useEffect(() => {
    // Analytics is not needed for the first paint: its module loads with the first page view, once the first
    // page has its data (later views follow in order).
    afterFirstPage(
      () =>
        void import('../../lib/analytics').then((analytics) => analytics.trackPageView(location)),
    );
  }, [location]);
  return null;
}
