/**
 * Packing: every line once, with its net grams (and pieces) or short, and the weight settlement
 * (operations/settlement.ts) in the same transaction.
 */
import { splitCredit, type ProductValues, type WalletEntryRecord } from '@storefront/sdk/core';
import type {
  OpsOrderDetails,
  OpsOrderLine,
  PackedLine,
  PackOrderRequest,
} from '@storefront/sdk/ops';
import type { Database, Transaction } from '../../db/index.js';
import { badRequest } from '../../http/errors.js';
import { opsMessages } from '../../messages.js';
import { enqueueOrderUpdate } from '../../notifications/outbox.js';
import { lineCreditLeft, record, refundEntry } from '../../orders/ledger.js';
import type { OrderRow } from '../../orders/model.js';
import { orderNumber } from '../../orders/rules.js';
import { packedLines } from '../../orders/tables.js';
import type { StaffRow } from '../../staff/service.js';
import { moveWallet } from '../../wallet/service.js';
import { deductForOrder, packedOptions } from '../../inventory/stock.js';
import { linesOf, orderForStaff } from '../order-view.js';
import { canTransition } from '../rules.js';
import { pieceCredit, weightCredit } from '../settlement.js';
import {
  type ReplaceWith,
  type Replacement,
  holdReplacements,
  priceReplacements,
  requireReplaceable,
  tellReplaced,
} from './replacement.js';
import { deductFromPayable, lockOrder, moveTo, refuse } from './shared.js';

/** What was packed of a line: its grams and pieces, or short, or a similar cut instead. */
interface PackedAmounts {
  short: boolean;
  packedGrams: number | null;
  pieces: number | null;
  replaceWith?: ReplaceWith | undefined;
}

/**
 * A packed line as its ordered line takes it: a line sold by the piece (no ordered grams, e.g. eggs) by
 * its count alone, 0 to the quantity ordered; a weighed line by its net grams (and pieces of meat).
 */
function packedAmounts(line: OpsOrderLine, packed: PackedLine): PackedAmounts {
  if ('short' in packed) return { short: true, packedGrams: null, pieces: null };
  if ('replaceWith' in packed) {
    // The same quantity of the similar cut, as ordered: the price difference is its only credit.
    requireReplaceable(line);
    const byPiece = line.OrderedGrams === null;
    return {
      short: false,
      packedGrams: line.OrderedGrams,
      pieces: byPiece ? line.Qty : null,
      replaceWith: packed.replaceWith,
    };
  }
  if (line.OrderedGrams === null) {
    if ('grams' in packed || packed.pieces > line.Qty)
      throw badRequest(opsMessages.packByPieces(line.ProductName, line.Qty));
    return { short: false, packedGrams: null, pieces: packed.pieces };
  }
  if (!('grams' in packed)) throw badRequest(opsMessages.packByGrams(line.ProductName));
  return { short: false, packedGrams: packed.grams, pieces: packed.pieces ?? null };
}

/** The packing credit of a line: missing pieces at the unit price, or missing grams beyond the tolerance. */
function packingCredit(line: OpsOrderLine, packed: PackedAmounts, toleranceBasisPoints: number) {
  if (packed.replaceWith) return 0;
  if (line.OrderedGrams === null)
    return pieceCredit({
      unitPrice: line.UnitPrice,
      qty: line.Qty,
      lineTotal: line.LineTotal,
      packedPieces: packed.pieces,
      short: packed.short,
    });
  return weightCredit({
    lineTotal: line.LineTotal,
    orderedGrams: line.OrderedGrams,
    packedGrams: packed.packedGrams,
    short: packed.short,
    toleranceBasisPoints,
  });
}

/** The product a line names in a record: its id, and its name as sold. */
const productOf = (line: OpsOrderLine): ProductValues => ({
  productId: line.ProductId,
  product: line.ProductName,
});

/** The wallet entry of a packing credit: out of stock, pieces missing, or packed under weight. */
function packingCreditEntry(
  number: string,
  line: OpsOrderLine,
  packed: PackedAmounts,
): WalletEntryRecord {
  const values = { order: number, ...productOf(line) };
  if (packed.short) return { kind: 'OutOfStock', values };
  if (line.OrderedGrams === null)
    return {
      kind: 'MissingPieces',
      values: { ...values, packed: packed.pieces ?? 0, ordered: line.Qty },
    };
  return {
    kind: 'UnderWeight',
    values: {
      ...values,
      missingGrams: line.OrderedGrams - (packed.packedGrams ?? 0),
      orderedGrams: line.OrderedGrams,
    },
  };
}

/** The units a packed line takes off the shelf: its quantity, or the pieces counted for one sold by the piece. */
const unitsPacked = (line: OpsOrderLine, packed: PackedAmounts) =>
  line.OrderedGrams === null ? (packed.pieces ?? 0) : line.Qty;

type PackRequest = Pick<PackOrderRequest, 'lines'> & { orderId: number };

/** A line to pack, with what was packed of it and the credit its weight or count earns before any cap. */
interface LineToPack extends PackedAmounts {
  line: OpsOrderLine;
  credit: number;
  /** The similar cut packed instead, priced (its credit is the price difference). */
  replacement?: Replacement | undefined;
}

/** What the packing credited, line by line and in all, and how the credit was paid out. */
interface Settlement {
  settled: {
    LineId: number;
    OrderedGrams: number | null;
    PackedGrams: number | null;
    Short: boolean;
    WeightCredit: number;
  }[];
  credited: number;
  offPayable: number;
  toWallet: number;
}

/**
 * Packs the order: every line once, with its net grams (and pieces) or short. Lines under weight beyond
 * the tolerance, and short lines, are credited in the same transaction: to the shopper's wallet, or, for a
 * pay-on-delivery order not paid yet, off the amount the rider collects (operations/settlement.ts).
 */
export async function packOrder(
  db: Database,
  staff: StaffRow,
  request: PackRequest,
  toleranceBasisPoints: number,
): Promise<OpsOrderDetails> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, request.orderId, staff);
    if (!canTransition('pack', order.status)) refuse(order, 'pack');
    const weighed = weighLines(await linesOf(tx, order.id), request, toleranceBasisPoints);
    const toPack = await withReplacements(tx, weighed);
    const settlement = await settleLines(tx, order, toPack);
    await markPacked(tx, staff, order, toPack, settlement);
  });
  return orderForStaff(db, request.orderId, staff);
}

/** The order's lines as packed, each with its credit; refused unless every line is packed exactly once. */
function weighLines(
  lines: OpsOrderLine[],
  request: PackRequest,
  toleranceBasisPoints: number,
): LineToPack[] {
  const packedIds = request.lines.map((line) => line.lineId);
  const sameLines =
    new Set(packedIds).size === packedIds.length &&
    packedIds.length === lines.length &&
    lines.every((line) => packedIds.includes(line.LineId));
  if (!sameLines) throw badRequest(opsMessages.packLinesMismatch);
  return lines.map((line) => {
    const packed = packedAmounts(
      line,
      request.lines.find((p) => p.lineId === line.LineId)!,
    );
    const credit = packingCredit(line, packed, toleranceBasisPoints);
    return { line, ...packed, credit };
  });
}

/** Prices the lines packed with a similar cut: their credit is the price difference. */
async function withReplacements(tx: Transaction, toPack: LineToPack[]): Promise<LineToPack[]> {
  const wanted = toPack.flatMap((item) =>
    item.replaceWith ? [{ line: item.line, replaceWith: item.replaceWith }] : [],
  );
  const replacements = await priceReplacements(tx, wanted);
  return toPack.map((item) => {
    const replacement = replacements.find((cut) => cut.lineId === item.line.LineId);
    return replacement ? { ...item, replacement, credit: replacement.credit } : item;
  });
}

/** Settles every packed line in turn, adding up what was credited and where it went. */
async function settleLines(
  tx: Transaction,
  order: OrderRow,
  toPack: LineToPack[],
): Promise<Settlement> {
  const number = orderNumber(order.id, order.createdAt);
  const settlement: Settlement = { settled: [], credited: 0, offPayable: 0, toWallet: 0 };
  for (const item of toPack) {
    const { credit, offDue, toShopper } = await settleLine(tx, order, number, item);
    settlement.credited += credit;
    settlement.offPayable += offDue;
    settlement.toWallet += toShopper;
    settlement.settled.push({
      LineId: item.line.LineId,
      OrderedGrams: item.line.OrderedGrams,
      PackedGrams: item.packedGrams,
      Short: item.short,
      WeightCredit: credit,
    });
  }
  return settlement;
}

/** One packed line: its credit in the ledger, its packed row, and the wallet part of its credit. */
async function settleLine(
  tx: Transaction,
  order: OrderRow,
  number: string,
  { line, short, packedGrams, pieces, credit: weighed, replacement }: LineToPack,
) {
  // Never more than the line cost after its share of the coupon, less what it was credited already,
  // nor than the order still costs; off what is still due first (an unpaid pay-on-delivery order),
  // the rest back to the wallet (the order's ledger, docs/money.md).
  const { left, money } = await lineCreditLeft(tx, order, line.LineId);
  const credit = Math.min(weighed, left);
  const part = splitCredit(money, credit);
  await record(tx, order.id, [
    // The ordered cut was short: a replacement's price difference is a short line's credit.
    {
      kind: short || replacement ? 'ShortLine' : 'WeightCredit',
      amount: credit,
      lineId: line.LineId,
    },
    refundEntry('Wallet', part.toShopper),
  ]);
  await tx.insert(packedLines).values({
    orderLineId: line.LineId,
    orderId: order.id,
    orderedGrams: line.OrderedGrams,
    packedGrams,
    packedPieces: pieces,
    short,
    weightCredit: credit,
    ...(replacement
      ? {
          replacementProductId: replacement.productId,
          replacementName: replacement.productName,
          replacementUnitPrice: replacement.unitPrice,
        }
      : {}),
  });
  if (part.toShopper > 0)
    await moveWallet(tx, {
      userId: order.userId,
      type: 'Credit',
      amount: part.toShopper,
      orderId: order.id,
      entry: replacement
        ? {
            kind: 'ReplacementDifference',
            values: {
              order: number,
              ...productOf(line),
              replacementId: replacement.productId,
              replacement: replacement.productName,
            },
          }
        : packingCreditEntry(number, line, { short, packedGrams, pieces }),
    });
  return { credit, ...part };
}

/** The order packed: the credit off what is due, the stock taken, the status with its audit, the news. */
async function markPacked(
  tx: Transaction,
  staff: StaffRow,
  order: OrderRow,
  toPack: LineToPack[],
  { settled, credited, offPayable, toWallet }: Settlement,
) {
  const lowered = offPayable > 0 ? await deductFromPayable(tx, order, offPayable) : order;
  const replaced = toPack.flatMap((c) => (c.replacement ? [c.replacement] : []));
  await holdReplacements(
    tx,
    order,
    replaced,
    (lineId) => toPack.find((c) => c.line.LineId === lineId)!.line.Qty,
  );
  // What was packed leaves the hub's shelf (a replacement's cut for its line), and what the order held
  // and did not use is free again (inventory/stock.ts).
  const stock = await deductForOrder(
    tx,
    order.id,
    packedOptions(
      toPack
        .filter((c) => !c.short)
        .map((c) => ({
          optionRowIds:
            c.replacement?.optionRowIds ??
            Object.values(c.line.SelectedOptions).map((option) => option.RowId),
          qty: unitsPacked(c.line, c),
          grams: c.packedGrams,
        })),
    ),
  );
  const moved = await moveTo(
    tx,
    staff,
    'pack',
    lowered,
    { kind: 'Packed', values: {} },
    {
      Lines: settled,
      Credited: credited,
      ...(stock.length > 0 ? { Stock: stock } : {}),
      ...(offPayable > 0
        ? {
            DeductedFromPayable: offPayable,
            AmountPayable: lowered.amountPayable,
            PaymentStatus: lowered.paymentStatus,
          }
        : {}),
    },
  );
  await tellReplaced(
    tx,
    moved,
    toPack.flatMap((c) =>
      c.replacement
        ? [
            {
              ...productOf(c.line),
              replacementId: c.replacement.productId,
              replacement: c.replacement.productName,
            },
          ]
        : [],
    ),
  );
  await enqueueOrderUpdate(tx, moved, { kind: 'Packed' });
  if (toWallet > 0) await enqueueOrderUpdate(tx, moved, { kind: 'WeightCredit', amount: toWallet });
  if (offPayable > 0)
    await enqueueOrderUpdate(tx, moved, { kind: 'DeductedFromPayable', amount: offPayable });
}
