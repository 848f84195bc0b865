import type { AuditEntry } from '@storefront/sdk/ops';
import { AuditList } from '../AuditList';
import { messages } from '../messages';

/** The order's audit trail, for an admin: loading until its first read arrives. */
export function AuditPanel({ entries }: { entries: readonly AuditEntry[] | undefined }) {
  return (
    <section aria-labelledby="ops-order-audit">
      <h2 id="ops-order-audit">{messages.order.audit}</h2>
      {entries ? (
        <AuditList entries={entries} showOrder={false} />
      ) : (
        <p aria-live="polite">{messages.audit.loading}</p>
      )}
    </section>
  );
}
