/**
 * A product card's Add button (issue 32), turning into a quantity stepper bound to the product's cart line
 * once it is in the cart. A product without options is added with one tap, as its card's price says; one
 * with options opens a small sheet to choose them (loaded on its first use). Adds and changes go through the
 * cart state (state/cart.ts), as the product page's buy bar does, so its checks stay in one place. Loaded
 * after the card's first render (ProductCard.tsx), with its texts (messages/cardBuy.ts).
 */
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useSnapshot } from 'valtio';
import { Icon } from '../../../components/Icon';
import { showCartAdded, showError } from '../../../lib/dialogs';
import { messages } from '../../../messages/cardBuy';
import { addToCart, cart, setQty } from '../../../state/cart';
import { general, maxQtyPerProduct } from '../../../state/general';
import type { ProductCardData } from './ProductCard';

export interface SheetProps {
  product: ProductCardData;
  /** added: a line was added (the focus moves to the stepper). */
  onClose: (added: boolean) => void;
}

let sheet: Promise<ComponentType<SheetProps>> | undefined;

/** The options sheet's code, loaded once on first use; a failed load is tried again on the next tap. */
function loadSheet(): Promise<ComponentType<SheetProps>> {
  return (sheet ??= import('./OptionSheet').then(
    (module) => module.default,
    (error: unknown) => {
      sheet = undefined;
      throw error;
    },
  ));
}

/** The load of the cart store or of the sheet failed (a network blip): say so; the next tap tries again. */
async function showFailure(error: unknown): Promise<void> {
  const { describeFailure } = await import('../../../lib/errors');
  showError(await describeFailure(error));
}

/** A product without options: one unit at the card's price (the price of no option). */
async function addSimple(product: ProductCardData): Promise<void> {
  const result = await addToCart({
    ProductId: product.ProductId,
    ProductName: product.ProductName,
    ProductPrice: product.Price,
    Qty: 1,
    SelectedOptions: {},
    ImageUrl: product.ImageUrl,
    Slug: product.Slug,
  });
  // Refused only when it is in the cart already (a cart still loading when tapped): the stepper shows it.
  if (result.ok) showCartAdded(product.ProductName, product.ImageUrl);
}

/**
 * Moves the focus to the control that replaced the one the shopper used (its button left the page): the
 * stepper's + after an add, the Add button after the last unit was taken out.
 */
function useFocusFollows(inCart: boolean, sheetOpen: boolean) {
  const box = useRef<HTMLDivElement>(null);
  /** The state whose control takes the focus once reached ('in': in the cart). */
  const follow = useRef<'in' | 'out'>(undefined);
  useEffect(() => {
    if (sheetOpen || follow.current !== (inCart ? 'in' : 'out')) return;
    follow.current = undefined;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    box.current?.querySelector<HTMLElement>(inCart ? '[data-step="up"]' : 'button')?.focus();
  }, [inCart, sheetOpen]);
  return { box, follow };
}

export default function CardBuy({ product }: { product: ProductCardData }) {
  const { items } = useSnapshot(cart);
  const { productConfigs } = useSnapshot(general.state);
  const [Sheet, setSheet] = useState<ComponentType<SheetProps>>();
  const lines = items.filter((item) => item.ProductId === product.ProductId);
  const qty = lines.reduce((sum, item) => sum + item.Qty, 0);
  const max = maxQtyPerProduct(productConfigs);
  const { box, follow } = useFocusFollows(qty > 0, Sheet !== undefined);
  const name = product.ProductName;

  const openSheet = () => {
    loadSheet().then((loaded) => setSheet(() => loaded), showFailure);
  };
  const add = () => {
    follow.current = 'in';
    if (product.HasOptions) openSheet();
    else addSimple(product).catch(showFailure);
  };
  // One line: the stepper is bound to it. Several choices of options: the sheet says which to change.
  const line = lines.length === 1 ? lines[0] : undefined;
  const step = (by: number) => {
    follow.current = line && line.Qty + by < 1 ? 'out' : undefined;
    if (line) setQty(line.ItemId, line.Qty + by);
    else openSheet();
  };

  return (
    <div ref={box}>
      {qty === 0 ? (
        <button
          type="button"
          className="card-add"
          aria-label={messages.cardBuy.addNamed(name)}
          aria-haspopup={product.HasOptions ? 'dialog' : undefined}
          onClick={add}
        >
          {messages.cardBuy.add}
          <Icon name="plus" size={16} />
        </button>
      ) : (
        <div className="card-stepper" role="group" aria-label={messages.cardBuy.quantityOf(name)}>
          <button
            type="button"
            aria-label={messages.cardBuy.decreaseOf(name)}
            aria-haspopup={line ? undefined : 'dialog'}
            onClick={() => step(-1)}
          >
            <Icon name="minus" size={16} />
          </button>
          <output aria-live="polite">{qty}</output>
          <button
            type="button"
            data-step="up"
            aria-label={messages.cardBuy.increaseOf(name)}
            aria-haspopup={line ? undefined : 'dialog'}
            aria-disabled={qty >= max}
            title={qty >= max ? messages.cardBuy.atMax(max) : undefined}
            onClick={() => (qty < max ? step(1) : undefined)}
          >
            <Icon name="plus" size={16} />
          </button>
        </div>
      )}
      {Sheet ? (
        <Sheet
          product={product}
          onClose={(added) => {
            if (!added) follow.current = undefined;
            setSheet(undefined);
          }}
        />
      ) : null}
    </div>
  );
}
