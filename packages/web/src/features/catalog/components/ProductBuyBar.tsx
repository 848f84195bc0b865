/** The product page's buy bar (sticky on phones): the total for the quantity chosen, and add to cart. */
import { useState } from 'react';
import type { ReplyOf } from '@storefront/sdk';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { Stepper } from '../../../components/Stepper';
import { showCartAdded, showError } from '../../../lib/dialogs';
import { describeFailure } from '../../../lib/errors';
import { formatPaise } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { messages } from '../../../messages/catalogPages';
import { addToCart } from '../../../state/cart';
import type { Selection } from '../options';

type Details = ReplyOf<'productDetails'>['ProductDetails'];

/** The options chosen, as the cart keeps them: each group's row id and label. */
function selectedOptionsOf(details: Details, selection: Selection) {
  return Object.fromEntries(
    details.ProductConfig.flatMap((group) =>
      group.Options.filter((row) => row.RowId === selection[group.Name]).map((row) => [
        group.Name,
        { RowId: row.RowId, Label: row.Label },
      ]),
    ),
  );
}

async function addChosen(
  details: Details,
  selection: Selection,
  price: number,
  qty: number,
  max: number,
) {
  let result;
  try {
    result = await addToCart({
      ProductId: details.ProductId,
      ProductName: details.ProductName,
      ProductPrice: price,
      Qty: qty,
      SelectedOptions: selectedOptionsOf(details, selection),
      ImageUrl: details.ProductImages[0]?.Url,
      Slug: details.Slug,
    });
  } catch (error) {
    // The cart store could not load (a network blip): say so; the next tap loads it again.
    showError(await describeFailure(error));
    return;
  }
  if (result.ok) showCartAdded(details.ProductName, details.ProductImages[0]?.Url);
  else
    toast(
      result.reason === 'duplicate'
        ? messages.cart.alreadyAdded
        : result.reason === 'product-max'
          ? messages.cart.productMax(max)
          : messages.cart.zeroQuantity,
      'error',
    );
}

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
