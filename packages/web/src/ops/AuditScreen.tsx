import { useState } from 'react';
import { Button } from '../components/Button';
import { AuditList } from './AuditList';
import { useFocusWhen } from './focus';
import { messages } from './messages';
import { ops } from './session';
import { usePolling } from './usePolling';

/** The admin's audit trail: the latest staff actions of every kind, newest first, a page at a time. */
export function AuditScreen() {
  const [pageNo, setPageNo] = useState(1);
  const { data, error } = usePolling(`audit-${pageNo}`, () => ops.audit.recent({ pageNo }));
  const headingRef = useFocusWhen<HTMLHeadingElement>(data !== undefined);

  return (
    <main id="main" className="ops-screen">
      <h1 ref={headingRef} tabIndex={-1}>
        {messages.audit.heading}
      </h1>
      {error ? (
        <p role="alert" className="field-error">
          {error.title}. {error.description}
        </p>
      ) : null}
      {data ? (
        <AuditList entries={data.Entries} showOrder />
      ) : (
        <p aria-live="polite">{messages.audit.loading}</p>
      )}
      {data && data.TotalPages > 1 ? (
        <nav className="ops-pages" aria-label={messages.board.page(pageNo, data.TotalPages)}>
          <Button
            variant="secondary"
            size="sm"
            disabled={pageNo <= 1}
            onClick={() => setPageNo(pageNo - 1)}
          >
            {messages.board.previous}
          </Button>
          <span>{messages.board.page(pageNo, data.TotalPages)}</span>
          <Button
            variant="secondary"
            size="sm"
            disabled={pageNo >= data.TotalPages}
            onClick={() => setPageNo(pageNo + 1)}
          >
            {messages.board.next}
          </Button>
        </nav>
      ) : null}
    </main>
  );
}
