/** The board's filters: status, delivery date, area (pincode), refund requested; and a refresh now. */
import { ORDER_STATUSES, type OrderStatus } from '@storefront/sdk/core';
import { Button } from '../../components/Button';
import { messages } from '../messages';
import type { BoardFilterValues } from './useBoardQuery';

function AreaField({
  area,
  areaValid,
  onChange,
}: {
  area: string;
  areaValid: boolean;
  onChange: (area: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor="ops-area">{messages.board.areaFilter}</label>
      <input
        id="ops-area"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
        aria-describedby="ops-area-hint"
        aria-invalid={areaValid ? undefined : true}
        value={area}
        onChange={(event) => onChange(event.target.value)}
      />
      <span id="ops-area-hint" className={areaValid ? 'muted small' : 'field-error'}>
        {messages.board.areaHint}
      </span>
    </div>
  );
}

export function BoardFilters({
  filters,
  areaValid,
  onFilter,
  onClearDate,
  onRefresh,
}: {
  filters: BoardFilterValues;
  areaValid: boolean;
  onFilter: (change: Partial<BoardFilterValues>) => void;
  onClearDate: () => void;
  onRefresh: () => void;
}) {
  return (
    <form
      className="ops-filters"
      aria-label={messages.board.filters}
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="field">
        <label htmlFor="ops-status">{messages.board.statusFilter}</label>
        <select
          id="ops-status"
          value={filters.status}
          onChange={(event) => onFilter({ status: event.target.value as OrderStatus | '' })}
        >
          <option value="">{messages.board.allStatuses}</option>
          {ORDER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {messages.status[value]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="ops-date">{messages.board.dateFilter}</label>
        <input
          id="ops-date"
          type="date"
          value={filters.date}
          onChange={(event) => onFilter({ date: event.target.value })}
        />
      </div>
      {filters.date ? (
        <Button variant="ghost" size="sm" onClick={onClearDate}>
          {messages.board.clearDate}
        </Button>
      ) : null}
      <AreaField
        area={filters.area}
        areaValid={areaValid}
        onChange={(area) => onFilter({ area })}
      />
      <label className="ops-check">
        <input
          type="checkbox"
          checked={filters.refundRequested}
          onChange={(event) => onFilter({ refundRequested: event.target.checked })}
        />
        {messages.board.refundRequestedFilter}
      </label>
      <Button variant="secondary" size="sm" onClick={onRefresh}>
        {messages.board.refresh}
      </Button>
    </form>
  );
}
