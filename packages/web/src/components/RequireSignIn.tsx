/** Renders its children for a signed-in shopper, else a prompt with a link to /login. */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { isSignedIn, session } from '../lib/session';
import { messages } from '../messages/shell';

export function RequireSignIn({ children }: { children: ReactNode }) {
  const snap = useSnapshot(session);
  if (isSignedIn(snap)) return <>{children}</>;
  return (
    <div className="signin-prompt card">
      <p>{messages.signInRequired.body}</p>
      <Link href="/login" className="btn btn-primary btn-md">
        {messages.signInRequired.action}
      </Link>
    </div>
  );
}
