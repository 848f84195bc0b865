/** The order board: the store's orders, filtered and grouped, read again every few seconds. */
import { formatClock } from '../lib/dateTime';
import { BoardFilters } from './board/BoardFilters';
import { BoardGroups } from './board/BoardGroups';
import { useBoardQuery } from './board/useBoardQuery';
import { useHubs } from './hubs';
import { messages } from './messages';
import { Pager } from './Pager';
import { ops } from './session';
import { usePolling } from './usePolling';

/** `admin`: every hub's orders, with a hub filter (a packer or rider sees their own hubs' orders only). */
export function Board({ admin = false }: { admin?: boolean }) {
  const { filters, areaValid, query, pageNo, setPageNo, filter, clearDate } = useBoardQuery();
  const { hubs } = useHubs(admin);
  const { data, error, updatedAt, refresh } = usePolling(JSON.stringify(query), () =>
    ops.orders.list(query),
  );

  return (
    <main id="main" className="ops-board" tabIndex={-1}>
      <h1>{messages.board.heading}</h1>
      <BoardFilters
        filters={filters}
        areaValid={areaValid}
        hubs={admin ? hubs : undefined}
        onFilter={filter}
        onClearDate={clearDate}
        onRefresh={() => void refresh()}
      />
      <p className="muted small" aria-live="off">
        {messages.board.live}
        {updatedAt ? ` ${messages.board.updatedAt(formatClock(updatedAt.toISOString()))}` : ''}
      </p>
      {error ? (
        <p role="alert" className="field-error">
          {error.title}. {error.description}
        </p>
      ) : null}
      {data && data.Orders.length === 0 ? <p>{messages.board.empty}</p> : null}
      {data ? <BoardGroups orders={data.Orders} /> : null}
      {data ? <Pager pageNo={pageNo} totalPages={data.TotalPages} onPage={setPageNo} /> : null}
    </main>
  );
}
