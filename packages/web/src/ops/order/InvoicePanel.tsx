import type { OrderDocumentsReply } from '@storefront/sdk/ops';
import { useEffect, useState } from 'react';
import { formatPaise } from '../../lib/money';
import { messages } from '../messages';
import { describe, ops } from '../session';

const t = messages.invoices;

/**
 * The order's GST invoice and credit notes (docs/invoices.md), for an admin: each a link to its PDF at
 * its signed address, read again when the order's status or credits move (a refund brings a credit note).
 */
export function InvoicePanel({ orderId, revision }: { orderId: number; revision: string }) {
  const [read, setRead] = useState<{ key: string; reply: OrderDocumentsReply }>();
  const [error, setError] = useState<string>();
  const key = `${orderId}-${revision}`;
  useEffect(() => {
    let live = true;
    ops.orders.documents(orderId).then(
      (reply) => {
        if (!live) return;
        setRead({ key, reply });
        setError(undefined);
      },
      (caught: unknown) => {
        const { title, description } = describe(caught);
        if (live) setError(`${title}. ${description}`);
      },
    );
    return () => {
      live = false;
    };
  }, [orderId, key]);
  const documents = read?.reply.Documents;
  return (
    <section aria-labelledby="ops-order-invoices">
      <h2 id="ops-order-invoices">{t.heading}</h2>
      {error ? (
        <p role="alert" className="field-error">
          {error}
        </p>
      ) : null}
      {documents === undefined && !error ? <p aria-live="polite">{t.loading}</p> : null}
      {documents?.length === 0 ? <p className="muted small">{t.none}</p> : null}
      {documents && documents.length > 0 ? (
        <ul>
          {documents.map((document) => (
            <li key={document.DocumentId}>
              <a href={document.DownloadUrl} download={document.FileName}>
                {document.Kind === 'Invoice'
                  ? t.invoice(document.Number, formatPaise(document.Total))
                  : t.creditNote(document.Number, formatPaise(document.Total))}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
