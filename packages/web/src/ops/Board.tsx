/** The order board: the store's orders, filtered and grouped, read again every few seconds. */
import { formatClock } from '../lib/dateTime';
import { BoardFilters } from './board/BoardFilters';
import { BoardGroups } from './board/BoardGroups';
import { useBoardQuery } from './board/useBoardQuery';
import { messages } from './messages';
import { Pager } from './Pager';
import { ops } from './session';
import { usePolling } from './usePolling';

export function Board() {
  const { filters, areaValid, query, pageNo, setPageNo, filter, clearDate } = useBoardQuery();
  const { data, error, updatedAt, refresh } = usePolling(JSON.stringify(query), () =>
    ops.orders.list(query),
  );

  return (
    <main id="main" className="ops-board" tabIndex={-1}>
      <h1>{messages.board.heading}</h1>
      <BoardFilters
        filters={filters}
        areaValid={areaValid}
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
