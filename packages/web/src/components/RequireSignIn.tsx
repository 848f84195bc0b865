/**
 * Every private page's children for a signed-in shopper; signed out, the same sentence and the same sign-in
 * link on every such page, one that comes back to this page (path and query) once signed in.
 */
import type { ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { isSignedIn, session } from '../lib/session';
import { signInHref } from '../lib/signIn';
import { messages } from '../messages/pages';

/** The sign-in button that returns to the page it is on. */
export function SignInLink() {
  const [path] = useLocation();
  const search = useSearch();
  return (
    <Link href={signInHref(search ? `${path}?${search}` : path)} className="btn btn-primary btn-md">
      {messages.signInRequired.action}
    </Link>
  );
}

export function RequireSignIn({ children }: { children: ReactNode }) {
  const snap = useSnapshot(session);
  if (isSignedIn(snap)) return <>{children}</>;
  return (
    <div className="signin-prompt card" data-testid="sign-in-required">
      <p>{messages.signInRequired.body}</p>
      <SignInLink />
    </div>
  );
}
