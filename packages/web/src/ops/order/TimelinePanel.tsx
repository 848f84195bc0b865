import type { OrderStatus } from '@storefront/sdk/core';
import type { OpsOrderDetails } from '@storefront/sdk/ops';
import { formatDateTime } from '../../lib/dateTime';
import { messages } from '../messages';

const t = messages.order;

/** A timeline entry's status in staff words (the entries carry the API's names). */
function statusName(status: string): string {
  return Object.hasOwn(messages.status, status) ? messages.status[status as OrderStatus] : status;
}

/** The order's timeline: each status it reached, when, why, and who reported it. */
export function TimelinePanel({ events }: { events: OpsOrderDetails['Events'] }) {
  if (events.length === 0) return null;
  return (
    <>
      <h2>{t.timeline}</h2>
      <ol className="ops-events">
        {events.map((event) => (
          <li key={`${event.At}-${event.Status}`}>
            <span>{statusName(event.Status)}</span>{' '}
            <span className="muted small">{formatDateTime(event.At)}</span>
            {event.Note ? <span className="small"> · {event.Note}</span> : null}
            {event.Source ? (
              <span className="muted small"> · {t.eventSource(event.Source)}</span>
            ) : null}
          </li>
        ))}
      </ol>
    </>
  );
}
