/** The ONE SDK client instance. Import it only through lib/api.ts (loaded on first use). */
import { createClient, createSession } from '@storefront/sdk';
import { locale } from '../state/locale';
import { withEarlyRenewal } from './earlyRenewal';
import { freshFetch } from './freshReads';

/**
 * The SDK session: the bearer token in memory, renewed through the httpOnly refresh cookie
 * (POST /refresh-session). features/auth/store/auth.ts gives it to the login orchestrator.
 */
export const sdkSession = createSession(localStorage);

export const api = createClient({
  baseUrl: location.origin,
  getToken: () => sdkSession.getToken(),
  // A token refused with 401 (signed out in another tab, issued before a deploy) is renewed, the call resent.
  renewToken: (refused) => sdkSession.renewRefused(refused),
  storage: localStorage,
  // Server texts and catalog names in the shopper's language (Accept-Language on every call).
  getLocale: () => locale.current,
  // Reads of a product the shopper just reviewed skip the browser's kept copies (lib/freshReads.ts).
  // The first renewal takes the one src/early.ts started before the app loaded (lib/earlyRenewal.ts).
  fetch: withEarlyRenewal(freshFetch),
});

// Until the login orchestrator takes over (it sets the same renewer), a reload can still renew the token.
sdkSession.setRenewer(() => api.auth.refresh().catch(() => undefined));

// A shopper signed in before this load: renew the token now, while the first page's code and texts load,
// rather than when the page's first call asks for it (a signed-in page's data waits for the token).
if (sdkSession.hasStoredUser()) void sdkSession.getToken();

export { describeError } from '@storefront/sdk';
