/**
 * The admin's stock (issue 28): each hub's units of every counted option, filtered by hub, by the low-stock
 * alerts and by a search, a page at a time; each row receives, adjusts or moves units in a dialog, and shows
 * its movements.
 */
import type { StockLevel, StockQuery } from '@storefront/sdk/ops';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../components/Button';
import { useFocusWhen } from './focus';
import { useHubs } from './hubs';
import { messages } from './messages';
import { Pager } from './Pager';
import { ops } from './session';
import { StockDialog } from './stock/StockDialog';
import { type StockActionKind, StockTable } from './stock/StockTable';
import { usePolling } from './usePolling';

const t = messages.stock;

interface StockFilterValues {
  /** A hub's id as the select holds it; '' for every hub. */
  hubId: string;
  low: boolean;
}

function StockFilters({
  filters,
  hubs,
  onFilter,
  onSearch,
}: {
  filters: StockFilterValues;
  hubs: { HubId: number; Name: string }[];
  onFilter: (change: Partial<StockFilterValues>) => void;
  onSearch: (search: string) => void;
}) {
  const [typed, setTyped] = useState('');
  return (
    <form
      role="search"
      className="ops-filters"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(typed.trim());
      }}
    >
      <div className="field">
        <label htmlFor="ops-stock-hub">{t.hubFilter}</label>
        <select
          id="ops-stock-hub"
          value={filters.hubId}
          onChange={(event) => onFilter({ hubId: event.target.value })}
        >
          <option value="">{t.allHubs}</option>
          {hubs.map((hub) => (
            <option key={hub.HubId} value={hub.HubId}>
              {hub.Name}
            </option>
          ))}
        </select>
      </div>
      <label className="ops-check">
        <input
          type="checkbox"
          checked={filters.low}
          onChange={(event) => onFilter({ low: event.target.checked })}
        />
        {t.lowOnly}
      </label>
      <div className="field">
        <label htmlFor="ops-stock-search">{t.search}</label>
        <input
          id="ops-stock-search"
          type="search"
          maxLength={100}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
      <Button type="submit" variant="secondary" size="sm">
        {t.searchButton}
      </Button>
    </form>
  );
}

/** The filters, search and page, and the list query they make (a change starts at page 1). */
function useStockQuery() {
  const [filters, setFilters] = useState<StockFilterValues>({ hubId: '', low: false });
  const [search, setSearch] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const query: StockQuery = {
    ...(filters.hubId ? { hubId: Number(filters.hubId) } : {}),
    ...(filters.low ? { low: 'yes' as const } : {}),
    ...(search ? { search } : {}),
    pageNo,
  };
  const filter = (change: Partial<StockFilterValues>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPageNo(1);
  };
  const searchFor = (value: string) => {
    setSearch(value);
    setPageNo(1);
  };
  return { filters, query, pageNo, setPageNo, filter, searchFor };
}

export function StockScreen() {
  const { filters, query, pageNo, setPageNo, filter, searchFor } = useStockQuery();
  const { data, error, refresh } = usePolling(`stock-${JSON.stringify(query)}`, () =>
    ops.stock.list(query),
  );
  const hubs = useHubs();
  const [open, setOpen] = useState<{ kind: StockActionKind; level: StockLevel }>();
  const [notice, setNotice] = useState<string>();
  const failed = error ?? hubs.error;
  // The heading takes the focus once, when the screen first has its list: not on every filter change.
  const shown = useRef(false);
  if (data !== undefined) shown.current = true;
  const headingRef = useFocusWhen<HTMLHeadingElement>(shown.current);
  const wasOpen = useRef(false);
  // A dialog closed and its row's button is gone (e.g. no longer low): focus goes to the heading, not lost.
  useEffect(() => {
    if (wasOpen.current && !open && document.activeElement === document.body)
      headingRef.current?.focus();
    wasOpen.current = open !== undefined;
  }, [open, headingRef]);

  const done = async (said: string) => {
    await refresh();
    setOpen(undefined);
    setNotice(said);
  };

  return (
    <main id="main" className="ops-screen">
      <h1 ref={headingRef} tabIndex={-1}>
        {t.heading}
      </h1>
      <p className="ops-live" role="status">
        {notice}
      </p>
      <StockFilters
        filters={filters}
        hubs={hubs.hubs ?? []}
        onFilter={filter}
        onSearch={searchFor}
      />
      {failed ? (
        <p role="alert" className="field-error">
          {failed.title}. {failed.description}
        </p>
      ) : null}
      {data === undefined ? <p aria-live="polite">{t.loading}</p> : null}
      {data && data.Levels.length === 0 ? <p>{t.empty}</p> : null}
      {data && data.Levels.length > 0 ? (
        <StockTable
          levels={data.Levels}
          canMove={(hubs.hubs?.length ?? 0) > 1}
          onAction={(kind, level) => setOpen({ kind, level })}
        />
      ) : null}
      {data ? <Pager pageNo={pageNo} totalPages={data.TotalPages} onPage={setPageNo} /> : null}
      {open ? (
        <StockDialog
          kind={open.kind}
          level={open.level}
          hubs={hubs.hubs ?? []}
          onDone={(said) => void done(said)}
          onClose={() => setOpen(undefined)}
        />
      ) : null}
    </main>
  );
}
