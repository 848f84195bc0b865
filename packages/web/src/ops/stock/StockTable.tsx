/** The stock levels a page at a time: one row per hub and counted option, each with its actions. */
import type { StockLevel } from '@storefront/sdk/ops';
import { Button } from '../../components/Button';
import { messages } from '../messages';

const t = messages.stock;

/** What a row's action opens: a movement's form, or the row's movements. */
export type StockActionKind = 'receive' | 'adjust' | 'move' | 'movements';

export const whatOf = (level: StockLevel) => t.what(level.ProductName, level.Option, level.HubName);

/** The actions' visible words and, for a screen reader, the row each one is about (read when rendered). */
const actions: { kind: StockActionKind; word: () => string; label: (what: string) => string }[] = [
  { kind: 'receive', word: () => t.receive, label: t.receiveOf },
  { kind: 'adjust', word: () => t.adjust, label: t.adjustOf },
  { kind: 'move', word: () => t.move, label: t.moveOf },
  { kind: 'movements', word: () => t.movements, label: t.movementsOf },
];

function StockRow({
  level,
  canMove,
  onAction,
}: {
  level: StockLevel;
  canMove: boolean;
  onAction: (kind: StockActionKind, level: StockLevel) => void;
}) {
  const what = whatOf(level);
  // A level counted in grams says so on each amount (the option is cut to weight).
  const amount = (value: number) => (level.Unit === 'Grams' ? t.grams(value) : value);
  return (
    <tr data-testid="stock-row">
      <th scope="row" translate="no">
        {level.ProductName}
      </th>
      <td translate="no">{level.Option}</td>
      <td translate="no">{level.HubName}</td>
      <td>{amount(level.OnHand)}</td>
      <td>{amount(level.Reserved)}</td>
      <td>
        {amount(level.Available)} {level.Low ? <span className="ops-badge">{t.low}</span> : null}
      </td>
      <td>
        <span className="ops-row-actions">
          {actions
            .filter((action) => action.kind !== 'move' || canMove)
            .map((action) => (
              <Button
                key={action.kind}
                variant="secondary"
                size="sm"
                aria-label={action.label(what)}
                onClick={() => onAction(action.kind, level)}
              >
                {action.word()}
              </Button>
            ))}
        </span>
      </td>
    </tr>
  );
}

export function StockTable({
  levels,
  canMove,
  onAction,
}: {
  levels: StockLevel[];
  /** Moving needs another hub to move to. */
  canMove: boolean;
  onAction: (kind: StockActionKind, level: StockLevel) => void;
}) {
  return (
    <div className="ops-table-wrap">
      <table className="data-table ops-stock">
        <caption className="muted small">{t.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.product}</th>
            <th scope="col">{t.option}</th>
            <th scope="col">{t.hub}</th>
            <th scope="col">{t.onHand}</th>
            <th scope="col">{t.reserved}</th>
            <th scope="col">{t.available}</th>
            <th scope="col">{t.actions}</th>
          </tr>
        </thead>
        <tbody>
          {levels.map((level) => (
            <StockRow
              key={`${level.HubId}-${level.RowId}`}
              level={level}
              canMove={canMove}
              onAction={onAction}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
