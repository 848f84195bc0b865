import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { DEFAULT_LOCALE } from '@storefront/sdk/core';
import { switchLanguage } from '../i18n/i18n';
import { locale } from '../state/locale';
import { installFetchForwarding } from './apiServer';
import { installBrowserGaps, resetBrowserGaps } from './browserGaps';

// Lazy pages and the client chunk are transformed on first use; give them time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

installBrowserGaps();
installFetchForwarding();

// Every test starts in English (the messages modules load their texts as they are imported).
beforeEach(async () => {
  resetBrowserGaps();
  locale.current = DEFAULT_LOCALE;
  await switchLanguage(DEFAULT_LOCALE);
  document.documentElement.lang = 'en-IN';
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});
