/**
 * React's own useSyncExternalStore, in place of the use-sync-external-store shim that wouter imports
 * (vite.config.ts, resolve.alias): the shim exists for React before 18 and, on React 19, only hands this
 * hook on, at the cost of its own code in the first render's scripts.
 */
export { useSyncExternalStore } from 'react';
