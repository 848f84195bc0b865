/**
 * The page's first script: tiny and without imports, so it runs as soon as it arrives, long before the app's
 * scripts have downloaded. A shopper signed in before this load has their session renewed now (POST
 * /v1/refresh-session with the httpOnly refresh cookie, as the SDK sends it): a signed-in page's data waits
 * for that token, and otherwise the renewal would wait for the app and the API client to download first.
 * The API client takes this reply as its own renewal's (lib/earlyRenewal.ts): the SDK checks it as it checks
 * every reply. The path and the storage key come from the SDK at build time (vite.config.ts).
 */
if (localStorage.getItem(__SESSION_RENEWAL__.userKey) !== null) {
  const response = fetch(__SESSION_RENEWAL__.path, {
    method: 'POST',
    credentials: 'include',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: '{}',
  });
  // Taken by the API client, which reports a failure; never taken, a failure is nobody's to report.
  response.catch(() => undefined);
  window.__sessionRenewal = { startedAt: performance.now(), response };
}
