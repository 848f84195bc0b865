/** The product page's buy bar (sticky on phones): the total for the quantity chosen, and add to cart. */
import { useState } from 'react';
import type { ReplyOf } from '@storefront/sdk';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { Stepper } from '../../../components/Stepper';
import { formatPaise } from '../../../lib/money';
import { messages } from '../../../messages/catalogPages';
import { addChosen, type Selection } from '../options';

type Details = ReplyOf<'productDetails'>['ProductDetails'];

export function ProductBuyBar({
  details,
  selection,
  price,
  available,
  max,
}: {
  details: Details;
  selection: Selection;
  /** The unit price of the options chosen. */
  price: number;
  available: boolean;
  /** The most of one product a cart may hold. */
  max: number;
}) {
  const [qty, setQty] = useState(1);
  return (
    <div className="sticky-buy">
      <div className="sticky-total">
        <small>{messages.catalog.total}</small>
        <strong>{formatPaise(price * qty)}</strong>
      </div>
      <div className="buy-row">
        <Stepper
          value={qty}
          max={max}
          labels={{
            quantity: messages.catalog.quantity,
            decrease: messages.catalog.decrease,
            increase: messages.catalog.increase,
            atMax: messages.catalog.maxQty(max),
          }}
          onChange={setQty}
        />
        <Button
          size="lg"
          onClick={() => void addChosen(details, selection, price, qty, max)}
          disabled={!available}
        >
          <Icon name="cart" size={20} />
          {messages.catalog.addToCart}
        </Button>
      </div>
    </div>
  );
}
