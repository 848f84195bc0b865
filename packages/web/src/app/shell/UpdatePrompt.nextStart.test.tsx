/**
 * "Later" on the update prompt keeps the old version for this visit only (issue 27): the next start of the
 * app with the new version still waiting asks again. Run through the real registration (vite-plugin-pwa's
 * build-time `useRegisterSW` and workbox-window); only the browser's service-worker container is a stand-in,
 * holding a worker that waits across starts as a browser keeps it.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The registration code the build ships (the test run gets the dev stub, which never asks).
vi.mock(
  'virtual:pwa-register/react',
  (): Promise<typeof import('virtual:pwa-register/react')> =>
    import('vite-plugin-pwa/dist/client/build/react.js' as string),
);

/** A service worker as the container hands it out: one that installed and waits. */
function fakeWorker(scriptURL: string) {
  return Object.assign(new EventTarget(), {
    scriptURL,
    state: 'installed' as ServiceWorkerState,
    postMessage: vi.fn(),
  });
}

let waiting: ReturnType<typeof fakeWorker> | null = null;
let registered = 0;

/** navigator.serviceWorker: an old version controls the page; `waiting` is the new one, if any. */
function installContainer() {
  const active = fakeWorker('');
  const container = Object.assign(new EventTarget(), {
    controller: active,
    ready: new Promise(() => undefined),
    register: vi.fn(async (url: string | URL) => {
      registered += 1;
      const scriptURL = new URL(String(url), location.href).href;
      if (waiting) waiting.scriptURL = scriptURL;
      return Object.assign(new EventTarget(), {
        active,
        installing: null,
        waiting,
        scope: location.origin + '/',
        update: vi.fn(async () => undefined),
      });
    }),
  });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
}

beforeEach(() => {
  registered = 0;
  installContainer();
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

/** One start of the app: the prompt mounts as the shell mounts it, once the page has loaded. */
async function startApp() {
  const { default: UpdatePrompt } = await import('./UpdatePrompt');
  const started = registered;
  const view = render(<UpdatePrompt />);
  await waitFor(() => expect(registered).toBe(started + 1));
  return view;
}

const prompt = { name: 'A new version is available. Do you want to reload?' };

describe('the update prompt across starts', () => {
  it('after "Later", asks again at the next start while the new version still waits', async () => {
    const user = userEvent.setup();
    waiting = fakeWorker('');
    const first = await startApp();
    await user.click(within(await screen.findByRole('alertdialog', prompt)).getByText('Later'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // Nothing was activated: the old version runs on.
    expect(waiting.postMessage).not.toHaveBeenCalled();
    first.unmount();

    // The next start: the new version still waits, and the shopper is asked again.
    await startApp();
    expect(await screen.findByRole('alertdialog', prompt)).toBeInTheDocument();
  });
});
