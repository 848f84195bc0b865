/**
 * Page changes as transitions (issue 32, Interaction to Next Paint). wouter's own location hook reads the
 * address with useSyncExternalStore, whose updates React renders at once, in the task of the tap: a link to
 * the cart took 150-350 ms on a phone (4x CPU) before its next frame, unmounting one page and drawing the
 * next (or its loading view) before anything could paint. Here the app's routes read the address from React
 * state, moved in a transition: the tap is painted at once, the next page renders in slices and replaces the
 * current one when it is ready (its code too: no loading view in between), the top progress bar showing
 * while that takes a while. Every part of the app reads the same address: the routes, links, params and
 * search all come from this one state, so no part shows a page the others have left.
 */
import {
  createContext,
  useContext,
  useEffect,
  useState,
  useTransition,
  type ReactNode,
} from 'react';
import { Router } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { startProgress } from '../lib/progress';

interface Address {
  path: string;
  search: string;
}

const read = (): Address => ({ path: location.pathname, search: location.search });

const Shown = createContext<Address | undefined>(undefined);

/** The events wouter's browser location dispatches on every change of the address. */
const CHANGES = ['popstate', 'pushState', 'replaceState', 'hashchange'] as const;

function useShown(): Address {
  const shown = useContext(Shown);
  if (!shown) throw new Error('useShown: outside <TransitionRouter>');
  return shown;
}

/** The router's location hook: the path shown, and the browser's own navigate. */
function useShownPath(): [string, typeof navigate] {
  return [useShown().path, navigate];
}

function useShownSearch(): string {
  return useShown().search;
}

export function TransitionRouter({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(read);
  const [changing, startChange] = useTransition();
  useEffect(() => {
    const follow = () =>
      startChange(() =>
        setShown((current) => {
          const next = read();
          return next.path === current.path && next.search === current.search ? current : next;
        }),
      );
    for (const change of CHANGES) addEventListener(change, follow);
    // The address may have moved between the first render and this effect.
    follow();
    return () => {
      for (const change of CHANGES) removeEventListener(change, follow);
    };
  }, []);
  // The top progress bar while the next page renders or loads its code (shown after 0.4 s, lib/progress.ts).
  useEffect(() => (changing ? startProgress() : undefined), [changing]);
  return (
    <Shown.Provider value={shown}>
      <Router hook={useShownPath} searchHook={useShownSearch}>
        {children}
      </Router>
    </Shown.Provider>
  );
}
