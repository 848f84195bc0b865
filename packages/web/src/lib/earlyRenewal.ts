/**
 * The API client's side of src/early.ts: its first session renewal takes the reply of the renewal that
 * script started before the app loaded, instead of asking the server again (the refresh cookie is
 * exchanged once). Taken once, and only soon after the page loaded; any other request goes out as usual.
 */

/** A renewal started longer ago than this is left alone (the client renews by itself). */
export const EARLY_RENEWAL_MAX_AGE_MS = 10_000;

export function withEarlyRenewal(fetchImpl: typeof fetch): typeof fetch {
  return (input, init) => {
    const early = window.__sessionRenewal;
    if (early) {
      const request = new Request(input, init);
      const path = new URL(request.url, location.origin).pathname;
      if (request.method === 'POST' && path === __SESSION_RENEWAL__.path) {
        window.__sessionRenewal = undefined;
        if (performance.now() - early.startedAt <= EARLY_RENEWAL_MAX_AGE_MS) return early.response;
      }
    }
    return fetchImpl(input, init);
  };
}
