import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { SESSION_STORAGE_KEYS } from '@storefront/sdk/core';
import { navigate } from 'wouter/use-browser-location';
import { App } from './app/App';
import { followNotificationClicks } from './features/notifications/clickAction';
import { loadPageCode, preloadPage } from './app/routes';
import './state/orderProcess';
import { getApi } from './lib/api';
import { listenForInstallPrompt } from './lib/install';
import { prepareMoneyFormat } from './lib/money';
import { afterFirstPage, setFirstPageRead } from './lib/tasks';
import { applyStoredTheme } from './lib/theme';
import { applyHtmlLang, dropPreloadInOtherLanguage } from './state/locale';
import './styles/global.css';
// The catalog's styles join the inlined entry stylesheet: the boot screen's home and product drawings use them.
import './features/catalog/catalog.css';

applyStoredTheme();
// The API client chunk starts loading now, in parallel with the first page's chunk (in a task of its own:
// adding its preload links is not cheap, and this task already evaluates the whole shell).
setTimeout(() => void getApi(), 0);
// The first page's data read starts now too, not from the page's first effect (lib/earlyLoad.ts).
setFirstPageRead(preloadPage(location.pathname));
listenForInstallPrompt();
// A click on an order update's notification, handed to this tab by the messaging worker, opens its page
// here. Listening from the start: a click that brings up a tab still loading is not lost.
followNotificationClicks((path) => navigate(path));

// The shopper's language: the shell's texts in it arrived before this module ran (messages/shell.ts waits
// for them), and each page's own texts before that page (src/i18n/i18n.ts), so no text ever shows in another
// language. The first render is a transition: React renders in slices and never blocks the main thread for
// long. It waits for the first page's code (FIRST_PAGE_CODE_WAIT_MS at most), so the page is drawn in that
// first commit rather than after a loading view (app/routes.ts, `page`). Until it commits, the static shell
// of index.html (the server's drawing of the page, or no words) is on screen.
applyHtmlLang();
dropPreloadInOtherLanguage();
const root = createRoot(document.getElementById('root')!);
const render = () =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <Router>
          <App />
        </Router>
      </StrictMode>,
    );
  });
const FIRST_PAGE_CODE_WAIT_MS = 3_000;
void Promise.race([
  loadPageCode(location.pathname),
  new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_CODE_WAIT_MS)),
]).finally(render);

// Most pages show prices: build the currency formatters in tasks of their own while the network works.
prepareMoneyFormat();

// Start-up fetches go out once the main thread is idle after the first page's data (their code is not needed
// for the first paint).
afterFirstPage(
  () => void import('./features/config/startup').then((startup) => startup.runStartup()),
);

// A shopper signed in before this load: 'Logged in!' once, identify, sign-in follow-ups, or forget a session
// the server no longer knows. When idle: the API client renews the token itself as soon as it loads
// (lib/client.ts), so the page's data does not wait for the sign-in code.
if (localStorage.getItem(SESSION_STORAGE_KEYS.user) || localStorage.getItem('session')) {
  afterFirstPage(
    () => void import('./features/auth/store/auth').then((auth) => auth.restoreSession()),
  );
}
