import { Link, Route, Switch, useLocation } from 'wouter';
import { useEffect, useRef } from 'react';
import { Button } from '../components/Button';
import { AuditScreen } from './AuditScreen';
import { Board } from './Board';
import { CatalogScreen, ProductEditor } from './CatalogScreen';
import { messages } from './messages';
import { OrderScreen } from './OrderScreen';
import { SignIn } from './SignIn';
import { signOut, useSession } from './session';
import { StaffScreen } from './StaffScreen';

/** The screens of the header's menu; all but the board are the admin's. */
const screens = [
  { href: '/', name: messages.nav.orders, admin: false },
  { href: '/catalog', name: messages.nav.catalog, admin: true },
  { href: '/staff', name: messages.nav.staff, admin: true },
  { href: '/audit', name: messages.nav.audit, admin: true },
] as const;

export function OpsApp() {
  const session = useSession();
  const [location] = useLocation();
  const wasSignedIn = useRef(false);
  const expired = wasSignedIn.current && !session;
  useEffect(() => {
    if (session) wasSignedIn.current = true;
  }, [session]);

  useEffect(() => {
    document.title = messages.title;
  }, []);
  // A new screen starts at its top. (Braces: Chromium's scrollTo answers a promise, not a cleanup.)
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);

  if (!session) return <SignIn notice={expired ? messages.signIn.expired : undefined} />;
  const { Staff } = session;
  const admin = Staff.Role === 'admin';
  const current = (href: string) =>
    href === '/' ? location === '/' || location.startsWith('/order/') : location.startsWith(href);

  return (
    <>
      <a className="ops-skip" href="#main">
        {messages.skipToContent}
      </a>
      <header className="ops-header">
        <span className="ops-brand">{messages.title}</span>
        <span className="ops-who">
          {messages.signIn.signedInAs(Staff.Name, messages.role[Staff.Role])}
        </span>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            wasSignedIn.current = false;
            signOut();
          }}
        >
          {messages.signIn.signOut}
        </Button>
        {admin ? (
          <nav className="ops-nav" aria-label={messages.nav.label}>
            {screens.map((screen) => (
              <Link
                key={screen.href}
                href={screen.href}
                aria-current={current(screen.href) ? 'page' : undefined}
              >
                {screen.name}
              </Link>
            ))}
          </nav>
        ) : null}
      </header>
      <Switch>
        <Route path="/order/:id">
          {(params) => <OrderScreen orderId={Number(params.id)} role={Staff.Role} />}
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
          <Route path="/staff">
            <StaffScreen staffId={Staff.StaffId} />
          </Route>
        ) : null}
        {admin ? (
          <Route path="/audit">
            <AuditScreen />
          </Route>
        ) : null}
        <Route>
          <Board />
        </Route>
      </Switch>
    </>
  );
}
