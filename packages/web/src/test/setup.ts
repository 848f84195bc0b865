import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { installFetchForwarding } from './apiServer';
import { installBrowserGaps, resetBrowserGaps } from './browserGaps';

// Lazy pages and the client chunk are transformed on first use; give them time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

installBrowserGaps();
installFetchForwarding();

beforeEach(() => {
  resetBrowserGaps();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});
