/**
 * The board's filters: status, delivery date, area (pincode), hub (an admin's), refund requested; and a
 * refresh now.
 */
import { ORDER_STATUSES, type OrderStatus } from '@storefront/sdk/core';
import type { Hub } from '@storefront/sdk/ops';
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

/** One hub's orders, or every hub's. */
function HubField({
  hubId,
  hubs,
  onChange,
}: {
  hubId: string;
  hubs: Hub[];
  onChange: (hubId: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor="ops-hub">{messages.board.hubFilter}</label>
      <select id="ops-hub" value={hubId} onChange={(event) => onChange(event.target.value)}>
        <option value="">{messages.board.allHubs}</option>
        {hubs.map((hub) => (
          <option key={hub.HubId} value={hub.HubId}>
            {hub.Name}
          </option>
        ))}
      </select>
    </div>
  );
}

export function BoardFilters({
  filters,
  areaValid,
  hubs,
  onFilter,
  onClearDate,
  onRefresh,
}: {
  filters: BoardFilterValues;
  areaValid: boolean;
  /** The hubs to filter by (an admin's board); none: no hub filter. */
  hubs?: Hub[] | undefined;
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
      {hubs && hubs.length > 1 ? (
        <HubField hubId={filters.hubId} hubs={hubs} onChange={(hubId) => onFilter({ hubId })} />
      ) : null}
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
