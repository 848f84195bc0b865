import type { OpsOrderDetails, OpsOrderLine, PackedLine } from '@storefront/sdk/ops';
import { messages } from '../messages';

const t = messages.order;

/** What the packer typed for one line. */
export interface LineInput {
  grams: string;
  pieces: string;
  short: boolean;
  /** Short and asked to be replaced: the similar cut chosen (none: refunded as short). */
  replaceWith?: { productId: number; configPriceIds: number[] } | undefined;
}

export const EMPTY_INPUT: LineInput = { grams: '', pieces: '', short: false };

/** A whole number of grams or pieces typed in a field, or undefined. */
function wholeNumber(text: string | undefined): number | undefined {
  const value = Number.parseInt(text ?? '', 10);
  return Number.isInteger(value) && value >= 0 ? value : undefined;
}

/**
 * One line's packing as the API takes it, or the words saying what is missing: a line sold by the piece
 * (no ordered grams, e.g. eggs) by its count, 0 to the quantity ordered; a weighed line by its grams.
 */
function packedLine(line: OpsOrderLine, input: LineInput | undefined): PackedLine | string {
  if (input?.short && input.replaceWith && line.IfShort === 'Replace')
    return { lineId: line.LineId, replaceWith: input.replaceWith };
  if (input?.short) return { lineId: line.LineId, short: true };
  const pieces = wholeNumber(input?.pieces);
  if (line.OrderedGrams === null) {
    return pieces !== undefined && pieces <= line.Qty
      ? { lineId: line.LineId, pieces }
      : t.piecesRequired(line.ProductName, line.Qty);
  }
  const grams = wholeNumber(input?.grams);
  if (grams === undefined) return t.gramsRequired;
  return { lineId: line.LineId, grams, ...(pieces !== undefined ? { pieces } : {}) };
}

/** Every line's packing, or the words of the first line that is not filled in. */
export function packedLines(
  order: OpsOrderDetails,
  inputs: Record<number, LineInput>,
): PackedLine[] | string {
  const lines: PackedLine[] = [];
  for (const line of order.Lines) {
    const packed = packedLine(line, inputs[line.LineId]);
    if (typeof packed === 'string') return packed;
    lines.push(packed);
  }
  return lines;
}
