/**
 * The cart's summary: items and subtotal (fees come at checkout), and Checkout, which checks the prices with
 * the server first and goes on only when none changed.
 */
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { Button } from '../../../components/Button';
import { showError } from '../../../lib/dialogs';
import { describeFailure } from '../../../lib/errors';
import { formatPaise } from '../../../lib/money';
import { messages } from '../../../messages/checkout';
import { cart, cartCount, cartStoreReady } from '../../../state/cart';

export function CartSummary() {
  const { items, subtotal } = useSnapshot(cart);
  const [, navigate] = useLocation();
  const [checking, setChecking] = useState(false);

  const checkout = async () => {
    setChecking(true);
    try {
      const module = await cartStoreReady();
      const changed = await module.validatePrices();
      if (!changed && module.store.getItems().length > 0) navigate('/order/checkout');
    } catch (error) {
      showError(await describeFailure(error));
    } finally {
      setChecking(false);
    }
  };

  return (
    <section className="card cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="section-title">
        {messages.cartPage.summary}
      </h2>
      <dl className="bill">
        <div>
          <dt>{messages.cartPage.itemsCount(cartCount(items))}</dt>
          <dd data-testid="cart-subtotal">{formatPaise(subtotal)}</dd>
        </div>
      </dl>
      <p className="muted small">{messages.cartPage.feesAtCheckout}</p>
      <Button
        size="lg"
        block
        disabled={checking || items.length === 0}
        onClick={() => void checkout()}
      >
        {messages.cartPage.checkout}
      </Button>
    </section>
  );
}
