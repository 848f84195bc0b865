/**
 * The cart: lines with quantity steppers (bounded by maxAllowedQtyPerProduct, below 1 removes), remove,
 * totals and checkout. Prices are checked with the server on opening and again before checkout; a change
 * shows 'Product Updates Detected' after 2 s.
 */
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Icon } from '../../../components/Icon';
import { Page } from '../../../components/Page';
import { Spinner } from '../../../components/Spinner';
import { showError } from '../../../lib/dialogs';
import { describeFailure } from '../../../lib/errors';
import { messages } from '../../../messages/checkout';
import { general, maxQtyPerProduct } from '../../../state/general';
import { PriceUpdateDialog } from '../../../components/PriceUpdateDialog';
import { cart, cartStoreReady } from '../../../state/cart';
import { recheckCartOrder } from '../../../state/cartOrder';
import '../../../styles/screens.css';
import '../cart.css';
import { EmptyState } from '../../../components/EmptyState';
import { CartLine } from '../components/CartLine';
import { CartSummary } from '../components/CartSummary';

export default function CartPage() {
  const { items, ready } = useSnapshot(cart);
  const { productConfigs } = useSnapshot(general.state);
  const max = maxQtyPerProduct(productConfigs);

  useEffect(() => {
    // Opening the cart also loads the cart store again when an earlier load failed.
    cartStoreReady().then(
      (module) => void module.validatePrices(),
      async (error: unknown) => showError(await describeFailure(error)),
    );
    // The order this cart was bought with may be paid since a failed verification (issue 25).
    void recheckCartOrder();
  }, []);

  return (
    <Page title={messages.pages.cart} className="cart-page">
      {/* The lines and the summary wait for the stored cart: drawn before it, the summary moved down when the
          lines arrived (a layout shift). */}
      {!ready ? (
        <Spinner />
      ) : items.length === 0 ? (
        <EmptyState link={{ href: '/categories', label: messages.cartPage.startShopping }}>
          <Icon name="cart" size={40} />
          <h2>{messages.cartPage.emptyTitle}</h2>
          <p className="muted">{messages.cartPage.emptyBody}</p>
        </EmptyState>
      ) : (
        <div className="cart-layout">
          <ul className="cart-lines" aria-label={messages.cartPage.linesLabel}>
            {items.map((item) => (
              <CartLine key={item.ItemId} item={item} items={items} max={max} />
            ))}
          </ul>
          <CartSummary />
        </div>
      )}
      <PriceUpdateDialog reviewCartLabel={messages.cartPage.reviewCart} />
    </Page>
  );
}
