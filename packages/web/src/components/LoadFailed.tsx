/**
 * What a page shows in place of data that failed to load: the spec's error (the server's message, else the
 * transport's, else 'Internal server error', with 'Something went wrong, Please try again after some time')
 * and a button that loads it again. Never a spinner that does not end.
 *
 * And over data it holds but could not read again (StaleNote, issue 27): offline, 'You are offline' with when
 * it was read ('Updated 5 minutes ago', in the shopper's language); online, the failure with a retry.
 */
import { useEffect, useState } from 'react';
import type { ErrorDescription } from '../lib/errors';
import { language } from '../i18n/language';
import { useOnline } from '../lib/network';
import { messages } from '../messages/shell';
import { EmptyState } from './EmptyState';

/** The texts of a signed-in page's offline state (messages/pages.ts `stale`), passed by the page. */
export interface StaleTexts {
  updatedAgo: (ago: string) => string;
  needsConnection: string;
}

type Failure = Pick<ErrorDescription, 'title' | 'description'>;

export function LoadFailed({
  error,
  onRetry,
  offline,
}: {
  error: Failure | undefined;
  onRetry: () => void;
  /** Given, and the device offline: says the page needs the connection rather than the failure's words. */
  offline?: Pick<StaleTexts, 'needsConnection'> | undefined;
}) {
  const online = useOnline();
  const shown: Failure | undefined =
    offline && !online
      ? { title: messages.network.offline, description: offline.needsConnection }
      : error;
  return (
    <EmptyState role="alert">
      <h2 className="section-title">{shown?.title ?? messages.errors.internal}</h2>
      <p className="muted">{shown?.description ?? messages.errors.tryLater}</p>
      <button type="button" className="btn btn-primary btn-md" onClick={onRetry}>
        {messages.common.retry}
      </button>
    </EmptyState>
  );
}

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** 'now', '5 minutes ago', '2 hours ago', 'yesterday', in the shopper's language (Intl.RelativeTimeFormat). */
export function formatAgo(at: number, now = Date.now()): string {
  const format = new Intl.RelativeTimeFormat(`${language.current}-IN-u-nu-latn`, {
    numeric: 'auto',
  });
  const elapsed = Math.max(0, now - at);
  for (const [unit, ms] of UNITS) {
    if (elapsed >= ms) return format.format(-Math.floor(elapsed / ms), unit);
  }
  return format.format(0, 'second');
}

/** Renders again every `everyMs`: "Updated 5 minutes ago" keeps counting while the page is open. */
function useTick(everyMs: number): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((tick) => tick + 1), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
}

/**
 * Above data the page could not read again: offline, 'You are offline'; else the failure's own words; with
 * when the data shown was read, and a retry. Empty while online and the last read worked.
 */
export function StaleNote({
  read,
  onRetry,
  texts,
}: {
  read: { at: number | undefined; error: Failure | undefined; busy: boolean };
  onRetry: () => void;
  texts: Pick<StaleTexts, 'updatedAgo'>;
}) {
  const online = useOnline();
  useTick(30_000);
  const failed = online ? read.error : undefined;
  const shown = !online || failed !== undefined;
  // The live region stays in place, so what it comes to say is announced.
  return (
    <div
      className={shown ? 'notice' : undefined}
      role="status"
      aria-live="polite"
      data-testid="stale-note"
    >
      {shown ? (
        <>
          <strong>{failed ? failed.title : messages.network.offline}</strong>
          {read.at !== undefined ? (
            <span className="muted small" style={{ display: 'block' }}>
              {texts.updatedAgo(formatAgo(read.at))}
            </span>
          ) : null}
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            disabled={read.busy}
            onClick={onRetry}
          >
            {messages.common.retry}
          </button>
        </>
      ) : null}
    </div>
  );
}
