/**
 * /verify-email: both ends of the email verification of a Firebase email account. Opened from a verification
 * link (`?mode=verifyEmail&oobCode=…`, the Firebase project's action URL points here) it applies the code;
 * reached from a sign-in with an unverified address (`?email=…`) it explains and sends the link again.
 */
import { useEffect, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { Button } from '../../../components/Button';
import { Page } from '../../../components/Page';
import type { ErrorDescription } from '../../../lib/errors';
import { returnPathOf, signInHref } from '../../../lib/signIn';
import { messages } from '../../../messages/auth';
import { LoginError } from '../components/LoginError';
import { confirmEmail, describeLoginError, resendEmailVerification } from '../store/auth';

type State = 'idle' | 'verifying' | 'verified' | 'resent';

export default function VerifyEmailPage() {
  const search = useSearch();
  const query = new URLSearchParams(search);
  const code = query.get('mode') === 'verifyEmail' ? (query.get('oobCode') ?? '') : '';
  const email = query.get('email') ?? '';
  const [state, setState] = useState<State>(code ? 'verifying' : 'idle');
  const [error, setError] = useState<ErrorDescription>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!code) return;
    let live = true;
    confirmEmail(code).then(
      () => live && setState('verified'),
      (failure: unknown) => {
        if (!live) return;
        setError(describeLoginError(failure));
        setState('idle');
      },
    );
    return () => {
      live = false;
    };
  }, [code]);

  const resend = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await resendEmailVerification();
      setState('resent');
    } catch (failure) {
      setError(describeLoginError(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page title={messages.pages.verifyEmail}>
      <div className="card prose" aria-live="polite">
        <LoginError error={error} />
        {state === 'verifying' ? <p>{messages.auth.verifyingEmail}</p> : null}
        {state === 'verified' ? <p>{messages.auth.emailVerified}</p> : null}
        {state === 'idle' || state === 'resent' ? (
          <p>{email ? messages.auth.verifyEmailBodyFor(email) : messages.auth.verifyEmailBody}</p>
        ) : null}
        {state === 'resent' ? <p role="status">{messages.auth.verificationResent}</p> : null}
        {email && !code && state !== 'resent' ? (
          <Button variant="secondary" disabled={busy} onClick={() => void resend()}>
            {messages.auth.resendVerification}
          </Button>
        ) : null}
        {state !== 'verifying' ? (
          <Link href={signInHref(returnPathOf(search) ?? '/')} className="btn btn-primary btn-md">
            {messages.auth.goToLogin}
          </Link>
        ) : null}
      </div>
    </Page>
  );
}
