import { ORDER_STATUSES, type OrderStatus } from '@storefront/sdk/core';
import type { OpsOrderSummary } from '@storefront/sdk/ops';
import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '../components/Button';
import { formatClock, formatWindow } from '../lib/dateTime';
import { formatPaise } from '../lib/money';
import { messages } from './messages';
import { Pager } from './Pager';
import { ops } from './session';
import { usePolling } from './usePolling';

const words = { today: 'Today', tomorrow: 'Tomorrow' };

function slotLabel(order: OpsOrderSummary): string {
  return order.Slot
    ? formatWindow(order.Slot.StartsAt, order.Slot.EndsAt, words)
    : messages.board.noSlot;
}

/** The board's orders by status (in the lifecycle's order), then by delivery slot (earliest first). */
function grouped(orders: OpsOrderSummary[]) {
  return ORDER_STATUSES.map((status) => {
    const ofStatus = orders.filter((order) => order.Status === status);
    const slots = new Map<string, { label: string; start: string; orders: OpsOrderSummary[] }>();
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

export function Board() {
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [date, setDate] = useState('');
  const [area, setArea] = useState('');
  const [refundRequested, setRefundRequested] = useState(false);
  const [pageNo, setPageNo] = useState(1);
  // A pincode or its first digits; anything else is not sent (the field says so).
  const areaValid = /^\d{0,6}$/.test(area.trim());
  const query = {
    ...(status ? { status } : {}),
    ...(date ? { date } : {}),
    ...(area.trim() && areaValid ? { area: area.trim() } : {}),
    ...(refundRequested ? { refundRequested: 'yes' as const } : {}),
    pageNo,
  };
  const { data, error, updatedAt, refresh } = usePolling(JSON.stringify(query), () =>
    ops.orders.list(query),
  );

  return (
    <main id="main" className="ops-board" tabIndex={-1}>
      <h1>{messages.board.heading}</h1>
      <form
        className="ops-filters"
        aria-label={messages.board.filters}
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="field">
          <label htmlFor="ops-status">{messages.board.statusFilter}</label>
          <select
            id="ops-status"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as OrderStatus | '');
              setPageNo(1);
            }}
          >
            <option value="">{messages.board.allStatuses}</option>
            {ORDER_STATUSES.map((value) => (
              <option key={value} value={value}>
                {messages.status[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="ops-date">{messages.board.dateFilter}</label>
          <input
            id="ops-date"
            type="date"
            value={date}
            onChange={(event) => {
              setDate(event.target.value);
              setPageNo(1);
            }}
          />
        </div>
        {date ? (
          <Button variant="ghost" size="sm" onClick={() => setDate('')}>
            {messages.board.clearDate}
          </Button>
        ) : null}
        <div className="field">
          <label htmlFor="ops-area">{messages.board.areaFilter}</label>
          <input
            id="ops-area"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            aria-describedby="ops-area-hint"
            aria-invalid={areaValid ? undefined : true}
            value={area}
            onChange={(event) => {
              setArea(event.target.value);
              setPageNo(1);
            }}
          />
          <span id="ops-area-hint" className={areaValid ? 'muted small' : 'field-error'}>
            {messages.board.areaHint}
          </span>
        </div>
        <label className="ops-check">
          <input
            type="checkbox"
            checked={refundRequested}
            onChange={(event) => {
              setRefundRequested(event.target.checked);
              setPageNo(1);
            }}
          />
          {messages.board.refundRequestedFilter}
        </label>
        <Button variant="secondary" size="sm" onClick={() => void refresh()}>
          {messages.board.refresh}
        </Button>
      </form>
      <p className="muted small" aria-live="off">
        {messages.board.live}
        {updatedAt ? ` ${messages.board.updatedAt(formatClock(updatedAt.toISOString()))}` : ''}
      </p>
      {error ? (
        <p role="alert" className="field-error">
          {error.title}. {error.description}
        </p>
      ) : null}
      {data && data.Orders.length === 0 ? <p>{messages.board.empty}</p> : null}
      {data
        ? grouped(data.Orders).map((group) => (
            <section
              key={group.status}
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
                      <li key={order.OrderId}>
                        <Link href={`/order/${order.OrderId}`} className="ops-order-card">
                          <strong>{order.OrderNumber}</strong>
                          <span>
                            {order.CustomerName} · {order.PostalCode}
                          </span>
                          <span className="muted small">
                            {messages.board.items(order.ItemCount)} · {formatPaise(order.Total)} ·{' '}
                            {formatClock(order.CreatedAt)}
                          </span>
                          {order.Express || order.PayOnDelivery ? (
                            <span className="ops-badges" data-testid="order-badges">
                              {order.Express ? (
                                <span className="ops-badge">{messages.board.express}</span>
                              ) : null}
                              {order.PayOnDelivery ? (
                                <span className="ops-badge">
                                  {order.PaymentStatus === 'DueOnDelivery'
                                    ? messages.board.payOnDeliveryDue
                                    : messages.board.payOnDelivery}
                                </span>
                              ) : null}
                            </span>
                          ) : null}
                          {order.RefundRequested ? (
                            <span className="ops-credit">{messages.board.refundRequested}</span>
                          ) : null}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </section>
          ))
        : null}
      {data ? <Pager pageNo={pageNo} totalPages={data.TotalPages} onPage={setPageNo} /> : null}
    </main>
  );
}
