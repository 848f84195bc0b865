/**
 * Registers the service worker (/service-worker.js) and, when a new version is waiting while a page is
 * controlled, asks 'A new version is available. Do you want to reload?'. Yes skips waiting and reloads.
 * A registration failure is only logged. On the first visit, the worker's first control of the page keeps
 * what the page has loaded so far.
 */
import { Suspense, useEffect } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { lazyOptional } from '../../lib/lazyOptional';
import { whenIdle } from '../../lib/tasks';

// The question and its texts load only when there is a new version to ask about: every first visit
// registers the worker, few ever see the prompt (issue 32: 1.2 KB less in a first visit's scripts).
const UpdateDialog = lazyOptional(() => import('./UpdateDialog').then((module) => module.default));

/**
 * On a shopper's first visit the page loads its data before the service worker is installed; the worker
 * then takes the page over (clientsClaim), but the replies already loaded never passed through it. When
 * it takes control, the public API reads the page made so far are fetched again through it (mostly from
 * the browser's HTTP cache) so that the worker keeps them and those pages open offline too. One request
 * per idle moment: sent all at once they were one task of ~80 ms on a phone, at any time during the visit.
 */
function keepSeenRepliesOnFirstControl(): void {
  if (!('serviceWorker' in navigator) || navigator.serviceWorker.controller) return;
  navigator.serviceWorker.addEventListener(
    'controllerchange',
    () => {
      const publicRead = new RegExp(__PUBLIC_API_READS__);
      const seen = new Set(
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((url) => new URL(url).origin === location.origin && publicRead.test(url)),
      );
      const next = (urls: string[]) => {
        const [url, ...rest] = urls;
        if (url === undefined) return;
        // The same Accept as the API client's, so the kept copy matches its later requests.
        void fetch(url, { credentials: 'include', headers: { accept: 'application/json' } }).catch(
          () => undefined,
        );
        whenIdle(() => next(rest));
      };
      whenIdle(() => next([...seen]));
    },
    { once: true },
  );
}

export default function UpdatePrompt() {
  // Before useRegisterSW's own effect registers the worker, so its first control is not missed.
  useEffect(keepSeenRepliesOnFirstControl, []);
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisterError(error: unknown) {
      console.error('Service worker registration failed', error);
    },
  });
  const later = () => setNeedRefresh(false);
  const reload = () => {
    // Reload when the new worker controls the page. vite-plugin-pwa reloads only when the page was already
    // controlled as it registered the worker, not on a visit the first worker took over (clientsClaim).
    navigator.serviceWorker?.addEventListener('controllerchange', () => location.reload(), {
      once: true,
    });
    void updateServiceWorker(true);
  };
  if (!needRefresh) return null;
  return (
    <Suspense fallback={null}>
      <UpdateDialog onLater={later} onReload={reload} />
    </Suspense>
  );
}
