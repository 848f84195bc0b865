/** The history's reads: its first page, again once back online after a failure, and quietly while open. */
import { useEffect } from 'react';
import { orderData } from '../../../state/orderData';
import { useOnBackOnline } from '../../../state/reads';
import { loadOrderHistory, refreshOrderHistory } from '../store/orders';

/** How often the open history reads its first page again. */
const HISTORY_LIVE_EVERY_MS = 15_000;

export function useOrderHistoryLive(): void {
  useEffect(() => {
    void loadOrderHistory(1);
  }, []);
  // Back online after a failed read: the list is read again (what it showed may be old).
  useOnBackOnline(() => {
    if (orderData.state.historyRead.error) void loadOrderHistory(1);
  });
  // The badges follow the store's moves while the list is open (see refreshOrderHistory).
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void refreshOrderHistory();
    }, HISTORY_LIVE_EVERY_MS);
    return () => clearInterval(timer);
  }, []);
}
