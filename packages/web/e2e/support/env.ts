/** What the global setup hands to every browser test (vitest provide/inject). */
declare module 'vitest' {
  export interface ProvidedContext {
    /** playwright-core browser server endpoint (chromium.launchServer). */
    wsEndpoint: string;
    /** The reference server serving the built app, e.g. http://127.0.0.1:41234. */
    baseUrl: string;
    /** SANDBOX_ADMIN_TOKEN of that server, for the sandbox admin calls tests make. */
    adminToken: string;
  }
}

export {};
