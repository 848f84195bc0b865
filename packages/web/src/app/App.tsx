/**
 * The app: the shell around one flat <Switch> of every route (app/routes.ts), each page lazy, the
 * not-found page last. The update-address route is registered only while an address to update is set.
 * Page changes are transitions (app/navigation.tsx).
 */
import { Suspense, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { PageLoadingView } from '../components/PageLoading';
import { Spinner } from '../components/Spinner';
import { wireCrossFeatureOnDemand } from '../lib/crossFeature';
import { startProgress } from '../lib/progress';
import { address } from '../state/address';
import { locale } from '../state/locale';
import { BootPage } from './bootPreview';
import { TransitionRouter } from './navigation';
import { NotFoundPage, routes } from './routes';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { Shell } from './shell/Shell';

// What features ask of each other (logout, paying again, sign-in follow-ups) loads on the first such call.
wireCrossFeatureOnDemand(() => import('./crossFeatureWiring'));

/**
 * Shown while a page's code loads: the top progress bar running, and the spinner or, for the first page,
 * the server's drawing of it from the boot shell.
 */
function PageLoading() {
  useEffect(() => startProgress(), []);
  return <BootPage fallback={<Spinner />} />;
}

export function AppRoutes() {
  const { addressIdToUpdateAddress } = useSnapshot(address.state);
  const active = routes.filter(
    (route) => !route.requiresAddressToUpdate || addressIdToUpdateAddress !== undefined,
  );
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        {active.map((route) => (
          <Route key={route.path} path={route.path} component={route.page} />
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}

/** The app inside its router: every part reads the address shown, moved in transitions (navigation.tsx). */
export function App() {
  return (
    <TransitionRouter>
      <AppFrame />
    </TransitionRouter>
  );
}

function AppFrame() {
  const [location] = useLocation();
  // The whole app renders again in a new language; the page mounts again, so it loads its data in it (the
  // stores holding catalog replies drop them on the switch: onLocaleChange).
  const language = useSnapshot(locale).current;
  return (
    <PageLoadingView.Provider value={BootPage}>
      <Shell>
        <RouteErrorBoundary key={language} resetKey={location}>
          <AppRoutes />
        </RouteErrorBoundary>
      </Shell>
    </PageLoadingView.Provider>
  );
}
