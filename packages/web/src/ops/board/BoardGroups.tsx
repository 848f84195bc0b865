/** The board's orders by status (in the lifecycle's order), then by delivery slot (earliest first). */
import { ORDER_STATUSES, type OrderStatus } from '@storefront/sdk/core';
import type { OpsOrderSummary } from '@storefront/sdk/ops';
import { Link } from 'wouter';
import { formatClock, formatWindow } from '../../lib/dateTime';
import { formatPaise } from '../../lib/money';
import { messages } from '../messages';

interface SlotGroup {
  label: string;
  start: string;
  orders: OpsOrderSummary[];
}

interface StatusGroup {
  status: OrderStatus;
  count: number;
  slots: SlotGroup[];
}

function slotLabel(order: OpsOrderSummary): string {
  return order.Slot
    ? formatWindow(order.Slot.StartsAt, order.Slot.EndsAt, {
        today: messages.today,
        tomorrow: messages.tomorrow,
      })
    : messages.board.noSlot;
}

function grouped(orders: OpsOrderSummary[]): StatusGroup[] {
  return ORDER_STATUSES.map((status) => {
    const ofStatus = orders.filter((order) => order.Status === status);
    const slots = new Map<string, SlotGroup>();
    for (const order of ofStatus) {
      const key = order.Slot?.SlotId ?? '';
      const slot = slots.get(key) ?? {
        label: slotLabel(order),
        start: order.Slot?.StartsAt ?? '9999',
        orders: [],
      };
      slot.orders.push(order);
      slots.set(key, slot);
    }
    return {
      status,
      count: ofStatus.length,
      slots: [...slots.values()].sort((a, b) => a.start.localeCompare(b.start)),
    };
  }).filter((group) => group.count > 0);
}

/** Express and pay-on-delivery, when the order is either. */
function OrderBadges({ order }: { order: OpsOrderSummary }) {
  if (!order.Express && !order.PayOnDelivery) return null;
  return (
    <span className="ops-badges" data-testid="order-badges">
      {order.Express ? <span className="ops-badge">{messages.board.express}</span> : null}
      {order.PayOnDelivery ? (
        <span className="ops-badge">
          {order.PaymentStatus === 'DueOnDelivery'
            ? messages.board.payOnDeliveryDue
            : messages.board.payOnDelivery}
        </span>
      ) : null}
    </span>
  );
}

function OrderCard({ order }: { order: OpsOrderSummary }) {
  return (
    <li>
      <Link href={`/order/${order.OrderId}`} className="ops-order-card">
        <strong translate="no">{order.OrderNumber}</strong>
        <span translate="no">
          {order.CustomerName} · {order.PostalCode}
        </span>
        {order.HubName ? (
          <span className="muted small">{messages.board.fromHub(order.HubName)}</span>
        ) : null}
        <span className="muted small">
          {messages.board.items(order.ItemCount)} · {formatPaise(order.Total)} ·{' '}
          {formatClock(order.CreatedAt)}
        </span>
        <OrderBadges order={order} />
        {order.RefundRequested ? (
          <span className="ops-credit">{messages.board.refundRequested}</span>
        ) : null}
      </Link>
    </li>
  );
}

function StatusSection({ group }: { group: StatusGroup }) {
  return (
    <section
      className="ops-group"
      aria-labelledby={`group-${group.status}`}
      data-testid={`group-${group.status}`}
    >
      <h2 id={`group-${group.status}`}>
        {messages.status[group.status]}{' '}
        <span className="muted small">({messages.board.count(group.count)})</span>
      </h2>
      {group.slots.map((slot) => (
        <div key={slot.label} className="ops-slot">
          <h3 className="small">{slot.label}</h3>
          <ul className="ops-orders">
            {slot.orders.map((order) => (
              <OrderCard key={order.OrderId} order={order} />
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

export function BoardGroups({ orders }: { orders: OpsOrderSummary[] }) {
  return (
    <>
      {grouped(orders).map((group) => (
        <StatusSection key={group.status} group={group} />
      ))}
    </>
  );
}
