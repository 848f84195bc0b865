/** The ONE SDK client instance. Import it only through lib/api.ts (loaded on first use). */
import { createClient, createSession } from '@storefront/sdk';
import { freshFetch } from './freshReads';

/**
 * The SDK session: the bearer token in memory, renewed through the httpOnly refresh cookie
 * (POST /refresh-session). features/auth/store/auth.ts gives it to the login orchestrator.
 */
export const sdkSession = createSession(localStorage);

export const api = createClient({
  baseUrl: location.origin,
  getToken: () => sdkSession.getToken(),
  storage: localStorage,
  // Reads of a product the shopper just reviewed skip the browser's kept copies (lib/freshReads.ts).
  fetch: freshFetch,
});

// Until the login orchestrator takes over (it sets the same renewer), a reload can still renew the token.
sdkSession.setRenewer(() => api.auth.refresh().catch(() => undefined));

export { describeError } from '@storefront/sdk';
