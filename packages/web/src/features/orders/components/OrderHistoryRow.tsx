/** One order in the history: its number (linked), status, items, when placed, its money and window. */
import { Link } from 'wouter';
import type { Snapshot } from 'valtio';
import type { ReplyOf } from '@storefront/sdk';
import { formatDateTime, formatWindow } from '../../../lib/dateTime';
import { formatPaise } from '../../../lib/money';
import { moneyStanding, type OrderMoneySource } from '../../../lib/orderMoney';
import { messages } from '../../../messages/orders';

type HistoryOrder = Snapshot<ReplyOf<'orderHistory'>['Orders'][number]>;

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

export function OrderHistoryRow({ order }: { order: HistoryOrder }) {
  return (
    <li className="card list-card" data-testid="order-row">
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
            formatWindow(order.DeliveryWindow.Start, order.DeliveryWindow.End, messages.orders),
          )}
        </span>
      ) : null}
    </li>
  );
}
