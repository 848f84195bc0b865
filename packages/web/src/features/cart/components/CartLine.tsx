/** One cart line: picture, name (linked), options, unit price, a quantity stepper, total, and remove. */
import { Link } from 'wouter';
import type { Snapshot } from 'valtio';
import { productQtyOf } from '@storefront/sdk/core';
import { Icon } from '../../../components/Icon';
import { Img } from '../../../components/Img';
import { Stepper } from '../../../components/Stepper';
import { formatPaise } from '../../../lib/money';
import { messages } from '../../../messages/checkout';
import { cart, removeFromCart, setQty } from '../../../state/cart';

type CartItems = Snapshot<typeof cart>['items'];

export function CartLine({
  item,
  items,
  max,
}: {
  item: CartItems[number];
  /** Every line: a product's other option lines use part of its maximum. */
  items: CartItems;
  /** The most of one product a cart may hold. */
  max: number;
}) {
  const options = Object.entries(item.SelectedOptions)
    .map(([group, option]) => `${group}: ${option.Label}`)
    .join(', ');
  return (
    <li className="card cart-item" data-testid="cart-line">
      {item.ImageUrl ? (
        <Img src={item.ImageUrl} alt="" width={72} height={72} className="cart-item-img" />
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
          <strong className="cart-item-total">{formatPaise(item.ProductPrice * item.Qty)}</strong>
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
}
