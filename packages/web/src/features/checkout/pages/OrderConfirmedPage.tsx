/** /order/confirmed/: the order just placed (from the persisted order process), with a link to its details. */
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { Icon } from '../../../components/Icon';
import { Page } from '../../../components/Page';
import { RequireSignIn } from '../../../components/RequireSignIn';
import { formatWindow } from '../../../lib/dateTime';
import { formatPaise } from '../../../lib/money';
import { messages } from '../../../messages/checkout';
import { orderProcess } from '../../../state/orderProcess';
import '../../../styles/screens.css';
import { EmptyState } from '../../../components/EmptyState';

export default function OrderConfirmedPage() {
  const { placedOrder, orderData } = useSnapshot(orderProcess.state);
  return (
    <Page title={messages.pages.orderConfirmed}>
      <RequireSignIn>
        {placedOrder && orderData ? (
          <div className="card auth-card" data-testid="order-confirmed">
            <Icon name="shield" size={40} />
            <h2 className="section-title">{messages.confirmed.title}</h2>
            <p data-testid="order-number">{messages.confirmed.number(orderData.OrderNumber)}</p>
            <p data-testid="order-amount">
              {orderData.PaymentStatus === 'DueOnDelivery'
                ? messages.confirmed.toPayOnDelivery(formatPaise(orderData.Bill.AmountPayable))
                : messages.confirmed.paid(formatPaise(orderData.Bill.Total))}
            </p>
            {orderData.DeliveryWindow ? (
              <p data-testid="delivery-window">
                {messages.checkout.deliveryWindow(
                  formatWindow(
                    orderData.DeliveryWindow.Start,
                    orderData.DeliveryWindow.End,
                    messages.checkout,
                  ),
                )}
              </p>
            ) : null}
            <div className="actions-row">
              <Link href={`/order/details/${orderData.OrderId}`} className="btn btn-primary btn-md">
                {messages.confirmed.viewOrder}
              </Link>
              <Link href="/" className="btn btn-secondary btn-md">
                {messages.confirmed.continueShopping}
              </Link>
            </div>
          </div>
        ) : (
          <EmptyState
            text={messages.confirmed.nothing}
            link={{ href: '/order/history', label: messages.nav.orders, variant: 'secondary' }}
          />
        )}
      </RequireSignIn>
    </Page>
  );
}
