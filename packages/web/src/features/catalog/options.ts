/**
 * Options of a product, as its page and a card's options sheet show them: defaults, unit price, the facts of
 * the chosen rows, and adding the choice to the cart (addChosen: one module with the arithmetic, so the
 * product page's first render loads it in one piece).
 */
import type { ReplyOf } from '@storefront/sdk';
import { optionKeyOfRowIds, rowIdsOfOptionKey } from '@storefront/sdk/core';
import { showCartAdded, showError } from '../../lib/dialogs';
import { describeFailure } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { messages } from '../../messages/catalogPages';
import { addToCart } from '../../state/cart';

type Details = ReplyOf<'productDetails'>['ProductDetails'];
type Group = Details['ProductConfig'][number];
type Row = Group['Options'][number];

/** Group name → chosen row id. */
export type Selection = Record<string, number>;

export function defaultSelection(groups: readonly Group[]): Selection {
  const selection: Selection = {};
  for (const group of groups) {
    const row =
      group.Options.find((option) => option.IsDefault && option.IsAvailable) ??
      group.Options.find((option) => option.IsAvailable) ??
      group.Options[0];
    if (row) selection[group.Name] = row.RowId;
  }
  return selection;
}

/**
 * The selection an option key names (a link's `?option=`, e.g. from a back-in-stock push), when it names one
 * row of every group; else the default selection.
 */
export function selectionOfKey(groups: readonly Group[], optionKey: string | null): Selection {
  const rowIds = optionKey === null ? undefined : rowIdsOfOptionKey(optionKey);
  if (!rowIds) return defaultSelection(groups);
  const selection: Selection = {};
  for (const group of groups) {
    const row = group.Options.find((option) => rowIds.includes(option.RowId));
    if (!row) return defaultSelection(groups);
    selection[group.Name] = row.RowId;
  }
  return Object.keys(selection).length === rowIds.length ? selection : defaultSelection(groups);
}

/** The option key of a selection, as a cart line and a stock alert name it. */
export function optionKeyOfSelection(selection: Selection): string {
  return optionKeyOfRowIds(Object.values(selection));
}

export function chosenRows(groups: readonly Group[], selection: Selection): Row[] {
  return groups.flatMap((group) =>
    group.Options.filter((option) => option.RowId === selection[group.Name]),
  );
}

/** Unit price in paise: the base price plus the PriceDelta of every chosen row. */
export function unitPrice(
  details: Pick<Details, 'Price' | 'ProductConfig'>,
  selection: Selection,
): number {
  return chosenRows(details.ProductConfig, selection).reduce(
    (sum, row) => sum + row.PriceDelta,
    details.Price,
  );
}

/** The MRP of the chosen options, scaled like the price. */
export function unitMrp(
  details: Pick<Details, 'Price' | 'Mrp' | 'ProductConfig'>,
  selection: Selection,
) {
  if (!details.Mrp) return null;
  return details.Mrp + (unitPrice(details, selection) - details.Price);
}

export interface Facts {
  grossWeight: string | null;
  netWeight: string | null;
  pieces: string | null;
  serves: string | null;
}

export function factsOf(rows: readonly Row[]): Facts {
  const first = (key: 'GrossWeight' | 'NetWeight' | 'Pieces' | 'Serves') =>
    rows
      .map((row) => row[key])
      .find((value): value is string => typeof value === 'string' && value !== '') ?? null;
  return {
    grossWeight: first('GrossWeight'),
    netWeight: first('NetWeight'),
    pieces: first('Pieces'),
    serves: first('Serves'),
  };
}

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

/**
 * Adds `qty` of the product with the options chosen at the unit `price`, through the cart state (its
 * integrity checks and maximum per product), then the cart-added notice, or a refusal in a toast; resolves
 * true once added.
 */
export async function addChosen(
  details: Details,
  selection: Selection,
  price: number,
  qty: number,
  max: number,
): Promise<boolean> {
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
    return false;
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
  return result.ok;
}
