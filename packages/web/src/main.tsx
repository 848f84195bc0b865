import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { SESSION_STORAGE_KEYS } from '@storefront/sdk/core';
import { App } from './app/App';
import './state/orderProcess';
import { getApi } from './lib/api';
import { listenForInstallPrompt } from './lib/install';
import { prepareMoneyFormat } from './lib/money';
import { whenIdle } from './lib/tasks';
import { applyStoredTheme } from './lib/theme';
import { applyHtmlLang, dropPreloadInOtherLanguage } from './state/locale';
import './styles/global.css';
// The catalog's styles join the inlined entry stylesheet: the boot screen's home and product drawings use them.
import './features/catalog/catalog.css';

applyStoredTheme();
// The API client chunk starts loading now, in parallel with the first page's chunk (in a task of its own:
// adding its preload links is not cheap, and this task already evaluates the whole shell).
setTimeout(() => void getApi(), 0);
listenForInstallPrompt();

// The shopper's language: the shell's texts in it arrived before this module ran (messages/shell.ts waits
// for them), and each page's own texts before that page (src/i18n/i18n.ts), so no text ever shows in another
// language. The first render is a transition: React renders in slices and never blocks the main thread for
// long. Until it commits, the static shell of index.html (no words) is on screen.
applyHtmlLang();
dropPreloadInOtherLanguage();
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <Router>
        <App />
      </Router>
    </StrictMode>,
  );
});

// Most pages show prices: build the currency formatters in tasks of their own while the network works.
prepareMoneyFormat();

// Start-up fetches go out once the main thread is idle (their code is not needed for the first paint).
whenIdle(() => void import('./features/config/startup').then((startup) => startup.runStartup()));

// A shopper signed in before this load: renew the session (refresh cookie), 'Logged in!' once, identify.
if (localStorage.getItem(SESSION_STORAGE_KEYS.user) || localStorage.getItem('session')) {
  setTimeout(
    () => void import('./features/auth/store/auth').then((auth) => auth.restoreSession()),
    0,
  );
}
