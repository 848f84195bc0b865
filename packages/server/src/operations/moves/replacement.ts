/**
 * A similar cut packed for one that ran out, as the shopper asked at checkout (IfShort Replace,
 * docs/after-the-order.md): priced from the catalog now, never above the line's unit price (the difference
 * is credited as the line's ShortLine credit), its stock held at the order's hub in the packing's
 * transaction (so it is taken, or refused, like any order's), and the shopper told at packing.
 */
import type { OpsOrderLine } from '@storefront/sdk/ops';
import { formatPaise, type ProductValues, type ReplacementValues } from '@storefront/sdk/core';
import { isSellable, priceLines } from '../../cart/pricing.js';
import type { Transaction } from '../../db/index.js';
import { HttpError, badRequest } from '../../http/errors.js';
import { reserveForOrder, unitsNeeded } from '../../inventory/stock.js';
import { opsExtraMessages } from '../../messages.js';
import { enqueueOrderPush } from '../../notifications/outbox.js';
import { addOrderEvent, type OrderRow } from '../../orders/model.js';
import { orderNumber } from '../../orders/rules.js';

/** The timeline's kind (the shop words it: `orders.event`). */
export const REPLACED = 'Replaced';

export interface ReplaceWith {
  productId: number;
  configPriceIds: number[];
}

/** The cut that replaces a line, as priced now, and what the shopper gets back for the difference. */
export interface Replacement {
  lineId: number;
  productId: number;
  productName: string;
  unitPrice: number;
  optionRowIds: number[];
  /** (the line's unit price − the replacement's) × the quantity, in paise. */
  credit: number;
}

const texts = opsExtraMessages.replacement;

/** Refuses a replacement the shopper did not ask for. */
export function requireReplaceable(line: OpsOrderLine): void {
  if (line.IfShort !== 'Replace') throw badRequest(texts.notAsked(line.ProductName));
}

/** Prices each replacement from the catalog; refused when it cannot be sold or costs more than the line. */
export async function priceReplacements(
  tx: Transaction,
  wanted: readonly { line: OpsOrderLine; replaceWith: ReplaceWith }[],
): Promise<Replacement[]> {
  if (wanted.length === 0) return [];
  const priced = await priceLines(
    tx,
    wanted.map(({ line, replaceWith }) => ({ ...replaceWith, qty: line.Qty })),
  );
  return wanted.map(({ line }, index) => {
    const cut = priced[index]!;
    if (!isSellable(cut)) throw badRequest(texts.unavailable(cut.productName || line.ProductName));
    if (cut.unitPrice > line.UnitPrice)
      throw badRequest(texts.dearer(cut.productName, formatPaise(line.UnitPrice)));
    return {
      lineId: line.LineId,
      productId: cut.productId,
      productName: cut.productName,
      unitPrice: cut.unitPrice,
      optionRowIds: cut.configPriceIds,
      credit: (line.UnitPrice - cut.unitPrice) * line.Qty,
    };
  });
}

/** Holds the replacements' stock at the order's hub, for the packing to deduct; 409 when one ran out too. */
export async function holdReplacements(
  tx: Transaction,
  order: OrderRow,
  replacements: readonly Replacement[],
  qtyOf: (lineId: number) => number,
): Promise<void> {
  if (replacements.length === 0 || order.hubId === null) return;
  const short = await reserveForOrder(
    tx,
    { id: order.id, hubId: order.hubId },
    unitsNeeded(
      replacements.map((cut) => ({ optionRowIds: cut.optionRowIds, qty: qtyOf(cut.lineId) })),
    ),
  );
  const lacking = replacements.find((cut) =>
    cut.optionRowIds.some((rowId) => short.includes(rowId)),
  );
  if (lacking) throw new HttpError(409, undefined, texts.outOfStock(lacking.productName));
}

/** The timeline's entry and a push for each replacement, so the shopper hears of it at packing. */
export async function tellReplaced(
  tx: Transaction,
  order: OrderRow,
  replaced: readonly (ProductValues & ReplacementValues)[],
): Promise<void> {
  const number = orderNumber(order.id, order.createdAt);
  for (const values of replaced) {
    await addOrderEvent(tx, order.id, REPLACED, { kind: 'Replaced', values });
    await enqueueOrderPush(tx, order, { kind: 'Replaced', values: { order: number, ...values } });
  }
}
