import type { OpsOrderLine } from '@storefront/sdk/ops';
import { formatPaise } from '../../lib/money';
import { messages } from '../messages';

const t = messages.order;

function optionsOf(line: OpsOrderLine): string {
  return Object.values(line.SelectedOptions)
    .map((option) => option.Label)
    .join(', ');
}

/** What was packed: 'Packed 2 pieces' for a line sold by the piece, 'Packed 940 g, 6 pieces' for a weighed one. */
function packedNote(line: OpsOrderLine): string | null {
  if (line.OrderedGrams === null)
    return line.PackedPieces !== null ? t.packed(t.packedPieces(line.PackedPieces)) : null;
  if (line.PackedGrams === null) return null;
  const weight = messages.grams(line.PackedGrams);
  return t.packed(
    line.PackedPieces !== null
      ? t.weightAndPieces(weight, t.packedPieces(line.PackedPieces))
      : weight,
  );
}

/** What is left of a line to refund: its total less its weight credit and earlier refunds. */
export const refundableOf = (line: OpsOrderLine) =>
  line.LineTotal - line.WeightCredit - line.Refunded;

/** One line of the order: what was ordered, packed, credited and refunded. */
export function LineView({ line }: { line: OpsOrderLine }) {
  return (
    <>
      <span className="ops-line-name">
        {line.Qty} × <span translate="no">{line.ProductName}</span>
      </span>
      {optionsOf(line) ? <span translate="no">{optionsOf(line)}</span> : null}
      <span className="muted small">
        {line.OrderedGrams === null ? t.byPiece : t.ordered(messages.grams(line.OrderedGrams))} ·{' '}
        {formatPaise(line.LineTotal)}
      </span>
      {line.Short ? <span>{t.short}</span> : null}
      {line.Replacement ? (
        <span>
          {t.replacedWith(line.Replacement.ProductName, formatPaise(line.Replacement.UnitPrice))}
        </span>
      ) : null}
      {packedNote(line) ? <span>{packedNote(line)}</span> : null}
      {line.WeightCredit > 0 ? (
        <span className="ops-credit">{t.credit(formatPaise(line.WeightCredit))}</span>
      ) : null}
      {line.Refunded > 0 ? (
        <span className="ops-credit">{t.refunded(formatPaise(line.Refunded))}</span>
      ) : null}
    </>
  );
}
