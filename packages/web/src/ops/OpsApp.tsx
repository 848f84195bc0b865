import { Route, Switch, useLocation } from 'wouter';
import { useEffect, useRef } from 'react';
import { Button } from '../components/Button';
import { Board } from './Board';
import { messages } from './messages';
import { OrderScreen } from './OrderScreen';
import { SignIn } from './SignIn';
import { setSession, useSession } from './session';

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
            setSession(undefined);
          }}
        >
          {messages.signIn.signOut}
        </Button>
      </header>
      <Switch>
        <Route path="/order/:id">
          {(params) => <OrderScreen orderId={Number(params.id)} role={Staff.Role} />}
        </Route>
        <Route>
          <Board />
        </Route>
      </Switch>
    </>
  );
}
