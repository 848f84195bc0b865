import { DELIVERY_COLLECTION_METHODS, type DeliveryCollectionMethod } from '@storefront/sdk/core';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { formatPaise } from '../../lib/money';
import { messages } from '../messages';
import type { Collection } from './useOrderActions';

const t = messages.order;

/**
 * A pay-on-delivery order's collection: the rider records the amount taken at the door, how it was paid
 * and, for UPI, its reference. `waitingForMoney`: delivering waits for it, so the rider collects first.
 */
export function CollectPanel({
  due,
  waitingForMoney,
  busy,
  onCollect,
}: {
  due: number;
  waitingForMoney: boolean;
  busy: boolean;
  onCollect: (collection: Collection) => void;
}) {
  const [method, setMethod] = useState<DeliveryCollectionMethod>('Cash');
  const [reference, setReference] = useState('');
  return (
    <form
      className="ops-fail"
      onSubmit={(event) => {
        event.preventDefault();
        onCollect({ method, reference });
      }}
    >
      <h2>{t.collectHeading(formatPaise(due))}</h2>
      {waitingForMoney ? (
        <p className="ops-notice" data-testid="ops-collect-first">
          {t.collectFirst}
        </p>
      ) : null}
      <div className="field">
        <label htmlFor="ops-collect-method">{t.collectMethod}</label>
        <select
          id="ops-collect-method"
          value={method}
          onChange={(event) => setMethod(event.target.value as DeliveryCollectionMethod)}
        >
          {DELIVERY_COLLECTION_METHODS.map((value) => (
            <option key={value} value={value}>
              {t.collectMethods[value]}
            </option>
          ))}
        </select>
      </div>
      {method === 'UPI' ? (
        <div className="field">
          <label htmlFor="ops-collect-reference">{t.collectReference}</label>
          <input
            id="ops-collect-reference"
            maxLength={64}
            value={reference}
            onChange={(event) => setReference(event.target.value)}
          />
        </div>
      ) : null}
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? t.working : t.collect}
      </Button>
    </form>
  );
}
