/**
 * /order/details/:orderId: items, bill, address, timeline; cancel while allowed (a refusal with the Error
 * flag says 'Unable to process your request.'), choosing where an online payment's refund goes (the wallet
 * at once, or the original payment method), and a refund request for a paid order.
 */
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { createIdempotencyKey, type ReplyOf } from '@storefront/sdk';
import type { RefundDestination } from '@storefront/sdk/core';
import { Button } from '../../../components/Button';
import { ChoiceList } from '../../../components/ChoiceList';
import { CancelOrderDialog } from '../../../components/CancelOrderDialog';
import { Dialog } from '../../../components/Dialog';
import { Page } from '../../../components/Page';
import { RequireSignIn } from '../../../components/RequireSignIn';
import { Spinner } from '../../../components/Spinner';
import { toast } from '../../../lib/toast';
import { formatPaise } from '../../../lib/money';
import { deductedMessages, messages } from '../../../messages/orders';
import { formatAddress } from '../../../components/AddressCard';
import { moneyOf } from '../../../lib/orderMoney';
import { OrderBill } from '../components/OrderBill';
import { orderData } from '../../../state/orderData';
import { cancelOrder, loadOrderDetails, refreshOrderDetails } from '../store/orders';
import { isSignedIn } from '../../../lib/session';
import { createRefund, type CreateRefundResult } from '../../../state/refunds';
import { crossFeature } from '../../../lib/crossFeature';
import { formatClock, formatDateTime, formatWindow } from '../../../lib/dateTime';
import '../../../styles/screens.css';
import { EmptyState } from '../../../components/EmptyState';
import { LoadFailed, StaleNote } from '../../../components/LoadFailed';
import { useOnBackOnline } from '../../../state/reads';
import { FormField } from '../../../components/FormField';
import { showError } from '../../../lib/dialogs';
import { reorder, type ReorderResult } from '../store/reorder';

/** Only a delivered order is rated: its code (and the reviews' texts and styles) loads when one is shown. */
const ReviewPanel = lazy(() =>
  import('../../../components/ReviewPanel').then((module) => ({ default: module.ReviewPanel })),
);

type Reordered = Extract<ReorderResult, { ok: true }>;
type RefundRefusal = Extract<CreateRefundResult, { ok: false }>['error'];

/** What "Order again" did: the lines now in the cart and the ones no longer available, by name. */
function ReorderDialog({
  result,
  onClose,
}: {
  result: Reordered | undefined;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={result !== undefined}
      title={messages.orders.orderAgainTitle}
      onClose={onClose}
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            {messages.orders.close}
          </Button>
          {result && result.added.length > 0 ? (
            <Link href="/cart" className="btn btn-primary btn-md">
              {messages.orders.viewCart}
            </Link>
          ) : null}
        </>
      }
    >
      {result ? (
        <div data-testid="reorder-result">
          <p>
            {result.added.length > 0
              ? messages.orders.addedAgain(result.added.join(', '))
              : messages.orders.noneAddedAgain}
          </p>
          {result.unavailable.length > 0 ? (
            <p>{messages.orders.noLongerAvailable(result.unavailable.join(', '))}</p>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}

/** The time now, again every 30 s: the free-cancellation countdown and the cancel button follow it. */
function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** How often an open order is read again (a 304 while nothing changed, see refreshOrderDetails). */
const LIVE_EVERY_MS = 10_000;

/** Runs `poll` every `everyMs` while the page is visible, and at once when it becomes visible again. */
function usePolling(poll: () => void, everyMs: number): void {
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') poll();
    }, everyMs);
    const onVisible = () => {
      if (document.visibilityState === 'visible') poll();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [poll, everyMs]);
}

const grams = new Intl.NumberFormat('en-IN', { style: 'unit', unit: 'gram' });
const kilograms = new Intl.NumberFormat('en-IN', {
  style: 'unit',
  unit: 'kilogram',
  maximumFractionDigits: 3,
});
/** 470 → '470 g', 1250 → '1.25 kg'. */
const formatWeight = (g: number) => (g < 1000 ? grams.format(g) : kilograms.format(g / 1000));

type Line = NonNullable<NonNullable<ReplyOf<'orderDetails'>>['OrderDetails']>['Items'][number];

/**
 * What was packed of a line: 'Packed 470 g · 6 pieces' for a weighed line; 'Packed 2 pieces' for one sold
 * by the piece (no ordered grams, e.g. eggs), which is counted and never shows grams.
 */
function packedParts(line: Line): string[] {
  if (line.Short) return [messages.orders.outOfStock];
  const pieces = line.PackedPieces != null ? messages.orders.pieces(line.PackedPieces) : null;
  if (line.OrderedGrams == null) return pieces ? [messages.orders.packed(pieces)] : [];
  const grams =
    line.PackedGrams != null ? messages.orders.packed(formatWeight(line.PackedGrams)) : null;
  return [grams, pieces].filter((part): part is string => part !== null);
}

/** 'Ordered 500 g · Packed 470 g · 6 pieces · ₹12 back to your wallet', as far as it is known. */
/** `offAmountToPay`: the order's credits lowered its amount to pay on delivery rather than going to the wallet. */
function weightNote(line: Line, offAmountToPay: boolean): string | null {
  const parts: string[] = [];
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

function Details({ orderId }: { orderId: number }) {
  const { orderDetails, isOrderDetailsFound, loading, detailsRead } = useSnapshot(orderData.state);
  const now = useNow();
  const [confirming, setConfirming] = useState(false);
  const [cancelKey, setCancelKey] = useState(createIdempotencyKey);
  const [destination, setDestination] = useState<RefundDestination>('Wallet');
  const [refundId, setRefundId] = useState<number | null>(null);
  const [refunding, setRefunding] = useState(false);
  const [refundReason, setRefundReason] = useState('');
  const [sendingRefund, setSendingRefund] = useState(false);
  const [refundRefusal, setRefundRefusal] = useState<RefundRefusal>();
  const closeRefund = () => {
    setRefunding(false);
    setRefundRefusal(undefined);
  };
  const [reordering, setReordering] = useState(false);
  const [reordered, setReordered] = useState<Reordered>();

  useEffect(() => {
    void loadOrderDetails(orderId);
  }, [orderId]);
  // Live while open: staff confirm, pack and send it out, and the page follows without a reload.
  const poll = useCallback(() => void refreshOrderDetails(orderId), [orderId]);
  usePolling(poll, LIVE_EVERY_MS);
  useOnBackOnline(() => {
    if (orderData.state.detailsRead.error) void loadOrderDetails(orderId);
  });

  const order = orderDetails?.OrderDetails;
  if (!order || order.OrderId !== orderId) {
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
  // Taken off the amount to pay on delivery (weight credits first, at packing; then line refunds): a line's
  // credit then says so rather than 'back to your wallet'.
  const deducted = order.DeductedFromPayable ?? 0;
  // Every figure of the order's money: the server's ledger (or, from an older server, its old fields).
  const money = moneyOf(order);
  // Paid through the gateway: its refund may go back there instead of the wallet.
  const paidOnline =
    order.PaymentStatus === 'Paid' && order.Payment !== null && order.Bill.AmountPayable > 0;
  const paidWith = messages.orders.paidWith[order.Payment?.Method ?? 'other'];
  return (
    <div className="checkout-layout">
      <div className="form">
        <StaleNote
          read={detailsRead}
          texts={messages.stale}
          onRetry={() => void loadOrderDetails(orderId)}
        />
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
          {order.CanCancel && order.CancelDeadline && now < Date.parse(order.CancelDeadline) ? (
            <span data-testid="cancel-deadline">
              {messages.orders.freeCancellationUntil(formatClock(order.CancelDeadline))} ·{' '}
              <span className="muted">
                {messages.orders.minutesLeft(
                  Math.floor((Date.parse(order.CancelDeadline) - now) / 60_000),
                )}
              </span>
            </span>
          ) : null}
          <ul className="plain-list">
            {order.Items.map((item) => {
              const weight = weightNote(item, deducted > 0);
              return (
                <li
                  key={`${item.ProductId}-${Object.values(item.SelectedOptions)
                    .map((o) => o.RowId)
                    .join('-')}`}
                  data-testid="order-line"
                >
                  <div className="list-card-head">
                    <span>
                      {item.ProductName}
                      {Object.values(item.SelectedOptions).length > 0
                        ? ` (${Object.values(item.SelectedOptions)
                            .map((option) => option.Label)
                            .join(', ')})`
                        : ''}{' '}
                      × {item.Qty}
                    </span>
                    <span>{formatPaise(item.LineTotal)}</span>
                  </div>
                  {weight ? (
                    <div className="muted small" data-testid="line-weight">
                      {weight}
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </section>
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
        </section>
        {/* Only what the shopper received is rated: a line out of stock or refunded whole is not
            (Received, from the server, which refuses a review of anything else). */}
        {order.Items.some((item) => item.Received) ? (
          <section className="card checkout-section" aria-labelledby="rate-items">
            <h2 className="section-title" id="rate-items">
              {messages.orders.rateItems}
            </h2>
            {[
              ...new Map(
                order.Items.filter((item) => item.Received).map((item) => [item.ProductId, item]),
              ).values(),
            ].map((item) => (
              <div key={item.ProductId} className="rate-item">
                <strong>{item.ProductName}</strong>
                <Suspense fallback={<Spinner />}>
                  <ReviewPanel productId={item.ProductId} productName={item.ProductName} />
                </Suspense>
              </div>
            ))}
          </section>
        ) : null}
        {order.Timeline.length > 0 ? (
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
        ) : null}
      </div>
      <section className="card checkout-section">
        <h2 className="section-title">{messages.checkout.bill}</h2>
        <OrderBill order={order} money={money} />
        <div className="actions-row">
          {order.CanRetryPayment && order.Payment ? (
            <Button
              onClick={() =>
                void crossFeature.payOrder({
                  OrderId: order.OrderId,
                  OrderNumber: order.OrderNumber,
                  Status: order.Status,
                  PaymentStatus: order.PaymentStatus,
                  Bill: { ...order.Bill },
                  Payment: { ...order.Payment! },
                })
              }
            >
              {messages.orders.retryPayment}
            </Button>
          ) : null}
          <Button
            variant="secondary"
            disabled={reordering}
            onClick={() => {
              setReordering(true);
              void reorder(order.Items).then((result) => {
                setReordering(false);
                if (result.ok) setReordered(result);
                else showError(result.error);
              });
            }}
          >
            {messages.orders.orderAgain}
          </Button>
          {order.CanCancel && (!order.CancelDeadline || now < Date.parse(order.CancelDeadline)) ? (
            <Button
              variant="secondary"
              onClick={() => {
                setDestination('Wallet');
                setConfirming(true);
              }}
            >
              {messages.orders.cancel}
            </Button>
          ) : null}
          {order.Status === 'Cancelled' && refundId !== null ? (
            <Link href={`/refund/details/${refundId}`} className="btn btn-secondary btn-md">
              {messages.orders.viewRefund}
            </Link>
          ) : null}
          {order.PaymentStatus === 'Paid' &&
          order.Status !== 'Cancelled' &&
          money.Refundable > 0 ? (
            <Button variant="ghost" onClick={() => setRefunding(true)}>
              {messages.orders.requestRefund}
            </Button>
          ) : null}
          <Link href="/refund" className="btn btn-ghost btn-md">
            {messages.nav.refunds}
          </Link>
        </div>
      </section>
      <ReorderDialog result={reordered} onClose={() => setReordered(undefined)} />
      <CancelOrderDialog
        open={confirming}
        texts={messages.orders}
        onKeep={() => setConfirming(false)}
        onConfirm={(reason) => {
          setConfirming(false);
          void cancelOrder(orderId, reason, cancelKey, paidOnline ? destination : 'Wallet').then(
            (done) => {
              setCancelKey(createIdempotencyKey());
              if (!done) return;
              setRefundId(done.RefundId);
              toast(messages.orders.cancelled, 'success');
            },
          );
        }}
      >
        {paidOnline ? (
          <fieldset className="field" data-testid="refund-destination">
            <legend>{messages.orders.refundTo}</legend>
            <ChoiceList<RefundDestination>
              name="refund-destination"
              options={[
                { key: 'Wallet', label: messages.orders.refundToWallet },
                { key: 'Source', label: messages.orders.refundToSource(paidWith) },
              ]}
              selected={destination}
              onSelect={setDestination}
            />
            {destination === 'Source' ? (
              <p className="muted small">
                {messages.orders.sourceTakesDays}
                {order.Bill.WalletUsed > 0
                  ? ` ${messages.orders.walletPartStays(formatPaise(order.Bill.WalletUsed))}`
                  : ''}
              </p>
            ) : null}
          </fieldset>
        ) : null}
      </CancelOrderDialog>
      <Dialog
        open={refunding}
        title={messages.refundsPage.create}
        onClose={closeRefund}
        actions={
          <>
            <Button variant="ghost" onClick={closeRefund}>
              {messages.orders.close}
            </Button>
            <Button
              disabled={refundReason.trim().length < 5 || sendingRefund}
              onClick={() => {
                setSendingRefund(true);
                setRefundRefusal(undefined);
                void createRefund(orderId, refundReason.trim()).then((result) => {
                  setSendingRefund(false);
                  // Refused: the server's reason, in the dialog, where the shopper can change the request.
                  if (!result.ok) {
                    setRefundRefusal(result.error);
                    return;
                  }
                  setRefunding(false);
                  setRefundReason('');
                  toast(messages.refundsPage.created, 'success');
                });
              }}
            >
              {messages.refundsPage.submit}
            </Button>
          </>
        }
      >
        {refundRefusal ? (
          <div className="notice notice-error" role="alert" data-testid="refund-refused">
            <strong>{refundRefusal.title}</strong>
            {refundRefusal.description ? <p>{refundRefusal.description}</p> : null}
          </div>
        ) : null}
        <FormField id="refund-reason" label={messages.refundsPage.reason}>
          <textarea
            id="refund-reason"
            value={refundReason}
            maxLength={500}
            placeholder={messages.refundsPage.reasonHint}
            onChange={(event) => setRefundReason(event.target.value)}
          />
        </FormField>
      </Dialog>
    </div>
  );
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
