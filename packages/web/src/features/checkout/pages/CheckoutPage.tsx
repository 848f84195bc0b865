/**
 * /order/checkout: delivery address, delivery method, payment method, wallet use, coupons and the bill from
 * /calculate-bill; the pay button places the order once and opens the payment page (the sandbox page in
 * sandbox mode), which returns here. A failed or dismissed payment can be retried; a reload resumes.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { Button } from '../../../components/Button';
import { Choice, ChoiceList } from '../../../components/ChoiceList';
import { Page } from '../../../components/Page';
import { RequireSignIn } from '../../../components/RequireSignIn';
import { Spinner } from '../../../components/Spinner';
import { formatPaise } from '../../../lib/money';
import { messages as addressMessages } from '../../../messages/addresses';
import { messages } from '../../../messages/checkout';
import { AddressCard } from '../../../components/AddressCard';
import { PriceUpdateDialog } from '../../../components/PriceUpdateDialog';
import { cart, cartStoreReady } from '../../../state/cart';
import { isSignedIn } from '../../../lib/session';
import { BillDetails } from '../../../components/BillDetails';
import { CheckoutErrors } from '../components/CheckoutErrors';
import { CouponBox } from '../components/CouponBox';
import { SlotPicker } from '../components/SlotPicker';
import {
  freeDeliveryShortfall,
  loadFreeDeliveryThreshold,
  methodDeliveryAmount,
} from '../components/deliveryAmounts';
import {
  calculateBill,
  cancelOpenOrder,
  checkout,
  handlePaymentReturn,
  loadCheckoutInputs,
  loadSlots,
  placeOrder,
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

function DeliveryAmount({ amount }: { amount: number }) {
  return <>{amount === 0 ? messages.checkout.free : formatPaise(amount)}</>;
}

function CheckoutForm() {
  const flow = useSnapshot(orderProcess.state);
  const view = useSnapshot(checkout);
  const { deliveryMethods, paymentMethods, shippingConfigs } = useSnapshot(orderData.state);
  const { items } = useSnapshot(cart);
  const [, navigate] = useLocation();
  const id = useId();
  const itemsKey = items.map((item) => `${item.ItemId}x${item.Qty}@${item.ProductPrice}`).join('|');

  useEffect(() => {
    void loadFreeDeliveryThreshold();
  }, []);

  useEffect(() => {
    void calculateBill();
  }, [
    flow.selectedAddress?.AddressId,
    view.deliveryMethodId,
    view.slotId,
    view.useWallet,
    itemsKey,
  ]);

  // Back online: what could not be read while offline (the bill, a slot method's windows) is read again.
  useOnBackOnline(() => {
    if (checkout.billError) void calculateBill();
    if (checkout.slotsError) void loadSlots();
  });

  const bill = view.bill?.Bill;
  const chosenMethod = deliveryMethods.find(
    (method) => method.DeliveryMethodId === view.deliveryMethodId,
  );
  const shortfall = bill ? freeDeliveryShortfall(bill, shippingConfigs?.FreeShippingAbove) : null;
  const onDelivery =
    paymentMethods.find((method) => method.PaymentMethodId === view.paymentMethodId)?.Kind ===
    'OnDelivery';
  const pay = async () => {
    const outcome = await placeOrder();
    if (outcome === 'confirmed') navigate('/order/confirmed/');
  };

  return (
    <div className="checkout-layout">
      <div className="form">
        <section className="card checkout-section" aria-labelledby={`${id}-address`}>
          <div className="list-card-head">
            <h2 id={`${id}-address`} className="section-title">
              {messages.checkout.address}
            </h2>
            <Link href="/address/list/1" className="btn btn-ghost btn-sm">
              {flow.selectedAddress
                ? messages.checkout.changeAddress
                : messages.checkout.addAddress}
            </Link>
          </div>
          {flow.selectedAddress ? (
            <ul className="plain-list">
              <AddressCard item={flow.selectedAddress} texts={addressMessages.address} />
            </ul>
          ) : (
            <>
              <p className="muted">{messages.checkout.noAddress}</p>
              <Link href="/address/new/1" className="btn btn-secondary btn-md">
                {messages.checkout.addAddress}
              </Link>
            </>
          )}
        </section>
        <fieldset className="card checkout-section">
          <legend className="section-title">{messages.checkout.deliveryMethod}</legend>
          <ChoiceList
            name="delivery"
            selected={view.deliveryMethodId}
            onSelect={(key) => {
              checkout.deliveryMethodId = key;
            }}
            options={deliveryMethods.map((method) => ({
              key: method.DeliveryMethodId,
              label: (
                <>
                  <strong>{method.Name}</strong> ·{' '}
                  <DeliveryAmount amount={methodDeliveryAmount(method, bill)} />
                  <span className="muted small" style={{ display: 'block' }}>
                    {method.Description}
                  </span>
                </>
              ),
            }))}
          />
          <SlotPicker />
        </fieldset>
        <fieldset className="card checkout-section">
          <legend className="section-title">{messages.checkout.paymentMethod}</legend>
          <ChoiceList
            name="payment"
            selected={view.paymentMethodId}
            onSelect={(key) => {
              checkout.paymentMethodId = key;
            }}
            options={paymentMethods.map((method) => ({
              key: method.PaymentMethodId,
              label: (
                <>
                  <strong>{method.Name}</strong>
                  <span className="muted small" style={{ display: 'block' }}>
                    {method.Description}
                  </span>
                </>
              ),
            }))}
          />
          <Choice
            label={messages.checkout.useWallet(formatPaise(view.bill?.WalletBalance ?? 0))}
            checked={view.useWallet}
            onChange={(event) => {
              checkout.useWallet = event.target.checked;
            }}
          />
        </fieldset>
        <CouponBox />
      </div>
      <section className="card checkout-section" aria-labelledby={`${id}-bill`}>
        <div className="list-card-head">
          <h2 id={`${id}-bill`} className="section-title">
            {messages.checkout.bill}
          </h2>
          {/* Always there: the way to change the cart, whatever the bill or a refusal says. */}
          <Link href="/cart" className="btn btn-ghost btn-sm" data-testid="back-to-cart">
            {messages.checkout.backToCart}
          </Link>
        </div>
        {bill ? (
          <BillDetails
            bill={bill}
            texts={messages.checkout}
            payableLabel={onDelivery ? messages.checkout.toPayOnDelivery : undefined}
            deliveryLabel={
              chosenMethod ? messages.checkout.deliveryBy(chosenMethod.Name) : undefined
            }
            deliveryNote={
              shortfall === null
                ? undefined
                : messages.checkout.addForFreeDelivery(formatPaise(shortfall))
            }
          />
        ) : null}
        {view.billError && !view.error ? <CheckoutErrors error={view.billError} /> : null}
        <CheckoutErrors error={view.error} />
        <Button
          size="lg"
          block
          disabled={view.busy || !bill || !flow.selectedAddress || items.length === 0}
          onClick={() => void pay()}
          data-testid="pay-button"
        >
          {view.busy
            ? messages.checkout.processing
            : bill && bill.AmountPayable > 0
              ? onDelivery
                ? messages.checkout.placeOrderOnDelivery(formatPaise(bill.AmountPayable))
                : messages.checkout.placeOrder(formatPaise(bill.AmountPayable))
              : messages.checkout.placeOrderWallet}
        </Button>
      </section>
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
