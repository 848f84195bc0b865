import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { DEFAULT_LOCALE } from '@storefront/sdk/core';
import { activateCatalog, loadCatalog } from '../i18n/i18n';
import { locale } from '../state/locale';
import { installFetchForwarding } from './apiServer';
import { installBrowserGaps, resetBrowserGaps } from './browserGaps';

// Lazy pages and the client chunk are transformed on first use; give them time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

installBrowserGaps();
installFetchForwarding();

// The app renders once its language's catalog is loaded (main.tsx); tests start in English.
await loadCatalog(DEFAULT_LOCALE);

beforeEach(() => {
  resetBrowserGaps();
  locale.current = DEFAULT_LOCALE;
  activateCatalog(DEFAULT_LOCALE);
  document.documentElement.lang = 'en-IN';
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});
