/** The details page's reads: the first one, a live poll while it is open, and again once back online. */
import { useCallback, useEffect, useState } from 'react';
import { orderData } from '../../../state/orderData';
import { useOnBackOnline } from '../../../state/reads';
import { loadOrderDetails, refreshOrderDetails } from '../store/orders';

/** How often an open order is read again (a 304 while nothing changed, see refreshOrderDetails). */
const LIVE_EVERY_MS = 10_000;

/** The time now, again every 30 s: the free-cancellation countdown and the cancel button follow it. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** Runs `poll` every `everyMs` while the page is visible, and at once when it becomes visible again. */
function usePolling(poll: () => void, everyMs: number): void {
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') poll();
    }, everyMs);
    const onVisible = () => {
      if (document.visibilityState === 'visible') poll();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [poll, everyMs]);
}

export function useOrderDetailsLive(orderId: number): void {
  useEffect(() => {
    void loadOrderDetails(orderId);
  }, [orderId]);
  // Live while open: staff confirm, pack and send it out, and the page follows without a reload.
  const poll = useCallback(() => void refreshOrderDetails(orderId), [orderId]);
  usePolling(poll, LIVE_EVERY_MS);
  useOnBackOnline(() => {
    if (orderData.state.detailsRead.error) void loadOrderDetails(orderId);
  });
}
