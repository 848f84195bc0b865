import type { OpsOrderDetails, OpsOrderLine } from '@storefront/sdk/ops';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { messages } from '../messages';
import { LineView, refundableOf } from './LineView';
import { EMPTY_INPUT, type LineInput } from './packing';
import { PackLine } from './PackLine';
import { RefundForm, type LineRefund } from './RefundForm';

const t = messages.order;

/**
 * The order's lines: fields for each while it is being packed, otherwise the lines as packed, with a
 * refund for each line of a delivered order when `refundable` (an admin, a complaint about what arrived).
 */
export function LinesPanel({
  order,
  packing,
  refundable,
  busy,
  inputs,
  onInputs,
  onRefund,
  onRefundStart,
}: {
  order: OpsOrderDetails;
  packing: boolean;
  refundable: boolean;
  busy: boolean;
  inputs: Record<number, LineInput>;
  onInputs: (inputs: Record<number, LineInput>) => void;
  /** Refunds the line; `settled` closes its form once the refund is made. */
  onRefund: (line: OpsOrderLine, request: LineRefund, settled: () => void) => void;
  /** A refund form opens (an earlier failure is cleared). */
  onRefundStart: () => void;
}) {
  const [refunding, setRefunding] = useState<number>();
  return (
    <>
      <h2>{t.lines}</h2>
      {packing ? (
        order.Lines.map((line) => (
          <PackLine
            key={line.LineId}
            orderId={order.OrderId}
            line={line}
            input={inputs[line.LineId] ?? EMPTY_INPUT}
            onChange={(input) => onInputs({ ...inputs, [line.LineId]: input })}
          />
        ))
      ) : (
        <ul className="ops-lines">
          {order.Lines.map((line) => (
            <li key={line.LineId} data-testid="ops-line">
              <LineView line={line} />
              {refundable && refundableOf(line) > 0 && refunding !== line.LineId ? (
                <Button
                  variant="secondary"
                  disabled={busy}
                  onClick={() => {
                    onRefundStart();
                    setRefunding(line.LineId);
                  }}
                >
                  {t.refund(line.ProductName)}
                </Button>
              ) : null}
              {refundable && refunding === line.LineId ? (
                <RefundForm
                  order={order}
                  line={line}
                  busy={busy}
                  onRefund={(request) => onRefund(line, request, () => setRefunding(undefined))}
                  onCancel={() => setRefunding(undefined)}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
