/**
 * A page's data read that can start before the page renders. On the first page of a visit, main.tsx starts
 * that page's reads (app/routes.ts, `preload`) as soon as the API client and the session are there, while
 * the page's code and first render are still under way; otherwise they would start in the page's first
 * effect, after a React commit that a phone reaches several hundred milliseconds later. The page's own first
 * call with the same arguments then takes the read already started instead of asking again.
 *
 * @example
 * export const loadOrderDetails = earlyLoadable((orderId: number) => runRequest(...));
 * loadOrderDetails.early(7); // main.tsx, through the route's preload
 * loadOrderDetails(7);       // the page's effect: the same read, no second request
 */

/** An early read older than this is not taken: the page calls again (it did not open in time). */
export const EARLY_LOAD_MAX_AGE_MS = 10_000;

export interface EarlyLoadable<A extends readonly unknown[], R> {
  (...args: A): Promise<R>;
  /** Starts the read now, for the next call with the same arguments to take; settles when it does. */
  early(...args: A): Promise<void>;
}

export function earlyLoadable<A extends readonly unknown[], R>(
  load: (...args: A) => Promise<R>,
  now: () => number = Date.now,
): EarlyLoadable<A, R> {
  interface Read {
    key: string;
    at: number;
    result: Promise<R>;
  }
  /** Started early, not taken yet. */
  let started: Read | undefined;
  /** The page's latest own read: when the page rendered first, nothing is started "early" again. */
  let asked: Read | undefined;
  const recent = (read: Read | undefined, key: string): read is Read =>
    read !== undefined && read.key === key && now() - read.at <= EARLY_LOAD_MAX_AGE_MS;
  const settled = (result: Promise<R>) =>
    result.then(
      () => undefined,
      () => undefined,
    );

  const call = (...args: A): Promise<R> => {
    const key = JSON.stringify(args);
    const taken = started;
    started = undefined;
    const result = recent(taken, key) ? taken.result : load(...args);
    asked = { key, at: now(), result };
    return result;
  };
  call.early = (...args: A): Promise<void> => {
    const key = JSON.stringify(args);
    if (recent(asked, key)) return settled(asked.result);
    started = { key, at: now(), result: load(...args) };
    // Settles either way: nobody may take it (the shopper left the page first), and then its failure is
    // nobody's to report.
    return settled(started.result);
  };
  return call;
}
