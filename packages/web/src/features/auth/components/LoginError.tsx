/**
 * A sign-in failure as spec section 8 words it, with the help page link when there is one, else the link to
 * clearing the site's data.
 */
import { Link } from 'wouter';
import type { ErrorDescription } from '../../../lib/errors';
import { messages } from '../../../messages/auth';

export function LoginError({ error }: { error: ErrorDescription | undefined }) {
  if (!error) return null;
  return (
    <div className="notice notice-error" role="alert">
      <strong>{error.title}</strong>
      <p>{error.description}</p>
      {error.helpPath ? (
        <Link href={error.helpPath}>{messages.auth.facebookHelpLink}</Link>
      ) : (
        // A sign-in that keeps failing is often put right by clearing the site's data (issue 27).
        <Link href="/instruction-clear-browser-data">{messages.auth.clearDataHelp}</Link>
      )}
    </div>
  );
}
