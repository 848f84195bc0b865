/** /order/history: the shopper's orders, paged by pageNo ("Load more" appends the next page). */
import { useEffect } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { Button } from '../../../components/Button';
import { Page } from '../../../components/Page';
import { RequireSignIn } from '../../../components/RequireSignIn';
import { Spinner } from '../../../components/Spinner';
import { formatPaise } from '../../../lib/money';
import { moneyStanding, type OrderMoneySource } from '../../../lib/orderMoney';
import { messages } from '../../../messages/orders';
import { orderData } from '../../../state/orderData';
import { loadOrderHistory, refreshOrderHistory } from '../store/orders';
import { isSignedIn } from '../../../lib/session';
import { formatDateTime, formatWindow } from '../../../lib/dateTime';
import '../../../styles/screens.css';
import { EmptyState } from '../../../components/EmptyState';
import { LoadFailed, StaleNote } from '../../../components/LoadFailed';
import { useOnBackOnline } from '../../../state/reads';

/**
 * Where the order's money stands, in the card's words: what is still to pay; else what was paid (and what
 * of it went back); else that it all went back; else its total and payment status.
 */
function moneyLine(order: OrderMoneySource): string {
  const standing = moneyStanding(order);
  switch (standing.kind) {
    case 'due':
      return standing.onDelivery
        ? messages.orders.toPayOnDelivery(formatPaise(standing.amount))
        : messages.orders.toPayAmount(formatPaise(standing.amount));
    case 'paid':
      return standing.refunded > 0
        ? messages.orders.paidAndRefunded(
            formatPaise(standing.paid),
            formatPaise(standing.refunded),
          )
        : messages.orders.paidAmount(formatPaise(standing.paid));
    case 'refunded':
      return messages.orders.refundedAmount(formatPaise(standing.refunded));
    case 'none':
      return `${formatPaise(standing.total)} · ${messages.orders.paymentStatus[order.PaymentStatus]}`;
  }
}

/** How often the open history reads its first page again. */
const HISTORY_LIVE_EVERY_MS = 15_000;

function History() {
  const {
    orderHistoryData,
    pageNoOfFetchedOrder,
    totalOrderPages,
    countTotalOrders,
    loading,
    historyRead,
  } = useSnapshot(orderData.state);
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
          <li key={order.OrderId} className="card list-card" data-testid="order-row">
            <div className="list-card-head">
              <Link href={`/order/details/${order.OrderId}`}>
                <strong>{messages.checkout.orderNumber(order.OrderNumber)}</strong>
              </Link>
              <span className="status-pill" data-testid="order-row-status">
                {messages.orders.status[order.Status]}
              </span>
            </div>
            <span>{messages.orders.items(order.ItemCount, order.FirstItemName)}</span>
            <span className="muted small">
              {messages.orders.placedOn(formatDateTime(order.CreatedAt))} ·{' '}
              <span data-testid="order-row-money">{moneyLine(order)}</span>
            </span>
            {order.DeliveryWindow ? (
              <span className="small">
                {messages.orders.deliveryWindow(
                  formatWindow(
                    order.DeliveryWindow.Start,
                    order.DeliveryWindow.End,
                    messages.orders,
                  ),
                )}
              </span>
            ) : null}
          </li>
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
