/**
 * "Notify me" under the options of a product page, for the option chosen (docs/api.md, "Back in stock"):
 * - sold out and signed out: "Notify me" is the sign-in that comes back to this product with this option;
 * - sold out and signed in: "Notify me", then "We'll let you know when it's back" with a way to cancel.
 *   While an alert of the product waits, its alerts are read again every 15 s (and when the tab comes back
 *   into view); their reply carries the availability now, so an option that came back shows as available;
 * - available again after an alert: a notice that it is back.
 * The words are said in a polite live region; focus moves to the control that replaced the one pressed.
 */
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import type { ReplyOf } from '@storefront/sdk';
import { Button } from '../../../components/Button';
import type { ErrorDescription } from '../../../lib/errors';
import { session } from '../../../lib/session';
import { signInHref } from '../../../lib/signIn';
import { messages } from '../../../messages/catalogPages';
import { chosenRows, optionKeyOfSelection, type Selection } from '../options';
import {
  alertsKeyOf,
  cancelStockAlert,
  loadStockAlerts,
  notifyWhenAvailable,
  stockAlerts,
} from '../store/stockAlerts';

type Details = ReplyOf<'productDetails'>['ProductDetails'];

/** How often a page with a waiting alert asks whether the option is back. */
export const STOCK_ALERT_POLL_MS = 15_000;

function useWhileWaiting(productId: number, waiting: boolean): void {
  useEffect(() => {
    if (!waiting) return undefined;
    const look = () => {
      if (document.visibilityState === 'visible') void loadStockAlerts(productId);
    };
    const timer = setInterval(look, STOCK_ALERT_POLL_MS);
    document.addEventListener('visibilitychange', look);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', look);
    };
  }, [productId, waiting]);
}

/**
 * The chosen option's alert and what can be done with it: read (and read again while one waits), asked
 * for, cancelled; focus follows to the control that replaced the one pressed.
 */
function useStockAlert(details: Details, selection: Selection) {
  const { userId } = useSnapshot(session);
  const key = alertsKeyOf(details.ProductId, userId);
  const reply = useSnapshot(stockAlerts.state).byProduct[key ?? ''];
  const rows = chosenRows(details.ProductConfig, selection);
  const rowIds = rows.map((row) => row.RowId);
  const optionKey = optionKeyOfSelection(selection);
  const alert = reply?.StockAlerts.find((entry) => entry.OptionKey === optionKey);
  const waiting = alert !== undefined && alert.NotifiedAt === null;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ErrorDescription | undefined>();
  const [cancelled, setCancelled] = useState<string | undefined>();
  const moved = useRef(false);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (key) void loadStockAlerts(details.ProductId);
  }, [key, details.ProductId]);
  useWhileWaiting(
    details.ProductId,
    reply?.StockAlerts.some((entry) => entry.NotifiedAt === null) ?? false,
  );
  // After "Notify me" or "Cancel alert", focus goes to the button that took its place.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    panel.current?.querySelector('button')?.focus();
  }, [waiting]);
  useEffect(() => {
    setFailure(undefined);
    setCancelled(undefined);
  }, [optionKey]);

  const act = async (action: 'notify' | 'cancel') => {
    setBusy(true);
    setFailure(undefined);
    const result =
      action === 'notify'
        ? await notifyWhenAvailable(details.ProductId, rowIds)
        : await cancelStockAlert(details.ProductId, rowIds, optionKey);
    setBusy(false);
    if (!result.ok) {
      setFailure(result.error);
      return;
    }
    moved.current = true;
    setCancelled(action === 'cancel' ? messages.stockAlert.cancelled : undefined);
  };

  const option = rows.map((row) => row.Label).join(' · ');
  return {
    signedIn: Boolean(key),
    optionKey,
    option,
    alert,
    waiting,
    busy,
    failure,
    cancelled,
    act,
    panel,
  };
}

export default function StockAlertPanel({
  details,
  selection,
  available,
}: {
  details: Details;
  selection: Selection;
  /** Whether the chosen option can be bought now. */
  available: boolean;
}) {
  const { signedIn, optionKey, option, alert, waiting, busy, failure, cancelled, act, panel } =
    useStockAlert(details, selection);

  if (available) {
    if (!alert?.NotifiedAt) return null;
    return (
      <p className="stock-alert stock-alert-back" role="status" data-testid="stock-alert">
        {messages.stockAlert.backInStock(option)}
      </p>
    );
  }

  const said = waiting ? messages.stockAlert.waiting : (cancelled ?? '');
  return (
    <div className="stock-alert" data-testid="stock-alert" ref={panel}>
      <p role="status" className="stock-alert-said">
        {said}
      </p>
      {!signedIn ? (
        <>
          <p className="muted">{messages.stockAlert.signInFirst}</p>
          <Link
            className="btn btn-secondary btn-md"
            href={signInHref(`/${details.Slug}?option=${encodeURIComponent(optionKey)}`)}
          >
            {messages.stockAlert.notifyMe}
          </Link>
        </>
      ) : waiting ? (
        <Button variant="ghost" size="sm" disabled={busy} onClick={() => void act('cancel')}>
          {messages.stockAlert.cancel}
        </Button>
      ) : (
        <>
          <p className="muted">{messages.stockAlert.soldOut(option)}</p>
          <Button variant="secondary" disabled={busy} onClick={() => void act('notify')}>
            {messages.stockAlert.notifyMe}
          </Button>
        </>
      )}
      {failure ? (
        <p className="form-error" role="alert">
          {failure.description ? `${failure.title}. ${failure.description}` : failure.title}
        </p>
      ) : null}
    </div>
  );
}
