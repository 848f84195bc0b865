/** One Firebase sign-in step at a time: busy while it runs, its error, and where the shopper goes after. */
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { AuthError } from '@storefront/sdk';
import type { ErrorDescription } from '../../../lib/errors';
import { returnPathOf } from '../../../lib/signIn';
import { describeLoginError } from '../store/auth';
import { afterSignInPath } from './afterSignIn';

/** `email`: the address typed, for the page that says it is not verified yet. */
export function useFirebaseSignIn(email: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ErrorDescription>();
  const [, navigate] = useLocation();
  const search = useSearch();

  /** Runs `work`; signed in (`done`), the shopper goes on to the page they came for. */
  const run = async (work: () => Promise<unknown>, done = true) => {
    setBusy(true);
    setError(undefined);
    try {
      await work();
      if (done) navigate(afterSignInPath(search));
    } catch (failure) {
      // An unverified address has its own page, with a way to send the link again.
      if (failure instanceof AuthError && failure.reason === 'email-unverified') {
        // The page the shopper started from goes along, for the sign-in after verifying.
        const returnTo = returnPathOf(search);
        const query = new URLSearchParams({
          email: email.trim(),
          ...(returnTo ? { next: returnTo } : {}),
        });
        navigate(`/verify-email?${query}`);
        return;
      }
      setError(describeLoginError(failure));
    } finally {
      setBusy(false);
    }
  };

  return { busy, error, run, clearError: () => setError(undefined), navigate };
}

export type FirebaseSignIn = ReturnType<typeof useFirebaseSignIn>;
