/** The page frame: skip link, progress bar, network banner, header, main, footer or bottom bar, drawer, dialogs. */
import { Suspense, useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { lazyOptional } from '../../lib/lazyOptional';
import { DESKTOP_QUERY, useMediaQuery } from '../../lib/useMediaQuery';
import { messages } from '../../messages/shell';
import { BottomBar } from './BottomBar';
import { AppDialogs } from './Dialogs';
import { closeDrawer, drawer } from '../../lib/drawer';
import { afterFirstPage } from '../../lib/tasks';
import { Header } from './Header';
import { NetworkBanner } from './NetworkBanner';
import { RouteEffects } from './RouteEffects';
import { Toasts } from './Toasts';
import { TopProgressBar } from './TopProgressBar';

// Parts loaded on demand go through lazyOptional: a chunk gone with a new deploy (or offline) must not take
// the whole app down with it; the page's own chunk failing reloads into the new build (RouteErrorBoundary).
const UpdatePrompt = lazyOptional(() => import('./UpdatePrompt').then((module) => module.default));
// Desktop only, below the page: phones (most first visits) never load it. The header's menu has its links.
const Footer = lazyOptional(() => import('./Footer').then((module) => module.Footer));
const Drawer = lazyOptional(
  () => import('./Drawer').then((module) => module.default),
  () => closeDrawer(),
);

/**
 * The service worker is registered in production builds only, once the page has loaded and drawn its first
 * data (its precache downloads every file of the app).
 */
function useServiceWorkerReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    const start = () => afterFirstPage(() => setReady(true));
    if (document.readyState === 'complete') start();
    else addEventListener('load', start, { once: true });
    return () => removeEventListener('load', start);
  }, []);
  return ready;
}

export function Shell({ children }: { children: ReactNode }) {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const swReady = useServiceWorkerReady();
  // Opened as a deferred update: the tap's next frame is not held by the drawer's render, nor, the first
  // time, by its code (React keeps the page as it is until the drawer can be drawn). Closed at once.
  const drawerWanted = useSnapshot(drawer).open;
  const drawerOpen = useDeferredValue(drawerWanted) && drawerWanted;
  return (
    <div className={desktop ? 'app app-desktop' : 'app app-mobile'}>
      <a href="#main" className="skip-link">
        {messages.app.skipToContent}
      </a>
      <TopProgressBar />
      <RouteEffects />
      <Header desktop={desktop} />
      <NetworkBanner />
      <main id="main" className="main container" tabIndex={-1}>
        {children}
      </main>
      {desktop ? (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      ) : (
        <BottomBar />
      )}
      {drawerOpen ? (
        <Suspense fallback={null}>
          <Drawer />
        </Suspense>
      ) : null}
      <AppDialogs />
      <Toasts />
      {swReady ? (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      ) : null}
    </div>
  );
}
