/** /order/history: the shopper's orders, paged by pageNo ("Load more" appends the next page). */
import { useSnapshot } from 'valtio';
import { Button } from '../../../components/Button';
import { Page } from '../../../components/Page';
import { RequireSignIn } from '../../../components/RequireSignIn';
import { Spinner } from '../../../components/Spinner';
import { messages } from '../../../messages/orders';
import { orderData } from '../../../state/orderData';
import { loadOrderHistory } from '../store/orders';
import { isSignedIn } from '../../../lib/session';
import '../../../styles/screens.css';
import { EmptyState } from '../../../components/EmptyState';
import { LoadFailed, StaleNote } from '../../../components/LoadFailed';
import { OrderHistoryRow } from '../components/OrderHistoryRow';
import { useOrderHistoryLive } from '../components/useOrderHistoryLive';

function History() {
  const {
    orderHistoryData,
    pageNoOfFetchedOrder,
    totalOrderPages,
    countTotalOrders,
    loading,
    historyRead,
  } = useSnapshot(orderData.state);
  useOrderHistoryLive();
  if (pageNoOfFetchedOrder === 0) {
    // Never read: a failure says so with a retry (never '0 orders').
    if (historyRead.error && !historyRead.busy) {
      return (
        <LoadFailed
          error={historyRead.error}
          offline={messages.stale}
          onRetry={() => void loadOrderHistory(1)}
        />
      );
    }
    return <Spinner />;
  }
  const stale = (
    <StaleNote read={historyRead} texts={messages.stale} onRetry={() => void loadOrderHistory(1)} />
  );
  if (orderHistoryData.length === 0) {
    return (
      <>
        {stale}
        <EmptyState
          text={messages.orders.none}
          link={{ href: '/categories', label: messages.cartPage.startShopping }}
        />
      </>
    );
  }
  return (
    <div className="form">
      {stale}
      <p className="muted small">
        {messages.orders.count(orderHistoryData.length, countTotalOrders)}
      </p>
      <ul className="plain-list">
        {orderHistoryData.map((order) => (
          <OrderHistoryRow key={order.OrderId} order={order} />
        ))}
      </ul>
      {pageNoOfFetchedOrder < totalOrderPages ? (
        <Button
          variant="secondary"
          disabled={loading}
          onClick={() => void loadOrderHistory(pageNoOfFetchedOrder + 1)}
        >
          {messages.common.loadMore}
        </Button>
      ) : null}
    </div>
  );
}

/** The first page of a visit: its read starts before it renders (app/routes.ts). */
export function preload(): Promise<void> | undefined {
  return isSignedIn() ? loadOrderHistory.early(1) : undefined;
}

export default function OrderHistoryPage() {
  return (
    <Page title={messages.pages.orderHistory}>
      <RequireSignIn>
        <History />
      </RequireSignIn>
    </Page>
  );
}
