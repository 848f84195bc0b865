/**
 * A signed-in page's data read and what the page can say about it (issue 27). The last good reply stays in
 * its slice, in memory (signed-in replies are private: the service worker never keeps them), and the read's
 * status says when it last succeeded and why the latest attempt failed. So offline a page shows what it
 * had with when it was read ("Updated 5 minutes ago"), or says it needs the connection; a failure offers a
 * retry; and a list that could not be loaded never reads as an empty one ("0 orders").
 */
import { useEffect, useRef } from 'react';
import { withApi, type Api } from '../lib/api';
import { describeFailure } from '../lib/errors';
import type { SliceStatus } from '../lib/slice';
import { startProgress } from '../lib/progress';
import type { ReadStatus } from './readStatus';

export { notRead, type ReadStatus } from './readStatus';

/** The read succeeded now (a quiet refresh too: what the page shows is that fresh). */
export function readSucceeded(status: ReadStatus, at = Date.now()): void {
  status.at = at;
  status.error = undefined;
}

/**
 * Runs one read of a page's data: the slice's loading flag as runRequest sets it, the reply stored, and
 * `status` kept. No error dialog: the page itself shows the failure with its retry (one message, in place).
 * Resolves with the reply, or undefined when it failed.
 */
export async function runRead<R>(
  slice: SliceStatus,
  status: ReadStatus,
  call: (api: Api) => Promise<R>,
  store: (reply: R) => void,
): Promise<R | undefined> {
  slice.loading = true;
  status.busy = true;
  const done = startProgress();
  try {
    const reply = await withApi(call);
    store(reply);
    readSucceeded(status);
    return reply;
  } catch (error) {
    status.error = await describeFailure(error);
    return undefined;
  } finally {
    slice.loading = false;
    status.busy = false;
    done();
  }
}

/** The oldest of some reads' times: what a page made of several reads shows is that old. */
export function oldestRead(...statuses: readonly Pick<ReadStatus, 'at'>[]): number | undefined {
  const times = statuses.map((status) => status.at);
  return times.some((at) => at === undefined) ? undefined : Math.min(...(times as number[]));
}

/** Calls `reload` each time the connection comes back (the window's `online` event) while mounted. */
export function useOnBackOnline(reload: () => void): void {
  const latest = useRef(reload);
  latest.current = reload;
  useEffect(() => {
    const onOnline = () => latest.current();
    addEventListener('online', onOnline);
    return () => removeEventListener('online', onOnline);
  }, []);
}
