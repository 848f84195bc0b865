/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/react" />

/** The service worker's pattern of the public API reads it keeps (vite.config.ts, PUBLIC_API_READS). */
declare const __PUBLIC_API_READS__: string;
/** The SDK's session renewal call and the storage key that says someone was signed in (src/early.ts). */
declare const __SESSION_RENEWAL__: { path: string; userKey: string };
/** The build's identity (BUILD_ID at build time, e.g. a commit); empty when not set. */
declare const __BUILD_ID__: string;

interface Window {
  /** The session renewal src/early.ts started, until the API client takes it (lib/earlyRenewal.ts). */
  __sessionRenewal?: { startedAt: number; response: Promise<Response> };
}

interface ImportMetaEnv {
  /** 'true': reload the page after logout, once the shopper's data is reset (spec section 4). */
  readonly VITE_RELOAD_AFTER_LOGOUT?: string;
}

/** The `import()` of one messages module's part of the texts in each language (catalogs.plugin.ts). */
declare module 'virtual:catalog/parts/*' {
  import type { Messages } from '@lingui/core';
  import type { Locale } from '@storefront/sdk/core';
  const parts: Record<Locale, () => Promise<{ default: Messages[string][] }>>;
  export default parts;
}
