/** One saved address: who, where, its route from the store, and the actions the screen offers. */
import type { ReactNode } from 'react';
import type { Address } from '@storefront/sdk';
import { messages } from '../../../messages/addresses';

export function formatAddress(
  item: Pick<
    Address,
    'addressLine1' | 'addressLine2' | 'landmark' | 'city' | 'state' | 'postalCode'
  >,
): string {
  return [
    item.addressLine1,
    item.addressLine2,
    item.landmark,
    item.city,
    `${item.state} ${item.postalCode}`,
  ]
    .filter((part) => part.trim() !== '')
    .join(', ');
}

export function AddressCard({ item, children }: { item: Address; children?: ReactNode }) {
  return (
    <li className="card list-card" data-testid="address-card">
      <div className="list-card-head">
        <strong>
          {item.fullName} · {messages.address.types[item.type]}
        </strong>
        {item.IsDefault === 1 ? (
          <span className="status-pill">{messages.address.isDefault}</span>
        ) : null}
      </div>
      <span>{formatAddress(item)}</span>
      <span className="muted small">{item.phoneNumber}</span>
      {item.RouteLength > 0 ? (
        <span className="muted small">
          {messages.address.route(
            (item.RouteLength / 1000).toFixed(1),
            Math.max(1, Math.round(item.TimeDuration / 60)),
          )}
        </span>
      ) : null}
      {children ? <div className="actions-row">{children}</div> : null}
    </li>
  );
}
