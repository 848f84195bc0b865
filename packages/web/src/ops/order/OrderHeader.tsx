import type { OpsOrderDetails } from '@storefront/sdk/ops';
import type { Ref } from 'react';
import { formatWindow } from '../../lib/dateTime';
import { formatPaise } from '../../lib/money';
import { moneyOf } from '../../lib/orderMoney';
import { messages } from '../messages';

const t = messages.order;

/** The order's money, from its ledger: Due is what the rider collects at the door. */
function MoneyFacts({ order }: { order: OpsOrderDetails }) {
  const money = moneyOf(order);
  return (
    <>
      <dt>{t.total}</dt>
      <dd>
        {formatPaise(order.Total)} · {messages.payment[order.PaymentStatus]}
      </dd>
      {order.WalletUsed > 0 ? (
        <>
          <dt>{t.walletUsed}</dt>
          <dd>{formatPaise(order.WalletUsed)}</dd>
        </>
      ) : null}
      {money.Credited > 0 ? (
        <>
          <dt>{t.credited}</dt>
          <dd data-testid="ops-credited">{formatPaise(money.Credited)}</dd>
        </>
      ) : null}
      <dt>{t.paid}</dt>
      <dd data-testid="ops-paid">{formatPaise(money.Paid)}</dd>
      {money.Refunded > 0 ? (
        <>
          <dt>{t.refundedTotal}</dt>
          <dd data-testid="ops-refunded">{formatPaise(money.Refunded)}</dd>
        </>
      ) : null}
      {money.Refundable > 0 ? (
        <>
          <dt>{t.refundable}</dt>
          <dd data-testid="ops-refundable">{formatPaise(money.Refundable)}</dd>
        </>
      ) : null}
      {order.PaymentStatus === 'DueOnDelivery' ? (
        <>
          <dt>{t.toCollect}</dt>
          <dd data-testid="ops-to-collect">{formatPaise(money.Due)}</dd>
        </>
      ) : money.Due > 0 ? (
        <>
          <dt>{t.due}</dt>
          <dd data-testid="ops-due">{formatPaise(money.Due)}</dd>
        </>
      ) : null}
    </>
  );
}

/**
 * The order's heading, status and announcements, and its facts: the customer, the delivery, its money.
 */
export function OrderHeader({
  order,
  notice,
  headingRef,
}: {
  order: OpsOrderDetails;
  notice: string | undefined;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  return (
    <>
      <h1 ref={headingRef} tabIndex={-1}>
        {t.heading(order.OrderNumber)}
      </h1>
      <p className="ops-status" data-testid="ops-order-status">
        {messages.status[order.Status]}
      </p>
      <p className="ops-live" role="status">
        {notice}
      </p>
      <dl className="ops-facts">
        <dt>{t.customer}</dt>
        <dd translate="no">
          {order.Address.fullName}, {order.Address.addressLine1}
          {order.Address.addressLine2 ? `, ${order.Address.addressLine2}` : ''},{' '}
          {order.Address.city} {order.Address.postalCode} ·{' '}
          <a href={`tel:${order.Address.phoneNumber}`}>{order.Address.phoneNumber}</a>
        </dd>
        <dt>{t.method}</dt>
        <dd>{order.DeliveryMethodName}</dd>
        {order.Slot ? (
          <>
            <dt>{t.slot}</dt>
            <dd>
              {formatWindow(order.Slot.StartsAt, order.Slot.EndsAt, {
                today: messages.today,
                tomorrow: messages.tomorrow,
              })}
            </dd>
          </>
        ) : null}
        <MoneyFacts order={order} />
      </dl>
    </>
  );
}
