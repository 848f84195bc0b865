/**
 * Browser APIs jsdom does not have, filled in with controllable versions: matchMedia (desktop or phone
 * width, dark preference), IntersectionObserver (tests decide when the sentinel is visible) and scrollTo.
 * The real ones run in the browser tests.
 */
import { act, waitFor } from '@testing-library/react';

export const media = { desktop: false, dark: false };

type Listener = () => void;
const mediaListeners = new Set<Listener>();

export function setDesktop(desktop: boolean): void {
  media.desktop = desktop;
  for (const listener of mediaListeners) listener();
}

function matches(query: string): boolean {
  if (query.includes('prefers-color-scheme: dark')) return media.dark;
  if (query.includes('min-width')) return media.desktop;
  return false;
}

class FakeIntersectionObserver {
  static instances = new Set<FakeIntersectionObserver>();
  readonly targets = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.add(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
    FakeIntersectionObserver.instances.delete(this);
  }
  takeRecords() {
    return [];
  }
  fire() {
    const entries = [...this.targets].map(
      (target) =>
        ({
          isIntersecting: true,
          target,
          intersectionRatio: 1,
        }) as unknown as IntersectionObserverEntry,
    );
    if (entries.length > 0) this.callback(entries, this as unknown as IntersectionObserver);
  }
}

/**
 * Tells every live observer that its targets scrolled into view, once one watches a target: a page attaches
 * its sentinel's observer in an effect, which can run after its list is already on screen.
 */
export async function scrollSentinelsIntoView(): Promise<void> {
  const observed = () =>
    [...FakeIntersectionObserver.instances].some((observer) => observer.targets.size > 0);
  await waitFor(() => {
    if (!observed()) throw new Error('no sentinel is observed yet');
  });
  act(() => {
    for (const observer of [...FakeIntersectionObserver.instances]) observer.fire();
  });
}

export function installBrowserGaps(): void {
  window.matchMedia = (query: string) =>
    ({
      media: query,
      get matches() {
        return matches(query);
      },
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => mediaListeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => mediaListeners.delete(listener),
      addListener: (listener: Listener) => mediaListeners.add(listener),
      removeListener: (listener: Listener) => mediaListeners.delete(listener),
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
  window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
}

export function resetBrowserGaps(): void {
  media.desktop = false;
  media.dark = false;
}
