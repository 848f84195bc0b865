/** The order's smaller cards: where it goes, rating what was received, and its timeline. */
import { lazy, Suspense } from 'react';
import { formatAddress } from '../../../components/AddressCard';
import { Spinner } from '../../../components/Spinner';
import { formatDateTime } from '../../../lib/dateTime';
import { messages as checkoutMessages } from '../../../messages/checkout';
import { messages } from '../../../messages/orders';
import type { ShownOrder } from './shownOrder';

/** Only a delivered order is rated: its code (and the reviews' texts and styles) loads when one is shown. */
const ReviewPanel = lazy(() =>
  import('../../../components/ReviewPanel').then((module) => ({ default: module.ReviewPanel })),
);

export function DeliverToSection({ order }: { order: ShownOrder }) {
  return (
    <section className="card checkout-section">
      <h2 className="section-title">{messages.orders.deliverTo}</h2>
      <p>
        {order.Address.fullName}, {formatAddress(order.Address)}
      </p>
      <p className="muted small">
        {messages.orders.delivery}: {order.DeliveryMethod} · {messages.orders.payment}:{' '}
        {order.PaymentMethod}
        {order.CouponCode ? ` · ${messages.orders.coupon(order.CouponCode)}` : ''}
      </p>
      <InstructionsNote order={order} />
    </section>
  );
}

/** How the shopper asked the order to be handed over (issue 29), as the packer and the rider read it. */
function InstructionsNote({ order }: { order: ShownOrder }) {
  const instructions = order.DeliveryInstructions;
  if (!instructions) return null;
  const said = [
    ...instructions.Choices.map((choice) => checkoutMessages.deliveryChoice[choice]),
    ...(instructions.Note ? [`“${instructions.Note}”`] : []),
  ];
  return (
    <p className="small" data-testid="delivery-instructions">
      <strong>{checkoutMessages.deliveryInstructions.title}:</strong> {said.join(' · ')}
    </p>
  );
}

/**
 * Only what the shopper received is rated: a line out of stock or refunded whole is not (Received, from the
 * server, which refuses a review of anything else). Nothing received, no card.
 */
export function RateItemsSection({ order }: { order: ShownOrder }) {
  const received = order.Items.filter((item) => item.Received);
  if (received.length === 0) return null;
  // One panel a product, however many lines (options) it had.
  const products = [...new Map(received.map((item) => [item.ProductId, item])).values()];
  return (
    <section className="card checkout-section" aria-labelledby="rate-items">
      <h2 className="section-title" id="rate-items">
        {messages.orders.rateItems}
      </h2>
      {products.map((item) => (
        <div key={item.ProductId} className="rate-item">
          <strong>{item.ProductName}</strong>
          <Suspense fallback={<Spinner />}>
            <ReviewPanel productId={item.ProductId} productName={item.ProductName} />
          </Suspense>
        </div>
      ))}
    </section>
  );
}

export function TimelineSection({ order }: { order: ShownOrder }) {
  if (order.Timeline.length === 0) return null;
  return (
    <section className="card checkout-section">
      <h2 className="section-title">{messages.orders.timeline}</h2>
      <ol className="plain-list">
        {order.Timeline.map((event) => (
          <li key={`${event.Status}-${event.At}`}>
            <strong>{messages.orders.event(event.Status)}</strong> ·{' '}
            <span className="muted small">{formatDateTime(event.At)}</span>
            {event.Note ? <div className="small">{event.Note}</div> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
