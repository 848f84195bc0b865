/** The order's first card: its number and status, when it was placed and comes, the free-cancellation
 * countdown, and its lines with what was weighed and packed of each. */
import type { ReactNode } from 'react';
import { formatClock, formatDateTime, formatWindow } from '../../../lib/dateTime';
import { formatPaise } from '../../../lib/money';
import { deductedMessages, messages, substitutionMessages } from '../../../messages/orders';
import type { ShownOrder, ShownOrderLine } from './shownOrder';

const grams = new Intl.NumberFormat('en-IN', { style: 'unit', unit: 'gram' });
const kilograms = new Intl.NumberFormat('en-IN', {
  style: 'unit',
  unit: 'kilogram',
  maximumFractionDigits: 3,
});
/** 470 → '470 g', 1250 → '1.25 kg'. */
const formatWeight = (g: number) => (g < 1000 ? grams.format(g) : kilograms.format(g / 1000));

/**
 * What was packed of a line: 'Packed 470 g · 6 pieces' for a weighed line; 'Packed 2 pieces' for one sold
 * by the piece (no ordered grams, e.g. eggs), which is counted and never shows grams.
 */
function packedParts(line: ShownOrderLine): string[] {
  if (line.Short) return [messages.orders.outOfStock];
  if (line.Replacement) return [substitutionMessages.replacedWith(line.Replacement.ProductName)];
  const pieces = line.PackedPieces != null ? messages.orders.pieces(line.PackedPieces) : null;
  if (line.OrderedGrams == null) return pieces ? [messages.orders.packed(pieces)] : [];
  const grams =
    line.PackedGrams != null ? messages.orders.packed(formatWeight(line.PackedGrams)) : null;
  return [grams, pieces].filter((part): part is string => part !== null);
}

/** 'Ordered 500 g · Packed 470 g · 6 pieces · ₹12 back to your wallet', as far as it is known. */
/** `offAmountToPay`: the order's credits lowered its amount to pay on delivery rather than going to the wallet. */
function weightNote(line: ShownOrderLine, offAmountToPay: boolean): string | null {
  const parts: string[] = [];
  // Asked at checkout, until packing settles it.
  if (
    line.IfShort === 'Replace' &&
    line.PackedGrams == null &&
    line.PackedPieces == null &&
    !line.Short
  )
    parts.push(substitutionMessages.willReplace);
  if (line.OrderedGrams != null)
    parts.push(messages.orders.ordered(formatWeight(line.OrderedGrams)));
  parts.push(...packedParts(line));
  if (line.WeightCredit)
    parts.push(
      offAmountToPay
        ? deductedMessages.offAmountToPay(formatPaise(line.WeightCredit))
        : messages.orders.backToWallet(formatPaise(line.WeightCredit)),
    );
  return parts.length > 0 ? parts.join(' · ') : null;
}

function OrderLineItem({
  line,
  offAmountToPay,
}: {
  line: ShownOrderLine;
  offAmountToPay: boolean;
}) {
  const weight = weightNote(line, offAmountToPay);
  const options = Object.values(line.SelectedOptions);
  return (
    <li data-testid="order-line">
      <div className="list-card-head">
        <span>
          {line.ProductName}
          {options.length > 0
            ? ` (${options.map((option) => option.Label).join(', ')})`
            : ''} × {line.Qty}
        </span>
        <span>{formatPaise(line.LineTotal)}</span>
      </div>
      {weight ? (
        <div className="muted small" data-testid="line-weight">
          {weight}
        </div>
      ) : null}
    </li>
  );
}

/** 'Free cancellation until 6:40 pm · 12 min left', while the order may still be cancelled for free. */
function CancelDeadline({ deadline, now }: { deadline: string; now: number }) {
  return (
    <span data-testid="cancel-deadline">
      {messages.orders.freeCancellationUntil(formatClock(deadline))} ·{' '}
      <span className="muted">
        {messages.orders.minutesLeft(Math.floor((Date.parse(deadline) - now) / 60_000))}
      </span>
    </span>
  );
}

export function OrderSummary({
  order,
  now,
  windowAction,
}: {
  order: ShownOrder;
  now: number;
  /** Shown under the delivery window: changing the slot. */
  windowAction?: ReactNode;
}) {
  // Taken off the amount to pay on delivery (weight credits first, at packing; then line refunds): a line's
  // credit then says so rather than 'back to your wallet'.
  const offAmountToPay = (order.DeductedFromPayable ?? 0) > 0;
  return (
    <section className="card checkout-section">
      <div className="list-card-head">
        <strong>{messages.checkout.orderNumber(order.OrderNumber)}</strong>
        <span className="status-pill" data-testid="order-status">
          {messages.orders.status[order.Status]}
        </span>
      </div>
      <span className="muted small">
        {messages.orders.placedOn(formatDateTime(order.CreatedAt))} ·{' '}
        {messages.orders.paymentStatus[order.PaymentStatus]}
      </span>
      {order.DeliveryWindow ? (
        <strong data-testid="delivery-window">
          {messages.orders.deliveryWindow(
            formatWindow(order.DeliveryWindow.Start, order.DeliveryWindow.End, messages.orders),
          )}
        </strong>
      ) : null}
      {windowAction}
      {order.CanCancel && order.CancelDeadline && now < Date.parse(order.CancelDeadline) ? (
        <CancelDeadline deadline={order.CancelDeadline} now={now} />
      ) : null}
      <ul className="plain-list">
        {order.Items.map((line) => (
          <OrderLineItem
            key={`${line.ProductId}-${Object.values(line.SelectedOptions)
              .map((o) => o.RowId)
              .join('-')}`}
            line={line}
            offAmountToPay={offAmountToPay}
          />
        ))}
      </ul>
    </section>
  );
}
