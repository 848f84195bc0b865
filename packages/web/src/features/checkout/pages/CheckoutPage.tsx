/**
 * /order/checkout: delivery address, delivery method, payment method, wallet use, coupons and the bill from
 * /calculate-bill; the pay button places the order once and opens the payment page (the sandbox page in
 * sandbox mode), which returns here. A failed or dismissed payment can be retried; a reload resumes.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { Button } from '../../../components/Button';
import { Page } from '../../../components/Page';
import { RequireSignIn } from '../../../components/RequireSignIn';
import { Spinner } from '../../../components/Spinner';
import { messages } from '../../../messages/checkout';
import { PriceUpdateDialog } from '../../../components/PriceUpdateDialog';
import { cart, cartStoreReady } from '../../../state/cart';
import { isSignedIn } from '../../../lib/session';
import { BillSection } from '../components/BillSection';
import {
  AddressSection,
  DeliveryMethodSection,
  PaymentMethodSection,
} from '../components/CheckoutChoices';
import { CouponBox } from '../components/CouponBox';
import { DeliveryInstructionsSection } from '../components/DeliveryInstructionsSection';
import { IfShortSection } from '../components/IfShortSection';
import { useBillUpToDate } from '../components/useBillUpToDate';
import {
  cancelOpenOrder,
  checkout,
  handlePaymentReturn,
  loadCheckoutInputs,
  reloadCheckoutOptions,
  resetFinishedFlow,
  retryPayment,
} from '../store/checkout';
import { orderData } from '../../../state/orderData';
import { recheckCartOrder } from '../../../state/cartOrder';
import { orderProcess } from '../../../state/orderProcess';
import '../../../styles/screens.css';
import { EmptyState } from '../../../components/EmptyState';
import { CancelOrderDialog } from '../../../components/CancelOrderDialog';
import { LoadFailed } from '../../../components/LoadFailed';
import { useOnBackOnline } from '../../../state/reads';

function PaymentStopped({ failed }: { failed: boolean }) {
  const { orderData: open } = useSnapshot(orderProcess.state);
  const { busy } = useSnapshot(checkout);
  // Cancelling is asked first, as on the order's page: one tap next to "Retry payment" must not end it.
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <section
        className="card checkout-section"
        role="alert"
        data-testid={failed ? 'payment-failed' : 'payment-cancelled'}
      >
        <h2 className="section-title">
          {failed ? messages.checkout.paymentFailedTitle : messages.checkout.paymentCancelledTitle}
        </h2>
        {open ? <p className="muted">{messages.checkout.orderNumber(open.OrderNumber)}</p> : null}
        <p>
          {failed ? messages.checkout.paymentFailedBody : messages.checkout.paymentCancelledBody}
        </p>
        <div className="actions-row">
          <Button size="lg" disabled={busy} onClick={() => void retryPayment()}>
            {messages.checkout.retryPayment}
          </Button>
          <Button variant="ghost" disabled={busy} onClick={() => setConfirming(true)}>
            {messages.checkout.cancelOrder}
          </Button>
        </div>
      </section>
      <CancelOrderDialog
        open={confirming}
        texts={{
          cancelConfirm: messages.orders.cancelConfirm,
          cancelReason: messages.orders.cancelReason,
          keep: messages.orders.keep,
          cancel: messages.checkout.cancelOrder,
        }}
        onKeep={() => setConfirming(false)}
        onConfirm={(reason) => {
          setConfirming(false);
          void cancelOpenOrder(reason);
        }}
      />
    </>
  );
}

/**
 * The delivery and payment methods could not be read (offline, a failure): said in place with a retry,
 * never an empty choice; they are read again as soon as the connection returns.
 */
function OptionsFailed() {
  const { checkoutOptionsRead } = useSnapshot(orderData.state);
  if (!checkoutOptionsRead.error || checkoutOptionsRead.busy) return <Spinner />;
  return (
    <LoadFailed
      error={checkoutOptionsRead.error}
      offline={messages.stale}
      onRetry={() => void reloadCheckoutOptions()}
    />
  );
}

function CheckoutForm() {
  useBillUpToDate();
  return (
    <div className="checkout-layout">
      <div className="form">
        <AddressSection />
        <DeliveryMethodSection />
        <DeliveryInstructionsSection />
        <IfShortSection />
        <PaymentMethodSection />
        <CouponBox />
      </div>
      <BillSection />
    </div>
  );
}

function CheckoutBody() {
  const flow = useSnapshot(orderProcess.state);
  const { phase } = useSnapshot(checkout);
  const { items, ready } = useSnapshot(cart);
  const search = useSearch();
  const [, navigate] = useLocation();
  const started = useRef(false);
  const [inputsLoaded, setInputsLoaded] = useState(false);
  const { checkoutOptionsRead } = useSnapshot(orderData.state);
  // The methods failed to load (offline): read again when the connection returns.
  useOnBackOnline(() => {
    if (orderData.state.checkoutOptionsRead.error) void reloadCheckoutOptions();
  });

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      const outcome = await handlePaymentReturn(search);
      if (search) history.replaceState(history.state, '', '/order/checkout');
      if (outcome === 'confirmed') {
        navigate('/order/confirmed/', { replace: true });
        return;
      }
      if (outcome === 'none') {
        resetFinishedFlow();
        // An order whose verification failed may be paid since: its cart is not bought twice.
        void recheckCartOrder();
      }
      void cartStoreReady().then((module) => module.validatePrices());
      await loadCheckoutInputs();
      setInputsLoaded(true);
    })();
  }, [search, navigate]);

  if (phase === 'confirming') return <Spinner label={messages.checkout.confirmingPayment} />;
  if (phase === 'redirecting') return <Spinner label={messages.checkout.redirecting} />;
  const open = flow.orderData && !flow.placedOrder && !flow.orderCanceled;
  if (open && flow.paymentFailed) return <PaymentStopped failed />;
  if (open && flow.paymentCanceled) return <PaymentStopped failed={false} />;
  if (open && flow.paymentProcessing)
    return <Spinner label={messages.checkout.confirmingPayment} />;
  if (ready && items.length === 0 && !open) {
    return (
      <EmptyState
        text={messages.checkout.emptyCart}
        link={{ href: '/categories', label: messages.cartPage.startShopping }}
      />
    );
  }
  if (!inputsLoaded) return <Spinner />;
  // Never read: no empty choice of methods (once read, the last good ones stay).
  if (checkoutOptionsRead.at === undefined) return <OptionsFailed />;
  return <CheckoutForm />;
}

/** The first page of a visit: what the form lists starts loading before it renders (app/routes.ts). */
export function preload(): Promise<void> | undefined {
  return isSignedIn() ? loadCheckoutInputs.early() : undefined;
}

export default function CheckoutPage() {
  return (
    <Page title={messages.pages.checkout}>
      <RequireSignIn>
        <CheckoutBody />
      </RequireSignIn>
      <PriceUpdateDialog reviewCartLabel={messages.cartPage.reviewCart} />
    </Page>
  );
}
