/**
 * The cart: lines with quantity steppers (bounded by maxAllowedQtyPerProduct, below 1 removes), remove,
 * totals and checkout. Prices are checked with the server on opening and again before checkout; a change
 * shows 'Product Updates Detected' after 2 s.
 */
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { Img } from '../../../components/Img';
import { Page } from '../../../components/Page';
import { Spinner } from '../../../components/Spinner';
import { showError } from '../../../lib/dialogs';
import { describeFailure } from '../../../lib/errors';
import { formatPaise } from '../../../lib/money';
import { messages } from '../../../messages/checkout';
import { general, maxQtyPerProduct } from '../../../state/general';
import { PriceUpdateDialog } from '../../../components/PriceUpdateDialog';
import { Stepper } from '../../../components/Stepper';
import { cart, cartCount, cartStoreReady, removeFromCart, setQty } from '../../../state/cart';
import { recheckCartOrder } from '../../../state/cartOrder';
import '../../../styles/screens.css';
import { productQtyOf } from '@storefront/sdk/core';
import '../cart.css';
import { EmptyState } from '../../../components/EmptyState';

export default function CartPage() {
  const { items, subtotal, ready } = useSnapshot(cart);
  const { productConfigs } = useSnapshot(general.state);
  const max = maxQtyPerProduct(productConfigs);
  const [, navigate] = useLocation();
  const [checking, setChecking] = useState(false);

  useEffect(() => {
    // Opening the cart also loads the cart store again when an earlier load failed.
    cartStoreReady().then(
      (module) => void module.validatePrices(),
      async (error: unknown) => showError(await describeFailure(error)),
    );
    // The order this cart was bought with may be paid since a failed verification (issue 25).
    void recheckCartOrder();
  }, []);

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
            {items.map((item) => {
              const options = Object.entries(item.SelectedOptions)
                .map(([group, option]) => `${group}: ${option.Label}`)
                .join(', ');
              return (
                <li key={item.ItemId} className="card cart-item" data-testid="cart-line">
                  {item.ImageUrl ? (
                    <Img
                      src={item.ImageUrl}
                      alt=""
                      width={72}
                      height={72}
                      className="cart-item-img"
                    />
                  ) : null}
                  <div className="cart-item-body">
                    {item.Slug ? (
                      <Link href={`/${item.Slug}`} className="cart-item-name">
                        {item.ProductName}
                      </Link>
                    ) : (
                      <span className="cart-item-name">{item.ProductName}</span>
                    )}
                    {options ? <span className="muted cart-item-options">{options}</span> : null}
                    <span className="cart-item-unit">
                      {messages.cartPage.unitPrice(formatPaise(item.ProductPrice))}
                    </span>
                    <div className="cart-item-actions">
                      <Stepper
                        value={item.Qty}
                        min={0}
                        // The maximum is per product: its other option lines use part of it.
                        max={max - productQtyOf(items, item.ProductId, item.ItemId)}
                        labels={{
                          quantity: messages.cartPage.quantityOf(item.ProductName),
                          decrease:
                            item.Qty <= 1
                              ? messages.cartPage.removeItem(item.ProductName)
                              : messages.cartPage.decrease(item.ProductName),
                          increase: messages.cartPage.increase(item.ProductName),
                          atMax: messages.cartPage.maxQty(max),
                        }}
                        onChange={(next) => setQty(item.ItemId, next)}
                      />
                      <strong className="cart-item-total">
                        {formatPaise(item.ProductPrice * item.Qty)}
                      </strong>
                    </div>
                  </div>
                  <button
                    type="button"
                    className="icon-btn cart-item-remove"
                    aria-label={messages.cartPage.removeItem(item.ProductName)}
                    onClick={() => removeFromCart(item.ItemId)}
                  >
                    <Icon name="close" size={18} />
                  </button>
                </li>
              );
            })}
          </ul>
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
        </div>
      )}
      <PriceUpdateDialog reviewCartLabel={messages.cartPage.reviewCart} />
    </Page>
  );
}
