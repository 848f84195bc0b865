/**
 * The options sheet of a product card (issue 32; loaded on its first use): the product's details from the
 * store the product page reads (one cache, asked for the serving hub), one option per group with its price
 * and "Only N left", then Add. A choice already in the cart shows its quantity instead, to change it there.
 */
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useSnapshot } from 'valtio';
import type { ReplyOf } from '@storefront/sdk';
import { itemIdOf } from '@storefront/sdk/core';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { LoadFailed } from '../../../components/LoadFailed';
import { Price } from '../../../components/Price';
import { Spinner } from '../../../components/Spinner';
import { Stepper } from '../../../components/Stepper';
import { formatPaise } from '../../../lib/money';
import { messages } from '../../../messages/catalogPages';
import { cart, setQty } from '../../../state/cart';
import { deliveryArea } from '../../../state/deliveryArea';
import { general, maxQtyPerProduct } from '../../../state/general';
import { addChosen } from '../options';
import {
  chosenRows,
  defaultSelection,
  optionKeyOfSelection,
  unitMrp,
  unitPrice,
  type Selection,
} from '../options';
import { loadProduct, productDetails } from '../store/productDetails';
import type { SheetProps } from './CardBuy';

type Details = ReplyOf<'productDetails'>['ProductDetails'];

function OptionRadios({
  details,
  selection,
  onSelect,
}: {
  details: Details;
  selection: Selection;
  onSelect: (group: string, rowId: number) => void;
}) {
  return details.ProductConfig.map((group, index) => (
    <fieldset key={group.ConfigId} className="option-group">
      <legend>{group.Name}</legend>
      <div className="option-list">
        {group.Options.map((row) => {
          const checked = selection[group.Name] === row.RowId;
          return (
            <label key={row.RowId} className="option">
              <input
                type="radio"
                name={`sheet-option-${group.ConfigId}`}
                value={row.RowId}
                checked={checked}
                disabled={!row.IsAvailable}
                data-autofocus={index === 0 && checked ? true : undefined}
                onChange={() => onSelect(group.Name, row.RowId)}
              />
              <span className="option-label">
                <span>{row.Label}</span>
                <span className="option-price">
                  {row.IsAvailable
                    ? formatPaise(unitPrice(details, { ...selection, [group.Name]: row.RowId }))
                    : messages.catalog.unavailableOption}
                </span>
                {row.Left ? (
                  <span className="option-left">{messages.catalog.onlyLeft(row.Left)}</span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  ));
}

/** The line of the choice in the cart, and how many of the product the cart holds in all. */
function useCartOf(productId: number, selection: Selection) {
  const { items } = useSnapshot(cart);
  const itemId = itemIdOf(productId, optionKeyOfSelection(selection));
  return {
    line: items.find((item) => item.ItemId === itemId),
    productQty: items
      .filter((item) => item.ProductId === productId)
      .reduce((sum, item) => sum + item.Qty, 0),
  };
}

function Choose({ details, onAdded }: { details: Details; onAdded: () => void }) {
  const [selection, setSelection] = useState(() => defaultSelection(details.ProductConfig));
  const max = maxQtyPerProduct(useSnapshot(general.state).productConfigs);
  const { line, productQty } = useCartOf(details.ProductId, selection);
  const box = useRef<HTMLDivElement>(null);
  const price = unitPrice(details, selection);
  const available =
    details.IsAvailable && chosenRows(details.ProductConfig, selection).every((r) => r.IsAvailable);

  // Shown once the details arrived: the focus leaves the Close button for the first choice.
  useEffect(() => {
    const dialog = box.current?.closest('[role="dialog"]');
    if (dialog?.contains(document.activeElement))
      box.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, []);

  return (
    <div ref={box} className="option-sheet-body">
      <OptionRadios
        details={details}
        selection={selection}
        onSelect={(group, rowId) => setSelection((current) => ({ ...current, [group]: rowId }))}
      />
      <div className="option-sheet-buy">
        <Price price={price} mrp={unitMrp(details, selection)} />
        {line ? (
          <Stepper
            value={line.Qty}
            min={0}
            max={line.Qty + Math.max(0, max - productQty)}
            labels={{
              quantity: messages.catalog.quantity,
              decrease: messages.catalog.decrease,
              increase: messages.catalog.increase,
              atMax: messages.catalog.maxQty(max),
            }}
            onChange={(qty) => setQty(line.ItemId, qty)}
          />
        ) : (
          <Button
            disabled={!available || productQty >= max}
            onClick={() =>
              void addChosen(details, selection, price, 1, max).then((ok) => ok && onAdded())
            }
          >
            {messages.catalog.addToCart}
          </Button>
        )}
      </div>
      {!available ? <p className="muted">{messages.common.outOfStock}</p> : null}
      {available && !line && productQty >= max ? (
        <p className="muted">{messages.catalog.maxQty(max)}</p>
      ) : null}
    </div>
  );
}

export default function OptionSheet({ product, onClose }: SheetProps) {
  const slug = product.Slug;
  const snap = useSnapshot(productDetails.state);
  const details = snap.ProductDetails[slug] as Details | undefined;
  const failure = snap.failed[slug];
  // Another area's hub answers with its own stock, as on the product page.
  const { hub } = useSnapshot(deliveryArea);
  useEffect(() => {
    void loadProduct(slug);
  }, [slug, hub]);

  return createPortal(
    <Dialog
      open
      title={product.ProductName}
      onClose={() => onClose(false)}
      className="option-sheet"
      actions={
        <Button variant="secondary" onClick={() => onClose(false)}>
          {messages.common.close}
        </Button>
      }
    >
      {details ? (
        <Choose key={details.ProductId} details={details} onAdded={() => onClose(true)} />
      ) : snap.notFound[slug] ? (
        <p>{messages.catalog.productNotFound}</p>
      ) : failure && !snap.loading ? (
        <LoadFailed error={failure} onRetry={() => void loadProduct(slug)} />
      ) : (
        <Spinner />
      )}
    </Dialog>,
    document.body,
  );
}
