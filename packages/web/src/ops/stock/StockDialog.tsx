/**
 * A row's action in a modal dialog (components/Dialog: focus moves to its first field, Tab stays inside,
 * Escape closes, focus returns to the row's button): a movement's form, or the row's movements.
 */
import type { Hub, StockLevel } from '@storefront/sdk/ops';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { formatDateTime } from '../../lib/dateTime';
import { messages } from '../messages';
import { Pager } from '../Pager';
import { ops } from '../session';
import { usePolling } from '../usePolling';
import { AdjustForm, MoveForm, ReceiveForm } from './StockForms';
import { type StockActionKind, whatOf } from './StockTable';

const t = messages.stock;

const headings: Record<StockActionKind, (what: string) => string> = {
  receive: t.receiveOf,
  adjust: t.adjustOf,
  move: t.moveOf,
  movements: t.movementsOf,
};

/** Units a movement added (+) or took (−). */
const signed = (units: number) => (units > 0 ? `+${units}` : `−${Math.abs(units)}`);

function MovementList({ level, onClose }: { level: StockLevel; onClose: () => void }) {
  const [pageNo, setPageNo] = useState(1);
  const query = { hubId: level.HubId, rowId: level.RowId, pageNo };
  const { data, error } = usePolling(`movements-${JSON.stringify(query)}`, () =>
    ops.stock.movements(query),
  );
  return (
    <>
      {error ? (
        <p role="alert" className="field-error">
          {error.title}. {error.description}
        </p>
      ) : null}
      {data === undefined ? <p aria-live="polite">{t.loadingMovements}</p> : null}
      {data && data.Movements.length === 0 ? <p>{t.noMovements}</p> : null}
      {data && data.Movements.length > 0 ? (
        <table className="data-table" data-testid="stock-movements">
          <thead>
            <tr>
              <th scope="col">{t.kind}</th>
              <th scope="col">{t.unitsChange}</th>
              <th scope="col">{t.reasonOrNote}</th>
              <th scope="col">{t.by}</th>
              <th scope="col">{t.when}</th>
            </tr>
          </thead>
          <tbody>
            {data.Movements.map((movement) => (
              <tr key={movement.MovementId}>
                <td>{t.movementKind[movement.Kind]}</td>
                <td>{signed(movement.Units)}</td>
                <td>
                  {(t.adjustReason as Record<string, string>)[movement.Reason] ??
                    (movement.Reason || t.none)}
                </td>
                <td>
                  {movement.StaffName ??
                    (movement.OrderId === null ? t.none : t.byOrder(movement.OrderId))}
                </td>
                <td>{formatDateTime(movement.At)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {data ? <Pager pageNo={pageNo} totalPages={data.TotalPages} onPage={setPageNo} /> : null}
      <Button variant="secondary" onClick={onClose}>
        {t.close}
      </Button>
    </>
  );
}

export function StockDialog({
  kind,
  level,
  hubs,
  onDone,
  onClose,
}: {
  kind: StockActionKind;
  level: StockLevel;
  hubs: Hub[];
  onDone: (notice: string) => void;
  onClose: () => void;
}) {
  const form = { level, onDone, onCancel: onClose };
  return (
    <Dialog open title={headings[kind](whatOf(level))} onClose={onClose} className="ops-dialog">
      <p className="muted small">{t.counts(level.OnHand, level.Reserved, level.Available)}</p>
      {kind === 'receive' ? <ReceiveForm {...form} /> : null}
      {kind === 'adjust' ? <AdjustForm {...form} /> : null}
      {kind === 'move' ? <MoveForm {...form} hubs={hubs} /> : null}
      {kind === 'movements' ? <MovementList level={level} onClose={onClose} /> : null}
    </Dialog>
  );
}
