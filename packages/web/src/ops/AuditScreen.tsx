import { useState } from 'react';
import { AuditList } from './AuditList';
import { useFocusWhen } from './focus';
import { messages } from './messages';
import { Pager } from './Pager';
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
      {data ? <Pager pageNo={pageNo} totalPages={data.TotalPages} onPage={setPageNo} /> : null}
    </main>
  );
}
