/** Option arithmetic of a product page: defaults, unit price, and the facts of the chosen rows. */
import type { ReplyOf } from '@storefront/sdk';

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
