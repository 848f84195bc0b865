import type { AuditEntry } from '@storefront/sdk/ops';
import { Link } from 'wouter';
import { formatDateTime } from '../lib/dateTime';
import { formatPaise } from '../lib/money';
import { messages } from './messages';

const t = messages.audit;

/** Fields an audit row keeps in paise. */
const MONEY = /Price|Amount|Credit|Refunded|Payable|ToWallet|ToSource|Delta|Total/;
/** A list item's own id, so the items of a list are told apart: options by RowId, lines by LineId. */
const ITEM_ID = ['RowId', 'LineId'] as const;

function show(key: string, value: unknown): string {
  if (value === null || value === undefined) return t.none;
  if (typeof value === 'number' && MONEY.test(key)) return formatPaise(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * A row's before or after as flat fields: `Price`, `Options RowId 12 · Stock`, … (lists of options or lines
 * keyed by their id, so a before and an after line up).
 */
function flatten(value: unknown, prefix = ''): Map<string, { key: string; value: unknown }> {
  const fields = new Map<string, { key: string; value: unknown }>();
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return fields;
  for (const [key, inner] of Object.entries(value)) {
    const path = prefix ? `${prefix} · ${key}` : key;
    const idKey = Array.isArray(inner)
      ? ITEM_ID.find((id) =>
          inner.every((item) => item !== null && typeof item === 'object' && id in item),
        )
      : undefined;
    if (Array.isArray(inner) && idKey && inner.length > 0) {
      for (const item of inner as Record<string, unknown>[]) {
        const { [idKey]: id, ...rest } = item;
        for (const [name, field] of flatten(rest, `${path} ${idKey} ${String(id)}`))
          fields.set(name, field);
      }
    } else fields.set(path, { key, value: inner });
  }
  return fields;
}

/** What an action changed, one line per field: `Price: ₹249 → ₹269`, `Reason: Not fresh`. */
export function describeChange(before: unknown, after: unknown): string[] {
  const was = flatten(before);
  const is = flatten(after);
  const lines: string[] = [];
  for (const [path, { key, value }] of is) {
    const old = was.get(path);
    if (!old) lines.push(t.set(path, show(key, value)));
    else if (JSON.stringify(old.value) !== JSON.stringify(value))
      lines.push(t.change(path, show(key, old.value), show(key, value)));
  }
  for (const [path, { key, value }] of was)
    if (!is.has(path)) lines.push(t.change(path, show(key, value), t.none));
  return lines;
}

/** Staff actions, each with who, when, what and on which order. */
export function AuditList({
  entries,
  showOrder,
}: {
  entries: readonly AuditEntry[];
  showOrder: boolean;
}) {
  if (entries.length === 0) return <p className="muted">{t.empty}</p>;
  return (
    <ol className="ops-list" data-testid="audit-entries">
      {entries.map((entry) => (
        <li key={entry.AuditId} data-testid="audit-entry">
          {/* An action the console has no words for shows as the API names it: data, not to translate. */}
          <strong translate={t.knows(entry.Action) ? undefined : 'no'}>
            {t.action(entry.Action)}
          </strong>
          <span className="muted small">
            {formatDateTime(entry.At)} · {t.by(entry.StaffName, entry.StaffEmail)}
            {showOrder && entry.OrderId !== null ? (
              <>
                {' · '}
                <Link href={`/order/${entry.OrderId}`}>{t.order(entry.OrderId)}</Link>
              </>
            ) : null}
          </span>
          {/* The record's fields and values as it holds them (data: shown as they are, in any language). */}
          <ul className="ops-changes" translate="no">
            {describeChange(entry.Before, entry.After).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
