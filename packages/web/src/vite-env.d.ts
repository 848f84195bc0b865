/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/react" />

/** The service worker's pattern of the public API reads it keeps (vite.config.ts, PUBLIC_API_READS). */
declare const __PUBLIC_API_READS__: string;
