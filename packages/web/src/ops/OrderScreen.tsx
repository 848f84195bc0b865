/**
 * The console's order screen, composed of its panels (./order): the order's facts, its lines (packing,
 * refunds), the refund requests, the collection at the door, the moves the role may make, the timeline
 * and, for an admin, the audit trail. The screen holds what they share: the order's reads, the packer's
 * inputs and the calls to the server (busy, the failure, the announcement).
 */
import { movesFor, waitsForCollection, type StaffRole } from '@storefront/sdk/core';
import type { OpsOrderDetails } from '@storefront/sdk/ops';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { moneyOf } from '../lib/orderMoney';
import { messages } from './messages';
import { AuditPanel } from './order/AuditPanel';
import { CollectPanel } from './order/CollectPanel';
import { InstructionsPanel } from './order/InstructionsPanel';
import { InvoicePanel } from './order/InvoicePanel';
import { LinesPanel } from './order/LinesPanel';
import { MovesPanel } from './order/MovesPanel';
import { OrderHeader } from './order/OrderHeader';
import type { LineInput } from './order/packing';
import { TimelinePanel } from './order/TimelinePanel';
import { useOrderActions } from './order/useOrderActions';
import { RefundRequest } from './RefundRequest';
import { ops } from './session';
import { usePolling } from './usePolling';

const t = messages.order;

/** What the role may do on the order now. */
function rightsOf(order: OpsOrderDetails, role: StaffRole) {
  return {
    // The moves the role may make now (the lifecycle table's; the server checks again): delivering a
    // pay-on-delivery order waits for its money to be recorded, so the rider collects, then delivers.
    actions: movesFor(role, order.Status, order.PaymentStatus),
    waitingForMoney: movesFor(role, order.Status).some((move) =>
      waitsForCollection(move, order.PaymentStatus),
    ),
    // Lines of a delivered order are refunded by an admin (a complaint about what arrived).
    refundable: role === 'admin' && order.Status === 'Delivered',
    // A pay-on-delivery order: the rider records the amount taken at the door (before or after Delivered).
    collecting:
      (role === 'admin' || role === 'rider') &&
      order.PaymentStatus === 'DueOnDelivery' &&
      (order.Status === 'OutForDelivery' || order.Status === 'Delivered'),
  };
}

/** The screen until the order's first read arrives, or why it did not. */
function Loading({ error }: { error: { title: string; description: string } | undefined }) {
  return (
    <main id="main" className="ops-order">
      <Link href="/">{t.back}</Link>
      {error ? (
        <p role="alert" className="field-error">
          {error.title}. {error.description}
        </p>
      ) : (
        <p aria-live="polite">{t.loading}</p>
      )}
    </main>
  );
}

export function OrderScreen({ orderId, role }: { orderId: number; role: StaffRole }) {
  const { data, error, refresh } = usePolling(String(orderId), () => ops.orders.get(orderId));
  const admin = role === 'admin';
  // The order's audit trail, for an admin (read with the order, 304 while nothing changed).
  const audit = usePolling(`audit-${orderId}-${role}`, () =>
    admin ? ops.orders.audit(orderId) : Promise.resolve(undefined),
  );
  const order = data?.Order;
  const [inputs, setInputs] = useState<Record<number, LineInput>>({});
  const { busy, failure, setFailure, notice, move, deliverNoContact, collect, refund, decide } =
    useOrderActions(order, inputs, () => Promise.all([refresh(), audit.refresh()]));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const failureRef = useRef<HTMLParagraphElement>(null);
  const loaded = order !== undefined;

  // A new screen: focus its heading, so a screen reader starts here and Tab continues from it.
  useEffect(() => {
    if (loaded) headingRef.current?.focus();
  }, [loaded]);
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  if (!order) return <Loading error={error} />;

  const { actions, waitingForMoney, refundable, collecting } = rightsOf(order, role);
  return (
    <main id="main" className="ops-order">
      <Link href="/">{t.back}</Link>
      <OrderHeader order={order} notice={notice} headingRef={headingRef} />
      <InstructionsPanel instructions={order.DeliveryInstructions} />
      {admin
        ? order.RefundRequests.map((request) => (
            <RefundRequest
              key={request.RefundId}
              request={request}
              busy={busy}
              onDecide={(decision) => void decide(request.RefundId, decision)}
            />
          ))
        : null}
      <LinesPanel
        order={order}
        packing={actions.includes('pack')}
        refundable={refundable}
        busy={busy}
        inputs={inputs}
        onInputs={setInputs}
        onRefund={(line, request, settled) => void refund(line, request, settled)}
        onRefundStart={() => setFailure(undefined)}
      />
      {failure ? (
        <p ref={failureRef} tabIndex={-1} role="alert" className="field-error">
          {failure}
        </p>
      ) : null}
      {collecting ? (
        <CollectPanel
          due={moneyOf(order).Due}
          waitingForMoney={waitingForMoney}
          busy={busy}
          onCollect={(collection) => void collect(collection)}
        />
      ) : null}
      <MovesPanel
        actions={actions}
        busy={busy}
        onMove={(action, reasonText, settled) => void move(action, reasonText, settled)}
        onFailure={setFailure}
        onDeliverNoContact={(photo, settled) => void deliverNoContact(photo, settled)}
      />
      <TimelinePanel events={order.Events} />
      {admin ? (
        <InvoicePanel
          orderId={order.OrderId}
          revision={`${order.Status}-${moneyOf(order).Credited}`}
        />
      ) : null}
      {admin ? <AuditPanel entries={audit.data?.Entries} /> : null}
    </main>
  );
}
