/**
 * A delivered order's GST tax invoice and the credit notes of refunds after delivery (docs/invoices.md),
 * each a link to its PDF: GET /order-documents answers their signed addresses (a download link cannot send
 * the bearer token), read again when the order's money moves, since a refund brings a credit note.
 */
import type { ReplyOf } from '@storefront/sdk';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/Button';
import { withApi } from '../../../lib/api';
import { formatPaise } from '../../../lib/money';
import { invoiceMessages as t } from '../../../messages/orders';
import type { ShownOrder } from './shownOrder';

type Documents = ReplyOf<'orderDocuments'>['Documents'];
type Read = { orderId: number; documents: Documents } | { orderId: number; failed: true };

export function InvoiceLinks({ order }: { order: ShownOrder }) {
  const delivered = order.Status === 'Delivered';
  const credited = order.Money?.Credited ?? 0;
  const [read, setRead] = useState<Read | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!delivered) return;
    let current = true;
    const orderId = order.OrderId;
    withApi((api) => api.orders.documents({ orderId })).then(
      (reply) => current && setRead({ orderId, documents: reply.Documents }),
      () => current && setRead({ orderId, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [order.OrderId, delivered, credited, attempt]);
  if (!delivered || !read || read.orderId !== order.OrderId) return null;
  if ('failed' in read)
    return (
      <section className="card checkout-section" aria-labelledby="order-invoice">
        <h2 className="section-title" id="order-invoice">
          {t.title}
        </h2>
        <p className="muted small" role="alert">
          {t.failed}
        </p>
        <Button variant="ghost" onClick={() => setAttempt((n) => n + 1)}>
          {t.retry}
        </Button>
      </section>
    );
  if (read.documents.length === 0) return null;
  return (
    <section
      className="card checkout-section"
      aria-labelledby="order-invoice"
      data-testid="order-invoice"
    >
      <h2 className="section-title" id="order-invoice">
        {t.title}
      </h2>
      <ul className="plain-list">
        {read.documents.map((document) => (
          <li key={document.DocumentId}>
            <a href={document.DownloadUrl} download={document.FileName}>
              {document.Kind === 'Invoice'
                ? t.invoice(document.Number)
                : t.creditNote(document.Number, formatPaise(document.Total))}
            </a>
          </li>
        ))}
      </ul>
      <p className="muted small">{t.hint}</p>
    </section>
  );
}
