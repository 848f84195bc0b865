/**
 * /order/details/:orderId: items, bill, address, timeline; cancel while allowed (a refusal with the Error
 * flag says 'Unable to process your request.'), choosing where an online payment's refund goes (the wallet
 * at once, or the original payment method), and a refund request for a paid order.
 */
import { lazy, Suspense, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Page } from '../../../components/Page';
import { RequireSignIn } from '../../../components/RequireSignIn';
import { Spinner } from '../../../components/Spinner';
import { messages } from '../../../messages/orders';
import { moneyOf } from '../../../lib/orderMoney';
import { orderData } from '../../../state/orderData';
import { loadOrderDetails } from '../store/orders';
import { isSignedIn } from '../../../lib/session';
import '../../../styles/screens.css';
import { EmptyState } from '../../../components/EmptyState';
import { LoadFailed, StaleNote } from '../../../components/LoadFailed';
import { CancelOrderFlow, isPaidOnline, useCancelOrder } from '../components/CancelOrderFlow';
import { OrderActions } from '../components/OrderActions';
import { OrderFeedbackSection } from '../components/OrderFeedback';
import { InvoiceLinks } from '../components/InvoiceLinks';
import { DeliverToSection, RateItemsSection, TimelineSection } from '../components/OrderSections';
import { OrderSummary } from '../components/OrderSummary';
import { RefundRequestDialog } from '../components/RefundRequestDialog';
import { RescheduleSlot } from '../components/RescheduleSlot';
import { ReorderDialog, useReorder } from '../components/ReorderDialog';
import type { ShownOrder } from '../components/shownOrder';
import { useNow, useOrderDetailsLive } from '../components/useOrderDetailsLive';

/** The rider's and the door photo's cards load (with their texts) only when the order has one to show. */
const FollowRiderSection = lazy(() =>
  import('../components/RiderSections').then((module) => ({ default: module.FollowRiderSection })),
);
const NoContactSection = lazy(() =>
  import('../components/RiderSections').then((module) => ({ default: module.NoContactSection })),
);

/** While the order is out, its rider; once delivered without contact, the photo at the door. */
function DeliveryCards({ order }: { order: ShownOrder }) {
  if (order.Rider)
    return (
      <Suspense fallback={null}>
        <FollowRiderSection rider={order.Rider} />
      </Suspense>
    );
  if (order.DeliveredWithoutContact)
    return (
      <Suspense fallback={null}>
        <NoContactSection photoUrl={order.DoorPhotoUrl ?? null} />
      </Suspense>
    );
  return null;
}

/** The order's cards and dialogs, once it is read. */
function OrderView({ order }: { order: ShownOrder }) {
  const { detailsRead } = useSnapshot(orderData.state);
  const now = useNow();
  const cancel = useCancelOrder(order.OrderId, isPaidOnline(order));
  const again = useReorder();
  const [refunding, setRefunding] = useState(false);
  // Every figure of the order's money: the server's ledger (or, from an older server, its old fields).
  const money = moneyOf(order);
  return (
    <div className="checkout-layout">
      <div className="form">
        <StaleNote
          read={detailsRead}
          texts={messages.stale}
          onRetry={() => void loadOrderDetails(order.OrderId)}
        />
        <OrderSummary
          order={order}
          now={now}
          windowAction={<RescheduleSlot order={order} now={now} />}
        />
        <DeliveryCards order={order} />
        <DeliverToSection order={order} />
        <OrderFeedbackSection order={order} />
        <InvoiceLinks order={order} />
        <RateItemsSection order={order} />
        <TimelineSection order={order} />
      </div>
      <OrderActions
        order={order}
        money={money}
        now={now}
        reordering={again.reordering}
        refundId={cancel.refundId}
        onOrderAgain={() => again.start(order.Items)}
        onCancel={cancel.ask}
        onRequestRefund={() => setRefunding(true)}
      />
      <ReorderDialog result={again.reordered} onClose={again.dismiss} />
      <CancelOrderFlow order={order} flow={cancel} />
      <RefundRequestDialog
        orderId={order.OrderId}
        open={refunding}
        onClosed={() => setRefunding(false)}
      />
    </div>
  );
}

function Details({ orderId }: { orderId: number }) {
  const { orderDetails, isOrderDetailsFound, loading, detailsRead } = useSnapshot(orderData.state);
  useOrderDetailsLive(orderId);
  const order = orderDetails?.OrderDetails;
  if (order && order.OrderId === orderId) return <OrderView order={order} />;
  if (!loading && orderDetails && !isOrderDetailsFound) {
    return <EmptyState text={messages.orders.notFound} />;
  }
  // Not read (offline, a failure): said with a retry, never a spinner that does not end.
  if (detailsRead.error && !detailsRead.busy) {
    return (
      <LoadFailed
        error={detailsRead.error}
        offline={messages.stale}
        onRetry={() => void loadOrderDetails(orderId)}
      />
    );
  }
  return <Spinner />;
}

type Params = { orderId?: string | undefined };

/** The order the address names: a positive integer, or none. */
function orderIdOf(params: Params): number | undefined {
  const orderId = Number(params.orderId);
  return Number.isInteger(orderId) && orderId > 0 ? orderId : undefined;
}

/** The first page of a visit: its read starts before it renders (app/routes.ts). */
export function preload(params: Params): Promise<void> | undefined {
  const orderId = orderIdOf(params);
  return isSignedIn() && orderId !== undefined ? loadOrderDetails.early(orderId) : undefined;
}

export default function OrderDetailsPage({ params }: { params: Params }) {
  const orderId = orderIdOf(params);
  return (
    <Page title={messages.pages.orderDetails}>
      <RequireSignIn>
        {orderId !== undefined ? (
          <Details orderId={orderId} />
        ) : (
          <EmptyState text={messages.orders.notFound} />
        )}
      </RequireSignIn>
    </Page>
  );
}
