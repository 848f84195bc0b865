/** One saved address: who, where, its route from the store, and the actions the screen offers. */
import type { ReactNode } from 'react';
import type { Address } from '@storefront/sdk';
import type { messages } from '../messages/addresses';

/** The card's texts, from the screen's messages (so this shell module pulls no domain texts into the first page). */
export type AddressCardTexts = Pick<typeof messages.address, 'types' | 'isDefault' | 'route'>;

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

export function AddressCard({
  item,
  texts,
  children,
}: {
  item: Address;
  texts: AddressCardTexts;
  children?: ReactNode;
}) {
  return (
    <li className="card list-card" data-testid="address-card">
      <div className="list-card-head">
        <strong>
          {item.fullName} · {texts.types[item.type]}
        </strong>
        {item.IsDefault === 1 ? <span className="status-pill">{texts.isDefault}</span> : null}
      </div>
      <span>{formatAddress(item)}</span>
      <span className="muted small">{item.phoneNumber}</span>
      {item.RouteLength > 0 ? (
        <span className="muted small">
          {texts.route(
            (item.RouteLength / 1000).toFixed(1),
            Math.max(1, Math.round(item.TimeDuration / 60)),
          )}
        </span>
      ) : null}
      {children ? <div className="actions-row">{children}</div> : null}
    </li>
  );
}
