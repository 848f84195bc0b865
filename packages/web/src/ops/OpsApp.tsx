import { ORDER_MOVES, type StaffRole } from '@storefront/sdk/core';
import type { StaffSessionReply } from '@storefront/sdk/ops';
import { Link, Route, Switch, useLocation } from 'wouter';
import { useEffect, useRef } from 'react';
import { Button } from '../components/Button';
import { AuditScreen } from './AuditScreen';
import { Board } from './Board';
import { CatalogScreen, ProductEditor } from './CatalogScreen';
import { ComplaintsScreen } from './ComplaintsScreen';
import { LanguageChoice } from './LanguageChoice';
import { useLanguage } from './language';
import { messages } from './messages';
import { OrderScreen } from './OrderScreen';
import { LocationSharing } from './rider/LocationSharing';
import { SignIn } from './SignIn';
import { signOut, useSession } from './session';
import { StaffScreen } from './StaffScreen';
import { StockScreen } from './StockScreen';

/** The screens of the header's menu; all but the board are the admin's (names read when rendered). */
const screens = [
  { href: '/', name: () => messages.nav.orders, admin: false },
  { href: '/catalog', name: () => messages.nav.catalog, admin: true },
  { href: '/stock', name: () => messages.nav.stock, admin: true },
  { href: '/complaints', name: () => messages.nav.complaints, admin: true },
  { href: '/staff', name: () => messages.nav.staff, admin: true },
  { href: '/audit', name: () => messages.nav.audit, admin: true },
] as const;

/**
 * The console's header: who is signed in, their language, signing out, and (for an admin) the screens'
 * menu.
 */
function OpsHeader({
  staff,
  onSignOut,
}: {
  staff: StaffSessionReply['Staff'];
  onSignOut: () => void;
}) {
  const [location] = useLocation();
  const current = (href: string) =>
    href === '/' ? location === '/' || location.startsWith('/order/') : location.startsWith(href);
  return (
    <header className="ops-header">
      <span className="ops-brand">{messages.title}</span>
      <span className="ops-who">
        {messages.signIn.signedInAs(staff.Name, messages.role[staff.Role])}
      </span>
      <LanguageChoice />
      <Button variant="ghost" size="sm" onClick={onSignOut}>
        {messages.signIn.signOut}
      </Button>
      {staff.Role === 'admin' ? (
        <nav className="ops-nav" aria-label={messages.nav.label}>
          {screens.map((screen) => (
            <Link
              key={screen.href}
              href={screen.href}
              aria-current={current(screen.href) ? 'page' : undefined}
            >
              {screen.name()}
            </Link>
          ))}
        </nav>
      ) : null}
    </header>
  );
}

/** The screens: an order for anyone, the admin's screens for an admin, and the board otherwise. */
function OpsRoutes({ staff }: { staff: StaffSessionReply['Staff'] }) {
  const admin = staff.Role === 'admin';
  return (
    <Switch>
      <Route path="/order/:id">
        {(params) => <OrderScreen orderId={Number(params.id)} role={staff.Role} />}
      </Route>
      {admin ? (
        <Route path="/catalog/:id">
          {(params) => <ProductEditor productId={Number(params.id)} />}
        </Route>
      ) : null}
      {admin ? (
        <Route path="/catalog">
          <CatalogScreen />
        </Route>
      ) : null}
      {admin ? (
        <Route path="/stock">
          <StockScreen />
        </Route>
      ) : null}
      {admin ? (
        <Route path="/complaints">
          <ComplaintsScreen />
        </Route>
      ) : null}
      {admin ? (
        <Route path="/staff">
          <StaffScreen staffId={staff.StaffId} />
        </Route>
      ) : null}
      {admin ? (
        <Route path="/audit">
          <AuditScreen />
        </Route>
      ) : null}
      <Route>
        <Board admin={admin} />
      </Route>
    </Switch>
  );
}

export function OpsApp() {
  const session = useSession();
  // Every screen reads its texts while rendering: a change of language re-renders them all in it, in
  // place (what a form holds stays, and the header's switch keeps the focus).
  const language = useLanguage();
  const [location] = useLocation();
  const wasSignedIn = useRef(false);
  const expired = wasSignedIn.current && !session;
  useEffect(() => {
    if (session) wasSignedIn.current = true;
  }, [session]);

  useEffect(() => {
    document.title = messages.title;
  }, [language]);
  // A new screen starts at its top. (Braces: Chromium's scrollTo answers a promise, not a cleanup.)
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);

  if (!session) return <SignIn notice={expired ? messages.signIn.expired : undefined} />;
  return (
    <>
      <a className="ops-skip" href="#main">
        {messages.skipToContent}
      </a>
      <OpsHeader
        staff={session.Staff}
        onSignOut={() => {
          wasSignedIn.current = false;
          void signOut();
        }}
      />
      {/* Whoever sends orders out shares their position while one is out (docs/after-the-order.md). */}
      {(ORDER_MOVES.dispatch.roles as readonly StaffRole[]).includes(session.Staff.Role) ? (
        <LocationSharing key={session.Staff.StaffId} />
      ) : null}
      <OpsRoutes staff={session.Staff} />
    </>
  );
}
