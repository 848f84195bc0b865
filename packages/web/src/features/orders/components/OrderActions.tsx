/** The bill card and what the shopper can do with the order: pay again, order again, cancel, refunds. */
import { Link } from 'wouter';
import { Button } from '../../../components/Button';
import { crossFeature } from '../../../lib/crossFeature';
import type { OrderMoney } from '../../../lib/orderMoney';
import { messages } from '../../../messages/orders';
import { OrderBill } from './OrderBill';
import type { ShownOrder } from './shownOrder';

function RetryPaymentButton({ order }: { order: ShownOrder }) {
  if (!order.CanRetryPayment || !order.Payment) return null;
  const payment = order.Payment;
  return (
    <Button
      onClick={() =>
        void crossFeature.payOrder({
          OrderId: order.OrderId,
          OrderNumber: order.OrderNumber,
          Status: order.Status,
          PaymentStatus: order.PaymentStatus,
          Bill: { ...order.Bill },
          Payment: { ...payment },
        })
      }
    >
      {messages.orders.retryPayment}
    </Button>
  );
}

export function OrderActions({
  order,
  money,
  now,
  reordering,
  refundId,
  onOrderAgain,
  onCancel,
  onRequestRefund,
}: {
  order: ShownOrder;
  money: OrderMoney;
  now: number;
  reordering: boolean;
  /** The refund the shopper's cancellation made, linked once the order is cancelled. */
  refundId: number | null;
  onOrderAgain: () => void;
  onCancel: () => void;
  onRequestRefund: () => void;
}) {
  const cancellable =
    order.CanCancel && (!order.CancelDeadline || now < Date.parse(order.CancelDeadline));
  const refundable =
    order.PaymentStatus === 'Paid' && order.Status !== 'Cancelled' && money.Refundable > 0;
  return (
    <section className="card checkout-section">
      <h2 className="section-title">{messages.checkout.bill}</h2>
      <OrderBill order={order} money={money} />
      <div className="actions-row">
        <RetryPaymentButton order={order} />
        <Button variant="secondary" disabled={reordering} onClick={onOrderAgain}>
          {messages.orders.orderAgain}
        </Button>
        {cancellable ? (
          <Button variant="secondary" onClick={onCancel}>
            {messages.orders.cancel}
          </Button>
        ) : null}
        {order.Status === 'Cancelled' && refundId !== null ? (
          <Link href={`/refund/details/${refundId}`} className="btn btn-secondary btn-md">
            {messages.orders.viewRefund}
          </Link>
        ) : null}
        {refundable ? (
          <Button variant="ghost" onClick={onRequestRefund}>
            {messages.orders.requestRefund}
          </Button>
        ) : null}
        <Link href="/refund" className="btn btn-ghost btn-md">
          {messages.nav.refunds}
        </Link>
      </div>
    </section>
  );
}
