/** A sign-in failure as spec section 8 words it, with the help page link when there is one. */
import { Link } from 'wouter';
import type { ErrorDescription } from '../../../lib/errors';
import { messages } from '../../../messages/auth';

export function LoginError({ error }: { error: ErrorDescription | undefined }) {
  if (!error) return null;
  return (
    <div className="notice notice-error" role="alert">
      <strong>{error.title}</strong>
      <p>{error.description}</p>
      {error.helpPath ? <Link href={error.helpPath}>{messages.auth.facebookHelpLink}</Link> : null}
    </div>
  );
}
