/**
 * The checkout's bill from /calculate-bill, its refusals, and the pay button that places the order (the
 * way back to the cart is always there, whatever the bill or a refusal says).
 */
import { useId } from 'react';
import { Link, useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { BillDetails } from '../../../components/BillDetails';
import { Button } from '../../../components/Button';
import { formatPaise } from '../../../lib/money';
import { messages } from '../../../messages/checkout';
import { cart } from '../../../state/cart';
import { orderData } from '../../../state/orderData';
import { orderProcess } from '../../../state/orderProcess';
import { checkout, placeOrder } from '../store/checkout';
import { CheckoutErrors } from './CheckoutErrors';
import { freeDeliveryShortfall } from './deliveryAmounts';

/** The pay button's words: working, the amount to pay now or on delivery, or all from the wallet. */
function payLabel(busy: boolean, amountPayable: number | undefined, onDelivery: boolean): string {
  if (busy) return messages.checkout.processing;
  if (amountPayable === undefined || amountPayable <= 0) return messages.checkout.placeOrderWallet;
  return onDelivery
    ? messages.checkout.placeOrderOnDelivery(formatPaise(amountPayable))
    : messages.checkout.placeOrder(formatPaise(amountPayable));
}

export function BillSection() {
  const flow = useSnapshot(orderProcess.state);
  const view = useSnapshot(checkout);
  const { deliveryMethods, paymentMethods, shippingConfigs } = useSnapshot(orderData.state);
  const { items } = useSnapshot(cart);
  const [, navigate] = useLocation();
  const id = useId();

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
          deliveryLabel={chosenMethod ? messages.checkout.deliveryBy(chosenMethod.Name) : undefined}
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
        {payLabel(view.busy, bill?.AmountPayable, onDelivery)}
      </Button>
    </section>
  );
}
